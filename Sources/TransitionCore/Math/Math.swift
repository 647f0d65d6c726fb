// Deterministic double-precision elementary functions written in pure Swift.
//
// TransitionCore must build without Foundation/Glibc (including as Embedded Swift) and must
// produce bit-identical results on every platform, so it cannot call the C math library.
// Everything here uses only IEEE-754 `+ - * /` in round-to-nearest mode and integer operations
// on bit patterns. Swift does not contract `a * b + c` into fused multiply-adds and does not
// reassociate floating-point expressions, so the exact evaluation order written below is the
// one that runs everywhere. No NaN is ever produced by arithmetic: NaN results are either the
// NaN that was passed in, returned unchanged, or `Double.nan`.
//
// The techniques are the classic ones used by fdlibm/musl: Cody-Waite and Payne-Hanek argument
// reduction for sin/cos, a rational approximation of exp on [-ln2/2, ln2/2], an atanh series
// for log evaluated in double-double precision (which also feeds pow), and Halley iterations
// for cbrt. The polynomial coefficients are the well-known fdlibm minimax coefficients.

/// Pure-Swift, platform-independent replacements for the libm functions TransitionCore needs.
@usableFromInline internal enum Math {
    /// The `Double` closest to π.
    @usableFromInline static let pi: Double = 3.141592653589793

    // MARK: - sin / cos

    /// Sine of `x` (radians), within about 1 ulp.
    ///
    /// `sin(±0) = ±0`; `sin(±inf)` and `sin(nan)` are NaN.
    @usableFromInline static func sin(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x.isInfinite { return .nan }
        if x.magnitude <= quarterPi { return sinKernel(x, 0) }
        let reduced = reduceByHalfPi(x)
        switch reduced.quadrant & 3 {
        case 0: return sinKernel(reduced.hi, reduced.lo)
        case 1: return cosKernel(reduced.hi, reduced.lo)
        case 2: return -sinKernel(reduced.hi, reduced.lo)
        default: return -cosKernel(reduced.hi, reduced.lo)
        }
    }

    /// Cosine of `x` (radians), within about 1 ulp.
    ///
    /// `cos(±0) = 1`; `cos(±inf)` and `cos(nan)` are NaN.
    @usableFromInline static func cos(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x.isInfinite { return .nan }
        if x.magnitude <= quarterPi { return cosKernel(x, 0) }
        let reduced = reduceByHalfPi(x)
        switch reduced.quadrant & 3 {
        case 0: return cosKernel(reduced.hi, reduced.lo)
        case 1: return -sinKernel(reduced.hi, reduced.lo)
        case 2: return -cosKernel(reduced.hi, reduced.lo)
        default: return sinKernel(reduced.hi, reduced.lo)
        }
    }

    // MARK: - exp / exp2

