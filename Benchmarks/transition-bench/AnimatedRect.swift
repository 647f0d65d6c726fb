import CBaseline
import TransitionCore

/// The benchmark's component: a rectangle's frame and colour, eight floats, as a game would
/// write it. Every field is interpolated linearly, `a + (b - a)·t`, the C baseline's lerp.
struct AnimatedRect: VectorTransitionable {
    var x: Float
    var y: Float
    var w: Float
    var h: Float
    var r: Float
    var g: Float
    var b: Float
    var a: Float

    func transition(to other: AnimatedRect, progress t: Float) -> AnimatedRect {
        AnimatedRect(
            x: lerp(x, other.x, t), y: lerp(y, other.y, t), w: lerp(w, other.w, t), h: lerp(h, other.h, t),
            r: lerp(r, other.r, t), g: lerp(g, other.g, t), b: lerp(b, other.b, t), a: lerp(a, other.a, t))
    }

    static func + (lhs: AnimatedRect, rhs: AnimatedRect) -> AnimatedRect {
        AnimatedRect(
            x: lhs.x + rhs.x, y: lhs.y + rhs.y, w: lhs.w + rhs.w, h: lhs.h + rhs.h,
            r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
    }

    static func - (lhs: AnimatedRect, rhs: AnimatedRect) -> AnimatedRect {
        AnimatedRect(
            x: lhs.x - rhs.x, y: lhs.y - rhs.y, w: lhs.w - rhs.w, h: lhs.h - rhs.h,
            r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
    }

    func scaled(by factor: Float) -> AnimatedRect {
        AnimatedRect(
            x: x * factor, y: y * factor, w: w * factor, h: h * factor,
            r: r * factor, g: g * factor, b: b * factor, a: a * factor)
    }

    /// A deterministic rectangle for entity number `index`, `variant` choosing between starting
    /// points and targets.
    static func sample(_ index: Int, variant: Int = 0) -> AnimatedRect {
        let k = Float((index &* 7919 &+ variant &* 104_729) % 1000)
        return AnimatedRect(
            x: k, y: 1000 - k, w: 10 + k / 10, h: 20 + k / 20,
            r: k / 1000, g: 1 - k / 1000, b: 0.5, a: 1)
    }

    /// The same rectangle as C sees it.
    var c: cbaseline_rect { cbaseline_rect(x: x, y: y, w: w, h: h, r: r, g: g, b: b, a: a) }

    /// The largest difference between this rectangle's fields and `other`'s.
    func maximumDifference(from other: cbaseline_rect) -> Float {
        Swift.max(
            Swift.max(abs(x - other.x), abs(y - other.y), abs(w - other.w), abs(h - other.h)),
            Swift.max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a)))
    }
}
