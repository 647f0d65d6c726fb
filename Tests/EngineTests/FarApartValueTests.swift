import Engine
import Testing
import TransitionCore

/// Transitions between finite ends so far apart that their difference overflows: `b − a` is
/// ±∞, so the plain `a + (b − a)·t` gives NaN at the start and ±∞ after it. Every presented and
/// ticked value must stay finite and within the ends, and the ends must be exact.
@Suite struct FarApartValueTests {
    static let huge = Float.greatestFiniteMagnitude

    /// Whether `value` is finite and between `a` and `b`.
    static func isWithin(_ value: Float, _ a: Float, _ b: Float) -> Bool {
        value.isFinite && value >= min(a, b) && value <= max(a, b)
    }

    static func isWithin(_ value: Double, _ a: Double, _ b: Double) -> Bool {
        value.isFinite && value >= min(a, b) && value <= max(a, b)
    }

    static func isWithin<V: SIMD>(_ value: V, _ a: V, _ b: V) -> Bool where V.Scalar == Float {
        value.indices.allSatisfy { isWithin(value[$0], a[$0], b[$0]) }
    }

    /// Ticks `world` until `entity`'s `Value` stops animating (at most `limit` ticks), checking
    /// after each tick the component and the presented values at alphas 0, 1/2 and 1 with
    /// `isGood` (recording the first failure and stopping there); returns the number of ticks
    /// run.
    @discardableResult
    static func run<Value: Transitionable>(
        _ world: World, _ entity: Entity, _ type: Value.Type, limit: Int = 10_000,
        _ isGood: (Value) -> Bool
    ) -> Int {
        var ticks = 0
        while world.isAnimating(type, of: entity), ticks < limit {
            world.advance()
            ticks += 1
            let values =
                [world.get(type, of: entity)!]
                + [0, 0.5, 1].map { world.presented(type, of: entity, alpha: $0)! }
            guard values.allSatisfy(isGood) else {
                Issue.record(
                    "tick \(ticks): \(values) (the component, then presented at alphas 0, 1/2 and 1)")
                break
            }
        }
        return ticks
    }

    @Test(arguments: [
        Animation.linear(duration: 1), .easeInOut(duration: 0.5), .easeIn(duration: 0.7).delay(0.25),
        .linear(duration: 1).speed(3).repeatCount(2),
    ])
    func aFloatFromMinusToPlusTheLargestFiniteValueStaysFiniteAndWithinItsEnds(_ animation: Animation) {
        let (a, b) = (-Self.huge, Self.huge)
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(a, for: entity)
        world.animate(entity, to: b, animation)
        #expect(world.presented(Float.self, of: entity) == a)
        #expect(Self.isWithin(world.presented(Float.self, of: entity, alpha: 0.5)!, a, b))
        let ticks = Self.run(world, entity, Float.self) { Self.isWithin($0, a, b) }
        #expect(ticks > 1 && world.get(Float.self, of: entity) == b)
    }

