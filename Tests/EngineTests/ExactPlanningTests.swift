import Engine
import Testing
import TransitionCore

/// Plans decided in whole ticks land on the tick the rule gives: eased staggers whose exact
/// starts are whole ticks, motions already at rest, counts of what was done.
@Suite struct ExactPlanningTests {
    @Test func anEasedStaggerWhoseStartsAreWholeTicksStartsOnThem() {
        // 36·(i/6)² ticks: 0, 1, 4, 9, 16, 25, 36.
        let stagger = Stagger.amount(0.6, from: .start, ease: .easeInQuad)
        #expect(stagger.startTicks(count: 7, tickRate: 60) == [0, 1, 4, 9, 16, 25, 36])
        // 120·(i/4)³ ticks: 0, 1.875 → 2, 15, 50.625 → 51, 120.
        let cubic = Stagger.amount(1, from: .start, ease: .easeInCubic)
        #expect(cubic.startTicks(count: 5, tickRate: 120) == [0, 2, 15, 51, 120])
    }

    @Test func anEasedStaggeredMoveStartsAndLandsOnItsWholeTick() {
        let world = World(tickRate: 60)
        let entities = (0..<7).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        world.animate(
            entities, to: Float(1), .linear(duration: 0.1),
            stagger: .amount(0.6, from: .start, ease: .easeInQuad))
        var finished: [Entity: UInt64] = [:]
        for _ in 0..<60 {
            world.advance()
            for event in world.events where event.isFinished { finished[event.entity] = event.tick }
        }
        #expect(entities.map { finished[$0] } == [6, 7, 10, 15, 22, 31, 42])
    }

    @Test func aDecayWithoutVelocityFinishesOnTheNextTick() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(5), for: entity)
        #expect(world.decay(entity, velocity: Float(0)) == 5)
        #expect(world.isAnimating(Float.self, of: entity))
        world.advance()
        #expect(!world.isAnimating(Float.self, of: entity))
        #expect(world.events.map(\.kind) == [.finished] && world.get(Float.self, of: entity) == 5)
    }

    @Test func aDecayFromASettledSpringFinishesOnTheNextTick() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        world.animate(entity, to: SIMD2<Float>(3, 4), .spring(response: 0.2, dampingFraction: 1))
        while world.isAnimating(SIMD2<Float>.self, of: entity) { world.advance() }
        let rest = try #require(world.decay(entity, withCurrentVelocityOf: SIMD2<Float>.self, .fast))
        #expect(rest == SIMD2(3, 4))
        world.advance()
        #expect(!world.isAnimating(SIMD2<Float>.self, of: entity))
        #expect(world.events.map(\.kind) == [.finished])
    }

    @Test func aDecayThatMovesStillRunsItsSettlingTime() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.decay(entity, velocity: Float(100), .fast)
        for _ in 0..<10 { world.advance() }
        #expect(world.isAnimating(Float.self, of: entity))
    }

    @Test func aStaggerCountsNoEntityItsTargetDespawned() {
        let world = World(tickRate: 60)
        let entities = (0..<4).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        let moved = world.animate(
            entities,
            to: { index, entity in
                if index == 1 { world.despawn(entity) }
                if index == 2 { world.despawn(entities[0]) }
                return Float(index)
            }, .linear(duration: 0.1), stagger: .each(0.05))
        #expect(moved == 2)
        for _ in 0..<30 { world.advance() }
        #expect(world.get(Float.self, of: entities[2]) == 2 && world.get(Float.self, of: entities[3]) == 3)
    }
}
