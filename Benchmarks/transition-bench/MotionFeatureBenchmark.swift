import BenchSupport

/// One feature row of section 10.
struct MotionFigure {
    /// What was timed.
    let measure: MotionMeasure
    /// ns per entity: per move per tick for a tick, per entity for a read.
    let perEntity: Summary
    /// The median over the median of the measure's yardstick, same run, same N.
    let ratio: Double
    /// The fastest sample over the yardstick's fastest: on a loaded machine, the samples the
    /// other work disturbed least.
    let minimumRatio: Double
    /// Allocations per `advance()` or per `presented` call.
    let allocationsPerCall: Double
    /// Ticks or passes in each timed sample.
    let repeats: Int
    /// Untimed ticks or passes before each timed sample.
    let untimed: Int
}

/// Section 10's feature rows at one entity count.
struct MotionFeatureResult {
    /// Entities in each world.
    let count: Int
    /// Ticks in each timed tick sample, unless the tick is slow.
    let ticksPerSample: Int
    /// Passes over every entity in each timed read sample, unless the read is slow.
    let passesPerSample: Int
    /// Untimed ticks before each tick sample, unless the tick is slow.
    let warmUpTicks: Int
    /// One figure per ``MotionMeasure``, in their order.
    let figures: [MotionFigure]
    /// Whether every move still ran after the samples, in every world.
    let noneFinished: Bool
}

/// Times a decay tick, an additive tick, a path tick and a path read against a curve's tick
/// and read of the same value type.
enum MotionFeatureBenchmark {
    /// Untimed ticks before each tick sample: after the other worlds ran, the first tick over
    /// 100,000 entities finds its data out of cache.
    static let warmUpTicks = 3
    /// A row whose single tick or pass takes longer (ns) is timed one tick or pass a sample,
    /// none untimed: the cache no longer matters at that length, and a quick run stays short.
    static let slowPass: UInt64 = 50_000_000

    /// Measures `count` entities: `runs` rounds, each timing one sample of every row in turn
    /// (a tick after ``warmUpTicks`` untimed ones, a read after one untimed pass, a slow row
    /// alone); the figure is the median.
    static func run(count: Int, runs: Int) -> MotionFeatureResult {
        let ticksPerSample = max(1, min(20, 200_000 / count))
        let passesPerSample = max(1, min(20, 100_000 / count))
        // The calibrating pass, then the rounds: the untimed one, the one counting allocations, `runs`.
        precondition(
            1 + (runs + 2) * (warmUpTicks + ticksPerSample) <= MotionScene.tickBudget, "moves would end")
        let scene = MotionScene(count: count)
        let measures = MotionMeasure.allCases
        let plans = measures.map { measure in
            let isSlow = nanoseconds { scene.pass(measure, repeats: 1) } > slowPass
            return (
                repeats: isSlow ? 1 : measure.isTick ? ticksPerSample : passesPerSample,
                untimed: isSlow ? 0 : measure.isTick ? warmUpTicks : 1
            )
        }
        let passes = zip(measures, plans).map { measure, plan in
            TimedPass(
                prepare: { scene.pass(measure, repeats: plan.untimed) },
                body: { scene.pass(measure, repeats: plan.repeats) }, operations: plan.repeats * count)
        }
        let (summaries, allocations) = interleavedRuns(passes, runs: runs)
        withUnsafePointer(to: scene.checksum) { cbaselineKeep($0) }

        let figures = measures.enumerated().map { index, measure in
            let yardstick = summaries[measures.firstIndex(of: measure.yardstick)!]
            return MotionFigure(
                measure: measure, perEntity: summaries[index],
                ratio: summaries[index].median / yardstick.median,
                minimumRatio: summaries[index].min / yardstick.min,
                allocationsPerCall: Double(allocations[index]) / Double(plans[index].repeats),
                repeats: plans[index].repeats, untimed: plans[index].untimed)
        }
        return MotionFeatureResult(
            count: count, ticksPerSample: ticksPerSample, passesPerSample: passesPerSample,
            warmUpTicks: warmUpTicks, figures: figures,
            noneFinished: scene.activeMoves.allSatisfy { $0 == count })
    }
}
