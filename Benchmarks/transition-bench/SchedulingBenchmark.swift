import BenchSupport
import Engine
import TransitionCore

/// Section 10's staggered-scheduling rows: each a figure at entity counts that double.
struct SchedulingResult {
    /// The entity counts.
    let sizes: [Int]
    /// `world.animate(entities, to: { }, animation, stagger: .each(1 tick, grid rows))`: ns per entity.
    let call: ScalingSeries
    /// The tick on which the first row of that call starts: ns per entity started.
    let batchTick: ScalingSeries
    /// A tick in a stagger one tick per entity (`.each(1 tick)` over a list): ns per tick, one
    /// entity starting, all the others waiting.
    let queueTick: ScalingSeries
    /// `world.animate(entity, to:, …)` on a moving entity of the same type while the others of
    /// that stagger wait: ns per call.
    let retarget: ScalingSeries
    /// Allocations per call at the largest size.
    let allocationsPerCall: Double
    /// Allocations of the batch tick at the largest size: the first tick to start moves of the
    /// type in its world.
    let allocationsPerBatchTick: Double
    /// Allocations of the tick the batch's second row starts on, at the largest size.
    let allocationsPerNextRowTick: Double
    /// Allocations per queue tick at the largest size.
    let allocationsPerQueueTick: Double
    /// Allocations per retarget at the largest size.
    let allocationsPerRetarget: Double
    /// Rows the batch call spreads the entities over.
    static let rows = 4
    /// Ticks timed in each queue sample.
    static let queueTicks = 4
    /// Retargets timed in each sample.
    static let retargets = 4
}

/// Times `world.animate(_:_:stagger:to:)` on entities at rest, the ticks that start what it
/// queued, and a retarget while a stagger waits, at sizes that double: each run builds new
/// worlds, and only the call, the ticks or the retargets are timed.
enum SchedulingBenchmark {
    /// The move every row schedules: easeOutCubic over one second, after a delay of one tick.
    static let animation = Animation.timingCurve(.easeOutCubic, duration: 1).delay(
        1 / Double(Stagger.tickRate))

    /// Measures at `sizes` entities, `runs` rounds each timing every size in turn.
    static func run(sizes: [Int], runs: Int) -> SchedulingResult {
        var call = [[Double]](repeating: [], count: sizes.count)
        var batch = [[Double]](repeating: [], count: sizes.count)
        var queue = [[Double]](repeating: [], count: sizes.count)
        var retarget = [[Double]](repeating: [], count: sizes.count)
        var allocations: (call: UInt64, batch: UInt64, nextRow: UInt64, queue: UInt64, retarget: UInt64) = (
            0, 0, 0, 0, 0
        )
        // The first round is untimed; the second counts the allocations at the largest size.
        for round in -2..<runs {
            for (position, size) in sizes.enumerated() {
                let (world, entities) = restingWorld(size)
                var started = 0
                let schedule = measured { started = scheduleRows(world, entities) }
                precondition(started == size)
                // The first row starts on the first tick; nothing ran before it.
                let batchTick = measured { world.advance() }
                precondition(world.activeTransitionCount == size / SchedulingResult.rows)
                let nextRowTick = measured { world.advance() }

                let (listWorld, listEntities) = restingWorld(size)
                scheduleList(listWorld, listEntities)
                listWorld.advance()
                let queueTicks = measured {
                    for _ in 0..<SchedulingResult.queueTicks { listWorld.advance() }
                }
                precondition(listWorld.activeTransitionCount == 2 + SchedulingResult.queueTicks)
                // The entities that started first are moving; every later one waits.
                let retargets = measured {
                    for index in 0..<SchedulingResult.retargets {
                        listWorld.animate(
                            listEntities[index], to: MotionScene.position(index), animation.delay(0))
                    }
                }

                if round == -1 && position == sizes.count - 1 {
                    allocations = (
                        schedule.allocations, batchTick.allocations, nextRowTick.allocations,
                        queueTicks.allocations, retargets.allocations
                    )
                }
                guard round >= 0 else { continue }
                call[position].append(Double(schedule.nanoseconds) / Double(size))
                batch[position].append(Double(batchTick.nanoseconds) / Double(size / SchedulingResult.rows))
                queue[position].append(Double(queueTicks.nanoseconds) / Double(SchedulingResult.queueTicks))
                retarget[position].append(Double(retargets.nanoseconds) / Double(SchedulingResult.retargets))
            }
        }
        return SchedulingResult(
            sizes: sizes,
            call: ScalingSeries(
                name: "world.animate(entities, …, stagger:)", unit: "entity", sizes: sizes,
                perItem: call.map(Summary.init)),
            batchTick: ScalingSeries(
                name: "the tick a row of N/4 starts on", unit: "entity started", sizes: sizes,
                perItem: batch.map(Summary.init)),
            queueTick: ScalingSeries(
                name: "a tick, 1 starting, about N waiting", unit: "tick", sizes: sizes,
                perItem: queue.map(Summary.init)),
            retarget: ScalingSeries(
                name: "animate(e, to:), e moving, N waiting", unit: "call", sizes: sizes,
                perItem: retarget.map(Summary.init)),
            allocationsPerCall: Double(allocations.call),
            allocationsPerBatchTick: Double(allocations.batch),
            allocationsPerNextRowTick: Double(allocations.nextRow),
            allocationsPerQueueTick: Double(allocations.queue) / Double(SchedulingResult.queueTicks),
            allocationsPerRetarget: Double(allocations.retarget) / Double(SchedulingResult.retargets))
    }

    /// The nanoseconds `body` took and the allocations it made.
    private static func measured(_ body: () -> Void) -> (nanoseconds: UInt64, allocations: UInt64) {
        var elapsed: UInt64 = 0
        let allocations = Allocations.counted { elapsed = nanoseconds(body) }
        return (elapsed, allocations)
    }

    /// A world of `count` entities with a resting `SIMD2<Float>` each.
    private static func restingWorld(_ count: Int) -> (World, [Entity]) {
        let world = World(tickRate: Stagger.tickRate)
        var entities: [Entity] = []
        entities.reserveCapacity(count)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(MotionScene.position(index), for: entity)
            entities.append(entity)
        }
        return (world, entities)
    }

    /// Moves `entities`, laid out in ``SchedulingResult/rows`` rows, a row a tick, the first on
    /// the next tick (the animation's delay); returns the number of entities moved.
    private static func scheduleRows(_ world: World, _ entities: [Entity]) -> Int {
        let columns = (entities.count + SchedulingResult.rows - 1) / SchedulingResult.rows
        let stagger = Engine.Stagger.each(
            1 / Double(Stagger.tickRate), grid: .init(columns: columns), axis: .y)
        return world.animate(
            entities,
            to: { index, _ in
                MotionScene.position(index) + MotionScene.shift(index)
            }, animation, stagger: stagger)
    }

    /// Moves `entities` one a tick, the first at once, the second on the next tick (no delay).
    private static func scheduleList(_ world: World, _ entities: [Entity]) {
        world.animate(
            entities,
            to: {
                index, _ in
                MotionScene.position(index) + MotionScene.shift(index)
            }, animation.delay(0), stagger: .each(1 / Double(Stagger.tickRate)))
    }
}
