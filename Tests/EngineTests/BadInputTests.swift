import Engine
import Testing
import TransitionCore

private struct Tag: Equatable {
    var value: Int
}

/// Bad input to the engine: each gives a clear error or a documented, harmless result, never a
/// trap, and never touches another entity. RELIABILITY.md tabulates them.
@Suite struct BadInputTests {
    /// A world with a bystander entity whose state must survive whatever is done to others.
    private static func worldWithBystander(tickRate: UInt64 = 60) -> (World, Entity) {
        let world = World(tickRate: tickRate)
        let bystander = world.spawn()
        world.set(Float(1), for: bystander)
        world.set(Tag(value: 7), for: bystander)
        world.animate(bystander, to: Float(2), .linear(duration: 10))
        return (world, bystander)
    }

    private static func bystanderIsIntact(_ world: World, _ bystander: Entity) -> Bool {
        let expected = Transition(from: Float(1), to: 2, animation: .linear(duration: 10))
            .value(at: Double(world.tick) / Double(world.tickRate))
        return world.isAlive(bystander) && world.get(Tag.self, of: bystander) == Tag(value: 7)
            && world.get(Float.self, of: bystander) == expected
            && world.isAnimating(Float.self, of: bystander)
    }

    // MARK: Animations

    @Test func nanInfiniteZeroAndNegativeDurationsLandOnTheNextTick() {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let entity = world.spawn()
        for duration in [Double.nan, .infinity, -.infinity, 0, -1] {
            world.set(Float(0), for: entity)
            #expect(world.animate(entity, to: Float(5), .linear(duration: duration)))
            world.advance()
            #expect(world.get(Float.self, of: entity) == 5, "duration \(duration)")
            #expect(world.events.map(\.entity) == [entity], "duration \(duration)")
        }
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
    }