    /// Natural exponential e^x, within 1 ulp.
    ///
    /// Overflows to `+inf` (for x > ~709.78), underflows through subnormals to `0`
    /// (for x < ~-745.13); `exp(-inf) = 0`, `exp(+inf) = +inf`, `exp(nan)` is NaN.
    @usableFromInline static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 710 { return .infinity }
        if x < -746 { return 0 }
        // x = k ln2 + r with |r| <= ln2/2; k ln2Hi is exact and so is x - k ln2Hi.
        let k = roundToInteger(x * invLn2)
        return expKernel(hi: x - k * ln2Hi, lo: k * ln2Lo, k: Int(k))
    }

    /// Base-2 exponential 2^x, within 1 ulp; exact for integral `x` in the normal range.
    ///
    /// Overflows to `+inf` (x >= 1024), underflows through subnormals to `0` (x < -1075);
    /// `exp2(-inf) = 0`, `exp2(+inf) = +inf`, `exp2(nan)` is NaN.
    @usableFromInline static func exp2(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x >= 1024 { return .infinity }
        if x < -1080 { return 0 }
        // x = k + f with |f| <= 1/2 (exact), and 2^f = e^(f ln2) with f ln2 in double-double.
        let k = roundToInteger(x)
        let f = x - k
        let product = twoProduct(f, ln2)
        let tail = product.lo + f * ln2Tail
        return expKernel(hi: product.hi, lo: -tail, k: Int(k))
    }

    // MARK: - log

    /// Natural logarithm of `x`, within about 0.5 ulp.
    ///
    /// `log(1) = 0`, `log(±0) = -inf`, `log(+inf) = +inf`; negative `x` gives NaN and
    /// `log(nan)` is NaN. Subnormal inputs are handled exactly.
    @usableFromInline static func log(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        return logExtended(x).hi
    }

    // MARK: - pow

    /// `x` raised to the power `y`, within about 1 ulp (computed as e^(y log x) with the
    /// logarithm and the product carried in double-double precision).
    ///
    /// Follows C99 Annex F: `pow(x, ±0) = 1` for every x (even NaN), `pow(1, y) = 1` for every y;
    /// `pow(±0, y > 0) = ±0` and `pow(±0, y < 0) = ±inf` (sign kept only for odd integral y);
    /// a negative finite `x` with non-integral `y` gives NaN, and with integral `y` gives
    /// `±pow(-x, y)`; infinities in `x` or `y` give the usual limits; otherwise NaN in, NaN out.
    /// Results overflow to `±inf` and underflow (through subnormals) to `±0`.
    @usableFromInline static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN { return x }
        if y.isNaN { return y }
        if y == 1 { return x }

        if y.isInfinite {
            let ax = x.magnitude
            if ax == 1 { return 1 }  // x == -1
            return (ax < 1) == (y < 0) ? .infinity : 0
        }

        let kind = integerKind(y)
        let negate = x.sign == .minus && kind == .odd
        if x == 0 || x.isInfinite {
            // x = ±0 or ±inf: the magnitude of the result is 0 or inf, only the sign varies.
            let magnitude: Double = (x == 0) == (y < 0) ? .infinity : 0
            return negate ? -magnitude : magnitude
        }
        if x < 0 && kind == .notInteger { return .nan }

        let ax = x.magnitude
        let result: Double
        if y.magnitude >= 0x1p64 {
            // |log x| >= ~2^-53 for x != 1, so |y log x| >= 2^11: certain overflow/underflow.
            result = (ax > 1) == (y > 0) ? .infinity : 0
        } else {
            // z = y log|x| in double-double, then e^z with the tail folded into the reduction.
            let logX = logExtended(ax)
            let product = twoProduct(y, logX.hi)
            let low = product.lo + y * logX.lo
            let zHi = product.hi + low
            let zLo = low - (zHi - product.hi)
            if zHi > 710 {
                result = .infinity
            } else if zHi < -746 {
                result = 0
            } else {
                let k = roundToInteger(zHi * invLn2)
                result = expKernel(hi: zHi - k * ln2Hi, lo: k * ln2Lo - zLo, k: Int(k))
            }
        }
        return negate ? -result : result
    }

    // MARK: - cbrt

    /// Real cube root of `x`, within about 0.5 ulp; the sign of `x` is preserved.
    ///
    /// `cbrt(±0) = ±0`, `cbrt(±inf) = ±inf`, `cbrt(nan)` is NaN; exact for perfect cubes
    /// such as 27 or -8.
    @usableFromInline static func cbrt(_ x: Double) -> Double {
        if !x.isFinite || x == 0 { return x }
        var a = x.magnitude
        var rescale = 1.0
        if a < 0x1p-1022 {
            // Subnormal: scale by 2^54 so the bit-pattern estimate below works; 2^(54/3) = 2^18.
            a *= 0x1p54
            rescale = 0x1p-18
        }
        // Dividing the bit pattern by 3 roughly divides the exponent by 3; the offset restores
        // the exponent bias (Kahan's constant, tuned so the estimate is within ~3.2%).
        var t = Double(bitPattern: a.bitPattern / 3 &+ 0x2A9F_7893_0000_0000)
        // Halley's iteration is cubically convergent: 3.2% -> 2^-15 -> 2^-45.
        t = halleyCubeRootStep(t, a)
        t = halleyCubeRootStep(t, a)
        // Round t to 26 significant bits so t * t is exact, then do a last Halley step whose
        // only significant rounding error is the final addition.
        t = Double(bitPattern: (t.bitPattern &+ (1 << 26)) & ~((1 << 27) - 1))
        t = halleyCubeRootStep(t, a)
        let r = t * rescale
        return x < 0 ? -r : r
    }
}

