import Testing
import TransitionCore

/// A decay follows the friction curve from the velocity it is given, ends exactly on the
/// resting value it predicts, and is sampled the same way by an animation and a tick sampler.
@Suite struct DecayTests {
    @Test func theTimeConstantAndTheRateAreTwoWaysOfSayingTheSame() {
        let byTime = Decay(timeConstant: 0.25)
        let byRate = Decay(rate: 4)
        #expect(byTime == byRate)
        #expect(byTime.rate == 4)
        #expect(abs(byTime.settlingDuration - 0.25 * 6.907755278982137) < 1e-12)
        #expect(abs(byTime.travelledFraction - 0.999) < 1e-12)
        #expect(!byTime.stopsAtOnce)
    }

    @Test func progressIsExactAtBothEndsAndRisesInBetween() {
        let decay = Decay(timeConstant: 0.3)
        #expect(decay.progress(at: 0) == 0)
        #expect(decay.progress(at: -1) == 0)
        #expect(decay.progress(at: .nan) == 0)
        #expect(decay.progress(at: decay.settlingDuration) == 1)
        var previous = 0.0
        for step in 1...1000 {
            let progress = decay.progress(at: decay.settlingDuration * Double(step) / 1000)
            #expect(progress >= previous && progress <= 1, "step \(step)")
            previous = progress
        }
        // The friction curve itself, scaled: at one time constant 1 − 1/e of the way, nearly.
        let expected = (1 - 0.36787944117144233) / decay.travelledFraction
        #expect(abs(decay.progress(at: 0.3) - expected) < 1e-12)
    }

    @Test func theRestingValueIsReachedExactlyWithTheVelocityGiven() throws {
        let decay = Decay(timeConstant: 0.4)
        let start = SIMD2<Float>(10, -20)
        let velocity = SIMD2<Float>(900, -350)
        let rest = decay.restingValue(from: start, velocity: velocity)
        let expected = start + velocity * Float(0.4 * decay.travelledFraction)
        #expect(rest == expected)
        let transition = Transition(from: start, to: rest, animation: .decay(decay))
        #expect(transition.sample(elapsed: decay.settlingDuration).value == rest)
        #expect(transition.sample(elapsed: decay.settlingDuration).isFinished)
        let atStart = try #require(transition.currentVelocity(elapsed: 0))
        #expect(length(atStart - velocity) <= 1e-3 * length(velocity), "\(atStart)")
        // The engine's move follows x₀ + v₀·τ·(1 − e^(−t/τ)) until it settles.
        for time in [0.05, 0.2, 0.4, 1, 2] {
            let friction = 1 - 1 / expDouble(time / 0.4)
            let ideal = SIMD2<Double>(start) + SIMD2<Double>(velocity) * 0.4 * friction
            let presented = SIMD2<Double>(transition.sample(elapsed: time).value)
            #expect(abs(presented.x - ideal.x) < 1e-3 && abs(presented.y - ideal.y) < 1e-3, "t \(time)")
        }
        let scalar = decay.restingValue(from: Float(3), velocity: Float(-40))
        let scalarMove = Transition(from: Float(3), to: scalar, animation: .decay(decay))
        #expect(scalarMove.sample(elapsed: decay.settlingDuration + 0.01).value == scalar)
        #expect(decay.restingDistance(velocity: 100) == 100 * (0.4 * decay.travelledFraction))
    }

    @Test func aSpringTakingOverADecayKeepsItsVelocity() throws {
        let decay = Transition(
            from: SIMD2<Float>(0, 0), to: Decay.normal.restingValue(from: .zero, velocity: [1200, 300]),
            animation: .decay(.normal))
        let rates = decay.animation.springRates(at: 0.3)
        #expect(rates.impulse == 0)
        #expect(rates.step == Float(Decay.normal.progressRate(at: 0.3)))
        var handedOver = decay
        handedOver.retarget(
            to: [100, 100], animation: .spring(response: 0.4, dampingFraction: 1), elapsed: 0.3)
        let before = try #require(decay.currentVelocity(elapsed: 0.3))
        let carried = try #require(handedOver.velocity)
        #expect(length(carried - before) <= 1e-4 * length(before))
        #expect(handedOver.sample(elapsed: 0).value == decay.sample(elapsed: 0.3).value)
        #expect(decay.animation.springRates(at: 100) == (0, 0), "none once finished")
    }