    @Test func badDelaysAndSpeedsPlayAsNoDelayAndSpeedOne() {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let plain = Transition(from: Float(0), to: 6, animation: .linear(duration: 0.5))
        let entities = (0..<9).map { _ in world.spawn() }
        let animations: [Animation] = [
            .linear(duration: 0.5).delay(.nan), .linear(duration: 0.5).delay(.infinity),
            .linear(duration: 0.5).delay(-1), .linear(duration: 0.5).speed(.nan),
            .linear(duration: 0.5).speed(.infinity), .linear(duration: 0.5).speed(0),
            .linear(duration: 0.5).speed(-2), .linear(duration: 0.5).speed(-.infinity),
            .linear(duration: 0.5).delay(-.infinity).speed(-0.0),
        ]
        for (entity, animation) in zip(entities, animations) {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(6), animation)
        }
        let start = world.tick
        for _ in 0..<30 {
            world.advance()
            let expected = plain.value(at: Double(world.tick - start) / 60)
            for entity in entities {
                #expect(world.get(Float.self, of: entity) == expected)
            }
        }
        #expect(world.events.count == entities.count)
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
    }

    @Test func springsWithBadParametersAndStepsOfZeroLandExactly() throws {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let animations: [Animation] = [
            .spring(response: 0, dampingFraction: 0.5), .spring(response: -3, dampingFraction: 1),
            .spring(response: .nan, dampingFraction: .nan),
            .spring(response: 0.2, dampingFraction: -1).delay(0),
            .spring(response: 0.2, dampingFraction: 0), .spring(duration: 0.2, bounce: 2),
            .timingCurve(.steps(0), duration: 0.2), .timingCurve(.steps(-7, jump: .none), duration: 0.2),
        ]
        var landed: [Entity] = []
        for animation in animations {
            let entity = world.spawn()
            world.set(SIMD2<Float>(1, 1), for: entity)
            world.animate(entity, to: SIMD2<Float>(-4, 9), animation)
            landed.append(entity)
        }
        // Springs with no damping, or a NaN or negative one, get the least damping kept
        // (`Spring.minimumDampingFraction`): they ring, finite, and then land exactly.
        let longest = try #require(animations.compactMap { $0.lengthInTicks(tickRate: 60) }.max())
        #expect(longest > 120 && longest < 2_000)
        for _ in 0..<120 { world.advance() }
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
        for _ in 120..<longest { world.advance() }
        for (index, entity) in landed.enumerated() {
            #expect(world.get(SIMD2<Float>.self, of: entity) == SIMD2(-4, 9), "animation \(index)")
            #expect(!world.isAnimating(SIMD2<Float>.self, of: entity), "animation \(index)")
        }
    }

    @Test func nanAndInfiniteTargetsStayInTheirOwnEntity() {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let nan = world.spawn()
        let infinite = world.spawn()
        world.set(Float(0), for: nan)
        world.set(SIMD2<Float>(0, 0), for: infinite)
        world.animate(nan, to: Float.nan, .spring(response: 0.3, dampingFraction: 0.6))
        world.animate(infinite, to: SIMD2<Float>(.infinity, 1), .easeInOut(duration: 0.2))
        for _ in 0..<5 { world.advance() }
        // The retarget carries a NaN velocity into the new spring.
        world.animate(nan, to: Float(1), .spring(response: 0.3, dampingFraction: 0.6))
        for _ in 0..<200 { world.advance() }
        #expect(world.get(Float.self, of: nan) == 1, "the end is the target exactly, whatever came before")
        #expect(world.get(SIMD2<Float>.self, of: infinite) == SIMD2(.infinity, 1))
        #expect(world.presented(Float.self, of: nan, alpha: .nan) == 1)
        let expected = Transition(from: Float(1), to: 2, animation: .linear(duration: 10)).value(
            at: 205.0 / 60)
        #expect(world.get(Float.self, of: bystander) == expected)
    }

    @Test func badAlphasAreClampedAndNonFiniteOnesAreZero() {
        let world = World(tickRate: 10)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 1))
        world.advance()
        #expect(world.presented(Float.self, of: entity, alpha: .nan) == 1)
        #expect(world.presented(Float.self, of: entity, alpha: .infinity) == 1)
        #expect(world.presented(Float.self, of: entity, alpha: -.infinity) == 1)
        #expect(world.presented(Float.self, of: entity, alpha: -5) == 1)
        #expect(world.presented(Float.self, of: entity, alpha: 7) == 2)
        #expect(world.environment(\.badInputLevel, of: entity, alpha: .nan) == 0.5)
    }

    // MARK: Entities

    @Test func staleAndNeverIssuedEntitiesAreRefusedByEveryOperation() throws {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let stale = world.spawn()
        world.set(Tag(value: 1), for: stale)
        world.despawn(stale)
        let reused = world.spawn()  // takes the stale handle's index
        world.set(Tag(value: 2), for: reused)
        // The allocator keeps generations in 31 bits: the top bit set is another handle.
        let topBit = Entity(index: reused.index, generation: reused.generation | 1 << 31)
        let bogus = [
            stale, Entity(index: 9_999, generation: 0), Entity(index: .max, generation: .max), topBit,
        ]
        for entity in bogus {
            #expect(!world.isAlive(entity))
            #expect(!world.despawn(entity) && !world.despawnRecursive(entity))
            #expect(!world.set(Tag(value: 3), for: entity) && world.get(Tag.self, of: entity) == nil)
            #expect(!world.has(Tag.self, of: entity) && !world.remove(Tag.self, from: entity))
            #expect(!world.animate(entity, to: Float(3), .default))
            #expect(
                world.presented(Float.self, of: entity) == nil
                    && world.transition(Float.self, of: entity) == nil)
            #expect(!world.isAnimating(Float.self, of: entity))
            #expect(!world.setEnvironment(\.badInputLevel, 9, for: entity, .default))
            #expect(!world.removeEnvironment(\.badInputLevel, from: entity))
            #expect(world.environment(\.badInputLevel, of: entity) == 0.5)
            #expect(world.parent(of: entity) == nil && world.children(of: entity).isEmpty)
            #expect(throws: HierarchyError.staleEntity(entity)) { try world.setParent(entity, to: bystander) }
            #expect(throws: HierarchyError.staleEntity(entity)) { try world.setParent(bystander, to: entity) }
            #expect(throws: HierarchyError.staleEntity(entity)) { try world.setParent(entity, to: nil) }
        }
        #expect(world.get(Tag.self, of: reused) == Tag(value: 2))
        #expect(world.entityCount == 2)
        #expect(world.count(of: Float.self) == 1 && world.count(of: Tag.self) == 2)
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
    }

    @Test func removingAComponentWhileItsTransitionRunsStopsItSilently() {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(1), .linear(duration: 0.1))
        world.advance()
        #expect(world.remove(Float.self, from: entity))
        #expect(world.activeTransitionCount == 1)
        for _ in 0..<20 { world.advance() }
        #expect(world.events.isEmpty)
        #expect(world.get(Float.self, of: entity) == nil && world.isAlive(entity))
        world.animate(entity, to: Float(4), .default)  // without the component: set at once
        #expect(world.get(Float.self, of: entity) == 4 && !world.isAnimating(Float.self, of: entity))
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
    }

    @Test func despawningAnEntityInsideAQueryOfItWaitsForTheQueryToEnd() {
        let (world, bystander) = BadInputTests.worldWithBystander()
        let victims = (0..<5).map { _ in world.spawn() }
        for victim in victims {
            world.set(Tag(value: 0), for: victim)
            world.set(Float(0), for: victim)
            world.animate(victim, to: Float(1), .linear(duration: 0.05))
        }
        var visits = 0
        world.query(Tag.self) { entity, tag in
            guard entity != bystander else { return }
            visits += 1
            #expect(world.despawn(entity))
            #expect(world.isAlive(entity) && world.get(Tag.self, of: entity) != nil, "deferred")
            #expect(world.despawn(entity), "asking twice is harmless")
            tag.value = 99  // written back, then the entity goes
        }
        #expect(visits == 5)
        for victim in victims { #expect(!world.isAlive(victim)) }
        for _ in 0..<10 { world.advance() }
        #expect(world.events.isEmpty)
        #expect(world.entityCount == 1)
        #expect(BadInputTests.bystanderIsIntact(world, bystander))
    }

    @Test func aParentThatIsTheChildItselfOrADescendantIsACycle() throws {
        let world = World()
        let root = world.spawn()
        let child = world.spawn()
        let grandchild = world.spawn()
        try world.setParent(child, to: root)
        try world.setParent(grandchild, to: child)
        #expect(throws: HierarchyError.cycle(child: child, parent: child)) {
            try world.setParent(child, to: child)
        }
        #expect(throws: HierarchyError.cycle(child: root, parent: grandchild)) {
            try world.setParent(root, to: grandchild)
        }
        #expect(throws: HierarchyError.cycle(child: root, parent: child)) {
            try world.setParent(root, to: child)
        }
        // Inside a query the check is made when asked, and made again when applied.
        world.set(Tag(value: 0), for: root)
        world.query(Tag.self) { _, _ in
            #expect(throws: Never.self) { try world.setParent(root, to: nil) }
            #expect(throws: HierarchyError.cycle(child: root, parent: grandchild)) {
                try world.setParent(root, to: grandchild)
            }
        }
        #expect(world.parent(of: root) == nil)
        #expect(world.parent(of: child) == root && world.parent(of: grandchild) == child)
        #expect(world.children(of: root) == [child] && world.children(of: child) == [grandchild])
    }

    // MARK: Time

    @Test func aClockThatJumpsByYearsRunsOneCappedFrame() throws {
        let clock = MockClock()
        let engine = Simulation(clock: clock, tickRate: 120)
        let entity = engine.world.spawn()
        engine.world.set(Float(0), for: entity)
        engine.world.animate(entity, to: Float(1), .linear(duration: 0.1))
        engine.frame()
        clock.advance(by: 50 * 31_557_600 * 1_000_000_000)  // fifty years
        let frame = engine.frame()
        #expect(frame.ticks == 30)  // the 250 ms cap
        #expect(frame.droppedNanoseconds == 50 * 31_557_600 * 1_000_000_000 - 250_000_000)
        #expect(engine.world.get(Float.self, of: entity) == 1)
        clock.advance(by: .max)  // saturates at UInt64.max
        #expect(clock.nanoseconds == .max)
        #expect(engine.frame().ticks == 30)
        clock.advance(by: 1_000_000_000)
        #expect(engine.frame().ticks == 0, "a saturated clock stands still")
        #expect(engine.world.tick == 60)
    }

    @Test func aClockThatGoesBackwardsIsAnEmptyFrame() throws {
        let clock = MockClock(nanoseconds: 5_000_000_000)
        let engine = Simulation(clock: clock, tickRate: 60)
        engine.frame()
        clock.nanoseconds = 1_000_000_000
        let frame = engine.frame()
        #expect(frame.ticks == 0 && frame.clockWentBackwards && frame.alpha == 0)
        clock.advance(by: 16_666_667)  // one tick at 60 Hz
        #expect(engine.frame().ticks == 1, "time counts again from the new reading")
        clock.nanoseconds = 0
        #expect(engine.frame().clockWentBackwards)
        #expect(engine.world.tick == 1)
    }

    @Test func tickRatesOfZeroAndAbsurdlyHighAreClamped() throws {
        #expect(FixedStepLoop(tickRate: 0).tickRate == 1)
        #expect(FixedStepLoop(tickRate: .max).tickRate == FixedStepLoop.maximumTickRate)
        #expect(FixedStepLoop(tickRate: 1_000_001).tickRate == FixedStepLoop.maximumTickRate)
        #expect(Simulation(clock: MockClock(), tickRate: 0).world.tickRate == 1)
        #expect(
            Simulation(clock: MockClock(), tickRate: .max).world.tickRate == FixedStepLoop.maximumTickRate)
        // A frame cap shorter than a tick is one tick; a longer one than 10 s is 10 s.
        #expect(FixedStepLoop(tickRate: 60, maximumFrameNanoseconds: 0).maximumFrameNanoseconds == 16_666_667)
        #expect(
            FixedStepLoop(tickRate: 60, maximumFrameNanoseconds: .max).maximumFrameNanoseconds
                == 10_000_000_000)
        #expect(World(tickRate: 0).tickRate == 1)
        #expect(World(tickRate: .max).tickRate == FixedStepLoop.maximumTickRate)

        // The highest rate accepted runs, exactly: 250 ms is 250,000 ticks.
        let clock = MockClock()
        let engine = Simulation(clock: clock, tickRate: FixedStepLoop.maximumTickRate)
        let entity = engine.world.spawn()
        engine.world.set(Float(0), for: entity)
        engine.world.animate(entity, to: Float(1), .linear(duration: 0.1))
        engine.frame()
        clock.advance(by: 250_000_000)
        #expect(engine.frame().ticks == 250_000)
        #expect(engine.world.get(Float.self, of: entity) == 1 && engine.events.count == 1)

        // The lowest: a 0.35 s animation lands on the first tick, a second later.
        let slow = World(tickRate: 0)
        let mover = slow.spawn()
        slow.set(Float(0), for: mover)
        slow.animate(mover, to: Float(1), .default)
        slow.advance()
        #expect(slow.get(Float.self, of: mover) == 1)
    }

    @Test func badTimeScalesAndTickCounts() throws {
        var loop = FixedStepLoop(tickRate: 60)
        loop.timeScale = TimeScale(.max, 0)
        #expect(loop.timeScale == TimeScale(TimeScale.maximumTerm, 1))
        _ = loop.nextFrame(at: 0)
        #expect(loop.nextFrame(at: 10_000_000_000).ticks == 15 * 1024, "the cap, at 1,024 times speed")
        loop.timeScale = TimeScale(0)
        #expect(loop.nextFrame(at: 20_000_000_000).ticks == 0)
        let engine = Simulation(clock: MockClock())
        engine.run(ticks: -5)
        engine.run(ticks: .min)
        #expect(engine.world.tick == 0)
    }
}

private struct BadInputLevelKey: EnvironmentKey {
    static let defaultValue: Float = 0.5
}

extension EnvironmentValues {
    fileprivate var badInputLevel: Float {
        get { self[BadInputLevelKey.self] }
        set { self[BadInputLevelKey.self] = newValue }
    }
}
