import CBaseline
import TransitionCore

/// The benchmark's component: a rectangle's frame and colour, eight floats, as a game would
/// write it: `FloatLanes`, so every field is interpolated linearly, `a + (b - a)·t`, the C
/// baseline's lerp, and the engine interpolates them with its vector kernel.
struct AnimatedRect: FloatLanes {
    var x: Float
    var y: Float
    var w: Float
    var h: Float
    var r: Float
    var g: Float
    var b: Float
    var a: Float

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
