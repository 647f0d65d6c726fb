import BenchSupport

/// Section 10's clock-domain rows at one entity count.
struct DomainResult {
    /// Entities in each world.
    let count: Int
    /// Ticks in each timed sample.
    let ticksPerSample: Int
    /// Untimed ticks before each sample.
    let warmUpTicks: Int
    /// ns per transition per tick, in ``DomainVariant`` order.
    let perTick: [Summary]
    /// Allocations per tick, in ``DomainVariant`` order.
    let allocationsPerTick: [Double]
    /// Whether every transition still ran after the samples.
    let noneFinished: Bool

    /// `variant`'s figure.
    func figure(_ variant: DomainVariant) -> Summary {
        perTick[DomainVariant.allCases.firstIndex(of: variant)!]
    }

    /// `variant`'s median over the median of the world without domains.
    func ratio(_ variant: DomainVariant) -> Double {
        figure(variant).median / figure(.worldTicks).median
    }

    /// `variant`'s fastest sample over the fastest of the world without domains: on a loaded
    /// machine, the samples the other work disturbed least.
    func minimumRatio(_ variant: DomainVariant) -> Double {
        figure(variant).min / figure(.worldTicks).min
    }
}

/// Times the advance of section 1's world on the world's ticks and on a clock domain running,
/// at half speed and paused.
enum DomainBenchmark {
    /// The most untimed ticks before a sample.
    static let maximumWarmUpTicks = 4

    /// Measures `count` entities: `runs` rounds, each timing one sample of every variant in turn
    /// (after its setting and up to ``maximumWarmUpTicks`` untimed ticks); the figure is the median.
    static func run(count: Int, runs: Int) -> DomainResult {
        let ticksPerSample = max(1, min(10, 200_000 / count))
        // A round runs a sample's world ticks (untimed and timed) once in the plain world and three
        // times in the moved one, whose domain covers them at scale 1, at 1/2 and paused: 3/2 of
        // them, rounded up. Rounds: the untimed one, the one counting allocations, then `runs`.
        let domainTicksPerRound = { (ticks: Int) in (3 * ticks + 1) / 2 }
        var warmUpTicks = maximumWarmUpTicks
        while warmUpTicks > 0,
            (runs + 2) * domainTicksPerRound(warmUpTicks + ticksPerSample) > Stagger.tickBudget
        {
            warmUpTicks -= 1
        }
        precondition(
            (runs + 2) * domainTicksPerRound(warmUpTicks + ticksPerSample) <= Stagger.tickBudget,
            "transitions would finish")

        let scene = DomainScene(count: count)
        let passes = DomainVariant.allCases.map { variant in
            TimedPass(
                prepare: {
                    scene.apply(variant)
                    scene.tick(variant, warmUpTicks)
                },
                body: { scene.tick(variant, ticksPerSample) }, operations: ticksPerSample * count)
        }
        let (perTick, allocations) = interleavedRuns(passes, runs: runs)
        return DomainResult(
            count: count, ticksPerSample: ticksPerSample, warmUpTicks: warmUpTicks, perTick: perTick,
            allocationsPerTick: allocations.map { Double($0) / Double(ticksPerSample) },
            noneFinished: scene.noneFinished)
    }
}
