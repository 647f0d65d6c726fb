import Testing

@testable import TransitionCore

/// The colour sweeps draw from the tests' seeded generator (Support/SeededRandom.swift).
extension SeededRandom {
    /// A uniform value in 0...1 with 24 bits of resolution.
    fileprivate mutating func unit() -> Float {
        Float(next() >> 40) / Float((1 << 24) - 1)
    }
}

private func isClose(_ actual: Float, _ expected: Double, within tolerance: Double) -> Bool {
    abs(Double(actual) - expected) <= tolerance
}

private func expectLab(
    _ lab: OKLab, _ expected: (L: Double, a: Double, b: Double), within tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(lab.L, expected.L, within: tolerance), "L \(lab.L)", sourceLocation: sourceLocation)
    #expect(isClose(lab.a, expected.a, within: tolerance), "a \(lab.a)", sourceLocation: sourceLocation)
    #expect(isClose(lab.b, expected.b, within: tolerance), "b \(lab.b)", sourceLocation: sourceLocation)
}

private func hasNaN(_ color: Color) -> Bool {
    color.red.isNaN || color.green.isNaN || color.blue.isNaN || color.alpha.isNaN
}

@Suite struct ColorTests {
    // MARK: Construction

    @Test func hexAndRGBAInitialisersUnpackBytes() {
        #expect(Color(hex: 0xFF8000) == Color(red: 1, green: Float(128) / 255, blue: 0))
        #expect(Color(hex: 0xAB00_00FF) == .blue, "top byte of 0xRRGGBB is ignored")
        #expect(Color(hex: 0x000000, alpha: 0.25) == Color(red: 0, green: 0, blue: 0, alpha: 0.25))
        #expect(Color(rgba: 0xFF00_0080) == Color(red: 1, green: 0, blue: 0, alpha: Float(128) / 255))
        #expect(Color(rgba: 0x0000_0000) == .clear)
        #expect(Color(rgba: 0x1234_56FF).rgba8 == (0x12, 0x34, 0x56, 0xFF))
    }

    @Test func namedConstants() {
        #expect(Color.black.rgba8 == (0, 0, 0, 255))
        #expect(Color.white.rgba8 == (255, 255, 255, 255))
        #expect(Color.clear.rgba8 == (0, 0, 0, 0))
        #expect(Color.red.rgba8 == (255, 0, 0, 255))
        #expect(Color.green.rgba8 == (0, 255, 0, 255))
        #expect(Color.blue.rgba8 == (0, 0, 255, 255))
        #expect(Color.yellow.rgba8 == (255, 255, 0, 255))
        #expect(Color.cyan.rgba8 == (0, 255, 255, 255))
        #expect(Color.magenta.rgba8 == (255, 0, 255, 255))
    }

    @Test func rgba8RoundsAndClamps() {
        // 0.5·255 = 127.5 rounds up; 0.498·255 = 126.99 rounds to 127.
        #expect(Color(red: 0.5, green: 0.498, blue: 0.002, alpha: 0.001).rgba8 == (128, 127, 1, 0))
        #expect(Color(red: -0.2, green: 1.7, blue: .infinity, alpha: -.infinity).rgba8 == (0, 255, 255, 0))
        #expect(Color(red: .nan, green: .nan, blue: .nan, alpha: .nan).rgba8 == (0, 0, 0, 0))
    }

    // MARK: OKLab reference values

    @Test func oklabOfWhiteAndBlack() {
        // White is the OKLab reference white: L = 1, a = b = 0 by construction (Ottosson's page:
        // "(0.950, 1.000, 1.089) → (1.000, 0.000, 0.000)"; CSS Color 4 `white` = oklab(100% 0 0)).
        expectLab(Color.white.oklab, (1, 0, 0), within: 1e-6)
        // Black is all-zero in every space.
        let black = Color.black.oklab
        #expect(black == OKLab(L: 0, a: 0, b: 0, alpha: 1))
    }

    @Test func oklabOfSRGBPrimaries() {
        // The sRGB primaries as CSS Color 4's conversion code gives them, serialised to 5
        // significant digits: red #ff0000 → oklab(62.796% 0.22486 0.12585),
        // lime #00ff00 → oklab(86.644% -0.23389 0.1795),
        // blue #0000ff → oklab(45.201% -0.03246 -0.31153).
        expectLab(Color.red.oklab, (0.62796, 0.22486, 0.12585), within: 2e-5)
        expectLab(Color.green.oklab, (0.86644, -0.23389, 0.1795), within: 2e-5)
        expectLab(Color.blue.oklab, (0.45201, -0.03246, -0.31153), within: 2e-5)
        // And back: the published values land on the primaries.
        let red = Color(OKLab(L: 0.62796, a: 0.22486, b: 0.12585)).rgba8
        #expect(red == (255, 0, 0, 255))
    }

