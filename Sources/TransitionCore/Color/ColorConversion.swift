/// The colour-space arithmetic behind ``Color``, in double precision; ColorConversion+Fast.swift
/// holds the single-precision way back to sRGB that transitions sample with.
///
/// Between linear-light sRGB and OKLab lie the cube roots (l′, m′, s′) of the LMS cone
/// responses: OKLab is a linear map of them, so a premultiplied mix of roots is the same
/// colour as the mix of the OKLab coordinates, and it is one matrix closer to sRGB. A
/// ``Color`` caches its roots.
@usableFromInline
enum ColorConversion {
    /// `value`, or 0 when it is NaN.
    static func zeroingNaN(_ value: Float) -> Float {
        value.isNaN ? 0 : value
    }

    /// Three components in double precision, NaN taken as 0.
    static func doubles(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Double> {
        SIMD3(Double(zeroingNaN(x)), Double(zeroingNaN(y)), Double(zeroingNaN(z)))
    }

    /// The LMS cube roots of the sRGB-encoded red, green, blue in the first three lanes of
    /// `rgba` (NaN taken as 0), rounded to `Float`, with 1 in the fourth lane: what a ``Color``
    /// caches.
    static func roots(ofEncoded rgba: SIMD4<Float>) -> SIMD4<Float> {
        floats(roots(fromLinear: linear(fromEncoded: doubles(rgba.x, rgba.y, rgba.z))))
    }

    /// Three coordinates rounded to `Float`, with 1 in the fourth lane.
    static func floats(_ coordinates: SIMD3<Double>) -> SIMD4<Float> {
        SIMD4(Float(coordinates.x), Float(coordinates.y), Float(coordinates.z), 1)
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
        oklab(fromRoots: roots(fromLinear: rgb))
    }

    /// Linear-light sRGB of OKLab (L, a, b), with the inverse matrices of Ottosson's reference
    /// code.
    static func linear(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        linear(fromRoots: roots(fromOKLab: lab))
    }

    /// The cube roots (l′, m′, s′) of the LMS cone responses to linear-light sRGB: the
    /// coordinates OKLab is a linear map of.
    static func roots(fromLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        let l = 0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z
        let m = 0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z
        let s = 0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z
        return SIMD3(signedCubeRoot(l), signedCubeRoot(m), signedCubeRoot(s))
    }

    /// OKLab (L, a, b) of the LMS cube roots (l′, m′, s′): Ottosson's M2.
    static func oklab(fromRoots roots: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            0.2104542553 * roots.x + 0.7936177850 * roots.y - 0.0040720468 * roots.z,
            1.9779984951 * roots.x - 2.4285922050 * roots.y + 0.4505937099 * roots.z,
            0.0259040371 * roots.x + 0.7827717662 * roots.y - 0.8086757660 * roots.z)
    }

    /// The LMS cube roots (l′, m′, s′) of OKLab (L, a, b): the inverse of M2.
    static func roots(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z,
            lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z,
            lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z)
    }

    /// Linear-light sRGB of the LMS cube roots (l′, m′, s′): cubed, then the inverse of M1.
    static func linear(fromRoots roots: SIMD3<Double>) -> SIMD3<Double> {
        let l = roots.x * roots.x * roots.x
        let m = roots.y * roots.y * roots.y
        let s = roots.z * roots.z * roots.z
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
