import BenchSupport

/// One line of section 13: a kind of motion at one entity count.
struct KindsFigure {
    /// What was timed.
    let measure: KindsMeasure
    /// ns per entity (per track for the choreography) per tick.
    let perEntity: Summary
    /// The median over the one-shot tick's median, same run, same N.
    let ratioToTick: Double
    /// Allocations per tick.
    let allocationsPerTick: Double
    /// Motions running after the samples: `count` where none ended.
    let runningAfterRuns: Int
}

/// Section 13 at one entity count.
struct KindsResult {
    /// Entities in each world.
    let count: Int
    /// Ticks in each timed sample.
    let ticksPerSample: Int
    /// Untimed ticks before each timed sample.
    let warmUpTicks: Int
    /// One figure per ``KindsMeasure``, in their order.
    let figures: [KindsFigure]

    /// Whether every motion that ends was still running after the samples.
    var noneFinished: Bool {
        figures.allSatisfy { !$0.measure.ends || $0.runningAfterRuns == count }
    }
}

/// Section 13: every kind of motion, against the one-shot tick.
enum KindsBenchmark {
    /// Measures `count` entities as section 8 does: an untimed tick of every world, ticks whose
    /// allocations are counted, then `runs` rounds that time a sample of every world in turn,
    /// each after a few untimed ticks, so that a change in the machine's load reaches all alike.
    static func run(count: Int, runs: Int) -> KindsResult {
        let ticksPerSample = max(1, min(20, 200_000 / count))
        let warmUpTicks = min(
            ReadBenchmark.maximumWarmUpTicks, (Stagger.tickBudget - (runs + 2) * ticksPerSample) / runs)
        precondition(warmUpTicks >= 1, "motions would finish")
        let scene = KindsScene(count: count)
        let measures = KindsMeasure.allCases

        for measure in measures { scene.pass(measure, repeats: ticksPerSample) }
        var allocations: [UInt64] = []
        for measure in measures {
            allocations.append(Allocations.counted { scene.pass(measure, repeats: ticksPerSample) })
        }
        var samples = [[Double]](repeating: [], count: measures.count)
        for _ in 0..<runs {
            for (index, measure) in measures.enumerated() {
                scene.pass(measure, repeats: warmUpTicks)
                let elapsed = nanoseconds { scene.pass(measure, repeats: ticksPerSample) }
                samples[index].append(Double(elapsed) / Double(ticksPerSample * count))
            }
        }

        let summaries = samples.map(Summary.init)
        let tick = summaries[measures.firstIndex(of: .oneShot)!].median
        let figures = measures.enumerated().map { index, measure in
            KindsFigure(
                measure: measure, perEntity: summaries[index], ratioToTick: summaries[index].median / tick,
                allocationsPerTick: Double(allocations[index]) / Double(ticksPerSample),
                runningAfterRuns: scene.running(measure))
        }
        return KindsResult(
            count: count, ticksPerSample: ticksPerSample, warmUpTicks: warmUpTicks, figures: figures)
    }
}
