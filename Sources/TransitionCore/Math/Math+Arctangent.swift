// The arctangent, written as fdlibm's s_atan.c and e_atan2.c (the argument reduced to one of
// five intervals around 0, 1/2, 1, 3/2 and ∞, then one odd minimax polynomial), in the same
// IEEE-only style as the rest of `Math`: the same bits on every platform.

extension Math {
    /// The arctangent of `x` in radians, in −π/2...π/2, within about 1 ulp.
    ///
    /// `atan(±0) = ±0`, `atan(±inf) = ±π/2`, `atan(nan)` is NaN.
    @usableFromInline static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let magnitude = x.magnitude
        if magnitude >= 0x1p66 { return x < 0 ? -halfPi - halfPiLo : halfPi + halfPiLo }
        if magnitude < 0.4375 {
            if magnitude < 0x1p-27 { return x }
            return x - x * atanSeries(x)
        }
        // atan(x) = atan(c) + atan(reduced), with atan(c) as hi + lo for c = 1/2, 1, 3/2, ∞.
        let (hi, lo, reduced): (Double, Double, Double)
        if magnitude < 1.1875 {
            if magnitude < 0.6875 {
                (hi, lo) = (4.63647609000806093515e-01, 2.26987774529616870924e-17)
                reduced = (2 * magnitude - 1) / (2 + magnitude)
            } else {
                (hi, lo) = (7.85398163397448278999e-01, 3.06161699786838301793e-17)
                reduced = (magnitude - 1) / (magnitude + 1)
            }
        } else if magnitude < 2.4375 {
            (hi, lo) = (9.82793723247329054082e-01, 1.39033110312309984516e-17)
            reduced = (magnitude - 1.5) / (1 + 1.5 * magnitude)
        } else {
            (hi, lo) = (halfPi, halfPiLo)
            reduced = -1 / magnitude
        }
        let z = hi - ((reduced * atanSeries(reduced) - lo) - reduced)
        return x < 0 ? -z : z
    }

    /// The angle in radians, in −π...π, of the point (`x`, `y`) seen from the origin (the C
    /// library's `atan2(y, x)`), within about 2 ulp.
    ///
    /// Follows C99 Annex F for zeros and infinities: `atan2(±0, +0) = ±0`,
    /// `atan2(±0, −0) = ±π`, `atan2(±y, 0) = ±π/2` for y > 0, and the quarter-turn multiples
    /// for infinite arguments; a NaN argument gives NaN.
    @usableFromInline static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return x + y }
        if x == 1 { return atan(y) }
        let yNegative = y.sign == .minus
        let xNegative = x.sign == .minus
        if y == 0 {
            if !xNegative { return y }
            return yNegative ? -pi : pi
        }
        if x == 0 { return yNegative ? -halfPi : halfPi }
        if x.isInfinite {
            if y.isInfinite {
                let angle = xNegative ? 3 * quarterTurn : quarterTurn
                return yNegative ? -angle : angle
            }
            if !xNegative { return yNegative ? -0.0 : 0.0 }
            return yNegative ? -pi : pi
        }
        if y.isInfinite { return yNegative ? -halfPi : halfPi }
        // The difference of the high words' exponents (and leading mantissa bits), as fdlibm.
        let yHigh = Int32(truncatingIfNeeded: y.bitPattern >> 32) & 0x7fff_ffff
        let xHigh = Int32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
        let exponentGap = (yHigh - xHigh) >> 20
        let z: Double
        if exponentGap > 60 {
            // |y/x| > 2⁶⁰: a quarter turn whichever side x is on.
            z = halfPi + 0.5 * piLo
            return yNegative ? -z : z
        } else if xNegative && exponentGap < -60 {
            z = 0
        } else {
            z = atan((y / x).magnitude)
        }
        switch (yNegative, xNegative) {
        case (false, false): return z
        case (true, false): return -z
        case (false, true): return pi - (z - piLo)
        case (true, true): return (z - piLo) - pi
        }
    }

    /// `s₁ + s₂` of fdlibm's atan: atan(r) ≈ r − r·(s₁ + s₂) for |r| ≤ 7/16.
    private static func atanSeries(_ r: Double) -> Double {
        let z = r * r
        let w = z * z
        let s1 = z * (atanT0 + w * (atanT2 + w * (atanT4 + w * (atanT6 + w * (atanT8 + w * atanT10)))))
        let s2 = w * (atanT1 + w * (atanT3 + w * (atanT5 + w * (atanT7 + w * atanT9))))
        return s1 + s2
    }

    /// π/2 rounded to double.
    private static let halfPi = 1.57079632679489655800e+00
    /// π/4 rounded to double.
    private static let quarterTurn = 7.85398163397448278999e-01
    /// π − `pi`: the tail of π beyond the double.
    private static let piLo = 1.2246467991473531772e-16

    /// π/2 − `halfPi`: the tail of π/2 beyond the double.
    private static let halfPiLo = 6.12323399573676603587e-17
    /// fdlibm's minimax coefficients of (r − atan r)/r³ as a polynomial in r² on |r| ≤ 7/16.
    private static let atanT0 = 3.33333333333329318027e-01
    private static let atanT1 = -1.99999999998764832476e-01
    private static let atanT2 = 1.42857142725034663711e-01
    private static let atanT3 = -1.11111104054623557880e-01
    private static let atanT4 = 9.09088713343650656196e-02
    private static let atanT5 = -7.69187620504482999495e-02
    private static let atanT6 = 6.66107313738753120669e-02
    private static let atanT7 = -5.83357013379057348645e-02
    private static let atanT8 = 4.97687799461593236017e-02
    private static let atanT9 = -3.65315727442169155270e-02
    private static let atanT10 = 1.62858201153657823623e-02
}
