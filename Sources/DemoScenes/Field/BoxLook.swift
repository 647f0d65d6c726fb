import TransitionCore

/// Everything about a field box that moves, in one component: its frame, its colour (opaque,
/// in OKLab) and its corner radius, eight floats moved by one transition. A retarget starts one
/// transition per box, a tick advances one and a frame reads one, a third of the work of three
/// components; the colour and the radius follow the frame's curve or spring. The lanes are
/// interpolated side by side (``FloatLanes``), and a spring keeps the velocity of all eight.
public struct BoxLook: FloatLanes, Sendable {
    /// The frame's left edge, in window pixels.
    public var x: Float
    /// The frame's top edge.
    public var y: Float
    /// The frame's width.
    public var width: Float
    /// The frame's height.
    public var height: Float
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The colour's perceptual lightness (OKLab's `L`).
    public var L: Float
    /// The colour's green–red axis (OKLab's `a`).
    public var a: Float
    /// The colour's blue–yellow axis (OKLab's `b`).
    public var b: Float
    /// The corner radius in pixels; drawing clamps it to half the shorter side.
    public var radius: Float

    /// The look of `target`: its frame, its colour made opaque and its radius.
    public init(_ target: BoxTarget) {
        x = target.frame.rect.x
        y = target.frame.rect.y
        width = target.frame.rect.z
        height = target.frame.rect.w
        L = target.color.L
        a = target.color.a
        b = target.color.b
        radius = target.radius.value
    }

    /// The frame.
    public var frame: BoxFrame { BoxFrame(x: x, y: y, width: width, height: height) }

    /// The colour, opaque.
    public var color: OKLab { OKLab(L: L, a: a, b: b) }
}