// MARK: - Constants

extension Math {
    /// π/4, the largest argument sin/cos evaluate without reduction.
    private static let quarterPi = 0x1.921fb54442d18p-1
    /// π/2 as a double-double.
    private static let halfPiHi = 0x1.921fb54442d18p0
    private static let halfPiLo = 0x1.1a62633145c07p-54
    /// 2/π rounded to double.
    private static let invHalfPi = 0x1.45f306dc9c883p-1
    /// π/2 split into 33-bit pieces (`halfPi1 + halfPi2 + halfPi3`) plus the rounded
    /// remainder after each piece (`halfPi*Tail`), for Cody-Waite reduction.
    private static let halfPi1 = 0x1.921fb54400000p0
    private static let halfPi1Tail = 0x1.0b4611a626331p-34
    private static let halfPi2 = 0x1.0b4611a600000p-34
    private static let halfPi2Tail = 0x1.3198a2e037073p-69
    private static let halfPi3 = 0x1.3198a2e000000p-69
    private static let halfPi3Tail = 0x1.b839a252049c1p-104

    /// ln 2 rounded to double, and the rounding error.
    private static let ln2 = 0x1.62e42fefa39efp-1
    private static let ln2Tail = 0x1.abc9e3b39803fp-56
    /// ln 2 = ln2Hi + ln2Lo where ln2Hi has 32 significant bits, so k * ln2Hi is exact for
    /// |k| < 2^21.
    private static let ln2Hi = 0x1.62e42fee00000p-1
    private static let ln2Lo = 0x1.a39ef35793c76p-33
    /// 1 / ln 2 rounded to double.
    private static let invLn2 = 0x1.71547652b82fep0

    /// 2/3 as a double-double.
    private static let twoThirdsHi = 0x1.5555555555555p-1
    private static let twoThirdsLo = 0x1.5555555555555p-55

    /// Minimax coefficients for sin(x) ~ x + S1 x^3 + ... + S6 x^13 on [-π/4, π/4].
    private static let sinS1 = -0x1.5555555555549p-3
    private static let sinS2 = 0x1.111111110f8a6p-7
    private static let sinS3 = -0x1.a01a019c161d5p-13
    private static let sinS4 = 0x1.71de357b1fe7dp-19
    private static let sinS5 = -0x1.ae5e68a2b9cebp-26
    private static let sinS6 = 0x1.5d93a5acfd57cp-33

    /// Minimax coefficients for cos(x) ~ 1 - x^2/2 + C1 x^4 + ... + C6 x^14 on [-π/4, π/4].
    private static let cosC1 = 0x1.555555555554cp-5
    private static let cosC2 = -0x1.6c16c16c15177p-10
    private static let cosC3 = 0x1.a01a019cb1590p-16
    private static let cosC4 = -0x1.27e4f809c52adp-22
    private static let cosC5 = 0x1.1ee9ebdb4b1c4p-29
    private static let cosC6 = -0x1.8fae9be8838d4p-37

    /// Minimax coefficients for r (e^r + 1) / (e^r - 1) ~ 2 + P1 r^2 + ... + P5 r^10
    /// on [-ln2/2, ln2/2].
    private static let expP1 = 0x1.555555555553ep-3
    private static let expP2 = -0x1.6c16c16bebd93p-9
    private static let expP3 = 0x1.1566aaf25de2cp-14
    private static let expP4 = -0x1.bbd41c5d26bf1p-20
    private static let expP5 = 0x1.6376972bea4d0p-25
}

// MARK: - Helpers

