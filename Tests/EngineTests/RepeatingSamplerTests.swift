import Testing
import TransitionCore

@testable import Engine

/// Repeating and reversing transitions at several speeds, run by the tick sampler in every
/// cycle, against the same world whose samplers never answer, so that every transition asks
/// its animation's `sample(at:)` on every tick: the two agree bit for bit.
@Suite struct RepeatingSamplerTests {
    /// The animations the worlds run: every cycle a whole number of ticks long or not, a few to
    /// hundreds of cycles over the run, ending on their last tick or repeating for ever.
    static let animations: [Animation] = {
        let curves: [Curve] = [
            .linear, .penner(.cubic, .easeInOut), .penner(.quad, .easeOut), .penner(.quint, .easeIn),
            .penner(.elastic, .easeOut), .penner(.sine, .easeInOut), .cubicBezier(0.3, -0.2, 0.4, 1.3),
        ]
        let durations = [0.35, 0.5, 1.0 / 3, 0.123, 2.1]
        let speeds = [1, 0.37, 2.5, 10]
        var animations: [Animation] = []
        for (index, curve) in curves.enumerated() {
            for (step, duration) in durations.enumerated() {
                let base = Animation.timingCurve(curve, duration: duration).speed(speeds[(index + step) % 4])
                let reverses = (index + step) % 2 == 0
                switch (index + 2 * step) % 4 {
                case 0: animations.append(base.repeatCount(3, autoreverses: reverses))
                case 1: animations.append(base.repeatCount(7, autoreverses: reverses))
                case 2: animations.append(base.repeatCount(2, autoreverses: reverses))
                default: animations.append(base.repeatForever(autoreverses: reverses))
                }
            }
        }
        return animations
    }()

    /// A world of 12 entities per animation, each animation's started together a tick apart
    /// (so that they run as runs of neighbouring slots), then every animation again on later
    /// ticks; with `answering` false, its samplers are replaced by one that never answers.
    static func world(answering: Bool, tickRate: UInt64) -> (World, [Entity]) {
        let world = World(tickRate: tickRate)
        var entities: [Entity] = []
        for (index, animation) in animations.enumerated() {
            for copy in 0..<12 {
                let entity = world.spawn()
                world.set(SIMD4<Float>(Float(index), -1, Float(copy), 0.5), for: entity)
                entities.append(entity)
                let target = SIMD4<Float>(Float(copy) * 3 + 1, 7, -Float(index), 2.25)
                world.animate(entity, to: target, animation)
                if copy % 4 == 3 { world.advance() }
            }
        }
        if !answering {
            let storage = world.animatedStorage(for: SIMD4<Float>.self)
            let never = Animation.TickSampler(.linear(duration: 0), tickRate: tickRate)
            for index in storage.palette.samplers.indices { storage.palette.samplers[index] = never }
        }
        return (world, entities)
    }

    @Test(arguments: [UInt64(60), 144, 1000])
    func statesHashAsWhenEveryTickAsksTheAnimation(tickRate: UInt64) {
        let (fast, entities) = Self.world(answering: true, tickRate: tickRate)
        let (plain, _) = Self.world(answering: false, tickRate: tickRate)
        #expect(fast.stateHash() == plain.stateHash())
        var differing: [UInt64] = []
        for _ in 0..<Int(tickRate) * 12 {
            fast.advance()
            plain.advance()
            if fast.stateHash() != plain.stateHash() { differing.append(fast.tick) }
            guard fast.tick % 7 == 0 else { continue }
            for alpha in [0.25, 0.8] {
                for entity in entities {
                    let shown = fast.presented(SIMD4<Float>.self, of: entity, alpha: alpha)
                    let expected = plain.presented(SIMD4<Float>.self, of: entity, alpha: alpha)
                    if shown.map(Self.bits) != expected.map(Self.bits) { differing.append(fast.tick) }
                }
            }
        }
        #expect(differing.isEmpty, "ticks \(differing.prefix(8))")
        #expect(fast.activeTransitionCount > 0, "some repeat for ever")
        #expect(fast.activeTransitionCount < entities.count, "some have finished")
    }

    /// The bits of `value`'s lanes.
    static func bits(_ value: SIMD4<Float>) -> SIMD4<UInt32> {
        SIMD4(value[0].bitPattern, value[1].bitPattern, value[2].bitPattern, value[3].bitPattern)
    }
}
