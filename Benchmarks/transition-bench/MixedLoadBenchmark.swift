import BenchSupport

/// Section 4's figures for one entity count.
struct MixedLoadResult {
    /// Number of living entities, each with one transition.
    let count: Int
    /// Ticks in each timed run.
    let ticksPerRun: Int
    /// ns per entity per tick, the changes included.
    let perEntity: Summary
    /// Allocations per tick once the tables have grown.
    let allocationsPerTick: Double
    /// Running transitions at the end.
    let activeAfterRuns: Int
}

/// Runs section 4.
enum MixedLoadBenchmark {
    /// Ticks run before measuring, so that every table has grown to its steady size.
    static let warmUpTicks = 30
    /// Ticks over which allocations are counted.
    static let allocationTicks = 10

    /// Measures `count` entities, `runs` timed runs.
    static func run(count: Int, runs: Int) -> MixedLoadResult {
        let ticksPerRun = max(1, min(20, 100_000 / count))
        let scene = MixedLoadScene(count: count)
        for _ in 0..<warmUpTicks { scene.tick() }
        let allocations = Allocations.counted {
            for _ in 0..<allocationTicks { scene.tick() }
        }
        let perEntity = sampleRuns(runs, operations: ticksPerRun * count) {
            for _ in 0..<ticksPerRun { scene.tick() }
        }
        return MixedLoadResult(
            count: count, ticksPerRun: ticksPerRun, perEntity: perEntity,
            allocationsPerTick: Double(allocations) / Double(allocationTicks),
            activeAfterRuns: scene.world.activeTransitionCount)
    }
}
