import Testing
import TransitionCore

@testable import Engine

/// `presented(_:of:alpha:)` reads one entity by a short path for a running curve: these check
/// it, bit for bit, against the transition sampled the plain way (``Animation/sample(at:)`` and
/// ``Transition/presentedValue(from:to:velocity:isSpring:at:)`` written out) and against a whole
/// presentation of the storage, over seeded mixes of animations, start ticks and alphas.
@Suite struct PresentedSamplingTests {
    static let rate: UInt64 = 60

    /// Every polynomial Penner curve, other curves, repeats (backwards every other cycle or
    /// not), speeds, delays and springs.
    static let animations: [Animation] = {
        var animations: [Animation] = [
            .linear(duration: 0.5), .easeIn(duration: 0.8), .easeOut(duration: 1), .easeInOut(duration: 0.7),
            .timingCurve(.easeInOutSine, duration: 0.9), .timingCurve(.easeOutBounce, duration: 0.7),
            .timingCurve(.easeInOutBack, duration: 0.6),
            .timingCurve(.cubicBezier(0.3, 0.1, 0.2, 1), duration: 1.1),
            .timingCurve(.steps(5), duration: 0.5), .timingCurve(.linear, duration: 1 / 3),
            .easeInOut(duration: 0.3).repeatCount(3), .linear(duration: 0.25).repeatForever(),
            .timingCurve(.easeInCubic, duration: 0.2).repeatForever(autoreverses: false),
            .timingCurve(.easeOutQuart, duration: 0.35).repeatCount(4, autoreverses: false),
            .easeOut(duration: 1).speed(2.5), .linear(duration: 0.4).delay(0.1),
            .timingCurve(.easeInOutQuint, duration: 0.5).delay(0.05).repeatCount(2),
            .spring(response: 0.3, dampingFraction: 0.4), .spring(duration: 0.5, bounce: 0.2),
        ]
        let polynomial: [Curve] = [
            .easeInQuad, .easeOutQuad, .easeInOutQuad, .easeInCubic, .easeOutCubic, .easeInOutCubic,
            .easeInQuart, .easeOutQuart, .easeInOutQuart, .easeInQuint, .easeOutQuint, .easeInOutQuint,
        ]
        for (index, curve) in polynomial.enumerated() {
            animations.append(.timingCurve(curve, duration: 0.3 + 0.07 * Double(index)))
        }
        return animations
    }()

    /// The alpha a presentation samples at.
    static func clamped(_ alpha: Double) -> Double { alpha.isFinite ? min(max(alpha, 0), 1) : 0 }

    /// Alphas to read at: the ends, a few outside 0...1 and seeded ones inside.
    static func alphas(_ random: inout SeededRandom) -> [Double] {
        [0, 0.5, 0.999, 1, -0.25, 3, .nan, .infinity] + (0..<6).map { _ in Double(random.nextUnitFloat()) }
    }