    @Test func oklabOfOttossonXYZTable() {
        // The table "XYZ → OKLab" on https://bottosson.github.io/posts/oklab/ (3 decimals), with
        // D65 XYZ taken to linear sRGB by the CSS Color 4 XYZ-to-linear-sRGB matrix. Most of these
        // are far outside the sRGB gamut, so this also checks that out-of-range components survive.
        let xyzToLinear: [[Double]] = [
            [12831 / 3959, -329 / 214, -1974 / 3959],
            [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
            [705 / 12673, -2585 / 12673, 705 / 667],
        ]
        let table: [(xyz: [Double], lab: (L: Double, a: Double, b: Double))] = [
            ([0.950, 1.000, 1.089], (1.000, 0.000, 0.000)),
            ([1.000, 0.000, 0.000], (0.450, 1.236, -0.019)),
            ([0.000, 1.000, 0.000], (0.922, -0.671, 0.263)),
            ([0.000, 0.000, 1.000], (0.153, -1.415, -0.449)),
        ]
        for (xyz, lab) in table {
            let rgb = xyzToLinear.map { row in Float(row[0] * xyz[0] + row[1] * xyz[1] + row[2] * xyz[2]) }
            let color = Color(linear: SIMD4(rgb[0], rgb[1], rgb[2], 1))
            expectLab(color.oklab, lab, within: 1e-3)
        }
    }

    // MARK: Round trips

    @Test func srgbToOKLabRoundTripsOverSeededSweep() {
        var random = SeededRandom(seed: 0x5EED_C0105)
        var worst: Float = 0
        for _ in 0..<20_000 {
            let color = Color(
                red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
            let back = Color(color.oklab)
            worst = max(
                worst, abs(back.red - color.red), abs(back.green - color.green), abs(back.blue - color.blue))
            #expect(back.alpha == color.alpha)
        }
        #expect(worst <= 1e-5, "worst channel error \(worst)")
    }

    @Test func linearRoundTripsAndMatchesTransferFunction() {
        // Below 0.04045 the transfer function is linear with slope 1/12.92.
        #expect(isClose(Color(red: 0.04, green: 0, blue: 0).linear.x, 0.04 / 12.92, within: 1e-9))
        // 0.5 encoded is ((0.5 + 0.055) / 1.055)^2.4 = 0.21404114 linear.
        #expect(isClose(Color(red: 0.5, green: 0, blue: 0).linear.x, 0.21404114, within: 1e-7))
        #expect(Color.white.linear == SIMD4(1, 1, 1, 1))
        var random = SeededRandom(seed: 42)
        for _ in 0..<5_000 {
            // Include out-of-range components: they must come back with their sign.
            let color = Color(
                red: random.unit() * 3 - 1, green: random.unit() * 3 - 1, blue: random.unit() * 3 - 1,
                alpha: random.unit())
            let back = Color(linear: color.linear)
            #expect(abs(back.red - color.red) <= 1e-5 * max(1, abs(color.red)))
            #expect(abs(back.green - color.green) <= 1e-5 * max(1, abs(color.green)))
            #expect(abs(back.blue - color.blue) <= 1e-5 * max(1, abs(color.blue)))
            #expect(back.alpha == color.alpha)
        }
    }

    @Test func nanComponentsConvertAsZero() {
        let color = Color(red: .nan, green: 1, blue: .nan, alpha: .nan)
        #expect(color.linear == SIMD4(0, 1, 0, 0))
        #expect(color.oklab == Color(red: 0, green: 1, blue: 0, alpha: 0).oklab)
        #expect(
            Color(OKLab(L: .nan, a: .nan, b: .nan, alpha: .nan)) == Color(red: 0, green: 0, blue: 0, alpha: 0)
        )
    }

    // MARK: Mixing

    @Test func premultipliedAlphaKeepsTransparentEndsColourless() {
        let transparentBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
        for space in [ColorSpace.sRGB, .linearSRGB, .oklab] {
            let mix = Color.red.mixed(with: transparentBlue, by: 0.5, in: space)
            // Red at half opacity, not a half-opaque purple.
            #expect(abs(mix.red - 1) <= 1e-5, "\(space)")
            #expect(abs(mix.green) <= 1e-5, "\(space)")
            #expect(abs(mix.blue) <= 1e-5, "\(space)")
            #expect(mix.alpha == 0.5, "\(space)")
        }
        // Exactly red in sRGB, where premultiplying by 1 and 0.5 is exact.
        #expect(
            Color.red.mixed(with: transparentBlue, by: 0.5, in: .sRGB)
                == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // Weights follow opacity: a quarter-opaque blue against opaque red at 0.5 is mostly red.
        let mix = Color.red.mixed(with: Color(red: 0, green: 0, blue: 1, alpha: 0.25), by: 0.5, in: .sRGB)
        #expect(abs(mix.red - 0.8) <= 1e-6 && abs(mix.blue - 0.2) <= 1e-6 && mix.alpha == 0.625)
    }

    @Test func oklabMidpointOfBlackAndWhiteIsPerceptualGrey() {
        let oklab = Color.black.mixed(with: .white, by: 0.5, in: .oklab)
        let srgb = Color.black.mixed(with: .white, by: 0.5, in: .sRGB)
        let linear = Color.black.mixed(with: .white, by: 0.5, in: .linearSRGB)
        // OKLab: L = 0.5 exactly, i.e. linear 0.5³ = 0.125, encoded 1.055·0.125^(1/2.4) − 0.055.
        expectLab(oklab.oklab, (0.5, 0, 0), within: 1e-6)
        #expect(isClose(oklab.red, 0.38857286, within: 1e-6))
        #expect(
            isClose(oklab.green, 0.38857286, within: 1e-6) && isClose(oklab.blue, 0.38857286, within: 1e-6))
        // sRGB: encoded 0.5, which is lighter, L ≈ 0.5982.
        #expect(srgb == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(srgb.oklab.L > 0.59)
        // Linear sRGB: linear 0.5, encoded 1.055·0.5^(1/2.4) − 0.055, lighter still.
        #expect(isClose(linear.red, 0.73535698, within: 1e-6))
    }

