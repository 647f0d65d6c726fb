import Engine
import Testing
import TransitionCore

private struct Box: Transitionable {
    var x, y: Float

    func transition(to other: Box, progress: Float) -> Box {
        Box(x: progress.lerp(min: x, max: other.x), y: progress.lerp(min: y, max: other.y))
    }
}

/// A component type a test starts using only after its snapshot.
private struct Tag: Equatable {
    var number: Int
}

private struct GlowKey: EnvironmentKey {
    static let defaultValue: Float = 1
}

extension EnvironmentValues {
    fileprivate var glow: Float {
        get { self[GlowKey.self] }
        set { self[GlowKey.self] = newValue }
    }
}

/// A game's tick of changes, a function of the tick and of the world (so that it does the same
/// again after a restore): spawns, curves, springs (which carry velocity), delayed retargets,
/// timelines, despawns, parenting and environment transitions.
private func play(_ world: World, tick: UInt64) {
    var random = SeededRandom(seed: tick &* 7919 &+ 3)
    var boxes = world.entities(with: Box.self).sorted()
    if boxes.count < 12 || tick % 9 == 0 {
        let entity = world.spawn()
        world.set(Box(x: Float(tick), y: 0), for: entity)
        boxes.append(entity)
        if let parent = boxes.first, parent != entity { try? world.setParent(entity, to: parent) }
    }
    let animations: [Animation] = [
        .easeInOut(duration: 0.5), .spring(response: 0.4, dampingFraction: 0.7),
        .linear(duration: 0.3).delay(0.1), .timingCurve(.easeOutBounce, duration: 0.6),
    ]
    for _ in 0..<3 {
        let entity = boxes[Int(random.next() % UInt64(boxes.count))]
        let target = Box(x: random.nextUnitFloat() * 100, y: random.nextUnitFloat() * 100)
        world.animate(entity, to: target, animations[Int(random.next() % 4)])
    }
    if tick % 13 == 5 {
        var timeline = Timeline(from: Box(x: 0, y: 0), tickRate: world.tickRate)
        timeline.add(to: Box(x: 50, y: 10), .easeIn(duration: 0.2))
        timeline.add(to: Box(x: 0, y: 30), .spring(response: 0.3, dampingFraction: 0.8))
        world.play(timeline, on: boxes[Int(random.next() % UInt64(boxes.count))], repeatCount: 2)
    }
    if tick % 17 == 3, boxes.count > 14 {
        world.despawn(boxes[Int(random.next() % UInt64(boxes.count))])
    }
    if tick % 10 == 0, let root = boxes.first {
        world.setEnvironment(
            \.glow, random.nextUnitFloat() * 4, for: root, .easeOut(duration: 0.4))
    }
}

/// Runs `ticks` ticks of ``play(_:tick:)`` from the world's tick on, returning the hash after each.
private func run(_ world: World, ticks: Int) -> [UInt64] {
    (0..<ticks).map { _ in
        play(world, tick: world.tick)
        world.advance()
        return world.stateHash()
    }
}

/// What a renderer would read of every box: presented values, environment, parents.
private func reading(_ world: World) -> [String] {
    world.entities(with: Box.self).sorted().map { entity in
        let box = world.presented(Box.self, of: entity, alpha: 0.5)
        return "\(entity) \(String(describing: box)) \(world.environment(\.glow, of: entity, alpha: 0.25)) "
            + "\(String(describing: world.parent(of: entity))) \(world.isAnimating(Box.self, of: entity))"
    }
}

struct SnapshotTests {
    @Test func restoringReplaysTheSameHashAtEveryTickAnyNumberOfTimes() throws {
        let world = World(tickRate: 60)
        _ = run(world, ticks: 60)
        let snapshot = world.snapshot()
        let (hash, read) = (world.stateHash(), reading(world))
        let firstRun = run(world, ticks: 120)
        #expect(snapshot.tick == 60)
        #expect(world.tick == 180)
        for _ in 0..<2 {
            try world.restore(snapshot)
            #expect(world.tick == 60)
            #expect(world.stateHash() == hash)
            #expect(reading(world) == read)
            #expect(run(world, ticks: 120) == firstRun)
        }
    }

    @Test func handlesFromAfterTheSnapshotAreStaleAndThoseFromBeforeAliveAgain() throws {
        let world = World(tickRate: 60)
        let kept = world.spawn()
        world.set(Box(x: 1, y: 2), for: kept)
        world.animate(kept, to: Box(x: 9, y: 9), .spring(response: 0.5, dampingFraction: 0.5))
        world.advance()
        let snapshot = world.snapshot()
        let velocityBefore = world.transition(Box.self, of: kept)?.velocity
        world.despawn(kept)
        let later = world.spawn()
        world.set(Box(x: 5, y: 5), for: later)
        #expect(!world.isAlive(kept))
        try world.restore(snapshot)
        #expect(world.isAlive(kept))
        #expect(!world.isAlive(later))
        #expect(world.get(Box.self, of: later) == nil)
        #expect(world.isAnimating(Box.self, of: kept))
        #expect(world.transition(Box.self, of: kept)?.velocity == velocityBefore)
        // The index `later` took is handed out again, with a newer generation.
        let again = world.spawn()
        #expect(again != later)
        #expect(world.isAlive(again) && !world.isAlive(later))
    }

