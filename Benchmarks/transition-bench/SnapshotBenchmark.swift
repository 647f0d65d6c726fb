import BenchSupport
import Engine
import TransitionCore

/// Section 9's figures for one entity count: the advance benchmark's world (every entity
/// animating an ``AnimatedRect``), saved and put back as a rollback session does.
struct SnapshotResult {
    /// Animated entities.
    let count: Int
    /// ns per `world.snapshot()`.
    let take: Summary
    /// Bytes of the world's arrays a snapshot keeps once the world has moved on
    /// (`world.byteCount` when it was taken: shared until then).
    let bytesKept: Int
    /// ns per tick for `world.advance()` alone.
    let tick: Summary
    /// ns per tick for `world.snapshot()` then `world.advance()`: the tick then copies the
    /// arrays it writes, which the snapshot shares.
    let tickAfterSnapshot: Summary
    /// ns per rollback: `world.restore(_:)` of the snapshot from ``resimulatedTicks`` ticks
    /// back, then those ticks run again.
    let rollback: Summary
    /// Allocations per rollback.
    let allocationsPerRollback: Double

    /// Ticks run again after each restore.
    static let resimulatedTicks = 8
}

/// Runs section 9.
enum SnapshotBenchmark {
    /// Measures `count` entities, `runs` timed runs of each figure.
    static func run(count: Int, runs: Int) -> SnapshotResult {
        let scene = EngineAdvanceScene(count: count)
        let world = scene.world
        let ticks = 8
        let tick = sampleRuns(runs, operations: ticks) {
            for _ in 0..<ticks { world.advance() }
        }
        let snapshots = 1_000
        var kept = world.snapshot()
        let take = sampleRuns(runs, operations: snapshots) {
            for _ in 0..<snapshots { kept = world.snapshot() }
        }
        let bytesKept = world.byteCount
        let tickAfterSnapshot = sampleRuns(runs, operations: ticks) {
            for _ in 0..<ticks {
                kept = world.snapshot()
                world.advance()
            }
        }
        kept = world.snapshot()
        let resimulate = {
            try? world.restore(kept)
            for _ in 0..<SnapshotResult.resimulatedTicks { world.advance() }
        }
        resimulate()
        let allocations = Allocations.counted { resimulate() }
        let rollback = sampleRuns(runs, operations: 1, resimulate)
        return SnapshotResult(
            count: count, take: take, bytesKept: bytesKept, tick: tick, tickAfterSnapshot: tickAfterSnapshot,
            rollback: rollback, allocationsPerRollback: Double(allocations))
    }
}
