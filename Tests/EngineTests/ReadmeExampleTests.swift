import Engine
import Testing
import TransitionCore

/// The README's "embed the engine" and "timelines" examples, as written there (the key and
/// FontDescriptor come from EnvironmentTests), run on a mock clock for a bounded time.
@Suite struct ReadmeExampleTests {
    @Test func theEmbeddingExampleRunsAndLands() throws {
        let clock = MockClock()
        let simulation = try Simulation(clock: clock, tickRate: 60)
        let world = simulation.world
        let panel = world.spawn()
        let label = world.spawn()
        try world.setParent(label, to: panel)
        world.set(SIMD2<Float>(0, 0), for: label)

        world.animate(label, to: SIMD2<Float>(300, 120), .spring(response: 0.5, dampingFraction: 0.7))
        world.environmentTransition(\.fontDescriptor, .title, on: panel, animation: .easeInOut(duration: 0.4))

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
            lastFont = world.environment(\.fontDescriptor, of: label, alpha: frame.alpha)
            for event in simulation.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
                landed += 1
            }
        }
        #expect(landed == 2 && bounced == 1, "landed \(landed), bounced \(bounced)")
        #expect(world.get(SIMD2<Float>.self, of: label) == SIMD2<Float>(0, 0))
        #expect(lastFont == .title)
    }

    @Test func theTimelineExampleRuns() throws {
        let world = World(tickRate: 60)
        let card = world.spawn()
        var enter = Timeline(from: SIMD2<Float>(-200, 300), tickRate: world.tickRate)
        enter.add(to: [120, 300], .easeOut(duration: 0.4))
        enter.add(to: [120, 260], .spring(response: 0.3, dampingFraction: 0.5))
        enter.add(
            Keyframes.smooth(Keyframe(0, [120, 260]), Keyframe(0.5, [300, 200]), Keyframe(1, [480, 260])),
            at: .afterPrevious(gap: 0.1))

        var stagger = Timeline(from: SIMD2<Float>(-200, 300), tickRate: world.tickRate)
        stagger.addGroup([enter, enter])
        stagger.add(enter, at: .withPrevious(offset: 0.15))
        #expect(stagger.durationTicks == enter.durationTicks + 9)

        world.play(stagger, on: card, repeatCount: 3, autoreverses: true)
        for _ in 0..<30 { world.advance() }
        if let playhead = world.timeline(SIMD2<Float>.self, of: card) {  // nil once it has finished
            playhead.isReversed = true  // turn back, no jump
            playhead.seek(toProgress: 0.5)
            playhead.timeScale = TimeScale(1, 2)
        }
        let playhead = try #require(world.timeline(SIMD2<Float>.self, of: card))
        #expect(playhead.progress == 0.5 && playhead.isReversed && playhead.timeScale == TimeScale(1, 2))
        var log: [MotionEvent] = []
        for _ in 0..<10_000 { world.advance(logging: &log) }
        #expect(log.last?.kind == .finished)
        #expect(world.get(SIMD2<Float>.self, of: card) == SIMD2<Float>(-200, 300))
    }
}
