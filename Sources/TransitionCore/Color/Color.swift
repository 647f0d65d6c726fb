/// A colour as straight (not premultiplied) sRGB-encoded red, green and blue with an opacity.
///
/// Components are nominally in 0...1, but any value is accepted and kept: extrapolating
/// transitions and wide-gamut mixes produce components outside that range, and the linear
/// spaces preserve them through conversions. Wherever a colour is converted (to
/// ``linear``, ``oklab``, ``rgba8`` or while mixing), a NaN component counts as 0.
///
/// Transitions mix in ``ColorSpace/oklab`` with premultiplied alpha, so a fade between two
/// colours keeps a steady perceived lightness and a fade from a transparent colour does not
/// drag in that colour's hue. A colour carries its perceptual coordinates along with its
/// components, so a transition converts only the colour it samples.
///
/// Colours are equal (`==`, and `hash(into:)` agrees) when their four components are. A colour
/// sampled from a transition also keeps the exact OKLab mix it shows (its components are within
/// 1e-4 of it) and mixes on from that: two equal colours may mix to results a few millionths
/// apart. Their ``StateHashable`` hashes, which cover everything a colour's future depends on,
/// tell them apart.
public struct Color: Transitionable, Sendable, Hashable {
    /// The sRGB-encoded red, green, blue and the opacity, as given.
    @usableFromInline var storedRGBA: SIMD4<Float>
    /// The cube roots (l′, m′, s′) of the LMS cone responses of the components (NaN taken as
    /// 0), which OKLab is a linear map of, or, for a colour sampled from a transition, the mix
    /// it shows; the fourth lane is 1 and unused.
    @usableFromInline var storedRoots: SIMD4<Float>

    /// The sRGB-encoded red component, nominally in 0...1.
    @inlinable
    public var red: Float {
        get { storedRGBA.x }
        set {
            storedRGBA.x = newValue
            refreshRoots()
        }
    }

    /// The sRGB-encoded green component, nominally in 0...1.
    @inlinable
    public var green: Float {
        get { storedRGBA.y }
        set {
            storedRGBA.y = newValue
            refreshRoots()
        }
    }

    /// The sRGB-encoded blue component, nominally in 0...1.
    @inlinable
    public var blue: Float {
        get { storedRGBA.z }
        set {
            storedRGBA.z = newValue
            refreshRoots()
        }
    }

    /// The opacity, 0 for fully transparent to 1 for opaque; colour components are not
    /// multiplied by it.
    @inlinable
    public var alpha: Float {
        get { storedRGBA.w }
        set { storedRGBA.w = newValue }
    }

    /// A colour from sRGB-encoded components and an opacity, stored as given.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        storedRGBA = SIMD4(red, green, blue, alpha)
        storedRoots = ColorConversion.roots(ofEncoded: storedRGBA)
    }

    /// A colour from its stored fields.
    @inlinable
    init(storedRGBA: SIMD4<Float>, storedRoots: SIMD4<Float>) {
        self.storedRGBA = storedRGBA
        self.storedRoots = storedRoots
    }

    /// Recomputes the cached LMS cube roots from the components after one has changed.
    @usableFromInline
    mutating func refreshRoots() {
        storedRoots = ColorConversion.roots(ofEncoded: storedRGBA)
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

    /// Whether the two colours have equal components (IEEE `==`: NaN equals nothing); the
    /// perceptual coordinates a colour carries beside them are not compared.
    @inlinable
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.storedRGBA == rhs.storedRGBA
    }

    /// Hashes the four components, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
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
}
