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
    ///
    /// In ``ColorSpace/oklab`` the components are within 1e-4 of the exact mix (relative to
    /// their size beyond 1), except where extrapolation takes the opacity close to 0, which no
    /// precision mixes reliably. A colour with an infinite component, or a mix extrapolated so
    /// far that it overflows, gives non-finite components (which count as 0 wherever converted).
    public func mixed(with other: Color, by t: Float, in space: ColorSpace = .oklab) -> Color {
        switch space {
        case .oklab: return mixedInOKLab(with: other, by: t)
        case .sRGB, .linearSRGB: return exactlyMixed(with: other, by: t, in: space)
        }
    }

    /// The colour `progress` of the way to `other`, as `mixed(with:by:in:)` mixes in OKLab;
    /// exactly `self` at 0 and `other` at 1. ``transitions(_:)`` gives a run of them the same
    /// bits.
    @inlinable
    public func transition(to other: Color, progress: Float) -> Color {
        mixedInOKLab(with: other, by: progress)
    }

    /// The premultiplied mix of the cached LMS cube roots (the same colour as the mix of the
    /// OKLab coordinates, which are a linear map of them), converted back by the fast path;
    /// the result caches the mix itself.
    @inlinable @inline(__always)
    func mixedInOKLab(with other: Color, by t: Float) -> Color {
        if t == 0 { return self }
        if t == 1 { return other }
        guard t.isFinite else { return self }
        let mix = Color.premultipliedMix(
            storedRoots, opacity: storedRGBA.w, other.storedRoots, opacity: other.storedRGBA.w, by: t)
        guard mix.alpha > 0 else { return Color(storedRGBA: .zero, storedRoots: mix.coordinates) }
        return Color(mixedRoots: mix.coordinates, alpha: mix.alpha)
    }

    /// The coordinates `t` of the way from `start` to `end` with premultiplied alpha (three,
    /// and a fourth that is 1 where both ends' are), and the opacity there clamped to 0...1
    /// (NaN opacities count as 0); (0, 0, 0, 1) and 0 when the result is fully transparent.
    /// What both ``Color`` (on LMS cube roots) and ``OKLab`` (on L, a, b) transitions sample.
    ///
    /// The opacity is `a + (b − a)·t`, exact when both ends have the same. The coordinates are
    /// the ends weighted by `opacity·(1 − t)` and `opacity·t`, divided by the sum of the
    /// weights (`alpha` but for rounding, and for extrapolation by some 2^24 and more, which no
    /// precision mixes meaningfully): unlike `a + (b − a)·t` premultiplied, this keeps single
    /// precision where a fade nears a transparent end, and stays finite between far-apart ends.
    @inlinable @inline(__always)
    static func premultipliedMix(
        _ start: SIMD4<Float>, opacity startOpacity: Float, _ end: SIMD4<Float>, opacity endOpacity: Float,
        by t: Float
    ) -> (coordinates: SIMD4<Float>, alpha: Float) {
        let opacities = unitOpacities(SIMD2(startOpacity, endOpacity))
        let alpha = opacities.x + (opacities.y - opacities.x) * t
        guard alpha > 0 else { return (SIMD4(0, 0, 0, 1), 0) }
        let startWeight = opacities.x * (1 - t)
        let endWeight = opacities.y * t
        let coordinates = (start * startWeight + end * endWeight) / (startWeight + endWeight)
        return (coordinates, min(alpha, 1))
    }

    /// The colour showing the mixed LMS cube roots `roots` (lane 3 is 1) at opacity `alpha`,
    /// which it caches: converted in `Float` when in the fast range, else exactly.
    @inlinable @inline(__always)
    init(mixedRoots roots: SIMD4<Float>, alpha: Float) {
        guard ColorConversion.isInFastRange(roots) else {
            self = Color.exactlyConverted(roots, alpha: alpha)
            return
        }
        var rgba = ColorConversion.encoded(fromLMSRoots: roots)
        rgba.w = alpha
        self.init(storedRGBA: rgba, storedRoots: roots)
    }

    /// The colour of the LMS cube roots `roots` converted exactly, caching them: the
    /// conversion of roots too large for the fast path. Non-finite roots (from an infinite
    /// component or an overflowing mix) give non-finite components.
    @usableFromInline @inline(never)
    static func exactlyConverted(_ roots: SIMD4<Float>, alpha: Float) -> Color {
        let linear = ColorConversion.linear(
            fromRoots: SIMD3(Double(roots.x), Double(roots.y), Double(roots.z)))
        let encoded = ColorConversion.encoded(fromLinear: linear)
        return Color(
            storedRGBA: SIMD4(Float(encoded.x), Float(encoded.y), Float(encoded.z), alpha), storedRoots: roots
        )
    }

    /// Both opacities clamped to 0...1; NaN gives 0.
    @inlinable @inline(__always)
    static func unitOpacities(_ opacities: SIMD2<Float>) -> SIMD2<Float> {
        opacities.replacing(with: 0, where: .!(opacities .> 0)).replacing(with: 1, where: opacities .> 1)
    }

    /// Four opacities clamped to 0...1 as ``unitOpacities(_:)-(SIMD2<Float>)`` clamps two.
    @inlinable @inline(__always)
    static func unitOpacities(_ opacities: SIMD4<Float>) -> SIMD4<Float> {
        opacities.replacing(with: 0, where: .!(opacities .> 0)).replacing(with: 1, where: opacities .> 1)
    }
}

// MARK: - The exact mix

extension Color {
    /// The mix `mixed(with:by:in:)` describes, with both ends converted to `space` and back in
    /// double precision: what the sRGB spaces use, and the reference the OKLab mix is held to.
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
