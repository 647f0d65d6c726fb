/// The colour-space arithmetic behind ``Color``, in double precision.
enum ColorConversion {
    /// `value`, or 0 when it is NaN.
    static func zeroingNaN(_ value: Float) -> Float {
        value.isNaN ? 0 : value
    }

    /// Three components in double precision, NaN taken as 0.
    static func doubles(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Double> {
        SIMD3(Double(zeroingNaN(x)), Double(zeroingNaN(y)), Double(zeroingNaN(z)))
    }

    /// The sRGB electro-optical transfer function (IEC 61966-2-1), extended to negative values
    /// by symmetry as CSS Color 4 does.
    static func linear(fromEncoded value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : Math.pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The inverse of `linear(fromEncoded:)`.
    static func encoded(fromLinear value: Double) -> Double {
        let magnitude = abs(value)
        let encoded =
            magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * Math.pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Component-wise `linear(fromEncoded:)`.
    static func linear(fromEncoded rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linear(fromEncoded: rgb.x), linear(fromEncoded: rgb.y), linear(fromEncoded: rgb.z))
    }

    /// Component-wise `encoded(fromLinear:)`.
    static func encoded(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encoded(fromLinear: rgb.x), encoded(fromLinear: rgb.y), encoded(fromLinear: rgb.z))
    }

    /// OKLab (L, a, b) of linear-light sRGB, with the matrices of Ottosson's reference code
    /// (linear sRGB to LMS, which folds sRGB-to-XYZ into M1, then M2).
    static func oklab(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        let l = 0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z
        let m = 0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z
        let s = 0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z
        let lRoot = signedCubeRoot(l)
        let mRoot = signedCubeRoot(m)
        let sRoot = signedCubeRoot(s)
        return SIMD3(
            0.2104542553 * lRoot + 0.7936177850 * mRoot - 0.0040720468 * sRoot,
            1.9779984951 * lRoot - 2.4285922050 * mRoot + 0.4505937099 * sRoot,
            0.0259040371 * lRoot + 0.7827717662 * mRoot - 0.8086757660 * sRoot)
    }

    /// Linear-light sRGB of OKLab (L, a, b), with the inverse matrices of Ottosson's reference
    /// code.
    static func linear(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let lRoot = lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z
        let mRoot = lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z
        let sRoot = lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z
        let l = lRoot * lRoot * lRoot
        let m = mRoot * mRoot * mRoot
        let s = sRoot * sRoot * sRoot
        return SIMD3(
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// The real cube root, negative for negative `value`.
    static func signedCubeRoot(_ value: Double) -> Double {
        value < 0 ? -Math.cbrt(-value) : Math.cbrt(value)
    }
}
