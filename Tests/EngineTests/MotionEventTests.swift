import Engine
import Testing
import TransitionCore

/// Events are tick-aligned, so game logic that reacts to them does the same whatever the frame
/// split; every way a motion can end is reported once, in one stream.
@Suite struct MotionEventTests {
    /// A card game: cards bounce between random spots on springs and curves; a system reacts to
    /// each landing of the tick before, and a card that has landed three times is replaced.
    final class BouncingCards {
        let simulation: Simulation<MockClock>
        var random = SeededRandom(seed: 2024)
        var landings: [Entity: Int] = [:]
        /// The state hash at the start of every tick, before its systems run.
        var hashes: [UInt64: UInt64] = [:]

        init(clock: MockClock) throws {
            simulation = Simulation(clock: clock, tickRate: 60)
            let world = simulation.world
            for _ in 0..<12 { spawnCard(in: world) }
            simulation.addSystem { [unowned self] world, tick in
                self.hashes[tick] = world.stateHash()
                for event in world.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
                    self.landings[event.entity, default: 0] += 1
                    if self.landings[event.entity]! >= 3 {
                        world.despawn(event.entity)
                        self.spawnCard(in: world)
                    } else {
                        world.animate(event.entity, to: self.spot(), self.animation())
                    }
                }
            }
        }

        private func spawnCard(in world: World) {
            let card = world.spawn()
            world.set(spot(), for: card)
            world.animate(card, to: spot(), animation())
        }

        private func spot() -> SIMD2<Float> {
            SIMD2(Float(random.next(in: 0...800)), Float(random.next(in: 0...600)))
        }

