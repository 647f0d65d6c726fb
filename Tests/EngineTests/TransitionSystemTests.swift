import Engine
import Testing
import TransitionCore

@Suite struct TransitionSystemTests {
    @Test func aTransitionLandsExactlyOnItsTargetAndReportsOnce() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0.1), for: entity)
        world.animate(entity, to: Float(0.7), .linear(duration: 0.5))
        #expect(world.isAnimating(Float.self, of: entity))
        for _ in 0..<29 { world.advance() }
        #expect(world.events.isEmpty)
        #expect(world.get(Float.self, of: entity)! < 0.7)
        world.advance()  // tick 30 = 0.5 s
        #expect(world.get(Float.self, of: entity) == 0.7)
        #expect(world.events.count == 1)
        #expect(world.events.first?.entity == entity)
        #expect(world.events.first?.isOf(Float.self) == true)
        #expect(world.events.first?.tick == 30)
        #expect(!world.isAnimating(Float.self, of: entity))
        var log: [MotionEvent] = []
        for _ in 0..<10 { world.advance(logging: &log) }
        #expect(log.isEmpty, "reported once")
        #expect(world.activeTransitionCount == 0)
    }

    @Test func valuesFollowTheCurveAtEveryTick() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 10), for: entity)
        let animation = Animation.timingCurve(.easeInOutCubic, duration: 1)
        let reference = Transition(
            from: SIMD2<Float>(0, 10), to: SIMD2<Float>(100, -10), animation: animation)
        world.animate(entity, to: SIMD2<Float>(100, -10), animation)
        for tick in 1...60 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: entity) == reference.value(at: Double(tick) / 60))
        }
    }

    @Test func presentedSamplesExactlyBetweenTicks() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(1), .timingCurve(.easeOutQuad, duration: 1))
        for _ in 0..<10 { world.advance() }
        let reference = Transition(from: Float(0), to: 1, animation: .timingCurve(.easeOutQuad, duration: 1))
        #expect(world.presented(Float.self, of: entity, alpha: 0.5) == reference.value(at: 10.5 / 60))
        #expect(world.presented(Float.self, of: entity, alpha: 0) == world.get(Float.self, of: entity))
    }

    @Test func retargetingMidFlightStartsFromThePresentedValue() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        world.animate(entity, to: SIMD2<Float>(100, 100), .easeInOut(duration: 1))
        for _ in 0..<20 { world.advance() }
        let before = world.get(SIMD2<Float>.self, of: entity)!
        world.animate(entity, to: SIMD2<Float>(-50, 20), .easeInOut(duration: 1))
        #expect(world.presented(SIMD2<Float>.self, of: entity) == before)
        world.advance()
        let after = world.get(SIMD2<Float>.self, of: entity)!
        let step = after - before
        #expect(abs(step.x) < 1 && abs(step.y) < 1)  // one tick of an ease-in from rest
        #expect(world.events.map(\.kind) == [.interrupted(.retargeted)])
        var log: [MotionEvent] = []
        for _ in 0..<60 { world.advance(logging: &log) }
        #expect(world.get(SIMD2<Float>.self, of: entity) == SIMD2<Float>(-50, 20))
        #expect(log.map(\.kind) == [.finished])
    }

    @Test func aRetargetedSpringKeepsItsVelocity() {
        let world = World(tickRate: 120)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(100), .spring(response: 0.5, dampingFraction: 0.7))
        for _ in 0..<13 { world.advance() }
        // Velocity as a difference quotient over a thousandth of a tick, between ticks.
        func velocity() -> Float {
            let now = world.presented(Float.self, of: entity, alpha: 0)!
            let soon = world.presented(Float.self, of: entity, alpha: 1e-3)!
            return (soon - now) * 120 / 1e-3
        }
        let before = velocity()
        let valueBefore = world.get(Float.self, of: entity)!
        world.animate(entity, to: Float(-100), .spring(response: 0.5, dampingFraction: 0.7))
        #expect(world.presented(Float.self, of: entity) == valueBefore)
        let after = velocity()
        #expect(before > 200)
        #expect(abs(after - before) < 0.02 * before)
        // A spring restarted from rest would move off at zero velocity instead.
        let carried = world.transition(Float.self, of: entity)?.velocity
        #expect(carried != nil && abs(carried! - before) < 0.02 * before)
    }

    @Test func settingWithoutAnimationJumpsAndCancels() {
        let world = World()
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 1))
        world.advance()
        world.set(Float(-3), for: entity)
        #expect(!world.isAnimating(Float.self, of: entity))
        for _ in 0..<100 { world.advance() }
        #expect(world.get(Float.self, of: entity) == -3)
        #expect(world.events.isEmpty)
    }

    @Test func removingAComponentOrDespawningMidTransitionLeavesOthersIntact() {
        let world = World()
        let entities = (0..<6).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(Float(index), for: entity)
            world.animate(entity, to: Float(index + 100), .linear(duration: 0.5))
        }
        for _ in 0..<5 { world.advance() }
        world.remove(Float.self, from: entities[1])
        world.despawn(entities[4])
        #expect(world.activeTransitionCount == 4)
        var log: [MotionEvent] = []
        for _ in 0..<30 { world.advance(logging: &log) }
        for index in [0, 2, 3, 5] {
            #expect(world.get(Float.self, of: entities[index]) == Float(index + 100))
        }
        #expect(Set(log.filter(\.isFinished).map(\.entity)) == Set([0, 2, 3, 5].map { entities[$0] }))
        #expect(log.compactMap(\.interruption) == [.removed, .despawned])
    }

    @Test func animateInsideAQueryIsDeferred() {
        let world = World()
        let entities = (0..<10).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        world.query(Float.self) { entity, _ in
            world.animate(entity, to: Float(1), .linear(duration: 0.1))
            #expect(!world.isAnimating(Float.self, of: entity))
        }
        #expect(world.activeTransitionCount == 10)
    }

    @Test func anEngineRunsSystemsThenTransitionsFromItsClock() throws {
        let clock = MockClock()
        let engine = Simulation(clock: clock, tickRate: 60)
        let entity = engine.world.spawn()
        engine.world.set(Float(0), for: entity)
        var ticksSeen: [UInt64] = []
        engine.addSystem { world, tick in
            ticksSeen.append(tick)
            if tick == 1 { world.animate(entity, to: Float(1), .linear(duration: 0.1)) }
        }
        engine.frame()
        clock.advance(by: 55_000_000)  // 3.3 ticks at 60 Hz
        let frame = engine.frame()
        #expect(frame.ticks == 3)
        #expect(abs(frame.alpha - 0.3) < 1e-9)
        #expect(ticksSeen == [1, 2, 3])
        clock.advance(by: 100_000_000)
        engine.frame()
        #expect(engine.world.get(Float.self, of: entity) == 1)
        #expect(engine.events.map(\.kind) == [.finished])
    }
}
