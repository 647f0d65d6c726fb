import Engine
import Testing
import TransitionCore

/// The bits of everything a colour holds that its future depends on: its components, its OKLab
/// coordinates, and a mix onwards (which starts from the mix it carries).
private func bits(_ color: Color?) -> [UInt32] {
    guard let color else { return [] }
    let lab = color.oklab
    let onwards = color.transition(to: Color(hex: 0x2040C0, alpha: 0.6), progress: 0.37)
    return [
        color.red, color.green, color.blue, color.alpha, lab.L, lab.a, lab.b, onwards.red, onwards.green,
        onwards.blue,
    ].map(\.bitPattern)
}

@Suite struct ColorTickTests {
    /// A world of colours moving in long runs (the tick's batch) and short ones, under curves
    /// that overshoot, springs and delays, between transparent and out-of-gamut colours.
    private func colorWorld() -> (World, [Entity]) {
        let world = World(tickRate: 60)
        var random = SeededRandom(seed: 0xC0101)
        let animations: [Animation] = [
            .timingCurve(.easeInOutCubic, duration: 1), .timingCurve(.easeInOutBack, duration: 0.8),
            .easeInOut(duration: 0.6), .spring(response: 0.4, dampingFraction: 0.5),
            .linear(duration: 0.5).delay(0.1),
        ]
        func color() -> Color {
            let pick = random.next(in: 0...9)
            let component = {
                Float(random.next(in: 0...1000)) / 1000 * (pick < 3 ? 2 : 1) - (pick < 3 ? 0.5 : 0)
            }
            let alpha: Float = pick == 9 ? 0 : Float(random.next(in: 0...1000)) / 1000
            return Color(red: component(), green: component(), blue: component(), alpha: alpha)
        }
        let entities = (0..<400).map { _ in world.spawn() }
        for entity in entities { world.set(color(), for: entity) }
        for tick in 0..<30 {
            // Runs of every length: most ticks start many transitions under one animation.
            let animation = animations[tick % animations.count]
            for _ in 0..<Int(random.next(in: 0...40)) {
                world.animate(entities[Int(random.next(in: 0...399))], to: color(), animation)
            }
            world.advance()
        }
        return (world, entities)
    }

    /// Each tick stores, for every colour, what a presentation of that tick gives, one by one,
    /// bit for bit: the batch and the one-by-one path agree.
    @Test func tickAgreesWithPresentationBitForBit() {
        let (world, entities) = colorWorld()
        #expect(world.activeTransitionCount > 100)
        for _ in 0..<40 {
            world.advance()
            for entity in entities {
                #expect(
                    bits(world.get(Color.self, of: entity)) == bits(world.presented(Color.self, of: entity)))
            }
        }
    }

    /// `presented` gives each entity the bulk read's value, bit for bit, at every alpha.
    @Test func presentedEqualsBulkReadBitForBit() {
        let (world, entities) = colorWorld()
        for alpha in [0, 0.25, 0.5, 0.999, 1, -1, .nan] {
            var seen: [Entity: [UInt32]] = [:]
            world.forEachPresented(Color.self, alpha: alpha) { entity, color in seen[entity] = bits(color) }
            #expect(seen.count == entities.count)
            for entity in entities {
                #expect(
                    seen[entity] == bits(world.presented(Color.self, of: entity, alpha: alpha)),
                    "alpha \(alpha)")
            }
        }
    }
}
