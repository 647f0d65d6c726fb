/// A colour as straight (not premultiplied) sRGB-encoded red, green and blue with an opacity.
///
/// Components are nominally in 0...1, but any value is accepted and kept: extrapolating
/// transitions and wide-gamut mixes produce components outside that range, and the linear
/// spaces preserve them through conversions. Wherever a colour is converted (to
/// ``linear``, ``oklab``, ``rgba8`` or while mixing), a NaN component counts as 0.
///
/// Transitions mix in ``ColorSpace/oklab`` with premultiplied alpha, so a fade between two
/// colours keeps a steady perceived lightness and a fade from a transparent colour does not
/// drag in that colour's hue.
public struct Color: Transitionable, Sendable, Hashable {
    /// The sRGB-encoded red component, nominally in 0...1.
    public var red: Float
    /// The sRGB-encoded green component, nominally in 0...1.
    public var green: Float
    /// The sRGB-encoded blue component, nominally in 0...1.
    public var blue: Float
    /// The opacity, 0 for fully transparent to 1 for opaque; colour components are not
    /// multiplied by it.
    public var alpha: Float

    /// A colour from sRGB-encoded components and an opacity, stored as given.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a packed `0xRRGGBB` value (the top byte is ignored) and an opacity.
    public init(hex: UInt32, alpha: Float = 1) {
        self.init(
            red: Color.unit(hex >> 16), green: Color.unit(hex >> 8), blue: Color.unit(hex),
            alpha: alpha)
    }

    /// A colour from a packed `0xRRGGBBAA` value, alpha in the lowest byte.
    public init(rgba: UInt32) {
        self.init(
            red: Color.unit(rgba >> 24), green: Color.unit(rgba >> 16), blue: Color.unit(rgba >> 8),
            alpha: Color.unit(rgba))
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Transparent black: every component 0.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque sRGB red, `#FF0000`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque full-intensity sRGB green, `#00FF00` (CSS calls it `lime`).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque sRGB blue, `#0000FF`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque sRGB yellow, `#FFFF00`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque sRGB cyan, `#00FFFF`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Opaque sRGB magenta, `#FF00FF`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)

    /// The components as bytes for a renderer, in red, green, blue, alpha order: each clamped
    /// to 0...1, scaled to 0...255 and rounded to nearest (NaN gives 0). Alpha stays straight.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    /// The colour in linear-light sRGB as (red, green, blue, alpha), alpha unchanged.
    /// Components outside 0...1 map to linear values outside 0...1 of the same sign.
    public var linear: SIMD4<Float> {
        let rgb = ColorConversion.linear(fromEncoded: encodedComponents)
        return SIMD4(Float(rgb.x), Float(rgb.y), Float(rgb.z), ColorConversion.zeroingNaN(alpha))
    }

    /// A colour from linear-light sRGB (red, green, blue, alpha), the inverse of ``linear``.
    public init(linear: SIMD4<Float>) {
        let rgb = ColorConversion.doubles(linear.x, linear.y, linear.z)
        self.init(ColorConversion.encoded(fromLinear: rgb), alpha: ColorConversion.zeroingNaN(linear.w))
    }

    /// The colour `t` of the way from `self` to `other`, mixed in `space` with premultiplied
    /// alpha, so a transparent end contributes no colour. Exactly `self` at `t == 0` and exactly
    /// `other` at `t == 1`; other values of `t` extrapolate the colour, with the resulting
    /// opacity clamped to 0...1 and fully transparent results being ``clear``. A non-finite `t`
    /// gives `self`. No gamut mapping is done, so the result may leave 0...1.
    public func mixed(with other: Color, by t: Float, in space: ColorSpace = .oklab) -> Color {
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

    /// The colour `progress` of the way to `other`, mixed in OKLab with premultiplied alpha;
    /// exactly `self` at 0 and `other` at 1.
    public func transition(to other: Color, progress: Float) -> Color {
        mixed(with: other, by: progress, in: .oklab)
    }
}

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
    /// The sRGB-encoded red, green, blue with NaN as 0.
    var encodedComponents: SIMD3<Double> {
        ColorConversion.doubles(red, green, blue)
    }

    /// A colour from sRGB-encoded components held in double precision.
    init(_ encoded: SIMD3<Double>, alpha: Float) {
        self.init(red: Float(encoded.x), green: Float(encoded.y), blue: Float(encoded.z), alpha: alpha)
    }

    /// The three colour coordinates of this colour in `space`.
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

    /// The low byte of `packed` as a fraction of 255.
    static func unit(_ packed: UInt32) -> Float {
        Float(packed & 0xFF) / 255
    }

    /// `value` clamped to 0...1 and scaled to the nearest byte; NaN gives 0.
    static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt8((value * 255).rounded(.toNearestOrAwayFromZero))
    }

    /// `value` in double precision clamped to 0...1; NaN gives 0.
    static func unitClamped(_ value: Float) -> Double {
        guard value > 0 else { return 0 }
        return value < 1 ? Double(value) : 1
    }
}
