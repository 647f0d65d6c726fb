import Engine
import Testing
import TransitionCore

/// The README's "Motion" example, compiled and run, with what it says checked.
@Suite struct MotionReadmeExampleTests {
    @Test func theReadmeExampleRuns() {
        let world = World(tickRate: 60)
        let tiles = (0..<54).map { _ in world.spawn() }
        for tile in tiles { world.set(Float(1), for: tile) }
        let card = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: card)
        let badge = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: badge)
        world.set(Float(1), for: badge)

        // Staggers (GSAP's `stagger`): a wave through a 9-column grid from its centre, each step of
        // distance 0.04 s later, in whole ticks. Also .amount(_:), from: .start/.end/.edges/.index(i)/
        // .random(seed:), axis: .x/.y, ease: a curve over the distribution.
        world.animate(
            tiles,
            to: { index, tile in
                Float(index % 2 == 0 ? 1.2 : 0.8)  // each tile's target
            }, .spring(response: 0.4, dampingFraction: 0.7),
            stagger: .each(0.04, from: .center, grid: Stagger.Grid(columns: 9))
        )

        // Decay (Flutter's FrictionSimulation, Motion's inertia): released at 2,600 points a second, it
        // snaps to 320-point pages and the last page stops it with a spring. The resting value is known
        // before the first tick, and landed on exactly.
        let rest = world.decay(
            card, velocity: SIMD2<Float>(2600, 0), .normal,
            snap: .grid([320, 0]), bounds: DecayBounds(min: [0, 0], max: [960, 0]))

        // Additive moves (SwiftUI's additive springs): the running move goes on and this one adds its
        // change on top; the value ends exactly on the running target plus the changes.
        world.animate(card, by: SIMD2<Float>(0, -40), .spring(response: 0.3, dampingFraction: 0.6))

        // Clock domains: pausing the gameplay leaves the interface animating. A domain's time scale is
        // an exact rational; its transitions, delayed starts and timelines run on its whole ticks.
        let gameplay = world.makeClockDomain(named: "gameplay")!
        world.setClockDomain(gameplay, for: card)
        world.setPaused(true, for: gameplay)  // the card holds; the UI moves on
        world.setTimeScale(TimeScale(1, 2), for: gameplay)  // half speed once resumed
        let frozen = world.stateHash(of: gameplay)  // unchanged while it is paused

        // Transactions (SwiftUI's withAnimation): every change made inside animates with the block's
        // animation; nested blocks win, and withAnimation(nil) jumps.
        world.withAnimation(.easeInOut(duration: 0.3)) {
            world.set(SIMD2<Float>(40, 40), for: badge)
            world.set(Float(0.5), for: badge)
        }

        #expect(rest == SIMD2(960, 0))
        #expect(world.isAnimating(SIMD2<Float>.self, of: badge))
        #expect(world.isAnimating(Float.self, of: badge))
        let held = world.get(SIMD2<Float>.self, of: card)
        for _ in 0..<30 { world.advance() }
        #expect(world.stateHash(of: gameplay) == frozen)
        #expect(world.get(SIMD2<Float>.self, of: card) == held)
        #expect(world.get(SIMD2<Float>.self, of: badge) == SIMD2(40, 40))
        world.setPaused(false, for: gameplay)
        for _ in 0..<600 { world.advance() }
        #expect(world.get(SIMD2<Float>.self, of: card) == SIMD2<Float>(960, 0) + SIMD2(0, -40))
        // The centre tile started at once, the corners 4.47 steps (11 ticks) later; all landed.
        #expect(
            tiles.enumerated().allSatisfy {
                world.get(Float.self, of: $0.element) == ($0.offset % 2 == 0 ? 1.2 : 0.8)
            })
    }
}