    @Test func typesFirstUsedAfterTheSnapshotAreEmptyAndLeaveTheHashAlone() throws {
        let world = World(tickRate: 60)
        _ = run(world, ticks: 30)
        let snapshot = world.snapshot()
        let (hash, timelines) = (world.stateHash(), world.activeTimelineCount)
        let entity = world.entities(with: Box.self)[0]
        world.set(Tag(number: 7), for: entity)
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 1))
        world.play(timeline, on: entity)
        world.setEnvironment(\.glow, 3, for: entity)
        world.advance()
        try world.restore(snapshot)
        #expect(world.get(Tag.self, of: entity) == nil)
        #expect(world.count(of: Tag.self) == 0)
        #expect(world.get(Float.self, of: entity) == nil)
        #expect(world.activeTimelineCount == timelines)
        #expect(world.stateHash() == hash)
        // The same operations give the same hashes as a world that never used them.
        let twin = World(tickRate: 60)
        _ = run(twin, ticks: 30)
        #expect(run(world, ticks: 40) == run(twin, ticks: 40))
    }

    @Test func aSnapshotTakenInAQueryHoldsTheWorldAsItWasThen() throws {
        let world = World(tickRate: 60)
        let entities = (0..<4).map { index in
            let entity = world.spawn()
            world.set(Box(x: Float(index), y: 0), for: entity)
            return entity
        }
        var snapshot: WorldSnapshot?
        var visits = 0
        world.query(Box.self) { entity, box in
            visits += 1
            if visits == 2 {
                // The first visit's write is in; the despawn waits; later writes are not in.
                snapshot = world.snapshot()
            }
            if visits == 1 { world.despawn(entities[3] == entity ? entities[0] : entities[3]) }
            box.y = 100
        }
        let taken = try #require(snapshot)
        #expect(world.entities(with: Box.self).count == 3)
        #expect(world.query(count: Box.self) { $0.y == 100 } == 3)
        try world.restore(taken)
        #expect(world.entities(with: Box.self).count == 4)
        #expect(world.query(count: Box.self) { $0.y == 100 } == 1, "only the first visit's write")
    }

    @Test func aRestoreAskedForInAQueryWaitsUntilItReturns() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Box(x: 1, y: 1), for: entity)
        let snapshot = world.snapshot()
        world.set(Box(x: 2, y: 2), for: entity)
        var seen: [Float] = []
        world.query(Box.self) { _, box in
            try? world.restore(snapshot)
            seen.append(world.get(Box.self, of: entity)?.x ?? -1)
            box.x = 3
        }
        #expect(seen == [2])
        #expect(world.get(Box.self, of: entity) == Box(x: 1, y: 1))
    }

    @Test func environmentReadsAnswerForTheRestoredHierarchy() throws {
        let world = World(tickRate: 60)
        let (first, second, child) = (world.spawn(), world.spawn(), world.spawn())
        world.setEnvironment(\.glow, 2, for: first)
        world.setEnvironment(\.glow, 3, for: second)
        try world.setParent(child, to: first)
        #expect(world.environment(\.glow, of: child) == 2)
        let snapshot = world.snapshot()
        try world.setParent(child, to: second)
        #expect(world.environment(\.glow, of: child) == 3)
        try world.restore(snapshot)
        #expect(world.parent(of: child) == first)
        #expect(world.environment(\.glow, of: child) == 2)
    }

    @Test func restoringRaisesNoEventAndClearsThem() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Box(x: 0, y: 0), for: entity)
        world.animate(entity, to: Box(x: 1, y: 1), .linear(duration: 0.1))
        let snapshot = world.snapshot()
        for _ in 0..<10 { world.advance() }
        world.animate(entity, to: Box(x: 5, y: 5), .linear(duration: 1))
        world.animate(entity, to: Box(x: 6, y: 6), .linear(duration: 1))
        try world.restore(snapshot)
        #expect(world.events.isEmpty)
        world.advance()
        #expect(world.events.isEmpty, "no interruption asked for before the restore is reported")
    }

    @Test func seekingATimelineAcrossCyclesRaisesNoEvent() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 0.5))
        world.play(timeline, on: entity, repeatCount: 4)
        world.advance()
        let controller = try #require(world.timeline(Float.self, of: entity))
        #expect(controller.seek(toProgress: 0.6))
        world.advance()
        #expect(world.events.isEmpty, "the cycles the seek passed over are not reported")
        #expect(controller.seek(toProgress: 0.1))
        world.advance()
        #expect(world.events.isEmpty)
    }

    @Test func aSnapshotOfAnotherWorldIsRefused() {
        let world = World(tickRate: 60)
        let other = World(tickRate: 60)
        let entity = other.spawn()
        other.set(Box(x: 1, y: 1), for: entity)
        let hash = world.stateHash()
        #expect(throws: SnapshotError.fromAnotherWorld) { try world.restore(other.snapshot()) }
        #expect(world.stateHash() == hash)
    }
}

extension World {
    /// The number of `A` components for which `predicate` holds.
    fileprivate func query<A>(count type: A.Type, where predicate: (A) -> Bool) -> Int {
        var count = 0
        query(type) { _, value in if predicate(value) { count += 1 } }
        return count
    }
}
