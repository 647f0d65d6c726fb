// LMS cube roots to sRGB in single precision, four lanes at a time (one colour's channels, or
// one channel of four colours: each lane alone), for the colours transitions sample at every
// tick. Only IEEE-754 `+ - * /` in round-to-nearest and integer operations on bit patterns
// are used (Swift contracts nothing into fused multiply-adds), so every platform gives the same
// bits. The matrix is `ColorConversion`'s rounded to `Float`.
//
// The one transcendental step is the sRGB transfer function's `x^(1/2.4)`, that is
// `x^(5/12)`: with `x = 2^e · m` (`m` in [1, 2)) split off the bit pattern and `5e` split
// exactly into `12k + j` (`|j| ≤ 6`), it is `m^(5/12) · 2^(j/12) · 2^k`: two short polynomials
// that run side by side and an addition to the exponent field. The
// polynomials are minimax fits made for this file; the power's relative error is below 6e-7
// for every input the fast path accepts, well under a millionth of a component against the
// 1e-4 the mix promises.

extension ColorConversion {
    /// The bit pattern of 2^40, the largest magnitude of an LMS cube root that
    /// `encoded(fromLMSRoots:)` accepts: cubed, mixed by the matrix and raised to 5/12,
    /// everything stays a normal finite `Float`.
    @inlinable
    static var fastRootLimit: Int32 { 0x5380_0000 }

    /// Whether the first three lanes of `roots` are below 2^40 in magnitude (false for NaN and
    /// infinities): the range `encoded(fromLMSRoots:)` handles.
    @inlinable @inline(__always)
    static func isInFastRange(_ roots: SIMD4<Float>) -> Bool {
        let magnitudes =
            unsafeBitCast(roots, to: SIMD4<Int32>.self) & SIMD4(0x7FFF_FFFF, 0x7FFF_FFFF, 0x7FFF_FFFF, 0)
        return all(magnitudes .< fastRootLimit)
    }

    /// The sRGB-encoded red, green, blue of the LMS cube roots in the first three lanes of
    /// `roots`, in the fast range; the fourth lane is 0. Cubed, taken to linear light, then
    /// encoded as `encoded(fromLinear:)` does.
    @inlinable @inline(__always)
    static func encoded(fromLMSRoots roots: SIMD4<Float>) -> SIMD4<Float> {
        let lms = roots * roots * roots
        return encoded(fromLinear: linearFromL * lms.x + linearFromM * lms.y + linearFromS * lms.z)
    }

    /// Linear red, green, blue (and 0) per unit of L: the first column of `linear(fromRoots:)`'s
    /// matrix, rounded to `Float`.
    @inlinable
    static var linearFromL: SIMD4<Float> { SIMD4(4.0767416621, -1.2684380046, -0.0041960863, 0) }

    /// Linear red, green, blue (and 0) per unit of M: the matrix's second column.
    @inlinable
    static var linearFromM: SIMD4<Float> { SIMD4(-3.3077115913, 2.6097574011, -0.7034186147, 0) }

    /// Linear red, green, blue (and 0) per unit of S: the matrix's third column.
    @inlinable
    static var linearFromS: SIMD4<Float> { SIMD4(0.2309699292, -0.3413193965, 1.7076147010, 0) }

    /// The sRGB transfer function of each lane, extended to negative values by symmetry as
    /// CSS Color 4 does, for magnitudes below 2^124 (larger ones are not finite here). Out of
    /// line: inlined into its callers, the compiler splits its vectors into lanes.
    @inlinable @inline(never)
    static func encoded(fromLinear linear: SIMD4<Float>) -> SIMD4<Float> {
        let bits = unsafeBitCast(linear, to: SIMD4<UInt32>.self)
        let sign = bits & 0x8000_0000
        let magnitude = unsafeBitCast(bits & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let curve = scaledPower5Over12(magnitude) - 0.055
        let encoded = (magnitude * 12.92).replacing(with: curve, where: magnitude .> 0.0031308)
        return unsafeBitCast(unsafeBitCast(encoded, to: SIMD4<UInt32>.self) | sign, to: SIMD4<Float>.self)
    }

    /// `1.055·x^(5/12)`, that is `1.055·x^(1/2.4)`, of each lane, for normal positive lanes
    /// below 2^124; other lanes give finite values of no meaning.
    @inlinable @inline(__always)
    static func scaledPower5Over12(_ x: SIMD4<Float>) -> SIMD4<Float> {
        // x = 2^e · m with m in [1, 2), and e as a Float, exactly: the biased exponent added
        // into the mantissa of 1.5·2^23.
        let bits = unsafeBitCast(x, to: SIMD4<Int32>.self)
        let m = unsafeBitCast((bits & 0x007F_FFFF) | 0x3F80_0000, to: SIMD4<Float>.self)
        let e = unsafeBitCast((bits &>> 23) &+ 0x4B40_0000, to: SIMD4<Float>.self) - (0x1.8p23 + 127)

        // 1.055·m^(5/12) for |u| ≤ 1/2: 1.055 times a degree-6 fit of relative error 1.7e-7,
        // evaluated in Estrin's order, whose steps mostly run side by side.
        let u = m - 1.5
        let u2 = u * u
        let mLow: SIMD4<Float> = (1.2491766 + u * 0.3469961) + u2 * (-0.067478426 + u * 0.02365734)
        let mHigh: SIMD4<Float> = (-0.010111356 + u * 0.0055235862) + u2 * -0.0030117149
        let mPower = mLow + (u2 * u2) * mHigh

        // 5e/12 = k + j/12: k = round(5e/12), from 1.5·2^23 added (so also as integer bits);
        // j = 5e − 12k, an integer in −6...6, exactly.
        let shiftedK = e * (5 / 12) + 0x1.8p23
        let j = e * 5 - (shiftedK - 0x1.8p23) * 12

        // 2^(j/12): a degree-5 fit in j/12 of relative error 7.5e-8, its coefficients divided
        // by powers of 12.
        let j2 = j * j
        let jLow: SIMD4<Float> = (1.0000001 + j * 0.057762247) + j2 * (1.6682028e-3 + j * 3.2122181e-5)
        let jHigh: SIMD4<Float> = 4.66606e-7 + j * 5.3355165e-9
        let jPower = jLow + (j2 * j2) * jHigh

        // 2^k added to the exponent field: the product lies in [0.75, 2.1) and |k| ≤ 53.
        let kBits = unsafeBitCast(shiftedK, to: SIMD4<Int32>.self) &- 0x4B40_0000
        let product = unsafeBitCast(mPower * jPower, to: SIMD4<Int32>.self)
        return unsafeBitCast(product &+ (kBits &<< 23), to: SIMD4<Float>.self)
    }
}