    @Test(arguments: [UInt64(60), 120, 144])
    func theTickSamplerAgreesBitForBit(tickRate: UInt64) {
        let animations: [Animation] = [
            .decay(.normal), .decay(.fast),
            .decay(Decay(timeConstant: 0.7, settlingTolerance: 1e-5)).speed(1.5),
            .decay(.fast).repeatCount(3),
        ]
        for animation in animations {
            let sampler = Animation.TickSampler(animation, tickRate: tickRate)
            #expect(!sampler.isSpring)
            var answered = 0
            let ticks = UInt64((animation.totalDuration * Double(tickRate)).rounded(.up)) + 5
            for tick in 0...ticks {
                if let fast = sampler.sample(ticks: tick) {
                    answered += 1
                    #expect(fast == animation.sample(at: Double(tick) / Double(tickRate)), "tick \(tick)")
                }
                for alpha in [0.25, 0.5, 0.999] {
                    guard let between = sampler.sample(ticks: tick, alpha: alpha) else { continue }
                    let time = Double(tick) + alpha
                    #expect(
                        between == animation.sample(at: time / Double(tickRate)), "tick \(tick) + \(alpha)")
                    #expect(between == sampler.sample(tickTime: time, after: tick))
                }
            }
            #expect(answered > Int(ticks) / 4, "answers through the first cycle")
        }
    }

    @Test func aRepeatedDecayRunsBackwardsInTime() {
        let decay = Decay.fast
        let animation = Animation.decay(decay).repeatCount(2, autoreverses: true)
        let cycle = decay.settlingDuration
        let forward = animation.sample(at: 0.1).progress
        let backward = animation.sample(at: 2 * cycle - 0.1).progress
        let within = (2 * cycle - 0.1) - cycle
        #expect(backward == Float(decay.progress(at: cycle - within)))
        #expect(abs(backward - forward) < 1e-6 && forward > 0 && forward < 1)
    }

    @Test func decaysHashAndCompareByTheirParameters() {
        var a = StateHasher()
        var b = StateHasher()
        var c = StateHasher()
        Animation.decay(Decay(timeConstant: 0.5)).hash(into: &a)
        Animation.decay(.normal).hash(into: &b)
        Animation.decay(Decay(timeConstant: 0.5, settlingTolerance: 0.01)).hash(into: &c)
        #expect(a.value == b.value && a.value != c.value)
        #expect(Animation.decay(.normal).isSame(as: .decay(Decay(rate: 2))))
        #expect(!Animation.decay(.normal).isSame(as: .decay(.fast)))
        #expect(!Animation.decay(.normal).isSame(as: .linear(duration: Decay.normal.settlingDuration)))
    }

    // MARK: Snapping and bounds

    @Test func snappingToAGridLandsOnItsMultiples() {
        let grid = DecaySnap<SIMD2<Float>>.grid([100, 0])
        #expect(grid.snapped([149, 37.5]) == [100, 37.5], "a zero step leaves its lane alone")
        #expect(grid.snapped([151, 37.5]) == [200, 37.5])
        #expect(grid.snapped([-150, 1]) == [-200, 1], "halves away from zero")
        #expect(DecaySnap<Float>.grid(-0.25).snapped(0.3) == 0.25, "a negative step is its magnitude")
        #expect(DecaySnap<Float>.grid(.nan).snapped(0.3) == 0.3)
        let move = DecayMove(from: Float(0), velocity: 700, decay: .normal, snap: .grid(120))
        #expect(move?.decayTarget == 360 && move?.restingValue == 360)
    }

    @Test func snappingToTheNearestPointPicksIt() {
        let points: [SIMD2<Float>] = [[0, 0], [300, 0], [300, 300], [.nan, 0]]
        let nearest = DecaySnap.nearest(points)
        #expect(nearest.snapped([260, 120]) == [300, 0])
        #expect(nearest.snapped([260, 180]) == [300, 300])
        #expect(DecaySnap<SIMD2<Float>>.nearest([]).snapped([5, 5]) == [5, 5])
        #expect(DecaySnap<Float>.nearest([.infinity]).snapped(5) == 5, "non-finite points are skipped")
        #expect(DecaySnap<Float>.nearest([1, 3]).snapped(2) == 1, "the first of equally near ones")
    }

    @Test func boundsHandOverOnTheFirstTickOutside() throws {
        let bounds = DecayBounds<Float>(0...200)
        let move = try #require(DecayMove(from: Float(50), velocity: 800, decay: .normal, bounds: bounds))
        #expect(move.decayTarget > 200 && move.restingValue == 200)
        let tick = try #require(move.handoverTick(tickRate: 60))
        let transition = move.decayTransition
        #expect(transition.sample(elapsed: Double(tick) / 60).value > 200)
        #expect(transition.sample(elapsed: Double(tick - 1) / 60).value <= 200)
        #expect(!move.startsOutsideBounds)

        let inside = try #require(DecayMove(from: Float(50), velocity: 100, decay: .normal, bounds: bounds))
        #expect(inside.handoverTick(tickRate: 60) == nil && inside.restingValue == inside.decayTarget)
        let outside = try #require(DecayMove(from: Float(-10), velocity: -50, decay: .normal, bounds: bounds))
        #expect(outside.startsOutsideBounds && outside.handoverTick(tickRate: 60) == 0)
        #expect(outside.restingValue == 0)
    }

    @Test func badBoundsAreMadeHarmless() {
        let swapped = DecayBounds<SIMD2<Float>>(min: [10, .nan], max: [0, 5])
        #expect(swapped.lowerBound == [0, -.infinity] && swapped.upperBound == [10, 5])
        #expect(swapped.contains([5, -1e30]) && !swapped.contains([5, 6]))
        #expect(swapped.clamped([20, 8]) == [10, 5])
        #expect(DecayBounds<Float>(0...1, bounce: .spring().delay(2)).bounce.delay == 0)
    }

    // MARK: Bad input

    @Test func badTimeConstantsAndRatesStopAtOnce() {
        for decay in [
            Decay(timeConstant: 0), Decay(timeConstant: -1), Decay(timeConstant: .nan),
            Decay(timeConstant: .infinity), Decay(rate: -3), Decay(rate: 0), Decay(rate: .nan),
        ] {
            #expect(decay.stopsAtOnce && decay.settlingDuration == 0 && decay.timeConstant == 0)
            #expect(decay.restingValue(from: Float(7), velocity: 500) == 7)
            #expect(Animation.decay(decay).sample(at: 0).isFinished)
            #expect(decay.progress(at: 0.1) == 1 && decay.progressRate(at: 0) == 0)
        }
        #expect(Decay(timeConstant: 1e300).timeConstant == Decay.maximumTimeConstant)
        #expect(Decay(settlingTolerance: .nan).settlingTolerance == Decay.defaultSettlingTolerance)
        #expect(Decay(settlingTolerance: 0).settlingTolerance == Decay.settlingToleranceRange.lowerBound)
        #expect(Decay(settlingTolerance: 2).settlingTolerance == Decay.settlingToleranceRange.upperBound)
    }

    @Test func nonFiniteVelocitiesAndStartsAreRefused() {
        #expect(DecayMove(from: Float(0), velocity: .nan, decay: .normal) == nil)
        #expect(DecayMove(from: Float(0), velocity: -.infinity, decay: .normal) == nil)
        #expect(DecayMove(from: SIMD2<Float>(.nan, 0), velocity: [1, 1], decay: .normal) == nil)
        #expect(
            DecayMove(from: Float(0), velocity: 3e38, decay: Decay(timeConstant: 100)) == nil, "beyond Float")
        #expect(DecayMove(from: Float(0), velocity: 0, decay: .normal)?.restingValue == 0)
    }
}

/// The Euclidean length of `vector`.
private func length(_ vector: SIMD2<Float>) -> Float {
    (vector.x * vector.x + vector.y * vector.y).squareRoot()
}

/// e^x by its series, for checking the curve without Foundation.
private func expDouble(_ x: Double) -> Double {
    var term = 1.0
    var sum = 1.0
    for n in 1..<60 {
        term *= x / Double(n)
        sum += term
    }
    return sum
}
