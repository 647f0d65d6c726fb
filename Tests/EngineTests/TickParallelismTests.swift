import Testing
import TransitionCore

@testable import Engine

private struct Box: VectorTransitionable {
    var x, y, w, h: Float

    func transition(to other: Box, progress: Float) -> Box {
        Box(
            x: progress.lerp(min: x, max: other.x), y: progress.lerp(min: y, max: other.y),
            w: progress.lerp(min: w, max: other.w), h: progress.lerp(min: h, max: other.h))
    }

    static func + (lhs: Box, rhs: Box) -> Box {
        Box(x: lhs.x + rhs.x, y: lhs.y + rhs.y, w: lhs.w + rhs.w, h: lhs.h + rhs.h)
    }

    static func - (lhs: Box, rhs: Box) -> Box {
        Box(x: lhs.x - rhs.x, y: lhs.y - rhs.y, w: lhs.w - rhs.w, h: lhs.h - rhs.h)
    }

    func scaled(by factor: Float) -> Box { Box(x: x * factor, y: y * factor, w: w * factor, h: h * factor) }
}

/// A busy world under `parallelism`: transitions of several curves, springs and a decay-like
/// ease, started in runs and singly, retargeted, finishing, despawned, on the world's clock and
/// on a domain at two thirds speed that is paused for a while; with `streams`, the tick stores
/// values past the cache however few transitions run. Returns the state hash and the events
/// after each tick.
private func run(_ parallelism: TickParallelism, ticks: Int, streams: Bool = false)
    -> [(hash: UInt64, events: [MotionEvent])]
{
    let world = World(tickRate: 60)
    world.tickParallelism = parallelism
    let slow = world.makeClockDomain(named: "slow")!
    world.setTimeScale(TimeScale(2, 3), for: slow)
    var random = SeededRandom(seed: 7)
    let animations: [Animation] = [
        .easeInOut(duration: 0.5), .timingCurve(.easeInOutCubic, duration: 0.3),
        .spring(response: 0.3, dampingFraction: 0.7), .timingCurve(.easeOutBounce, duration: 0.4),
        .linear(duration: 0.25).repeatCount(2, autoreverses: true),
    ]
    var entities: [Entity] = []
    for index in 0..<600 {
        let entity = world.spawn()
        world.set(Box(x: Float(index), y: 0, w: 1, h: 1), for: entity)
        if index % 5 == 0 { world.setClockDomain(slow, for: entity) }
        entities.append(entity)
    }
    if streams, let storage = world.existingStorage(for: Box.self) {
        unsafeDowncast(storage, to: AnimatedStorage<Box>.self).streamingThreshold = 0
    }
    var history: [(UInt64, [MotionEvent])] = []
    for tick in 0..<ticks {
        // Runs: a block of neighbours started alike; then scattered retargets.
        let first = Int(random.next() % 500)
        let animation = animations[tick % animations.count]
        for entity in entities[first..<first + 40] {
            world.animate(
                entity, to: Box(x: Float(tick), y: random.nextUnitFloat() * 100, w: 2, h: 3), animation)
        }
        for _ in 0..<15 {
            let entity = entities[Int(random.next() % UInt64(entities.count))]
            let pick = animations[Int(random.next() % UInt64(animations.count))]
            world.animate(entity, to: Box(x: random.nextUnitFloat() * 800, y: 5, w: 4, h: 4), pick)
        }
        if tick % 9 == 4 {
            let index = Int(random.next() % UInt64(entities.count))
            world.despawn(entities[index])
            entities[index] = world.spawn()
            world.set(Box(x: 1, y: 1, w: 1, h: 1), for: entities[index])
        }
        if tick == 20 { world.setPaused(true, for: slow) }
        if tick == 35 { world.setPaused(false, for: slow) }
        world.advance()
        history.append((world.stateHash(), world.events))
    }
    return history
}

@Suite struct TickParallelismTests {
    /// Two and three threads, cutting the running transitions at different slots, give the
    /// state hash and the events, in order, of one thread at every tick.
    @Test func threadsGiveTheStateAndEventsOfOneThread() {
        let ticks = 80
        let single = run(.singleThreaded, ticks: ticks)
        for threads in [2, 3] {
            let parallel = run(
                TickParallelism(threads: threads, minimumTransitionsPerThread: 16), ticks: ticks)
            for tick in 0..<ticks {
                #expect(parallel[tick].hash == single[tick].hash, "\(threads) threads, tick \(tick + 1)")
                #expect(parallel[tick].events == single[tick].events, "\(threads) threads, tick \(tick + 1)")
            }
        }
        let finished = single.reduce(0) { $0 + $1.events.filter { $0.kind == .finished }.count }
        #expect(finished > 100, "transitions finish while the ticks are cut")
    }

    /// Values stored past the cache, on one thread and on two, give the state hash and the
    /// events of ordinary stores at every tick.
    @Test func streamedValuesGiveTheStateOfStoredOnes() {
        let ticks = 80
        let stored = run(.singleThreaded, ticks: ticks)
        for threads in [1, 2] {
            let streamed = run(
                TickParallelism(threads: threads, minimumTransitionsPerThread: 16), ticks: ticks,
                streams: true)
            for tick in 0..<ticks {
                #expect(streamed[tick].hash == stored[tick].hash, "\(threads) threads, tick \(tick + 1)")
                #expect(streamed[tick].events == stored[tick].events, "\(threads) threads, tick \(tick + 1)")
            }
        }
    }

    /// A storage streams only values without references, and only past a size.
    @Test func onlyLargeStoragesOfPlainValuesStream() {
        #expect(AnimatedStorage<SIMD8<Float>>().streamingThreshold == (32 << 20) / 96)
        #expect(AnimatedStorage<Box>().streamingThreshold > 100_000)
        #expect(AnimatedStorage<Labelled>().streamingThreshold == .max)
    }

    /// The setting reads back as set, clamped; one thread is the default.
    @Test func theSettingReadsBackClamped() {
        let world = World()
        #expect(world.tickParallelism == .singleThreaded)
        world.tickParallelism = TickParallelism(threads: 2, minimumTransitionsPerThread: 1_000)
        #expect(world.tickParallelism == TickParallelism(threads: 2, minimumTransitionsPerThread: 1_000))
        world.tickParallelism = TickParallelism(threads: 500, minimumTransitionsPerThread: -3)
        #expect(world.tickParallelism.threads == 64)
        #expect(world.tickParallelism.minimumTransitionsPerThread == 1)
        world.tickParallelism = .singleThreaded
        #expect(world.tickParallelism == .singleThreaded)
    }
}

/// A value holding a reference: never stored past the cache.
private struct Labelled: Transitionable {
    var x: Float
    var label: String

    func transition(to other: Labelled, progress: Float) -> Labelled {
        Labelled(x: progress.lerp(min: x, max: other.x), label: progress < 1 ? label : other.label)
    }
}
