import Engine
import Testing
import TransitionCore

/// `World.decay` flings a component: it lands exactly on the resting value it returned, in
/// whole ticks, snapped and bounded as asked, taking over a running spring without a jump.
@Suite struct DecayMotionTests {
    @Test func aFlungFloatLandsExactlyOnTheRestingValueInWholeTicks() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(100), for: entity)
        let decay = Decay(timeConstant: 0.3)
        let rest = try #require(world.decay(entity, velocity: Float(-900), decay))
        #expect(rest == decay.restingValue(from: Float(100), velocity: -900))
        let ticks = Int((decay.settlingDuration * 60).rounded(.up))
        var log: [MotionEvent] = []
        var previous = Float(100)
        for tick in 1...ticks {
            world.advance(logging: &log)
            let value = try #require(world.get(Float.self, of: entity))
            #expect(value <= previous, "moves one way, tick \(tick)")
            if tick == 1 {
                // The first tick's step matches the velocity given, to within its slowing.
                let expected = -900 * 0.3 * (1 - 1 / exp(1.0 / 18))
                #expect(abs(Double(value - 100) - expected) < 1e-3, "\(value)")
            }
            #expect(world.isAnimating(Float.self, of: entity) == (tick < ticks), "tick \(tick)")
            previous = value
        }
        #expect(world.get(Float.self, of: entity) == rest)
        let finished = log.filter { $0.kind == .finished && $0.isOf(Float.self) }
        #expect(finished.map(\.tick) == [UInt64(ticks)])
    }

    /// Flings sharing one decay read a table of its first ticks (as shared springs do), with
    /// the bits each fling alone, computing its samples, shows.
    @Test func sharedDecaysReadATableWithTheSameBits() throws {
        let decay = Decay(timeConstant: 0.8)
        let velocities: [Float] = [-900, 350, 12.5]
        func fling(_ velocities: [Float]) -> (World, [Entity]) {
            let world = World(tickRate: 60)
            let entities = velocities.map { velocity in
                let entity = world.spawn()
                world.set(Float(100), for: entity)
                world.decay(entity, velocity: velocity, decay)
                return entity
            }
            return (world, entities)
        }
        let (shared, entities) = fling(velocities)
        let alone = velocities.map { fling([$0]) }
        // One sample for each tick before the last. The worlds' other arrays differ by what
        // `malloc` rounds their capacities to (tens of bytes), so half the table's size is
        // the bound: without a table the two byte counts differ by about a hundred bytes.
        let ticks = Int((decay.settlingDuration * 60).rounded(.up))
        let table = shared.byteCount - alone[0].0.byteCount
        #expect(table >= (ticks - 1) * MemoryLayout<SIMD2<Float>>.stride / 2, "the table's bytes, \(table)")
        for tick in 1...ticks {
            shared.advance()
            for (index, (world, own)) in alone.enumerated() {
                world.advance()
                let value = shared.get(Float.self, of: entities[index])
                #expect(value?.bitPattern == world.get(Float.self, of: own[0])?.bitPattern, "tick \(tick)")
            }
        }
        #expect(shared.activeTransitionCount == 0)
    }

    @Test func aFlungVectorStartsWithItsVelocityAndLandsExactly() throws {
        let world = World(tickRate: 120)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        let velocity = SIMD2<Float>(1500, -600)
        let rest = try #require(world.decay(entity, velocity: velocity))
        #expect(rest == Decay.normal.restingValue(from: .zero, velocity: velocity))
        let initial = try #require(world.velocity(SIMD2<Float>.self, of: entity))
        #expect(length(initial - velocity) <= 1e-3 * length(velocity), "\(initial)")
        var previous = SIMD2<Float>(0, 0)
        while world.isAnimating(SIMD2<Float>.self, of: entity) {
            world.advance()
            let value = try #require(world.get(SIMD2<Float>.self, of: entity))
            #expect(value.x >= previous.x && value.y <= previous.y)
            previous = value
        }
        #expect(world.get(SIMD2<Float>.self, of: entity) == rest)
        #expect(world.tick == UInt64((Decay.normal.settlingDuration * 120).rounded(.up)))
        #expect(world.velocity(SIMD2<Float>.self, of: entity) == .zero, "at rest")
    }

    @Test func snappingLandsExactlyOnTheGridAndOnTheNearestPoint() throws {
        let world = World(tickRate: 60)
        let card = world.spawn()
        world.set(SIMD2<Float>(10, 40), for: card)
        let grid = try #require(world.decay(card, velocity: SIMD2<Float>(700, 90), snap: .grid([120, 50])))
        #expect(grid == [360, 100])
        run(world, until: { !$0.isAnimating(SIMD2<Float>.self, of: card) })
        #expect(world.get(SIMD2<Float>.self, of: card) == [360, 100])

        let stops: [SIMD2<Float>] = [[0, 0], [200, 100], [500, 100]]
        let nearest = try #require(world.decay(card, velocity: SIMD2<Float>(-400, 0), snap: .nearest(stops)))
        #expect(nearest == [200, 100])
        // Snapping changes the speed: it starts towards the point, on the same curve.
        let velocity = try #require(world.velocity(SIMD2<Float>.self, of: card))
        let expected = (SIMD2<Float>(200, 100) - [360, 100]) / Float(0.5 * Decay.normal.travelledFraction)
        #expect(length(velocity - expected) <= 1e-3 * length(expected))
        run(world, until: { !$0.isAnimating(SIMD2<Float>.self, of: card) })
        #expect(world.get(SIMD2<Float>.self, of: card) == [200, 100])
    }

    @Test func aBoundIsCrossedOnceThenTheSpringRestsExactlyOnIt() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(100), for: entity)
        let bounds = DecayBounds<Float>(0...300)
        let rest = try #require(world.decay(entity, velocity: Float(1200), bounds: bounds))
        #expect(rest == 300)
        let move = try #require(DecayMove(from: Float(100), velocity: 1200, decay: .normal, bounds: bounds))
        let handover = try #require(move.handoverTick(tickRate: 60))
        var values: [Float] = [100]
        var velocities: [Float] = [try #require(world.velocity(Float.self, of: entity))]
        var log: [MotionEvent] = []
        while world.isAnimating(Float.self, of: entity) {
            world.advance(logging: &log)
            values.append(try #require(world.get(Float.self, of: entity)))
            velocities.append(try #require(world.velocity(Float.self, of: entity)))
        }
        #expect(values.last == 300)
        let crossings = zip(values, values.dropFirst()).filter { ($0 < 300) != ($1 < 300) }.count
        #expect(crossings == 1, "out once, back onto the bound without crossing it again")
        let index = Int(handover)
        #expect(values[index - 1] <= 300 && values[index] > 300)
        // No jump: the handover tick shows the decay's own value there.
        #expect(values[index] == move.decayTransition.sample(elapsed: Double(handover) / 60).value)
        // The spring starts with the decay's velocity there.
        let decayVelocity = try #require(move.decayTransition.currentVelocity(elapsed: Double(handover) / 60))
        #expect(abs(velocities[index] - decayVelocity) <= 1e-3 * abs(decayVelocity), "\(velocities[index])")
        #expect(velocities[index] > 0 && velocities[index + 1] < velocities[index])
        let interrupted = log.filter { $0.kind == .interrupted(.retargeted) }.map(\.tick)
        #expect(interrupted == [handover], "the decay hands over")
        #expect(log.filter { $0.kind == .finished }.count == 1)
    }

    @Test func aVectorBoundedOnOneLaneStopsThereAndRestsOnItsOtherLane() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(50, 50), for: entity)
        let bounds = DecayBounds<SIMD2<Float>>(min: [0, -.infinity], max: [200, .infinity])
        let rest = try #require(world.decay(entity, velocity: SIMD2<Float>(-800, 200), bounds: bounds))
        let free = Decay.normal.restingValue(from: SIMD2<Float>(50, 50), velocity: [-800, 200])
        #expect(rest == [0, free.y])
        run(world, until: { !$0.isAnimating(SIMD2<Float>.self, of: entity) })
        #expect(world.get(SIMD2<Float>.self, of: entity) == rest)
    }

    @Test func aValueStartingOutsideBouncesBackAtOnce() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(-40), for: entity)
        let rest = world.decay(entity, velocity: Float(-300), bounds: DecayBounds(0...500))
        #expect(rest == 0)
        #expect(world.velocity(Float.self, of: entity) == -300, "the bounce keeps the velocity")
        world.advance()
        #expect(try #require(world.get(Float.self, of: entity)) < -40, "still moving out at first")
        run(world, until: { !$0.isAnimating(Float.self, of: entity) })
        #expect(world.get(Float.self, of: entity) == 0)
    }

    @Test func aDecayTakesOverARunningSpringWithoutAJump() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        world.animate(entity, to: SIMD2<Float>(400, 200), .spring(response: 0.6, dampingFraction: 0.8))
        for _ in 0..<9 { world.advance() }
        let before = try #require(world.get(SIMD2<Float>.self, of: entity))
        let velocity = try #require(world.velocity(SIMD2<Float>.self, of: entity))
        let stepBefore = before - world.springValue(ticksAgo: 1, of: entity)
        #expect(length(velocity) > 100)
        let rest = try #require(world.decay(entity, withCurrentVelocityOf: SIMD2<Float>.self, .fast))
        #expect(rest == Decay.fast.restingValue(from: before, velocity: velocity))
        #expect(world.presented(SIMD2<Float>.self, of: entity) == before, "no jump")
        let after = try #require(world.velocity(SIMD2<Float>.self, of: entity))
        #expect(length(after - velocity) <= 1e-3 * length(velocity), "\(after) against \(velocity)")
        world.advance()
        let stepAfter = try #require(world.get(SIMD2<Float>.self, of: entity)) - before
        #expect(
            length(stepAfter - stepBefore) <= 0.25 * length(stepBefore), "\(stepAfter) after \(stepBefore)")
        run(world, until: { !$0.isAnimating(SIMD2<Float>.self, of: entity) })
        #expect(world.get(SIMD2<Float>.self, of: entity) == rest)
    }

    @Test func aSpringTakingOverADecayKeepsItsVelocity() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.decay(entity, velocity: Float(2000))
        for _ in 0..<10 { world.advance() }
        let velocity = try #require(world.velocity(Float.self, of: entity))
        world.animate(entity, to: Float(0), .spring(response: 0.5, dampingFraction: 1))
        let carried = try #require(world.velocity(Float.self, of: entity))
        #expect(abs(carried - velocity) <= 1e-3 * velocity)
    }

    @Test func snapshotsReplayADecayToTheSameStateHash() throws {
        let world = World(tickRate: 60)
        let entities = (0..<3).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(SIMD2<Float>(Float(index) * 10, 0), for: entity)
        }
        world.decay(entities[0], velocity: SIMD2<Float>(900, 100), snap: .grid([50, 50]))
        // Leaves the bounds on tick 28: the snapshot holds the bounce waiting to take over.
        world.set(SIMD2<Float>(90, 50), for: entities[1])
        let bounds = DecayBounds<SIMD2<Float>>(min: [0, 0], max: [100, 100])
        world.decay(entities[1], velocity: SIMD2<Float>(-300, 0), bounds: bounds)
        world.animate(entities[2], to: SIMD2<Float>(80, 80), .spring(response: 0.4, dampingFraction: 0.7))
        for _ in 0..<6 { world.advance() }
        world.decay(entities[2], withCurrentVelocityOf: SIMD2<Float>.self, .fast)
        for _ in 0..<3 { world.advance() }
        let snapshot = world.snapshot()
        var hashes: [UInt64] = []
        for _ in 0..<240 {
            world.advance()
            hashes.append(world.stateHash())
        }
        try world.restore(snapshot)
        for (tick, hash) in hashes.enumerated() {
            world.advance()
            #expect(world.stateHash() == hash, "tick \(tick)")
        }
        #expect(world.activeTransitionCount == 0)
    }

    @Test func betweenTicksTheValueLiesBetweenTheTicksValues() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.decay(entity, velocity: Float(500), .fast)
        for tick in 0..<45 {
            let now = try #require(world.get(Float.self, of: entity))
            let between = (1...3).map { world.presented(Float.self, of: entity, alpha: Double($0) / 4)! }
            world.advance()
            let next = try #require(world.get(Float.self, of: entity))
            for value in between { #expect(value >= now && value <= next, "tick \(tick)") }
        }
    }

    @Test func aDecayAskedForDuringAQueryStartsWhenItReturns() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(5), for: entity)
        var predicted: Float?
        world.query(Float.self) { queried, _ in
            predicted = world.decay(queried, velocity: Float(100))
            #expect(!world.isAnimating(Float.self, of: queried))
        }
        #expect(world.isAnimating(Float.self, of: entity))
        run(world, until: { !$0.isAnimating(Float.self, of: entity) })
        #expect(predicted != nil && world.get(Float.self, of: entity) == predicted)
    }

    /// The README's "Decay and inertia" example, as written there.
    @Test func theReadmeExampleLandsWhereItSaid() throws {
        let world = World(tickRate: 60)
        let card = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: card)

        // Released at 2,600 points a second: it snaps to 320-point pages, and the last page
        // (x = 960) stops it with a spring that keeps the flick's speed.
        let rest = world.decay(
            card, velocity: SIMD2<Float>(2600, 0), .normal,
            snap: .grid([320, 0]), bounds: DecayBounds(min: [0, 0], max: [960, 0]))
        // rest == [960, 0], known before the first tick; the card lands exactly there.

        #expect(rest == [960, 0])
        var log: [MotionEvent] = []
        run(world, until: { !$0.isAnimating(SIMD2<Float>.self, of: card) })
        #expect(world.get(SIMD2<Float>.self, of: card) == [960, 0])

        world.animate(card, to: SIMD2<Float>(0, 0), .spring(response: 0.5, dampingFraction: 0.9))
        for _ in 0..<10 { world.advance() }

        // Let a value moving on a spring coast on from its own velocity instead:
        let coasting = world.decay(card, withCurrentVelocityOf: SIMD2<Float>.self, .fast)

        while world.isAnimating(SIMD2<Float>.self, of: card) { world.advance(logging: &log) }
        #expect(coasting != nil && world.get(SIMD2<Float>.self, of: card) == coasting)
        #expect(log.contains { $0.kind == .finished })
    }

    // MARK: Bad input

    @Test func nonFiniteVelocitiesLeaveTheComponentAlone() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .spring())
        world.advance()
        let before = world.transition(Float.self, of: entity)?.to
        #expect(world.decay(entity, velocity: Float.nan) == nil)
        #expect(world.decay(entity, velocity: -Float.infinity) == nil)
        #expect(world.decay(entity, velocity: SIMD2<Float>(1, .nan)) == nil, "no such component either")
        #expect(world.transition(Float.self, of: entity)?.to == before, "the spring goes on")
    }

    @Test func badRatesAndTimeConstantsStopWhereTheValueIs() throws {
        for decay in [Decay(rate: -2), Decay(timeConstant: 0), Decay(rate: .nan)] {
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.set(Float(3), for: entity)
            world.animate(entity, to: Float(10), .linear(duration: 1))
            for _ in 0..<30 { world.advance() }
            let now = try #require(world.get(Float.self, of: entity))
            #expect(world.decay(entity, velocity: Float(400), decay) == now)
            var log: [MotionEvent] = []
            world.advance(logging: &log)
            #expect(world.get(Float.self, of: entity) == now && !world.isAnimating(Float.self, of: entity))
            #expect(log.contains { $0.kind == .finished })
        }
    }

    @Test func staleEntitiesAndMissingComponentsGiveNil() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(1), for: entity)
        world.despawn(entity)
        #expect(world.decay(entity, velocity: Float(10)) == nil)
        #expect(world.decay(entity, withCurrentVelocityOf: Float.self) == nil)
        #expect(world.velocity(Float.self, of: entity) == nil)
        let bare = world.spawn()
        #expect(world.decay(bare, velocity: Float(10)) == nil)
        #expect(!world.has(Float.self, of: bare), "nothing is added")
    }
}

extension World {
    /// The value the running transition of `entity` presented `ticksAgo` ticks before now.
    fileprivate func springValue(ticksAgo: UInt64, of entity: Entity) -> SIMD2<Float> {
        let transition = self.transition(SIMD2<Float>.self, of: entity)!
        return transition.value(at: Double(tick - ticksAgo) / Double(tickRate))
    }
}

/// Advances `world` until `done` holds, at most ten thousand ticks.
private func run(_ world: World, until done: (World) -> Bool) {
    for _ in 0..<10_000 where !done(world) { world.advance() }
}

/// The Euclidean length of `vector`.
private func length(_ vector: SIMD2<Float>) -> Float {
    (vector.x * vector.x + vector.y * vector.y).squareRoot()
}

/// e^x by its series, for checking the curve without Foundation.
private func exp(_ x: Double) -> Double {
    var term = 1.0
    var sum = 1.0
    for n in 1..<40 {
        term *= x / Double(n)
        sum += term
    }
    return sum
}
