/// A colour in Björn Ottosson's OKLab perceptual space (https://bottosson.github.io/posts/oklab/)
/// with a straight opacity; the colour space CSS Color 4 calls `oklab()`.
///
/// Animating an `OKLab` component moves as a ``Color`` does, without converting each sample
/// back to sRGB: convert with `Color(_:)` when drawing.
public struct OKLab: Transitionable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Perceptual lightness: 0 for black, 1 for sRGB white.
    public var L: Float
    /// The green (negative) to red (positive) axis.
    public var a: Float
    /// The blue (negative) to yellow (positive) axis.
    public var b: Float
    /// The opacity, 0 for fully transparent to 1 for opaque.
    public var alpha: Float

    /// An OKLab colour from its lightness, axes and opacity, stored as given.
    public init(L: Float, a: Float, b: Float, alpha: Float = 1) {
        self.L = L
        self.a = a
        self.b = b
        self.alpha = alpha
    }
}

extension OKLab {
    /// The colour `progress` of the way to `other` with premultiplied alpha, as ``Color``
    /// mixes in ``ColorSpace/oklab``: exactly `self` at 0 and `other` at 1; alpha is clamped
    /// to 0...1 and a fully transparent result has zero components.
    @inlinable
    public func transition(to other: OKLab, progress: Float) -> OKLab {
        if progress == 0 { return self }
        if progress == 1 { return other }
        guard progress.isFinite else { return self }
        let mix = Color.premultipliedMix(
            SIMD4(L, a, b, 1), opacity: alpha, SIMD4(other.L, other.a, other.b, 1), opacity: other.alpha,
            by: progress)
        guard mix.alpha > 0 else { return OKLab(L: 0, a: 0, b: 0, alpha: 0) }
        return OKLab(L: mix.coordinates.x, a: mix.coordinates.y, b: mix.coordinates.z, alpha: mix.alpha)
    }
}

extension Color {
    /// The colour in OKLab, opacity unchanged (NaN taken as 0); for a colour sampled from a
    /// transition, the OKLab mix it shows.
    public var oklab: OKLab {
        let roots = SIMD3(Double(storedRoots.x), Double(storedRoots.y), Double(storedRoots.z))
        let lab = ColorConversion.oklab(fromRoots: roots)
        return OKLab(
            L: Float(lab.x), a: Float(lab.y), b: Float(lab.z), alpha: ColorConversion.zeroingNaN(alpha))
    }

    /// The sRGB colour of an OKLab colour, the inverse of ``oklab``; colours outside the sRGB
    /// gamut give components outside 0...1. A NaN coordinate or opacity counts as 0.
    public init(_ lab: OKLab) {
        let roots = ColorConversion.roots(fromOKLab: ColorConversion.doubles(lab.L, lab.a, lab.b))
        let encoded = ColorConversion.encoded(fromLinear: ColorConversion.linear(fromRoots: roots))
        self.init(
            storedRGBA: SIMD4(
                Float(encoded.x), Float(encoded.y), Float(encoded.z), ColorConversion.zeroingNaN(lab.alpha)),
            storedRoots: ColorConversion.floats(roots))
    }
}
