/// A space in which colours are mixed.
public enum ColorSpace: Sendable, Hashable {
    /// Björn Ottosson's perceptual OKLab: even steps of lightness and hue, the default.
    case oklab
    /// sRGB-encoded components, as CSS and most image editors blend by default.
    case sRGB
    /// Linear-light sRGB, physically correct for light mixing, lighter in the middle.
    case linearSRGB
}

extension Color {
    /// The colour `t` of the way from `self` to `other`, mixed in `space` with premultiplied
    /// alpha, so a transparent end contributes no colour. Exactly `self` at `t == 0` and exactly
    /// `other` at `t == 1`; other values of `t` extrapolate the colour, with the resulting
    /// opacity clamped to 0...1 and fully transparent results being ``clear``. A non-finite `t`
    /// gives `self`. No gamut mapping is done, so the result may leave 0...1.
    public func mixed(with other: Color, by t: Float, in space: ColorSpace = .oklab) -> Color {
        exactlyMixed(with: other, by: t, in: space)
    }

    /// The colour `progress` of the way to `other`, as `mixed(with:by:in:)` mixes in OKLab;
    /// exactly `self` at 0 and `other` at 1.
    public func transition(to other: Color, progress: Float) -> Color {
        exactlyMixed(with: other, by: progress, in: .oklab)
    }
}

// MARK: - The exact mix

extension Color {
    /// The mix `mixed(with:by:in:)` describes, with both ends converted to `space` and back in
    /// double precision.
    func exactlyMixed(with other: Color, by t: Float, in space: ColorSpace) -> Color {
        if t == 0 { return self }
        if t == 1 { return other }
        guard t.isFinite else { return self }
        let progress = Double(t)
        let startAlpha = Color.unitClamped(alpha)
        let endAlpha = Color.unitClamped(other.alpha)
        let mixedAlpha = startAlpha + (endAlpha - startAlpha) * progress
        guard mixedAlpha > 0 else { return .clear }
        let start = components(in: space) * startAlpha
        let end = other.components(in: space) * endAlpha
        let premultiplied = start + (end - start) * progress
        return Color(premultiplied / mixedAlpha, in: space, alpha: Float(min(mixedAlpha, 1)))
    }

    /// The three colour coordinates of this colour's components in `space`.
    func components(in space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .sRGB: return encodedComponents
        case .linearSRGB: return ColorConversion.linear(fromEncoded: encodedComponents)
        case .oklab:
            return ColorConversion.oklab(fromLinear: ColorConversion.linear(fromEncoded: encodedComponents))
        }
    }

    /// A colour from three coordinates in `space` and an opacity.
    init(_ coordinates: SIMD3<Double>, in space: ColorSpace, alpha: Float) {
        switch space {
        case .sRGB:
            self.init(coordinates, alpha: alpha)
        case .linearSRGB:
            self.init(ColorConversion.encoded(fromLinear: coordinates), alpha: alpha)
        case .oklab:
            let linear = ColorConversion.linear(fromOKLab: coordinates)
            self.init(ColorConversion.encoded(fromLinear: linear), alpha: alpha)
        }
    }

    /// `value` in double precision clamped to 0...1; NaN gives 0.
    static func unitClamped(_ value: Float) -> Double {
        guard value > 0 else { return 0 }
        return value < 1 ? Double(value) : 1
    }
}
