import Engine
import Testing
import TransitionCore

/// The README's "embed the engine" and "timelines" examples, as written there (the key and
/// FontDescriptor come from EnvironmentTests), run on a mock clock for a bounded time.
@Suite struct ReadmeExampleTests {
    @Test func theEmbeddingExampleRunsAndLands() throws {
        let clock = MockClock()
        let simulation = Simulation(clock: clock, tickRate: 60)
        let world = simulation.world
        let panel = world.spawn()
        let label = world.spawn()
        try world.setParent(label, to: panel)
        world.set(SIMD2<Float>(0, 0), for: label)
        world.set(Color(red: 1, green: 0.5, blue: 0), for: label)

        world.animate(label, to: SIMD2<Float>(300, 120), .spring(response: 0.5, dampingFraction: 0.7))
        world.setEnvironment(\.fontDescriptor, .title, for: panel, .easeInOut(duration: 0.4))

        // Game logic reacts in a system: it runs before each tick and sees the tick before's events,
        // so the outcome never depends on how ticks fall into frames.
        var bounced = 0
        let home = SIMD2<Float>(0, 0)
        simulation.addSystem { world, tick in
            for event in world.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
                guard world.get(SIMD2<Float>.self, of: event.entity) != home else { continue }
                world.animate(event.entity, to: home, .easeOut(duration: 0.3))  // landed away: back home
                bounced += 1
            }
        }

        var landed = 0
        var lastFont = FontDescriptor.body
        simulation.frame()  // the first frame only starts the clock
        for _ in 0..<240 {
            clock.advance(by: 16_666_667)
            let frame = simulation.frame()  // runs the ticks that are due: systems, then the world
            let position = world.presented(SIMD2<Float>.self, of: label, alpha: frame.alpha)!
            #expect(position.x.isFinite && position.y.isFinite)
            var filled: [Entity] = []
            world.forEachPresented(SIMD2<Float>.self, Color.self, alpha: frame.alpha) {
                entity, bulkPosition, _ in
                #expect(bulkPosition == position)
                filled.append(entity)
            }
            #expect(filled == [label])
            lastFont = world.environment(\.fontDescriptor, of: label, alpha: frame.alpha)
            for event in simulation.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
                landed += 1
            }
        }
        #expect(landed == 2 && bounced == 1, "landed \(landed), bounced \(bounced)")
        #expect(world.get(SIMD2<Float>.self, of: label) == SIMD2<Float>(0, 0))
        #expect(lastFont == .title)
    }

    @Test func theChoreographyExampleRuns() throws {
        let world = World(tickRate: 60)
        let table = world.spawn()
        let cards = (0..<4).map { _ in world.spawn() }
        let (deck, title) = (world.spawn(), world.spawn())
        world.set(Float(1), for: deck)
        world.set(Float(1), for: title)
        var enter = Timeline(from: SIMD2<Float>(-200, 300), tickRate: world.tickRate)
        enter.add(to: [120, 300], .easeOut(duration: 0.4))
        enter.add(to: [120, 260], .spring(response: 0.3, dampingFraction: 0.5))
        enter.add(
            Keyframes.smooth(Keyframe(0, [120, 260]), Keyframe(0.5, [300, 200]), Keyframe(1, [480, 260])),
            at: .afterPrevious(gap: 0.1))

        var deal = Choreography(tickRate: world.tickRate)
        for card in cards {
            deal.add(enter, on: card, at: .withPrevious(offset: 0.15))
        }
        deal.animate(deck, to: Float(0), .easeIn(duration: 0.3))
        deal.animate(title, to: Float(1.5), .spring(duration: 0.4), at: .withPrevious())
        #expect(deal.trackCount == 6)
        var titleMove = Timeline(from: Float(1), tickRate: 60)
        titleMove.add(to: 1.5, .spring(duration: 0.4))
        // The last card starts at 4 × 9 ticks; after it, the title's spring outlasts the deck's fade.
        #expect(titleMove.durationTicks > 18)
        #expect(deal.durationTicks == 4 * 9 + enter.durationTicks + titleMove.durationTicks)

        world.play(deal, on: table, repeatCount: 3, autoreverses: true)
        for _ in 0..<30 { world.advance() }
        if let show = world.choreography(of: table) {  // nil once it has finished
            show.seek(toProgress: 0.5)
            show.isReversed = true
            show.timeScale = TimeScale(1, 2)
        }
        let show = try #require(world.choreography(of: table))
        #expect(show.progress == 0.5 && show.isReversed && show.timeScale == TimeScale(1, 2))
        // Half of three cycles: the middle of the second, which plays backwards.
        let middle = enter.value(
            atTick: deal.durationTicks / 2 - 9, fraction: deal.durationTicks % 2 == 1 ? 0.5 : 0)
        #expect(world.get(SIMD2<Float>.self, of: cards[0]) == middle)
        var log: [MotionEvent] = []
        for _ in 0..<10_000 { world.advance(logging: &log) }
        // The whole's cycles and finish are the conductor's; tracks report only their landings.
        let whole = log.filter { $0.isOf(Choreography.self) }
        #expect(whole.map(\.kind) == [.cycleCompleted(index: 0), .finished])
        #expect(whole.allSatisfy { $0.entity == table })
        #expect(log.allSatisfy { $0.isOf(Choreography.self) || $0.isFinished })
        #expect(cards.allSatisfy { world.get(SIMD2<Float>.self, of: $0) == SIMD2<Float>(-200, 300) })
        #expect(world.get(Float.self, of: deck) == 1 && world.get(Float.self, of: title) == 1)
    }
}
