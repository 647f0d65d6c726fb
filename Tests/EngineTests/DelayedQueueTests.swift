import Engine
import Testing
import TransitionCore

/// The queue of delayed and staggered starts: which start when, in which order, and what the
/// state hash and snapshots see of it, whatever was dropped or started before.
@Suite struct DelayedQueueTests {
    /// One world tick is 1/64 s, so that tick counts are exact in seconds.
    static let rate: UInt64 = 64
    static let blink = Animation.linear(duration: 1.0 / 64)

    /// The entities whose transition was retargeted on the world's last tick, in event order.
    static func retargeted(in world: World) -> [Entity] {
        world.events.filter { $0.motion == .transition && $0.kind == .interrupted(.retargeted) }.map(\.entity)
    }

    @Test func droppingOneWaitingStartLeavesTheOthersTicksAndOrder() {
        let world = World(tickRate: Self.rate)
        let entities = (0..<40).map { _ in world.spawn() }
        for entity in entities {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(100), .linear(duration: 100))
        }
        // Rows of four start together, one row every 3 ticks: entity i on tick 3 * (i / 4).
        let stagger = Stagger.each(3.0 / 64, grid: Stagger.Grid(columns: 4), axis: .y)
        world.animate(entities, to: { index, _ in Float(index) }, .linear(duration: 1), stagger: stagger)
        let dropped: Set<Int> = [5, 13, 22, 39]
        for index in dropped.sorted() { world.set(Float(-1), for: entities[index]) }
        // A retarget without delay of one more drops its waiting start too.
        world.animate(entities[30], to: Float(-2), .linear(duration: 100))
        let gone = dropped.union([30])
        world.advance()
        for tick in UInt64(2)...40 {
            world.advance()
            let due = entities.indices.filter { 3 * ($0 / 4) == tick && !gone.contains($0) }
            #expect(Self.retargeted(in: world) == due.map { entities[$0] }, "tick \(tick)")
        }
        for (index, entity) in entities.enumerated() where !gone.contains(index) {
            #expect(world.transition(Float.self, of: entity)?.to == Float(index))
        }
        #expect(world.get(Float.self, of: entities[22]) == -1)
        #expect(world.transition(Float.self, of: entities[30])?.to == -2)
    }

    @Test func startsDueOnOneTickStartInQueueOrder() {
        let world = World(tickRate: Self.rate)
        let entities = (0..<10).map { _ in world.spawn() }
        for entity in entities {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(100), .linear(duration: 100))
        }
        let later = { (ticks: Double) in Animation.linear(duration: 1).delay(ticks / 64) }
        // By start tick, then as queued: delayed retargets first, the staggered batch after them.
        for (index, ticks) in [(3, 4.0), (1, 2), (5, 4), (0, 2), (7, 4)] {
            world.animate(entities[index], to: Float(index), later(ticks))
        }
        world.animate(
            [2, 4, 6, 8].map { entities[$0] }, to: Float(9), .linear(duration: 1), stagger: .each(2.0 / 64))
        // Queued again: last of its tick. Set: dropped.
        world.animate(entities[5], to: Float(5), later(4))
        world.set(Float(0), for: entities[0])
        var order: [UInt64: [Entity]] = [:]
        for _ in 0..<8 {
            world.advance()
            if world.tick > 1 { order[world.tick] = Self.retargeted(in: world) }
        }
        let expected: [UInt64: [Int]] = [2: [1, 4], 3: [], 4: [3, 7, 6, 5], 5: [], 6: [8], 7: [], 8: []]
        for (tick, indices) in expected {
            #expect(order[tick] == indices.map { entities[$0] }, "tick \(tick)")
        }
    }

    @Test func anEntityListedTwiceKeepsItsLaterStart() {
        let world = World(tickRate: Self.rate)
        let (first, twice) = (world.spawn(), world.spawn())
        for entity in [first, twice] { world.set(Float(0), for: entity) }
        // Offsets 0, 1 and 2 ticks: the second listing replaces the first, as any write would.
        world.animate(
            [first, twice, twice],
            to: { index, _ in
                Float(index + 1)
            }, .linear(duration: 1), stagger: .each(1.0 / 64))
        world.advance()
        #expect(world.isAnimating(Float.self, of: first) && !world.isAnimating(Float.self, of: twice))
        world.advance()
        #expect(world.transition(Float.self, of: twice)?.to == 3)
    }

    @Test func startsOnAPausedDomainWaitWhileTheWorldsStart() throws {
        let world = World(tickRate: Self.rate)
        let ui = try #require(world.makeClockDomain(named: "ui"))
        let entities = (0..<8).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(Float(0), for: entity)
            if index.isMultiple(of: 2) { world.setClockDomain(ui, for: entity) }
        }
        world.setPaused(true, for: ui)
        world.animate(entities, to: Float(1), Self.blink, stagger: .each(1.0 / 64))
        // Entity i waits i ticks of its domain: the world's odd ones start while ui holds (the
        // first, on ui, started at once and holds).
        var started: [Int: UInt64] = [:]
        let record = {
            for (index, entity) in entities.enumerated()
            where started[index] == nil && world.isAnimating(Float.self, of: entity) {
                started[index] = world.tick
            }
        }
        for _ in 0..<10 {
            world.advance()
            record()
        }
        #expect(started == [0: 1, 1: 1, 3: 3, 5: 5, 7: 7])
        // Moved onto the paused domain before its start, the waiting start holds with it.
        let moved = world.spawn()
        world.set(Float(0), for: moved)
        world.animate([moved], to: Float(1), Self.blink.delay(3.0 / 64), stagger: .each(0))
        world.advance()
        world.setClockDomain(ui, for: moved)
        for _ in 0..<10 { world.advance() }
        #expect(!world.isAnimating(Float.self, of: moved) && world.get(Float.self, of: moved) == 0)
        world.setPaused(false, for: ui)
        let resumed = world.tick
        var movedStart: UInt64?
        for _ in 0..<10 {
            world.advance()
            record()
            if movedStart == nil, world.isAnimating(Float.self, of: moved) { movedStart = world.tick }
        }
        // Resumed, the domain runs again from the next tick: each start keeps its own ticks.
        #expect(started[2] == resumed + 2 && started[4] == resumed + 4 && started[6] == resumed + 6)
        #expect(movedStart == resumed + 2)
    }

    @Test func aStartMovedToAnotherDomainGoesFirstWhenLaterAndLastWhenSooner() throws {
        let world = World(tickRate: Self.rate)
        let ui = try #require(world.makeClockDomain(named: "ui"))
        world.setPaused(true, for: ui)
        for _ in 0..<5 { world.advance() }
        world.setPaused(false, for: ui)
        // From here the ui domain's ticks run 5 behind the world's.
        let entities = (0..<6).map { _ in world.spawn() }
        let (a, b, later, sooner, d, e) = (
            entities[0], entities[1], entities[2], entities[3], entities[4], entities[5]
        )
        for entity in [later, d, e] { world.setClockDomain(ui, for: entity) }
        for entity in entities {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(100), .linear(duration: 100))
        }
        let after = { (ticks: Double) in Animation.linear(duration: 1).delay(ticks / 64) }
        // World tick 20 for a and b; ui tick 15 for the later one, then moved to world tick 20.
        for entity in [a, b, later] { world.animate(entity, to: Float(1), after(15)) }
        world.setClockDomain(.world, for: later)
        // World tick 12 for the sooner one, then moved to ui tick 7; ui tick 7 for d and e.
        for entity in [sooner, d, e] { world.animate(entity, to: Float(2), after(7)) }
        world.setClockDomain(ui, for: sooner)
        var order: [UInt64: [Entity]] = [:]
        for _ in 6...20 {
            world.advance()
            order[world.tick] = Self.retargeted(in: world)
        }
        #expect(order[12] == [d, e, sooner])
        #expect(order[20] == [later, a, b])
    }

    /// A world that queued, dropped and started many staggered starts hashes as the same world
    /// restored from its snapshot and as one that queued only the starts still waiting.
    @Test func theHashSeesOnlyTheStartsThatWait() throws {
        let history = World(tickRate: Self.rate)
        let entities = (0..<300).map { _ in history.spawn() }
        for entity in entities { history.set(Float(0), for: entity) }
        // Rows of four, a row every other tick; the first row at once.
        let rows = Stagger.each(2.0 / 64, grid: Stagger.Grid(columns: 4), axis: .y)
        history.animate(
            Array(entities[..<200]), to: { index, _ in Float(index + 1) }, Self.blink, stagger: rows)
        // Rows up to tick 40 start and land; the next starts on tick 42.
        for _ in 0..<41 { history.advance() }
        for entity in entities[100..<105] { history.set(Float(-1), for: entity) }
        let second = Array(entities[195...])
        history.animate(
            second,
            to: { index, _ in
                Float(1_000 + index)
            }, Self.blink.delay(60.0 / 64), stagger: .each(1.0 / 64))
        #expect(!entities.contains { history.isAnimating(Float.self, of: $0) })

        // The same waiting starts, queued one by one in the order they start.
        let direct = World(tickRate: Self.rate)
        for _ in entities { _ = direct.spawn() }
        for _ in 0..<41 { direct.advance() }
        var slotOrder: [Entity] = []
        history.query(Float.self) { entity, _ in slotOrder.append(entity) }
        for entity in slotOrder.reversed() { direct.set(history.get(Float.self, of: entity)!, for: entity) }
        var waiting: [(start: Int, entity: Entity, target: Float)] = []
        for index in 84..<195 where !(100..<105).contains(index) {
            waiting.append((2 * (index / 4), entities[index], Float(index + 1)))
        }
        for (offset, entity) in second.enumerated() {
            waiting.append((41 + 60 + offset, entity, Float(1_000 + offset)))
        }
        for start in waiting {
            direct.animate(
                [start.entity], to: start.target, Self.blink.delay(Double(start.start - 41) / 64),
                stagger: .each(0))
        }
        // The events of the last tick differ (the hash sees them too): one more tick on each.
        direct.advance()
        history.advance()
        #expect(direct.stateHash() == history.stateHash())

        let snapshot = history.snapshot()
        let hash = history.stateHash()
        for _ in 0..<5 { history.advance() }
        try history.restore(snapshot)
        #expect(history.stateHash() == hash)
        for tick in 42...210 {
            history.advance()
            direct.advance()
            #expect(direct.stateHash() == history.stateHash(), "tick \(tick)")
            #expect(direct.events == history.events, "tick \(tick)")
        }
        #expect(entities[199..<300].allSatisfy { history.get(Float.self, of: $0)! >= 1_000 })
    }
}