    @Test func transitionEndpointsAreExact() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<1_000 {
            let from = Color(
                red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
            let to = Color(red: random.unit() * 2 - 0.5, green: random.unit(), blue: random.unit(), alpha: 0)
            #expect(from.transition(to: to, progress: 0) == from)
            #expect(from.transition(to: to, progress: 1) == to)
            #expect(lerp(from, to, 0) == from)
            for space in [ColorSpace.sRGB, .linearSRGB, .oklab] {
                #expect(from.mixed(with: to, by: 0, in: space) == from)
                #expect(from.mixed(with: to, by: 1, in: space) == to)
            }
        }
        // Exactness is not a by-product of the conversion: many colours do not survive an
        // OKLab round trip bit for bit, yet their transitions still start on them.
        var inexact = 0
        for _ in 0..<1_000 {
            let color = Color(red: random.unit(), green: random.unit(), blue: random.unit())
            if Color(color.oklab) != color { inexact += 1 }
        }
        #expect(inexact > 0)
    }

    @Test func transitionIsOKLabMix() {
        let from = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)
        let to = Color(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.6)
        for progress: Float in [0.1, 0.25, 0.5, 0.9] {
            #expect(from.transition(to: to, progress: progress) == from.mixed(with: to, by: progress))
        }
        // Mixing two identical opaque colours stays on that colour.
        let same = from.transition(to: from, progress: 0.37)
        #expect(abs(same.red - from.red) <= 1e-5 && abs(same.blue - from.blue) <= 1e-5)
        #expect(same.alpha == from.alpha)
    }

    @Test func extrapolationClampsAlphaOnly() {
        let from = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5)
        let to = Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        let over = from.mixed(with: to, by: 2, in: .sRGB)
        // Premultiplied: 0.1 + (0.6 − 0.1)·2 = 1.1 over alpha 1.5, which is reported as 1.
        #expect(isClose(over.red, 1.1 / 1.5, within: 1e-6))
        #expect(over.alpha == 1)
        // Colour itself extrapolates past white with equal opacities.
        let beyond = Color.black.mixed(with: Color(red: 0.6, green: 0.6, blue: 0.6), by: 2, in: .sRGB)
        #expect(isClose(beyond.red, 1.2, within: 1e-6))
        // Below zero opacity everything goes to clear.
        let under = from.transition(to: Color(red: 1, green: 0, blue: 0, alpha: 0), progress: 1.5)
        #expect(under == .clear)
        let overshoot = from.transition(to: to, progress: 1.3)
        #expect(overshoot.alpha == 1 && !hasNaN(overshoot))
        // A non-finite progress leaves the value where it started.
        #expect(from.transition(to: to, progress: .nan) == from)
        #expect(from.transition(to: to, progress: .infinity) == from)
    }

    @Test func fullyTransparentMixesHaveNoNaN() {
        let a = Color(red: 0.3, green: 0.9, blue: 0.1, alpha: 0)
        let b = Color(red: 0.8, green: 0.1, blue: 0.6, alpha: 0)
        for space in [ColorSpace.sRGB, .linearSRGB, .oklab] {
            for progress: Float in [0.001, 0.5, 0.999, -1, 3] {
                let mix = a.mixed(with: b, by: progress, in: space)
                #expect(!hasNaN(mix))
                #expect(mix == .clear, "\(space) at \(progress)")
            }
        }
        // A NaN opacity counts as transparent.
        let nanAlpha = Color(red: 1, green: 1, blue: 1, alpha: .nan)
        #expect(nanAlpha.mixed(with: a, by: 0.5) == .clear)
        // Fading in from transparent black reaches the target hue straight away.
        let fadeIn = Color.clear.transition(to: .red, progress: 0.01)
        #expect(
            !hasNaN(fadeIn) && isClose(fadeIn.red, 1, within: 1e-4)
                && isClose(fadeIn.alpha, 0.01, within: 1e-6))
    }
}
