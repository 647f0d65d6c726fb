import BenchSupport
import Engine

/// Sections 1 to 3 for one entity count: the engine's transition system against the C loops
/// over the same transitions, allocations per tick and bytes per entity.
struct AdvanceResult {
    /// Number of entities, each with one running transition.
    let count: Int
    /// Ticks in each timed run.
    let ticksPerRun: Int
    /// `world.advance()`, ns per transition per tick.
    let engine: Summary
    /// The same with ``TickParallelism`` of two threads.
    let engineTwoThreads: Summary
    /// Allocations per engine tick on two threads in steady state.
    let allocationsPerTickTwoThreads: Double
    /// The C array-of-structs loop, ns per transition per tick.
    let cArrayOfStructs: Summary
    /// The C structure-of-arrays loop, ns per transition per tick.
    let cStructureOfArrays: Summary
    /// The vectorised C limit (single-precision time, 32-bit start ticks, -O3), ns per
    /// transition per tick.
    let cLimit: Summary
    /// The same limit cut over two threads as the engine's tick is.
    let cLimitTwoThreads: Summary
    /// The instruction set of the limit's copy that ran.
    let limitInstructionSet: String
    /// The instruction set the engine's tick kernels ran.
    let engineInstructionSet: String
    /// Allocations per engine tick in steady state.
    let allocationsPerTick: Double
    /// `world.byteCount / count` once every transition runs.
    let bytesPerEntity: Double
    /// The same for a world that reserved room for `count` entities and components first.
    let bytesPerEntityReserved: Double
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
    /// Two threads' median over one thread's.
    var twoThreadsOverOne: Double { engineTwoThreads.median / engine.median }
    /// The limit on two threads over the limit on one: what the machine gives a second thread.
    var limitTwoThreadsOverOne: Double { cLimitTwoThreads.median / cLimit.median }
}

/// Runs sections 1 to 3.
enum AdvanceBenchmark {
    /// Untimed ticks before the timed ones.
    static let warmUpTicks = 5
    /// Ticks over which allocations are counted.
    static let allocationTicks = 10

    /// Measures `count` entities, `runs` timed samples per loop, interleaved (one sample of
    /// each loop in turn, so that a change in the machine's load reaches every loop alike),
    /// each sample after one untimed tick of its own that brings its data back into cache;
    /// median over the samples.
    static func run(count: Int, runs: Int) -> AdvanceResult {
        let ticksPerRun = max(1, min(10, 100_000 / count))
        // Per world: warm-up, allocation count, interleavedRuns' two untimed samples, and each
        // timed sample with its untimed tick before.
        precondition(
            warmUpTicks + allocationTicks + 2 * (1 + ticksPerRun) + runs * (1 + ticksPerRun)
                <= Stagger.tickBudget)
        let operations = ticksPerRun * count

        let scene = EngineAdvanceScene(count: count)
        let bytesPerEntity = Double(scene.world.byteCount) / Double(count)
        // The two-thread world reserves its capacity, which changes nothing in its tick.
        let threaded = EngineAdvanceScene(count: count, reserving: true)
        let bytesPerEntityReserved = Double(threaded.world.byteCount) / Double(count)
        threaded.world.tickParallelism = TickParallelism(threads: 2)
        var allocations: [UInt64] = []
        for world in [scene, threaded] {
            for _ in 0..<warmUpTicks { world.tick() }
            allocations.append(
                Allocations.counted {
                    for _ in 0..<allocationTicks { world.tick() }
                })
        }
        let baseline = BaselineScene(count: count)
        for _ in 0..<warmUpTicks {
            _ = (baseline.tickAoS(), baseline.tickSoA(), baseline.tickLimit(), baseline.tickLimitTwoThreads())
        }
        func pass(_ tick: @escaping () -> Void) -> TimedPass {
            TimedPass(
                prepare: tick,
                body: {
                    for _ in 0..<ticksPerRun { tick() }
                }, operations: operations)
        }
        let figures = interleavedRuns(
            [
                pass(scene.tick), pass(threaded.tick), pass { _ = baseline.tickAoS() },
                pass { _ = baseline.tickSoA() }, pass { _ = baseline.tickLimit() },
                pass { _ = baseline.tickLimitTwoThreads() },
            ], runs: runs
        ).perUnit
        let (engine, engineTwoThreads, arrayOfStructs, structureOfArrays, limit, limitTwoThreads) = (
            figures[0], figures[1], figures[2], figures[3], figures[4], figures[5]
        )

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
            count: count, ticksPerRun: ticksPerRun, engine: engine, engineTwoThreads: engineTwoThreads,
            allocationsPerTickTwoThreads: Double(allocations[1]) / Double(allocationTicks),
            cArrayOfStructs: arrayOfStructs,
            cStructureOfArrays: structureOfArrays, cLimit: limit, cLimitTwoThreads: limitTwoThreads,
            limitInstructionSet: baseline.limitInstructionSet,
            engineInstructionSet: VectorInstructionSet.active.name,
            allocationsPerTick: Double(allocations[0]) / Double(allocationTicks),
            bytesPerEntity: bytesPerEntity, bytesPerEntityReserved: bytesPerEntityReserved,
            activeAfterRuns: scene.world.activeTransitionCount,
            maximumDifference: difference)
    }
}
