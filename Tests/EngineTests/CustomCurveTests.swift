import Engine
import Testing
import TransitionCore

/// The README's custom curve: it captures plain values only, backs away first and lands exactly.
@Suite struct CustomCurveTests {
    @Test func theReadmeCurveOvershootsAndLands() {
        let world = World(tickRate: 60)
        let card = world.spawn()
        world.set(Float(0), for: card)
        let overshoot: Float = 1.7
        let back = Curve.custom { t in t * t * ((overshoot + 1) * t - overshoot) }
        world.animate(card, to: Float(1), .timingCurve(back, duration: 0.4))
        var lowest: Float = 0
        for _ in 0..<24 {
            world.advance()
            lowest = min(lowest, world.get(Float.self, of: card)!)
        }
        #expect(lowest < 0, "it backs away first")
        #expect(world.get(Float.self, of: card) == 1 && !world.isAnimating(Float.self, of: card))
    }
}
