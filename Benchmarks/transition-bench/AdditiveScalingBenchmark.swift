import BenchSupport
import Engine
import TransitionCore

/// The additive tick once many moves have come and gone, part of section 7: every entity gets
/// one `animate(_:by:)` per tick, each move lasting half a second, so about 30 run at once.
/// After 12,000 such ticks a tick must cost what it costs in a world that started adding moves
/// just long enough ago to have as many running: finished moves fold away.
enum AdditiveScalingBenchmark {
    /// The two costs, ns per entity per tick.
    struct Result {
        /// Entities, each getting one move per tick.
        let entities: Int
        /// The tick once the first moves have begun to finish (as many running as later).
        let fresh: Summary
        /// The tick after ``history`` ticks of moves.
        let aged: Summary

        /// The aged tick over the fresh one: 1 when finished moves cost nothing.
        var ratio: Double { aged.median / fresh.median }
    }

    /// Ticks of one move per entity before the aged world is timed.
    static let history = 12_000
    /// Ticks a move lasts (0.5 s at 60 Hz).
    static let moveTicks = 30
    /// Ticks timed in each world.
    static let timedTicks = 200

    /// Times both worlds `runs` times, alternating.
    static func run(runs: Int, entities: Int) -> Result {
        var fresh: [Double] = []
        var aged: [Double] = []
        for run in 0..<runs {
            progress("scaling: additive moves, \(grouped(entities)) entities, run \(run + 1) of \(runs)...")
            fresh.append(tickCost(entities: entities, after: moveTicks + 2))
            aged.append(tickCost(entities: entities, after: history))
        }
        return Result(entities: entities, fresh: Summary(fresh), aged: Summary(aged))
    }

    /// ns per entity of `advance()` over ``timedTicks`` ticks, after `ticks` ticks, with one
    /// additive move per entity before every tick (the moves' cost is not timed).
    private static func tickCost(entities: Int, after ticks: Int) -> Double {
        let world = World(tickRate: 60)
        let boxes = (0..<entities).map { _ in world.spawn() }
        for box in boxes { world.set(SIMD2<Float>(0, 0), for: box) }
        let animation = Animation.timingCurve(.easeOutCubic, duration: Double(moveTicks) / 60)
        var step = 0
        func addMoves() {
            step += 1
            let change = SIMD2<Float>(Float(step % 7) - 3, 1)
            for box in boxes { world.animate(box, by: change, animation) }
        }
        for _ in 0..<ticks {
            addMoves()
            world.advance()
        }
        var spent: UInt64 = 0
        for _ in 0..<timedTicks {
            addMoves()
            spent += nanoseconds { world.advance() }
        }
        var value = world.get(SIMD2<Float>.self, of: boxes[0])!
        withUnsafePointer(to: &value) { cbaselineKeep($0) }
        return Double(spent) / Double(timedTicks * entities)
    }
}
