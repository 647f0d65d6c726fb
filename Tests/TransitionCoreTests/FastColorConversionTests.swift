import Testing

@testable import TransitionCore

/// The single-precision conversion back to sRGB that transitions sample with, against the
/// double-precision one.
@Suite struct FastColorConversionTests {
    @Test func fastTransferFunctionMatchesTheExactOne() {
        var random = SeededRandom(seed: 0x2_4)
        var worst: Double = 0
        for index in 0..<20_000 {
            // Every binade from the linear segment's end to the fast path's limit, and the
            // usual range densely; both signs.
            let magnitude =
                index % 2 == 0
                ? Float(Math.exp2(random.double(in: -8.4...123))) : Float(random.double(in: 0...1.2))
            let value = index % 3 == 0 ? -magnitude : magnitude
            let fast = ColorConversion.encoded(fromLinear: SIMD4(repeating: value)).x
            let exact = ColorConversion.encoded(fromLinear: Double(value))
            worst = max(worst, abs(Double(fast) - exact) / max(1, abs(exact)))
            #expect(fast.sign == value.sign || value == 0)
        }
        #expect(worst <= 6e-7, "transfer function: worst error \(worst)")
        // 1.055·x^(5/12) alone, relative error.
        var worstPower: Double = 0
        for _ in 0..<20_000 {
            let x = Float(Math.exp2(random.double(in: -8.4...123)))
            let fast = ColorConversion.scaledPower5Over12(SIMD4(repeating: x)).x
            let exact = 1.055 * Math.pow(Double(x), 5 / 12)
            worstPower = max(worstPower, abs(Double(fast) - exact) / exact)
        }
        #expect(worstPower <= 6e-7, "1.055·x^(5/12): worst relative error \(worstPower)")
    }

    @Test func fastConversionOfRootsMatchesTheExactOne() {
        var random = SeededRandom(seed: 0x4007)
        var worst: Double = 0
        for _ in 0..<20_000 {
            // The roots of colours in and well beyond the sRGB gamut.
            let roots = SIMD4<Float>(
                Float(random.double(in: -0.4...1.4)), Float(random.double(in: -0.4...1.4)),
                Float(random.double(in: -0.4...1.4)), 1)
            let fast = ColorConversion.encoded(fromLMSRoots: roots)
            let linear = ColorConversion.linear(
                fromRoots: SIMD3(Double(roots.x), Double(roots.y), Double(roots.z)))
            let exact = ColorConversion.encoded(fromLinear: linear)
            for lane in 0..<3 {
                worst = max(worst, abs(Double(fast[lane]) - exact[lane]) / max(1, abs(exact[lane])))
            }
            #expect(fast.w == 0)
        }
        #expect(worst <= 1e-5, "LMS cube roots: worst error \(worst)")
    }

    @Test func fastRangeExcludesHugeAndNonFiniteRoots() {
        let limit: Float = 0x1p40
        #expect(ColorConversion.isInFastRange(SIMD4(limit.nextDown, -limit.nextDown, 0, 1)))
        #expect(ColorConversion.isInFastRange(SIMD4(0, 0, 0, .nan)), "the fourth lane is not looked at")
        for bad: Float in [limit, -limit, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(!ColorConversion.isInFastRange(SIMD4(0.5, bad, 0.5, 1)), "\(bad)")
            #expect(!ColorConversion.isInFastRange(SIMD4(0.5, 0.5, bad, 1)), "\(bad)")
        }
        // At the limit, the conversion is still finite.
        let rgb = ColorConversion.encoded(
            fromLMSRoots: SIMD4(limit.nextDown, -limit.nextDown, limit.nextDown, 1))
        #expect(rgb.x.isFinite && rgb.y.isFinite && rgb.z.isFinite)
    }
}