extension Math {
    /// Rounds `x` to the nearest integer (ties to even) for |x| < 2^51 without calling libm.
    @inline(__always)
    private static func roundToInteger(_ x: Double) -> Double {
        (x + 0x1.8p52) - 0x1.8p52
    }

    /// 2^k for -1022 <= k <= 1023, built from its bit pattern.
    @inline(__always)
    private static func powerOfTwo(_ k: Int) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: k + 1023) << 52)
    }

    /// y * 2^k with a single rounding, for 0.5 <= |y| < 2 and -1100 < k < 1100.
    private static func scaleByPowerOfTwo(_ y: Double, _ k: Int) -> Double {
        if k > 1023 { return y * 0x1p1023 * powerOfTwo(k - 1023) }
        if k < -1022 { return y * powerOfTwo(k + 1000) * 0x1p-1000 }
        return y * powerOfTwo(k)
    }

    /// The exact product a * b as an unevaluated sum hi + lo (Dekker/Veltkamp, no FMA needed).
    /// Requires |a|, |b| < 2^996 and no underflow in the partial products.
    private static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let hi = a * b
        let splitter = 0x1p27 + 1
        let ca = splitter * a
        let aHi = ca - (ca - a)
        let aLo = a - aHi
        let cb = splitter * b
        let bHi = cb - (cb - b)
        let bLo = b - bHi
        let lo = ((aHi * bHi - hi) + aHi * bLo + aLo * bHi) + aLo * bLo
        return (hi, lo)
    }

    /// The full 128-bit value a * b + c (it cannot overflow), using 32-bit limbs so no 128-bit
    /// multiply helper from the runtime is needed on 32-bit targets.
    private static func multiplyAdd(
        _ a: UInt64, _ b: UInt64, _ c: UInt64
    ) -> (hi: UInt64, lo: UInt64) {
        let aLo = a & 0xFFFF_FFFF
        let aHi = a >> 32
        let bLo = b & 0xFFFF_FFFF
        let bHi = b >> 32
        let ll = aLo * bLo
        let lh = aLo * bHi
        let hl = aHi * bLo
        let hh = aHi * bHi
        // Sum of the middle column; each term is < 2^32 so this cannot overflow.
        let middle = (ll >> 32) + (lh & 0xFFFF_FFFF) + (hl & 0xFFFF_FFFF)
        var lo = (middle << 32) | (ll & 0xFFFF_FFFF)
        var hi = hh + (lh >> 32) + (hl >> 32) + (middle >> 32)
        let (sum, overflow) = lo.addingReportingOverflow(c)
        lo = sum
        if overflow { hi += 1 }
        return (hi, lo)
    }

    /// sin(x + y) for |x + y| <= ~π/4, where y is a tiny correction to x.
    private static func sinKernel(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        let v = z * x
        let r = sinS2 + z * (sinS3 + z * (sinS4 + z * (sinS5 + z * sinS6)))
        return x - ((z * (0.5 * y - v * r) - y) - v * sinS1)
    }

    /// cos(x + y) for |x + y| <= ~π/4, where y is a tiny correction to x.
    private static func cosKernel(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        let w = z * z
        let r = z * (cosC1 + z * (cosC2 + z * cosC3)) + w * w * (cosC4 + z * (cosC5 + z * cosC6))
        let halfZ = 0.5 * z
        let a = 1.0 - halfZ
        return a + (((1.0 - a) - halfZ) + (z * r - x * y))
    }

    /// Reduces finite `x` to `quadrant * π/2 + (hi + lo)` with |hi + lo| <= ~π/4.
    /// Only `quadrant & 3` is meaningful.
    private static func reduceByHalfPi(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        if x.magnitude >= 0x1.921fb54442d18p20 {  // 2^20 * π/2
            let reduced = payneHanek(x.magnitude)
            if x < 0 { return (-reduced.quadrant, -reduced.hi, -reduced.lo) }
            return reduced
        }
        // Cody-Waite: subtract n * π/2 in 33-bit pieces; n * halfPi1 is exact for n < 2^20.
        // Extra pieces are used only when the leading digits cancel (x close to n * π/2).
        let n = roundToInteger(x * invHalfPi)
        let exponentX = Int((x.bitPattern >> 52) & 0x7FF)
        var r = x - n * halfPi1
        var w = n * halfPi1Tail
        var hi = r - w
        if exponentX - Int((hi.bitPattern >> 52) & 0x7FF) > 16 {
            var t = r
            w = n * halfPi2
            r = t - w
            w = n * halfPi2Tail - ((t - r) - w)
            hi = r - w
            if exponentX - Int((hi.bitPattern >> 52) & 0x7FF) > 49 {
                t = r
                w = n * halfPi3
                r = t - w
                w = n * halfPi3Tail - ((t - r) - w)
                hi = r - w
            }
        }
        let lo = (r - hi) - w
        return (Int(n), hi, lo)
    }

    /// Payne-Hanek reduction of a large positive finite `x` (>= 2^20 π/2) using exact integer
    /// arithmetic on 256 bits of 2/π.
    private static func payneHanek(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double) {
        // x = m * 2^k with a 53-bit integer m.
        let bits = x.bitPattern
        let m = (bits & 0x000F_FFFF_FFFF_FFFF) | 0x0010_0000_0000_0000
        let k = Int(bits >> 52) - 1075
        // Bits of 2/π with weight 2^-i for i <= k - 2 only add multiples of 4 to x * 2/π, which
        // do not change the quadrant, so start at word j0 (bits 64 j0 + 1 ... 64 j0 + 256).
        let j0 = k >= 2 ? (k - 2) / 64 : 0
        let product0 = multiplyAdd(m, twoOverPiWord(j0 + 3), 0)
        let product1 = multiplyAdd(m, twoOverPiWord(j0 + 2), product0.hi)
        let product2 = multiplyAdd(m, twoOverPiWord(j0 + 1), product1.hi)
        let product3 = multiplyAdd(m, twoOverPiWord(j0), product2.hi)
        let words = (product0.lo, product1.lo, product2.lo, product3.lo, product3.hi)
        // The 320-bit product times 2^(k - 64 j0 - 256) is x * 2/π (mod 4), so the binary point
        // sits at bit 256 - (k - 64 j0). Take 2 integer bits and 128 fraction bits.
        let fractionStart = 128 - (k - 64 * j0)
        var fractionLo = extract64(words, fractionStart)
        var fractionHi = extract64(words, fractionStart + 64)
        var quadrant = Int(extract64(words, fractionStart + 128) & 3)
        var negative = false
        if fractionHi >> 63 != 0 {
            // Fraction >= 1/2: round the quotient up and use fraction - 1 (negate as 128-bit).
            quadrant += 1
            negative = true
            fractionLo = ~fractionLo &+ 1
            fractionHi = ~fractionHi &+ (fractionLo == 0 ? 1 : 0)
        }
        // Normalise the 128-bit fraction and convert it to a double-double.
        var shift = 0
        if fractionHi == 0 {
            fractionHi = fractionLo
            fractionLo = 0
            shift = 64
        }
        let leadingZeros = fractionHi.leadingZeroBitCount
        if leadingZeros > 0 && leadingZeros < 64 {
            fractionHi = (fractionHi << leadingZeros) | (fractionLo >> (64 - leadingZeros))
            fractionLo <<= leadingZeros
        }
        shift += leadingZeros
        let scale = powerOfTwo(-64 - shift)
        let head = Double(fractionHi & ~0x7FF) * scale  // 53 bits: exact
        let rest = (Double(fractionHi & 0x7FF) + Double(fractionLo) * 0x1p-64) * scale
        // Multiply the fraction (in quarter turns) by π/2.
        let product = twoProduct(head, halfPiHi)
        let low = product.lo + (head * halfPiLo + rest * halfPiHi)
        let hi = product.hi + low
        let lo = low - (hi - product.hi)
        return negative ? (quadrant, -hi, -lo) : (quadrant, hi, lo)
    }

    /// Bits `start ..< start + 64` of the little-endian 320-bit number `words` (zero above).
    private static func extract64(
        _ words: (UInt64, UInt64, UInt64, UInt64, UInt64), _ start: Int
    ) -> UInt64 {
        func word(_ index: Int) -> UInt64 {
            switch index {
            case 0: return words.0
            case 1: return words.1
            case 2: return words.2
            case 3: return words.3
            case 4: return words.4
            default: return 0
            }
        }
        let index = start >> 6
        let offset = start & 63
        if offset == 0 { return word(index) }
        return (word(index) >> offset) | (word(index + 1) << (64 - offset))
    }

    /// Word `index` of the binary expansion of 2/π: bits 64 index + 1 ... 64 index + 64 after
    /// the binary point. 20 words cover every double exponent.
    private static func twoOverPiWord(_ index: Int) -> UInt64 {
        switch index {
        case 0: return 0xA2F9_836E_4E44_1529
        case 1: return 0xFC27_57D1_F534_DDC0
        case 2: return 0xDB62_9599_3C43_9041
        case 3: return 0xFE51_63AB_DEBB_C561
        case 4: return 0xB724_6E3A_424D_D2E0
        case 5: return 0x0649_2EEA_09D1_921C
        case 6: return 0xFE1D_EB1C_B129_A73E
        case 7: return 0xE882_35F5_2EBB_4484
        case 8: return 0xE99C_7026_B45F_7E41
        case 9: return 0x3991_D639_8353_39F4
        case 10: return 0x9C84_5F8B_BDF9_283B
        case 11: return 0x1FF8_97FF_DE05_980F
        case 12: return 0xEF2F_118B_5A0A_6D1F
        case 13: return 0x6D36_7ECF_27CB_09B7
        case 14: return 0x4F46_3F66_9E5F_EA2D
        case 15: return 0x7527_BAC7_EBE5_F17B
        case 16: return 0x3D07_39F7_8A52_92EA
        case 17: return 0x6BFB_5FB1_1F8D_5D08
        case 18: return 0x5603_3046_FC7B_6BAB
        default: return 0xF0CF_BC20_9AF4_361D
        }
    }

    /// e^(hi - lo) * 2^k, where |hi - lo| <= ~ln2/2 and lo is a small correction.
    private static func expKernel(hi: Double, lo: Double, k: Int) -> Double {
        // r + rTail = hi - lo exactly (TwoSum).
        let r = hi - lo
        let virtualHi = r + lo
        let rTail = (hi - virtualHi) - (lo + (r - virtualHi))
        // e^r = 1 + r + q with q = r c / (2 - c), from the rational approximation
        // r (e^r + 1) / (e^r - 1) = 2 + r^2 P(r^2). |q| < 0.07, so its rounding errors barely
        // matter; 1 + r is formed exactly and the small parts are added last.
        let t = r * r
        let c = r - t * (expP1 + t * (expP2 + t * (expP3 + t * (expP4 + t * expP5))))
        let q = (r * c) / (2.0 - c)
        let onePlusR = 1.0 + r
        let onePlusRError = r - (onePlusR - 1.0)
        let y = onePlusR + (onePlusRError + (q + rTail * onePlusR))
        return scaleByPowerOfTwo(y, k)
    }

    /// log(x) as a double-double `hi + lo` (|lo| <= ulp(hi)/2), accurate to ~2^-64 relative,
    /// for finite x > 0 (subnormals included).
    private static func logExtended(_ x: Double) -> (hi: Double, lo: Double) {
        var bits = x.bitPattern
        var k = 0
        if bits < 0x0010_0000_0000_0000 {
            bits = (x * 0x1p54).bitPattern
            k = -54
        }
        // Write x = 2^k * m with m in [sqrt(2)/2, sqrt(2)): offsetting the bit pattern makes
        // mantissas >= sqrt(2) carry into the exponent field.
        let sqrtHalfBits: UInt64 = 0x3FE6_A09E_667F_3BCD
        let shifted = bits &+ (0x3FF0_0000_0000_0000 - sqrtHalfBits)
        k += Int(shifted >> 52) - 1023
        let m = Double(bitPattern: (shifted & 0x000F_FFFF_FFFF_FFFF) &+ sqrtHalfBits)

        // log(m) = 2 atanh(s) = 2s + 2s^3/3 + 2s^5/5 + ..., with s = (m - 1)/(m + 1) = f/(2 + f)
        // and |s| <= 0.172. f is exact; s is computed as a double-double.
        let f = m - 1
        let denominator = 2 + f
        let denominatorLo = f - (denominator - 2)
        let sHi = f / denominator
        let sTimesDenominator = twoProduct(sHi, denominator)
        let sLo =
            (((f - sTimesDenominator.hi) - sTimesDenominator.lo) - sHi * denominatorLo)
            / denominator

        // s^3 and (2/3) s^3 in double-double.
        let s2 = twoProduct(sHi, sHi)
        let s2Lo = s2.lo + 2 * sHi * sLo
        let s3 = twoProduct(s2.hi, sHi)
        let s3Lo = s3.lo + s2Lo * sHi + s2.hi * sLo
        let cubic = twoProduct(twoThirdsHi, s3.hi)
        let cubicLo = cubic.lo + twoThirdsHi * s3Lo + twoThirdsLo * s3.hi

        // The remaining terms s^5 (2/5 + 2z/7 + ... + 2z^10/25), z = s^2, are below 2^-12 of the
        // total, so plain double precision is enough. Truncation error < 2^-70 relative.
        let z = s2.hi
        var series = 2.0 / 25.0
        series = 2.0 / 23.0 + z * series
        series = 2.0 / 21.0 + z * series
        series = 2.0 / 19.0 + z * series
        series = 2.0 / 17.0 + z * series
        series = 2.0 / 15.0 + z * series
        series = 2.0 / 13.0 + z * series
        series = 2.0 / 11.0 + z * series
        series = 2.0 / 9.0 + z * series
        series = 2.0 / 7.0 + z * series
        series = 2.0 / 5.0 + z * series
        let tail = s3.hi * z * series

        // log(m) = 2 sHi + cubic + (2 sLo + cubicLo + tail); |cubic| < |2 sHi|.
        let leading = 2 * sHi
        let logM = leading + cubic.hi
        let logMLo = (cubic.hi - (logM - leading)) + (2 * sLo + cubicLo + tail)

        // log(x) = k ln2Hi (exact) + log(m) + k ln2Lo.
        let dk = Double(k)
        let a = dk * ln2Hi
        let sum = a + logM
        let virtualA = sum - logM
        let sumError = (a - virtualA) + (logM - (sum - virtualA))
        let low = sumError + logMLo + dk * ln2Lo
        let hi = sum + low
        return (hi, low - (hi - sum))
    }

    /// Classifies a finite, nonzero `y` as a non-integer, an odd integer or an even integer.
    private static func integerKind(_ y: Double) -> IntegerKind {
        let exponent = Int((y.bitPattern >> 52) & 0x7FF) - 1023
        if exponent < 0 { return .notInteger }
        if exponent >= 53 { return .even }
        let mantissa = y.bitPattern & 0x000F_FFFF_FFFF_FFFF
        if exponent == 0 { return mantissa == 0 ? .odd : .notInteger }
        let fractionBits = UInt64(52 - exponent)
        if mantissa & ((1 << fractionBits) - 1) != 0 { return .notInteger }
        return (mantissa >> fractionBits) & 1 == 1 ? .odd : .even
    }

    private enum IntegerKind {
        case notInteger, odd, even
    }

    /// One Halley step t -> t + t (a/t^2 - t) / (2t + a/t^2) towards a^(1/3); the error is
    /// cubed (times 2/3). Never overflows for positive normal a.
    @inline(__always)
    private static func halleyCubeRootStep(_ t: Double, _ a: Double) -> Double {
        let q = a / (t * t)
        return t + t * ((q - t) / (t + t + q))
    }
}
