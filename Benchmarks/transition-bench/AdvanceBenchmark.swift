/// Sections 1 to 3 for one entity count: the engine's transition system against the C loops
/// over the same transitions, allocations per tick and bytes per entity.
struct AdvanceResult {
    /// Number of entities, each with one running transition.
    let count: Int
    /// Ticks in each timed run.
    let ticksPerRun: Int
    /// `world.advance()`, ns per transition per tick.
    let engine: Summary
    /// The C array-of-structs loop, ns per transition per tick.
    let cArrayOfStructs: Summary
    /// The C structure-of-arrays loop, ns per transition per tick.
    let cStructureOfArrays: Summary
    /// The vectorised C limit (single-precision time, 32-bit start ticks, -O3), ns per
    /// transition per tick.
    let cLimit: Summary
    /// Whether the limit ran its AVX2 copy.
    let limitUsesAVX2: Bool
    /// Allocations per engine tick in steady state.
    let allocationsPerTick: Double
    /// `world.byteCount / count` once every transition runs.
    let bytesPerEntity: Double
    /// Running transitions after the last timed tick (all of them: none finished).
    let activeAfterRuns: Int
    /// Largest difference between an engine value and the C value at the same tick.
    let maximumDifference: Float

    /// Engine median over the C array-of-structs median.
    var ratioToArrayOfStructs: Double { engine.median / cArrayOfStructs.median }
    /// Engine median over the C structure-of-arrays median.
    var ratioToStructureOfArrays: Double { engine.median / cStructureOfArrays.median }
    /// Engine median over the vectorised limit's median.
    var ratioToLimit: Double { engine.median / cLimit.median }
}

/// Runs sections 1 to 3.
enum AdvanceBenchmark {
    /// Untimed ticks before the timed ones.
    static let warmUpTicks = 5
    /// Ticks over which allocations are counted.
    static let allocationTicks = 10

    /// Measures `count` entities, `runs` timed runs per loop, median over the runs.
    static func run(count: Int, runs: Int) -> AdvanceResult {
        let ticksPerRun = max(1, min(20, 200_000 / count))
        precondition(warmUpTicks + allocationTicks + runs * ticksPerRun <= Stagger.tickBudget)
        let operations = ticksPerRun * count

        let scene = EngineAdvanceScene(count: count)
        let bytesPerEntity = Double(scene.world.byteCount) / Double(count)
        for _ in 0..<warmUpTicks { scene.tick() }
        let allocations = Allocations.counted {
            for _ in 0..<allocationTicks { scene.tick() }
        }
        let engine = sampleRuns(runs, operations: operations) {
            for _ in 0..<ticksPerRun { scene.tick() }
        }

        let baseline = BaselineScene(count: count)
        for _ in 0..<warmUpTicks { baseline.tickAoS() }
        let arrayOfStructs = sampleRuns(runs, operations: operations) {
            for _ in 0..<ticksPerRun { baseline.tickAoS() }
        }
        for _ in 0..<warmUpTicks { baseline.tickSoA() }
        let structureOfArrays = sampleRuns(runs, operations: operations) {
            for _ in 0..<ticksPerRun { baseline.tickSoA() }
        }
        for _ in 0..<warmUpTicks { baseline.tickLimit() }
        let limit = sampleRuns(runs, operations: operations) {
            for _ in 0..<ticksPerRun { baseline.tickLimit() }
        }

        baseline.recompute(at: scene.world.tick)
        var difference: Float = 0
        for (slot, index) in scene.startOrder.enumerated() {
            let value = scene.value(index)
            difference = max(
                difference, value.maximumDifference(from: baseline.aosValue(slot)),
                value.maximumDifference(from: baseline.soaValue(slot)),
                value.maximumDifference(from: baseline.limitValue(slot)))
        }

        return AdvanceResult(
            count: count, ticksPerRun: ticksPerRun, engine: engine, cArrayOfStructs: arrayOfStructs,
            cStructureOfArrays: structureOfArrays, cLimit: limit, limitUsesAVX2: baseline.limitUsesAVX2,
            allocationsPerTick: Double(allocations) / Double(allocationTicks),
            bytesPerEntity: bytesPerEntity, activeAfterRuns: scene.world.activeTransitionCount,
            maximumDifference: difference)
    }
}