        private func animation() -> Animation {
            switch random.next(in: 0...2) {
            case 0: .spring(response: 0.3 + Double(random.next(in: 0...4)) / 10, dampingFraction: 0.7)
            case 1: .easeInOut(duration: 0.2 + Double(random.next(in: 0...5)) / 10)
            default: .timingCurve(.easeOutBounce, duration: 0.25).delay(0.1)
            }
        }
    }

    /// Runs the game for `ticks` ticks with frames of the lengths `frames` gives, in turn.
    private func play(ticks: UInt64, frames: (inout SeededRandom) -> UInt64) throws -> BouncingCards {
        let clock = MockClock()
        let game = try BouncingCards(clock: clock)
        var lengths = SeededRandom(seed: 7)
        game.simulation.frame()
        while game.simulation.world.tick < ticks {
            clock.advance(by: frames(&lengths))
            game.simulation.frame()
        }
        return game
    }

    @Test func theSameGameUnderThreeFrameSplitsHashesTheSameAtEveryTick() throws {
        let ticks: UInt64 = 900
        let even = try play(ticks: ticks) { _ in 16_666_667 }
        let coarse = try play(ticks: ticks) { _ in 50_000_000 }
        let uneven = try play(ticks: ticks) { random in random.next(in: 1_000_000...90_000_000) }
        #expect(even.landings.values.reduce(0, +) > 100, "the game reacted to landings")
        for tick in 1...ticks {
            let hash = even.hashes[tick]
            #expect(hash != nil && coarse.hashes[tick] == hash && uneven.hashes[tick] == hash, "tick \(tick)")
        }
    }

    @Test func aSystemSeesTheEventsOfTheLastTickOfTheFrameBefore() throws {
        let clock = MockClock()
        let simulation = Simulation(clock: clock, tickRate: 60)
        let entity = simulation.world.spawn()
        simulation.world.set(Float(0), for: entity)
        simulation.world.animate(entity, to: Float(1), .linear(duration: 3.0 / 60))
        var seen: [(tick: UInt64, events: [MotionEvent])] = []
        simulation.addSystem { world, tick in seen.append((tick, world.events)) }
        simulation.frame()
        for _ in 0..<5 {
            clock.advance(by: 16_666_667)
            simulation.frame()
            if simulation.world.tick == 3 { #expect(simulation.events.map(\.kind) == [.finished]) }
        }
        // Before: frame() cleared the events first, so with one tick per frame no system saw any.
        let landing = try #require(seen.first { !$0.events.isEmpty })
        #expect(landing.tick == 4 && landing.events.map(\.tick) == [3])
    }

    @Test func everyWayATransitionEndsIsReportedOnce() throws {
        let world = World(tickRate: 60)
        var entities: [Entity] = []
        for _ in 0..<7 {
            let entity = world.spawn()
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(1), .linear(duration: 1))
            entities.append(entity)
        }
        world.advance()
        var timeline = Timeline(from: Float(5), tickRate: 60)
        timeline.add(to: 6, .linear(duration: 1))
        world.animate(entities[0], to: Float(2), .linear(duration: 1))
        world.set(Float(3), for: entities[1])
        world.play(timeline, on: entities[2])
        world.remove(Float.self, from: entities[3])
        world.despawn(entities[4])
        world.animate(entities[5], to: Float(-1), .linear(duration: 0.5).delay(0.05))
        #expect(world.events.isEmpty, "raised between ticks: they belong to the next")
        world.advance()
        let expected: [(Entity, MotionEvent.Interruption)] = [
            (entities[0], .retargeted), (entities[1], .set), (entities[2], .played), (entities[3], .removed),
            (entities[4], .despawned),
        ]
        #expect(world.events.count == expected.count)
        for (event, (entity, reason)) in zip(world.events, expected) {
            #expect(event.entity == entity && event.interruption == reason && event.motion == .transition)
            #expect(event.tick == 2 && event.isOf(Float.self) && !event.isEnvironment)
        }
        // The delayed retarget ends the running move when it takes over, 0.05 s (three ticks) after tick 1.
        var log: [MotionEvent] = []
        for _ in 0..<3 { world.advance(logging: &log) }
        #expect(log.map(\.entity) == [entities[5]] && log.first?.interruption == .retargeted)
        #expect(log.first?.tick == 4)
        // The untouched one lands.
        for _ in 0..<60 { world.advance(logging: &log) }
        #expect(log.contains { $0.entity == entities[6] && $0.isFinished })
    }

    @Test func everyWayATimelineEndsIsReportedOnceInTheSameStream() throws {
        let world = World(tickRate: 60)
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 0.5))
        let entities = (0..<6).map { _ in world.spawn() }
        for entity in entities { world.play(timeline, on: entity, repeatCount: 2) }
        for _ in 0..<5 { world.advance() }
        try #require(world.timeline(Float.self, of: entities[0])).stop()
        world.set(Float(9), for: entities[1])
        world.animate(entities[2], to: Float(9), .linear(duration: 1))
        world.play(timeline, on: entities[3])
        world.remove(Float.self, from: entities[4])
        world.advance()
        #expect(world.events.map(\.interruption) == [.stopped, .set, .retargeted, .played, .removed])
        #expect(world.events.allSatisfy { $0.motion == .timeline && $0.isOf(Float.self) })
        var log: [MotionEvent] = []
        for _ in 0..<60 { world.advance(logging: &log) }
        #expect(
            log.filter { $0.entity == entities[5] }.map(\.kind) == [.cycleCompleted(index: 0), .finished])
        #expect(log.filter { $0.entity == entities[3] }.map(\.kind) == [.finished])
    }

    @Test func environmentMovesAreToldFromComponentMoves() {
        let world = World(tickRate: 60)
        let panel = world.spawn()
        world.set(Float(0), for: panel)
        world.animate(panel, to: Float(1), .linear(duration: 0.1))
        world.setEnvironment(\.fontDescriptor, .title, for: panel, .linear(duration: 0.1))
        var log: [MotionEvent] = []
        for _ in 0..<6 { world.advance(logging: &log) }
        #expect(log.count == 2)
        #expect(log.filter { $0.isOf(Float.self) }.count == 1)
        #expect(log.filter { $0.isEnvironment(\.fontDescriptor) }.count == 1)
        #expect(log.filter(\.isEnvironment).count == 1)
        world.setEnvironment(\.fontDescriptor, .body, for: panel, .linear(duration: 1))
        world.despawn(panel)
        world.advance()
        #expect(world.events.map(\.interruption) == [.despawned] && world.events.first?.isEnvironment == true)
    }
}
