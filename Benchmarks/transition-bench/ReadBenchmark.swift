import BenchSupport

/// One line of section 8: a measure at one entity count.
struct ReadFigure {
    /// What was timed.
    let measure: ReadMeasure
    /// ns per entity: per transition per tick for the ticks, per entity visited for a query,
    /// per call for the reads of one entity.
    let perEntity: Summary
    /// The median over the 8-float tick's median, same run, same N.
    let ratioToTick: Double
    /// Allocations per call: per `advance()` or `query` call, else per read of one entity.
    let allocationsPerCall: Double
}

/// Section 8 at one entity count.
struct ReadResult {
    /// Entities in each world.
    let count: Int
    /// Ticks in each timed tick sample, as many as section 1 times at this N.
    let ticksPerSample: Int
    /// Passes over every entity in each timed sample of a read.
    let passesPerSample: Int
    /// Untimed ticks before each timed tick sample.
    let warmUpTicks: Int
    /// One figure per ``ReadMeasure``, in their order.
    let figures: [ReadFigure]
    /// Running transitions after the last sample, in the 8-float and the colour world: all of
    /// them, when none finished while measured.
    let activeAfterRuns: (rects: Int, colors: Int)

    /// Whether every transition was still running after the samples.
    var noneFinished: Bool { activeAfterRuns.rects == count && activeAfterRuns.colors == count }
}

/// Section 8: reading the world, against the tick.
enum ReadBenchmark {
    /// The most untimed ticks before a timed tick sample.
    static let maximumWarmUpTicks = 4
    /// Measures `count` entities: an untimed pass of every measure, a pass whose allocations are
    /// counted, then `runs` rounds that time one pass of every measure each, interleaved so that
    /// a change in the machine's load reaches every measure alike; the figure is the median.
    ///
    /// A tick is timed after up to ``maximumWarmUpTicks`` untimed ones, so that it runs with its
    /// data in cache, as sections 1 to 3 time it: after a pass of any read, the first tick over
    /// 100,000 entities takes nearly twice as long as the fourth.
    static func run(count: Int, runs: Int) -> ReadResult {
        let ticksPerSample = max(1, min(20, 200_000 / count))
        let passesPerSample = max(1, min(20, 100_000 / count))
        let warmUpTicks = min(maximumWarmUpTicks, (Stagger.tickBudget - (runs + 2) * ticksPerSample) / runs)
        precondition(warmUpTicks >= 1, "transitions would finish")
        let scene = ReadScene(count: count)
        let measures = ReadMeasure.allCases

        func repeats(_ measure: ReadMeasure) -> Int { measure.isTick ? ticksPerSample : passesPerSample }
        for measure in measures { scene.pass(measure, repeats: repeats(measure)) }
        var allocations: [UInt64] = []
        for measure in measures {
            allocations.append(Allocations.counted { scene.pass(measure, repeats: repeats(measure)) })
        }
        var samples = [[Double]](repeating: [], count: measures.count)
        for _ in 0..<runs {
            for (index, measure) in measures.enumerated() {
                if measure.isTick { scene.pass(measure, repeats: warmUpTicks) }
                let elapsed = nanoseconds { scene.pass(measure, repeats: repeats(measure)) }
                samples[index].append(Double(elapsed) / Double(repeats(measure) * count))
            }
        }
        withUnsafePointer(to: scene.checksum) { cbaselineKeep($0) }

        let summaries = samples.map(Summary.init)
        let tick = summaries[measures.firstIndex(of: .tick)!].median
        var figures: [ReadFigure] = []
        for (index, measure) in measures.enumerated() {
            let calls = repeats(measure) * (measure.coversAllEntities ? 1 : count)
            figures.append(
                ReadFigure(
                    measure: measure, perEntity: summaries[index],
                    ratioToTick: summaries[index].median / tick,
                    allocationsPerCall: Double(allocations[index]) / Double(calls)))
        }
        return ReadResult(
            count: count, ticksPerSample: ticksPerSample, passesPerSample: passesPerSample,
            warmUpTicks: warmUpTicks, figures: figures,
            activeAfterRuns: scene.activeTransitions)
    }
}
