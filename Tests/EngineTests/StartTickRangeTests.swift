import Testing
import TransitionCore

@testable import Engine

/// A running transition keeps its start tick in 2 bytes, counted from a base its palette entry
/// holds. These worlds are moved far along their ticks (internal state, as running that long
/// would take minutes to years) so that starts lie more than 2¹⁶ ticks after their entries'
/// bases and elapsed ticks pass 2³², and must behave as near tick 0.
@Suite struct StartTickRangeTests {
    /// The same operations give the same values, presented values and events whether the
    /// world and its clock domain start at tick 0 or far later: the history only shifts. Both
    /// jump 70,000 ticks halfway, so that what runs then is older than any entry's window (in
    /// debug, an entry retained for a start outside its window asserts). Both histories share
    /// the window rule, so this catches arithmetic that depends on the absolute tick (a
    /// truncation, a subtraction that traps); whether the rule gives the right values is
    /// ``transitionsFarApartInTimeKeepTheirStarts(gap:)``'s check against `Transition`.
    @Test(arguments: [(UInt64(1) << 32) - 150, (UInt64(1) << 33) - 3, UInt64(1) << 62])
    func historiesShiftedInTimeAgree(origin: UInt64) {
        let reference = history(from: 0)
        let shifted = history(from: origin)
        #expect(reference.count == shifted.count)
        let first = reference.indices.first { reference[$0] != shifted[$0] }
        #expect(first == nil, "from tick \(origin) the history differs at tick \(first ?? -1)")
    }

    /// A transition running for `gap` ticks more goes on and is retargeted from its presented
    /// value, and one started alike that long after it gets an entry of its own (its start
    /// does not fit the first one's base) while the next one started then shares that entry;
    /// all give ``Transition``'s values.
    @Test(arguments: [UInt64(1 << 16) + 7, UInt64(1 << 32) + 1_000])
    func transitionsFarApartInTimeKeepTheirStarts(gap: UInt64) throws {
        let world = World(tickRate: 60)
        let animation = Animation.linear(duration: 1.3).repeatForever(autoreverses: true)
        let entities = (0..<3).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        world.animate(entities[0], to: Float(10), animation)
        var references = [Transition(from: Float(0), to: 10, animation: animation)]
        var starts = [world.tick]
        for _ in 0..<5 { world.advance() }
        jump(world, by: gap)
        world.animate(entities[1], to: Float(20), animation)
        world.animate(entities[2], to: Float(30), animation)
        for target in [Float(20), 30] {
            references.append(Transition(from: 0, to: target, animation: animation))
            starts.append(world.tick)
        }
        let storage = unsafeDowncast(
            try #require(world.existingStorage(for: Float.self)), to: AnimatedStorage<Float>.self)
        let entries = try entities.map { storage.animationIndices[try #require(storage.slot(of: $0))] }
        #expect(entries[0] != entries[1])
        #expect(entries[1] == entries[2])
        let retarget = Animation.easeInOut(duration: 2)
        for step in 0..<200 {
            if step == 100 {
                world.animate(entities[0], to: Float(-5), retarget)
                let elapsed = Double(world.tick - starts[0]) / 60
                references[0].retarget(to: -5, animation: retarget, elapsed: elapsed)
                starts[0] = world.tick
            }
            world.advance()
            let expected = zip(references, starts).map {
                $0.sample(elapsed: Double(world.tick - $1) / 60).value
            }
            let values = entities.map { world.get(Float.self, of: $0) }
            #expect(values == expected, "tick \(world.tick)")
        }
    }

    /// The state after each tick of a busy world started at `origin`: every value and the
    /// value presented half a tick later (as bits), and the events.
    private func history(from origin: UInt64) -> [[String]] {
        let world = World(tickRate: 60)
        let slow = world.makeClockDomain(named: "slow")!
        world.setTimeScale(TimeScale(2, 3), for: slow)
        jump(world, by: origin)
        var random = SeededRandom(seed: 11)
        let animations: [Animation] = [
            .easeInOut(duration: 0.4), .timingCurve(.easeInOutCubic, duration: 0.3),
            .spring(response: 0.3, dampingFraction: 0.6), .linear(duration: 0.2).repeatForever(),
            .easeInOut(duration: 0.3).delay(0.1), .timingCurve(.easeOutBounce, duration: 0.5).repeatCount(3),
        ]
        let entities = (0..<120).map { index in
            let entity = world.spawn()
            world.set(SIMD2<Float>(Float(index), 0), for: entity)
            return entity
        }
        var history: [[String]] = []
        for tick in 0..<360 {
            for _ in 0..<8 {
                let entity = entities[Int(random.next() % UInt64(entities.count))]
                let target = SIMD2<Float>(random.nextUnitFloat() * 100, Float(tick))
                switch random.next() % 10 {
                case 0: world.setClockDomain(random.next() % 2 == 0 ? slow : .world, for: entity)
                case 1: world.decay(entity, velocity: target, Decay(timeConstant: 0.2))
                case 2: world.set(target, for: entity)
                default: world.animate(entity, to: target, animations[Int(random.next() % 6)])
                }
            }
            if tick % 45 == 0 {
                let group = Array(entities[0..<30])
                world.animate(group, to: SIMD2<Float>(5, 5), .easeInOut(duration: 0.2), stagger: .each(0.05))
            }
            if tick == 180 { jump(world, by: 70_000) }
            world.advance()
            var state: [String] = []
            for entity in entities {
                let value = world.get(SIMD2<Float>.self, of: entity)!
                let presented = world.presented(SIMD2<Float>.self, of: entity, alpha: 0.5)!
                state.append("\(value.x.bitPattern) \(value.y.bitPattern)")
                state.append("\(presented.x.bitPattern) \(presented.y.bitPattern)")
            }
            for event in world.events {
                state.append("\(event.entity) \(event.kind) \(event.tick &- origin)")
            }
            history.append(state)
        }
        return history
    }

    /// Moves `world` and each of its clock domains `ticks` further on, as if that many ticks
    /// had run with nothing moving.
    private func jump(_ world: World, by ticks: UInt64) {
        world.tick &+= ticks
        for domain in world.clocks.ticks.indices {
            world.clocks.ticks[domain] &+= ticks
        }
    }
}
