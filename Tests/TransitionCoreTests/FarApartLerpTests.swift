import Testing
import TransitionCore

/// Interpolation between finite ends whose difference overflows: the
/// `Float`, `Double` and vector conformances, `OKLab` and springs stay finite there, while every
/// result the plain `a + (b − a)·t` (the free `lerp`) gives finitely is kept bit for bit.
@Suite struct FarApartLerpTests {
    static let huge = Float.greatestFiniteMagnitude
    static let hugeDouble = Double.greatestFiniteMagnitude

    /// Progress values from 0 to 1: both ends, their neighbours and 64 steps between.
    static let progressInUnitRange: [Float] =
        [0, Float.leastNonzeroMagnitude, Float(1).nextDown, 1] + (1..<64).map { Float($0) / 64 }

    /// Ends whose difference overflows a `Float`.
    static let farApartFloats: [(Float, Float)] = [
        (-huge, huge), (huge, -huge), (-huge, huge / 2), (1e38, -huge), (-3e38, 3e38), (-huge, 0x1p104),
    ]

    @Test func farApartFloatsInterpolateFinitelyWithinTheirEndsExactlyAtThem() {
        for (a, b) in Self.farApartFloats {
            #expect(!(b - a).isFinite)
            #expect(interpolated(a, b, 0) == a && interpolated(a, b, 1) == b, "\(a) → \(b)")
            var previous = a
            for t in Self.progressInUnitRange.sorted() {
                let value = interpolated(a, b, t)
                #expect(
                    value.isFinite && value >= min(a, b) && value <= max(a, b),
                    "\(a) → \(b) at \(t): \(value)")
                #expect(b > a ? value >= previous : value <= previous, "\(a) → \(b) is monotonic at \(t)")
                previous = value
            }
        }
        #expect(interpolated(-Self.huge, Self.huge, 0.5) == 0)
    }

    @Test func farApartDoublesInterpolateFinitelyWithinTheirEndsExactlyAtThem() {
        let pairs: [(Double, Double)] = [
            (-Self.hugeDouble, Self.hugeDouble), (Self.hugeDouble, -Self.hugeDouble), (-1e308, 1e308),
        ]
        for (a, b) in pairs {
            #expect(!(b - a).isFinite)
            #expect(interpolated(a, b, 0) == a && interpolated(a, b, 1) == b)
            #expect(a.transition(to: b, progress: 0) == a)
            for t in Self.progressInUnitRange {
                let value = interpolated(a, b, Double(t))
                #expect(value.isFinite && value >= min(a, b) && value <= max(a, b), "\(a) → \(b) at \(t)")
                #expect(a.transition(to: b, progress: t) == interpolated(a, b, Double(t)))
            }
        }
    }

    @Test func vectorsInterpolateEachLaneAsTheScalarLerp() {
        let a = SIMD4<Float>(-Self.huge, Self.huge, 1, -Self.huge)
        let b = SIMD4<Float>(Self.huge, -Self.huge, 2, Self.huge / 2)
        for t in Self.progressInUnitRange + [-0.5, 1.5, 2, -3] {
            let four = a.transition(to: b, progress: t)
            let two = SIMD2(a.x, a.y).transition(to: SIMD2(b.x, b.y), progress: t)
            let three = SIMD3(a.x, a.z, a.w).transition(to: SIMD3(b.x, b.z, b.w), progress: t)
            for lane in 0..<4 {
                #expect(
                    four[lane].bitPattern == interpolated(a[lane], b[lane], t).bitPattern,
                    "lane \(lane) at \(t)")
            }
            #expect(two == SIMD2(four.x, four.y) && three == SIMD3(four.x, four.z, four.w))
        }
        #expect(a.transition(to: b, progress: 0) == a && a.transition(to: b, progress: 1) == b)
    }

    @Test func wideVectorsInterpolateEachLaneAsTheScalarLerp() {
        let a = SIMD16<Float>((0..<16).map { $0 % 3 == 0 ? -Self.huge : Float($0) })
        let b = SIMD16<Float>((0..<16).map { $0 % 3 == 0 ? Self.huge : Float(-$0) })
        for t in Self.progressInUnitRange + [-0.5, 1.5] {
            let sixteen = a.transition(to: b, progress: t)
            let eight = a.lowHalf.transition(to: b.lowHalf, progress: t)
            for lane in 0..<16 {
                #expect(
                    sixteen[lane].bitPattern == interpolated(a[lane], b[lane], t).bitPattern, "lane \(lane)")
            }
            #expect(eight == sixteen.lowHalf)
        }
    }

    @Test func allLanesFiniteIsFalseForAnInfiniteOrNaNLaneAnywhere() {
        #expect(allLanesFinite(SIMD16<Float>(repeating: Self.huge)))
        #expect(allLanesFinite(SIMD8<Float>(repeating: -0.0)))
        for lane in 0..<16 {
            for bad in [Float.infinity, -.infinity, .nan] {
                var wide = SIMD16<Float>(repeating: 1)
                wide[lane] = bad
                #expect(!allLanesFinite(wide), "lane \(lane): \(bad)")
                var narrow = SIMD4<Float>(repeating: -Self.huge)
                narrow[lane % 4] = bad
                #expect(!allLanesFinite(narrow))
            }
        }
    }

    @Test func extrapolationPastFarApartEndsIsFiniteWhereTheResultFits() {
        // The plain form overflows in (b − a)·t although the result is inside the range.
        #expect(interpolated(-Self.huge, 0, 1.5) == Self.huge / 2)
        #expect(abs(interpolated(Self.huge, Self.huge / 4, 1.5) / Self.huge + 0.125) < 1e-6)
        #expect(abs(interpolated(Self.huge / 2, -Self.huge, -0.25) / Self.huge - 0.875) < 1e-6)
        // Beyond the range it overflows, as arithmetic does.
        #expect(interpolated(-Self.huge, Self.huge, 2) == .infinity)
        #expect(interpolated(Float(1), Self.huge, 3) == .infinity)
    }

    /// Finite floats of every magnitude, drawn from their bit patterns.
    static func finiteFloat(_ random: inout SeededRandom) -> Float {
        while true {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if value.isFinite { return value }
        }
    }

    @Test func everyFiniteResultOfThePlainFormIsKeptBitForBit() {
        var random = SeededRandom(seed: 17)
        var farApart = 0
        for round in 0..<200_000 {
            var a = Self.finiteFloat(&random)
            var b = Self.finiteFloat(&random)
            if round % 4 == 0 {  // near the top of the range, where the difference may overflow
                a = Float(sign: a.sign, exponent: 127, significand: Float(random.double(in: 1...1.999)))
                b = Float(
                    sign: b.sign, exponent: 126 + round % 8 / 4,
                    significand: Float(random.double(in: 1...1.999)))
            }
            let t: Float =
                round % 3 == 0 ? Self.finiteFloat(&random) : Float(random.double(in: -0.5...1.5))
            let plain = a + (b - a) * t
            let value = interpolated(a, b, t)
            #expect(TransitionCore.lerp(a, b, t).bitPattern == plain.bitPattern || plain.isNaN)
            if plain.isFinite {
                #expect(value.bitPattern == plain.bitPattern, "\(a), \(b), \(t))")
            } else if !(b - a).isFinite && (0...1).contains(t) {
                farApart += 1
                #expect(value.isFinite && value >= min(a, b) && value <= max(a, b), "\(a), \(b), \(t))")
            }
            let (da, db) = (Double(a) * 0x1p895, Double(b) * 0x1p895)
            let double = interpolated(da, db, Double(t))
            let plainDouble = da + (db - da) * Double(t)
            if plainDouble.isFinite { #expect(double.bitPattern == plainDouble.bitPattern) }
        }
        #expect(farApart > 1_000)
    }

    @Test func nonFiniteInputsStillFollowArithmetic() {
        let nan = Float.nan
        #expect(interpolated(0, 1, nan).isNaN && interpolated(Self.huge, -Self.huge, nan).isNaN)
        #expect(interpolated(2, 2, Float.infinity).isNaN)
        #expect(
            interpolated(Float.infinity, 0, 0.5).isNaN && interpolated(0, Float.infinity, 0.5) == .infinity)
        #expect(interpolated(-Self.huge, Self.huge, .infinity) == .infinity)
        #expect(interpolated(Double.nan, 1, 0.5).isNaN && interpolated(0, Double.infinity, 0.5) == .infinity)
        let vector = SIMD2<Float>(nan, -Self.huge).transition(to: SIMD2(1, Self.huge), progress: 0.25)
        #expect(vector.x.isNaN && vector.y == interpolated(-Self.huge, Self.huge, 0.25))
    }

    @Test func okLabColoursBetweenFarApartComponentsStayFinite() {
        let a = OKLab(L: -Self.huge, a: Self.huge, b: 0.5)
        let b = OKLab(L: Self.huge, a: -Self.huge, b: 0.25)
        for t in Self.progressInUnitRange {
            let mixed = a.transition(to: b, progress: t)
            #expect(mixed.L.isFinite && mixed.a.isFinite && mixed.b.isFinite && mixed.alpha == 1, "at \(t)")
        }
    }

    @Test func springVelocitiesAndValuesBeyondTheRangeSaturate() {
        // A spring that is sent 3·10³⁷ at a rate of 100 per second would move at 3·10³⁹ per second.
        #expect(
            Float.springVelocity(from: 0, to: 3e37, velocity: nil, stepRate: 100, impulseRate: 0) == Self.huge
        )
        #expect(
            Float.springVelocity(from: 3e37, to: 0, velocity: 1, stepRate: 100, impulseRate: 2) == -Self.huge)
        #expect(
            Float.springVelocity(from: 0, to: 3e37, velocity: -Self.huge, stepRate: 20, impulseRate: 1)
                == Float(Double(Float(3e37)) * 20 - Double(Self.huge)))
        #expect(Float.springVelocity(from: 0, to: 1, velocity: 2, stepRate: 3, impulseRate: 0.5) == 4)
        #expect(
            Float.springVelocity(from: 0, to: .infinity, velocity: nil, stepRate: 1, impulseRate: 0)
                == .infinity)
        #expect(Float.springVelocity(from: 0, to: .nan, velocity: nil, stepRate: 1, impulseRate: 0)!.isNaN)
        #expect(
            Double.springVelocity(from: 0, to: 1e307, velocity: nil, stepRate: 100, impulseRate: 0)
                == Self.hugeDouble)
        let vector = SIMD2<Float>.springVelocity(
            from: SIMD2(0, 0), to: SIMD2(3e37, 1), velocity: nil, stepRate: 100, impulseRate: 0)
        #expect(vector == SIMD2(Self.huge, 100))
        // An overshoot past the largest finite value stays there.
        #expect(Float.springValue(from: 0, to: Self.huge, velocity: nil, step: 1.2, impulse: 0) == Self.huge)
        #expect(
            Float.springValue(from: 3e38, to: 3e38, velocity: Self.huge, step: 0.5, impulse: 0.5) == Self.huge
        )
        #expect(Float.springValue(from: 0, to: 1, velocity: 2, step: 0.5, impulse: 0.25) == 1)
        #expect(
            Double.springValue(from: 0, to: Self.hugeDouble, velocity: nil, step: 1.2, impulse: 0)
                == Self.hugeDouble)
        let overshoot = SIMD4<Float>.springValue(
            from: .zero, to: SIMD4(Self.huge, -Self.huge, 1, 0), velocity: nil, step: 1.5, impulse: 0)
        #expect(overshoot == SIMD4(Self.huge, -Self.huge, 1.5, 0))
    }

    @Test func aSpringTransitionRetargetedBetweenFarApartValuesStaysFinite() {
        for target in [Float(3e37), 1e38, Self.huge] {
            for dampingFraction in [0, 0.3, 0.825, 1, 2] {
                var transition = Transition(
                    from: Float(0), to: target,
                    animation: .spring(response: 0.2, dampingFraction: dampingFraction))
                transition.retarget(
                    to: 0, animation: .spring(response: 0.2, dampingFraction: dampingFraction),
                    elapsed: 1.0 / 60)
                #expect(transition.velocity!.isFinite)
                for step in 0...120 {
                    let value = transition.value(at: Double(step) / 60)
                    #expect(value.isFinite, "\(target), damping \(dampingFraction), at \(step)")
                }
            }
        }
    }
}

/// The interpolation under test: `Float`'s conformance.
private func interpolated(_ a: Float, _ b: Float, _ t: Float) -> Float { a.transition(to: b, progress: t) }

/// `Double`'s conformance (`t` is always a `Float` here).
private func interpolated(_ a: Double, _ b: Double, _ t: Double) -> Double {
    Float(exactly: t).map { a.transition(to: b, progress: $0) } ?? .nan
}
