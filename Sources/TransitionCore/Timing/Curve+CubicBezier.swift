/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function, from (0, 0) to (1, 1).
public struct CubicBezier: Sendable, Equatable {
    /// First control point; `x1` is clamped to 0...1 as CSS requires.
    public let x1: Double, y1: Double
    /// Second control point; `x2` is clamped to 0...1 as CSS requires.
    public let x2: Double, y2: Double

    /// The largest magnitude of `y1` and `y2` kept: beyond it the curve's progress would
    /// overflow a `Float`, so larger handles are lowered to it.
    public static let maximumHandle = 1e6

    /// A curve through the control points (x1, y1) and (x2, y2). Non-finite coordinates are
    /// replaced by the linear curve's (x1 = y1 = 1/3, x2 = y2 = 2/3); `y1` and `y2` are clamped
    /// to ±``maximumHandle``.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            self.x1 = 1.0 / 3
            self.y1 = 1.0 / 3
            self.x2 = 2.0 / 3
            self.y2 = 2.0 / 3
            return
        }
        self.x1 = min(max(x1, 0), 1)
        self.y1 = min(max(y1, -CubicBezier.maximumHandle), CubicBezier.maximumHandle)
        self.x2 = min(max(x2, 0), 1)
        self.y2 = min(max(y2, -CubicBezier.maximumHandle), CubicBezier.maximumHandle)
    }

    /// Polynomial coefficients of one coordinate: `((a·u + b)·u + c)·u`.
    @inlinable
    internal static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// The curve's y where its x is `x` (0...1): the parameter solved by Newton's method, with
    /// bisection when Newton stalls, to well below float precision.
    @inlinable
    public func y(atX x: Double) -> Double {
        let (ax, bx, cx) = CubicBezier.coefficients(x1, x2)
        let (ay, by, cy) = CubicBezier.coefficients(y1, y2)
        let epsilon = 1e-12
        var u = x
        for _ in 0..<8 {
            let error = ((ax * u + bx) * u + cx) * u - x
            if abs(error) < epsilon { return ((ay * u + by) * u + cy) * u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            if abs(slope) < 1e-9 { break }
            u -= error / slope
        }
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<64 {
            let value = ((ax * u + bx) * u + cx) * u
            if abs(value - x) < epsilon { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return ((ay * u + by) * u + cy) * u
    }
}

extension Curve {
    /// CSS `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 are clamped to 0...1.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Curve {
        Curve(kind: .cubicBezier(CubicBezier(x1, y1, x2, y2)))
    }

    /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = cubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = cubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = cubicBezier(0.42, 0, 0.58, 1)
}
