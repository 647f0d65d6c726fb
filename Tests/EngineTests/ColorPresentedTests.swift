import Engine
import Testing
import TransitionCore

/// The bytes of a colour: its components and the roots it mixes on from.
private func bytes(_ color: Color?) -> [UInt8]? {
    color.map { color in withUnsafeBytes(of: color) { Array($0) } }
}

@Suite struct ColorPresentedTests {
    /// `presented(Color.self, ...)` of every entity has the bits the bulk read
    /// (`forEachPresented(Color.self, ...)`, which mixes a run on one curve through the colour
    /// kernel) gives it, for colours of every kind on a curve that stays within its ends and on
    /// curves that overshoot them, at alphas across and beyond a tick.
    @Test(arguments: [
        Animation.timingCurve(.easeInOutCubic, duration: 0.8), .linear(duration: 0.5),
        .timingCurve(.easeInOutBack, duration: 0.6), .timingCurve(.easeOutBack, duration: 1.5),
    ])
    func presentedHasTheBulkReadsBitsForEveryColour(animation: Animation) {
        let world = World(tickRate: 60)
        var random = SeededRandom(seed: 0xC0_10_12)
        let entities = (0..<400).map { _ in world.spawn() }
        for entity in entities { world.set(anyColor(&random), for: entity) }
        var compared = 0
        for tick in 0..<30 {
            for _ in 0..<20 {
                world.animate(entities[Int(random.next(in: 0...399))], to: anyColor(&random), animation)
            }
            world.advance()
            guard tick % 3 == 0 else { continue }
            for alpha in [0, 0.25, 0.5, 0.999, 1, Double(tick % 7) / 7, 0x1p-40, 2, -1, .nan] {
                var bulk: [Entity: Color] = [:]
                world.forEachPresented(Color.self, alpha: alpha) { entity, color in bulk[entity] = color }
                for entity in entities {
                    let one = world.presented(Color.self, of: entity, alpha: alpha)
                    #expect(bytes(one) == bytes(bulk[entity]), "\(entity) at tick \(tick), alpha \(alpha)")
                    compared += 1
                }
            }
        }
        #expect(compared == 40_000)
        #expect(world.activeTransitionCount > 100)
    }
}