    @Test func aFloatFromPlusToMinusTheLargestFiniteValuePassesZero() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Self.huge, for: entity)
        world.animate(entity, to: -Self.huge, .linear(duration: 1))
        var values: [Float] = []
        for _ in 0..<60 {
            world.advance()
            values.append(world.get(Float.self, of: entity)!)
        }
        #expect(values.allSatisfy { Self.isWithin($0, -Self.huge, Self.huge) })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(values[29]) < Self.huge / 1e6 && values.last == -Self.huge)
    }

    @Test func aDoubleFromMinusToPlusTheLargestFiniteValueStaysFiniteAndWithinItsEnds() {
        let (a, b) = (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(a, for: entity)
        world.animate(entity, to: b, .easeInOut(duration: 1).delay(0.1))
        #expect(world.presented(Double.self, of: entity) == a)
        let ticks = Self.run(world, entity, Double.self) { Self.isWithin($0, a, b) }
        #expect(ticks > 1 && world.get(Double.self, of: entity) == b)
    }

    @Test func aVectorStaysFiniteDuringItsDelayAndItsMove() {
        let a = SIMD2<Float>(-Self.huge, Self.huge)
        let b = SIMD2<Float>(Self.huge, 1)
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(a, for: entity)
        world.animate(entity, to: b, .linear(duration: 1).delay(0.5))
        for _ in 0..<20 {  // inside the delay: the start, exactly
            #expect(world.presented(SIMD2<Float>.self, of: entity, alpha: 0.5) == a)
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: entity) == a)
        }
        let ticks = Self.run(world, entity, SIMD2<Float>.self) { Self.isWithin($0, a, b) }
        #expect(ticks > 1 && world.get(SIMD2<Float>.self, of: entity) == b)
    }

    @Test func aFourLaneVectorWithEveryKindOfFarApartLaneStaysFinite() {
        let a = SIMD4<Float>(-Self.huge, Self.huge, -Self.huge, 3)
        let b = SIMD4<Float>(Self.huge, -Self.huge, Self.huge / 2, 3)
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(a, for: entity)
        world.animate(entity, to: b, .easeOut(duration: 0.5))
        #expect(world.presented(SIMD4<Float>.self, of: entity) == a)
        let ticks = Self.run(world, entity, SIMD4<Float>.self) { Self.isWithin($0, a, b) && $0.w == 3 }
        #expect(ticks > 1 && world.get(SIMD4<Float>.self, of: entity) == b)
    }

    @Test(arguments: [0.05, 0.2, 0.55])
    func springsRetargetedFromZeroToAHugeValueAndBackStayFinite(response: Double) {
        let isFinite = { (value: Float) in value.isFinite }
        for dampingFraction in [0, 0.3, 0.825, 1, 2] {
            for ticksBefore in [1, 2, 5, 10, 30] {
                let spring = Animation.spring(response: response, dampingFraction: dampingFraction)
                let world = World(tickRate: 60)
                let scalar = world.spawn()
                let vector = world.spawn()
                world.set(Float(0), for: scalar)
                world.set(SIMD2<Float>(0, 0), for: vector)
                world.animate(scalar, to: Float(3e37), spring)
                world.animate(vector, to: SIMD2<Float>(-3e37, Self.huge), spring)
                for _ in 0..<ticksBefore { world.advance() }
                world.animate(scalar, to: Float(0), spring)
                world.animate(vector, to: SIMD2<Float>(0, 0), spring)
                #expect(world.transition(Float.self, of: scalar)?.velocity.map(isFinite) != false)
                Self.run(world, scalar, Float.self, limit: 600, isFinite)
                Self.run(world, vector, SIMD2<Float>.self, limit: 600) { isFinite($0.x) && isFinite($0.y) }
            }
        }
    }

    @Test func anEnvironmentValueBetweenFarApartEndsStaysFinite() {
        let world = World(tickRate: 60)
        let root = world.spawn()
        let leaf = world.spawn()
        try? world.setParent(leaf, to: root)
        world.setEnvironment(\.farApart, -Self.huge, for: root)
        world.setEnvironment(\.farApart, Self.huge, for: root, .linear(duration: 0.5))
        for _ in 0..<40 {
            #expect(Self.isWithin(world.environment(\.farApart, of: leaf, alpha: 0.5), -Self.huge, Self.huge))
            #expect(Self.isWithin(world.environment(of: leaf, alpha: 0.5).farApart, -Self.huge, Self.huge))
            world.advance()
        }
        #expect(world.environment(\.farApart, of: leaf) == Self.huge)
    }
}

private struct FarApartKey: EnvironmentKey {
    static let defaultValue: Float = 0
}

extension EnvironmentValues {
    fileprivate var farApart: Float {
        get { self[FarApartKey.self] }
        set { self[FarApartKey.self] = newValue }
    }
}