    @Test func presentedIsTheTransitionSampledThePlainWay() {
        let world = World(tickRate: Self.rate)
        var random = SeededRandom(seed: 11)
        let count = 240
        let entities = (0..<count).map { _ in world.spawn() }
        var starts: [UInt64] = []
        var animations: [Animation] = []
        var froms: [SIMD2<Float>] = []
        var tos: [SIMD2<Float>] = []
        for entity in entities {
            let from = SIMD2<Float>(random.nextUnitFloat() * 100 - 50, random.nextUnitFloat())
            world.set(from, for: entity)
            froms.append(from)
            tos.append(SIMD2<Float>(random.nextUnitFloat() * 200, -random.nextUnitFloat() * 30))
            starts.append(random.next(in: 0...20))
            animations.append(Self.animations[Int(random.next(in: 0...UInt64(Self.animations.count - 1)))])
        }
        var compared = 0
        for _ in 0..<100 {
            for (index, entity) in entities.enumerated() where starts[index] == world.tick {
                world.animate(entity, to: tos[index], animations[index])
            }
            let alphas = Self.alphas(&random)
            for (index, entity) in entities.enumerated() where starts[index] <= world.tick {
                let animation = animations[index].alignedToTicks(tickRate: Self.rate)
                let isSpring = Animation.TickSampler(animation, tickRate: Self.rate).isSpring
                for alpha in alphas {
                    let elapsed =
                        (Double(world.tick - starts[index]) + Self.clamped(alpha)) / Double(Self.rate)
                    let expected = Transition<SIMD2<Float>>.presentedValue(
                        from: froms[index], to: tos[index], velocity: nil, isSpring: isSpring,
                        at: animation.sample(at: elapsed))
                    let presented = world.presented(SIMD2<Float>.self, of: entity, alpha: alpha)
                    #expect(
                        presented.map { [$0.x.bitPattern, $0.y.bitPattern] } == [
                            expected.x.bitPattern, expected.y.bitPattern,
                        ], "entity \(index), tick \(world.tick), alpha \(alpha)")
                    compared += 1
                }
            }
            world.advance()
        }
        #expect(compared > 100_000)
    }

    /// `entity`'s `Value` as `presented(_:of:alpha:)` gives it and as a whole presentation of
    /// its storage does.
    static func read<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, in world: World, alpha: Double
    )
        -> (presented: Value?, whole: Value?)
    {
        let storage = unsafeDowncast(world.existingStorage(for: type)!, to: AnimatedStorage<Value>.self)
        let whole = storage.slot(of: entity).map {
            storage.presentedThroughPresentation(
                of: entity, at: $0, tick: world.tick, tickRate: world.tickRate, alpha: alpha)
        }
        return (world.presented(type, of: entity, alpha: alpha), whole)
    }

    @Test func presentedIsWhatAWholePresentationGives() {
        let world = World(tickRate: Self.rate)
        var random = SeededRandom(seed: 23)
        let gameplay = world.makeClockDomain(named: "gameplay")!
        world.setTimeScale(TimeScale(3, 2), for: gameplay)
        let entities = (0..<200).map { _ in world.spawn() }
        // Timelines play on the `Float` components, never on the `SIMD2<Float>` ones.
        for (index, entity) in entities.enumerated() {
            world.set(Float(index), for: entity)
            world.set(SIMD2<Float>(Float(index), 0), for: entity)
            if index % 7 == 0 { world.setClockDomain(gameplay, for: entity) }
        }
        var timeline = Timeline(from: Float(-1), tickRate: Self.rate)
        timeline.add(to: 5, .easeIn(duration: 0.4))
        var read = 0
        for tick in 0..<120 {
            for _ in 0..<8 {
                let entity = entities[Int(random.next(in: 0...199))]
                let animation = Self.animations[Int(random.next(in: 0...UInt64(Self.animations.count - 1)))]
                switch random.next(in: 0...9) {
                case 0: world.play(timeline, on: entity, repeatCount: 2, autoreverses: true)
                case 1: world.remove(Float.self, from: entity)
                case 2, 3, 4: world.animate(entity, to: Float(random.next(in: 0...1000)) / 7, animation)
                default:
                    // Retargets mid-flight too, springs carrying their velocity.
                    world.animate(
                        entity, to: SIMD2<Float>(Float(random.next(in: 0...1000)) / 7, 1), animation)
                }
            }
            if tick == 60 { world.setTimeScale(.normal, for: gameplay) }
            for alpha in Self.alphas(&random) {
                for entity in entities {
                    let (presented, whole) = Self.read(Float.self, of: entity, in: world, alpha: alpha)
                    #expect(presented?.bitPattern == whole?.bitPattern, "tick \(tick), alpha \(alpha)")
                    let (pair, wholePair) = Self.read(SIMD2<Float>.self, of: entity, in: world, alpha: alpha)
                    #expect(
                        pair.map { [$0.x.bitPattern, $0.y.bitPattern] }
                            == wholePair.map { [$0.x.bitPattern, $0.y.bitPattern] },
                        "tick \(tick), alpha \(alpha)")
                    read += 1
                }
            }
            world.advance()
        }
        #expect(world.activeTransitionCount > 0 && read > 100_000)
    }
}
