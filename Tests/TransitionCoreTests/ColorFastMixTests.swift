import Testing

@testable import TransitionCore

/// The largest difference between `fast` and `exact` over the components and opacity, each
/// component's measured relative to its size beyond 1.
private func error(_ fast: Color, _ exact: Color) -> Float {
    func difference(_ a: Float, _ b: Float) -> Float { abs(a - b) / max(1, abs(b)) }
    return max(
        difference(fast.red, exact.red), difference(fast.green, exact.green),
        difference(fast.blue, exact.blue), difference(fast.alpha, exact.alpha))
}

/// How much the premultiplied OKLab mix at `t` magnifies errors in its ends: 1 for `t` in
/// 0...1, larger where extrapolation takes the opacity towards 0.
private func condition(_ from: Color, _ to: Color, _ t: Float) -> Float {
    let opacities = Color.unitOpacities(SIMD2(from.alpha, to.alpha))
    let (start, end) = (opacities.x, opacities.y)
    let mixed = start + (end - start) * t
    return (start * abs(1 - t) + end * abs(t)) / mixed
}

@Suite struct ColorFastMixTests {
    /// Transitions sample the fast OKLab mix; it stays within 1e-4 of the exact
    /// double-precision mix, the reference, per component and opacity.
    @Test func fastMixAgreesWithExactMixOverSeededSweep() {
        var random = SeededRandom(seed: 0xC0_1055_F457)
        var worst: (error: Float, from: Color, to: Color, t: Float) = (0, .black, .black, 0)
        var illConditioned = 0
        for pair in 0..<6_000 {
            let from: Color
            let to: Color
            switch pair % 6 {
            case 0: (from, to) = (random.color(0...1), random.color(0...1))
            case 1: (from, to) = (random.color(-0.5...1.5), random.color(-0.5...1.5))
            case 2: (from, to) = (random.color(0...1, alpha: 0...0), random.color(0...1))
            case 3: (from, to) = (random.color(0...1), random.color(-0.5...1.5, alpha: 0...0))
            case 4: (from, to) = (random.color(0...1, alpha: 0...1), random.color(0...1, alpha: 0...1))
            default: (from, to) = (random.color(-0.5...1.5, alpha: 0...1), random.color(0...1, alpha: 0...1))
            }
            for _ in 0..<8 {
                let t = random.float(in: -0.5...1.5)
                let fast = from.transition(to: to, progress: t)
                let exact = from.exactlyMixed(with: to, by: t, in: .oklab)
                #expect(fast.alpha == exact.alpha || abs(fast.alpha - exact.alpha) <= 1e-6)
                if exact.alpha == 0 {
                    #expect(bits(fast) == bits(.clear), "\(from) → \(to) at \(t)")
                    continue
                }
                // Where extrapolation takes the opacity close to 0, the mix divides rounding
                // errors of its ends by that opacity, in any precision; the bound grows with it.
                let kappa = condition(from, to, t)
                if kappa > 4 { illConditioned += 1 }
                let difference = error(fast, exact)
                #expect(
                    difference <= 1e-4 * max(1, kappa / 4), "\(from) → \(to) at \(t): \(fast) vs \(exact)")
                if kappa <= 4 && difference > worst.error { worst = (difference, from, to, t) }
            }
        }
        #expect(worst.error <= 1e-4, "worst error \(worst.error) (\(worst.from) → \(worst.to) at \(worst.t))")
        #expect(illConditioned < 1_000, "the sweep is mostly of well-conditioned mixes")
    }

    @Test func endpointsAreBitExact() {
        var random = SeededRandom(seed: 0xE4D)
        for _ in 0..<2_000 {
            var from = random.color(-0.5...1.5, alpha: -0.5...1.5)
            let to = random.color(0...1, alpha: 0...1)
            // A sampled colour carries its mix, not the conversion of its components.
            from = from.transition(to: to, progress: random.float(in: -0.5...1.5))
            #expect(bits(from.transition(to: to, progress: 0)) == bits(from))
            #expect(bits(from.transition(to: to, progress: 1)) == bits(to))
            #expect(bits(from.transition(to: to, progress: -0.0)) == bits(from))
            #expect(bits(from.mixed(with: to, by: 0)) == bits(from))
            #expect(bits(from.mixed(with: to, by: 1)) == bits(to))
        }
    }

    @Test func sampledColourCachesItsOKLabMix() {
        let from = Color(hex: 0x336699, alpha: 0.8)
        let to = Color(hex: 0xFFCC00, alpha: 0.3)
        for t: Float in [-0.5, 0.1, 0.5, 0.77, 1.5] {
            let mixed = from.transition(to: to, progress: t)
            // The OKLab type's own mix of the same colours, to the last bits of a float.
            let lab = from.oklab.transition(to: to.oklab, progress: t)
            #expect(abs(mixed.oklab.L - lab.L) <= 1e-6 && abs(mixed.oklab.a - lab.a) <= 1e-6)
            #expect(abs(mixed.oklab.b - lab.b) <= 1e-6 && mixed.oklab.alpha == lab.alpha)
        }
    }

    @Test func sampledColourEqualsItsComponentsButMixesOnFromItsMix() {
        let mixed = Color(hex: 0x12AB34).transition(to: Color(hex: 0xFE0101, alpha: 0.5), progress: 0.3)
        let rebuilt = Color(red: mixed.red, green: mixed.green, blue: mixed.blue, alpha: mixed.alpha)
        #expect(mixed == rebuilt && mixed.hashValue == rebuilt.hashValue)
        #expect(bits(mixed) != bits(rebuilt))
        let next = (mixed.transition(to: .blue, progress: 0.5), rebuilt.transition(to: .blue, progress: 0.5))
        #expect(error(next.0, next.1) <= 1e-4)
    }

    @Test func chainsOfRetargetsDoNotDrift() {
        // Each retarget starts from the presented colour, which mixes on from the mix it shows
        // rather than from its rounded components: the chain tracks the same chain computed
        // purely in OKLab.
        var random = SeededRandom(seed: 0xC4A1)
        var color = random.color(0...1, alpha: 0.5...1)
        var lab = color.oklab
        for _ in 0..<500 {
            let target = random.color(0...1, alpha: 0.5...1)
            let t = random.float(in: 0...1)
            color = color.transition(to: target, progress: t)
            lab = lab.transition(to: target.oklab, progress: t)
        }
        let drift = max(abs(color.oklab.L - lab.L), abs(color.oklab.a - lab.a), abs(color.oklab.b - lab.b))
        #expect(drift <= 1e-5, "OKLab drift \(drift)")
        #expect(error(color, Color(lab)) <= 1e-4)
    }

    @Test func badInputGivesHarmlessResults() {
        let huge = Float.greatestFiniteMagnitude
        let odd: [Color] = [
            Color(red: .nan, green: .nan, blue: .nan, alpha: .nan), Color(red: .infinity, green: 0, blue: 0),
            Color(red: -.infinity, green: 1, blue: 0.5, alpha: 0.5), Color(red: huge, green: -huge, blue: 1),
            Color(red: 1e30, green: 1e30, blue: -1e30), Color(red: 0.5, green: 0.5, blue: 0.5, alpha: -2),
            Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 7), Color(red: 1, green: 0, blue: 1, alpha: 0),
            .black, .white, .clear,
        ]
        let progresses: [Float] = [-3, -0.5, 1e-30, 0.25, 0.5, 0.999, 1.5, 4, 1e30, -huge]
        for from in odd {
            for to in odd {
                for t in progresses {
                    let mix = from.transition(to: to, progress: t)
                    // The opacity is always clamped and never NaN.
                    #expect(mix.alpha >= 0 && mix.alpha <= 1)
                    let exact = from.exactlyMixed(with: to, by: t, in: .oklab)
                    #expect(
                        mix.alpha == exact.alpha || abs(mix.alpha - exact.alpha) <= 1e-6,
                        "\(from) → \(to) at \(t): \(mix) vs \(exact)")
                    if from.isFinite && to.isFinite && abs(t) <= 4 && max(from.size, to.size) < 1e30 {
                        // Finite in, finite out, however far apart or extrapolated.
                        #expect(mix.isFinite, "\(from) → \(to) at \(t): \(mix)")
                    }
                    if mix.alpha == 0 { #expect(bits(mix) == bits(.clear)) }
                }
            }
        }
        // NaN counts as 0: a NaN component mixes as a 0 one.
        let nanBlue = Color(red: 0.4, green: 0.6, blue: .nan)
        let zeroBlue = Color(red: 0.4, green: 0.6, blue: 0)
        #expect(
            bits(nanBlue.transition(to: .red, progress: 0.3))
                == bits(zeroBlue.transition(to: .red, progress: 0.3)))
        // Huge but finite ends mix finitely, through the exact conversion.
        let far = Color(red: 1e30, green: 1e30, blue: 1e30).transition(to: .black, progress: 0.5)
        #expect(far.red.isFinite && far.red > 1e29)
    }
}

extension Color {
    /// Whether every component and the opacity are finite.
    fileprivate var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// The largest component magnitude.
    fileprivate var size: Float {
        max(abs(red), abs(green), abs(blue))
    }
}
