/// An axis-aligned rectangle in window pixels, y down.
public struct Rect: Equatable, Sendable {
    /// Left edge.
    public var x: Float
    /// Top edge.
    public var y: Float
    /// Width (never negative when made by ``init(x:y:width:height:)``).
    public var width: Float
    /// Height (never negative when made by ``init(x:y:width:height:)``).
    public var height: Float

    /// A rectangle; a negative width or height is taken as 0.
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// Right edge.
    public var maxX: Float { x + width }
    /// Bottom edge.
    public var maxY: Float { y + height }
    /// The centre point.
    public var center: SIMD2<Float> { SIMD2(x + width / 2, y + height / 2) }

    /// Whether `point` lies inside (left and top edges included, right and bottom excluded).
    public func contains(_ point: SIMD2<Float>) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether `other` lies inside, edges included (within a pixel of rounding).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x - 1 && other.y >= y - 1 && other.maxX <= maxX + 1 && other.maxY <= maxY + 1
    }

    /// This rectangle shrunk by `amount` on every side.
    public func insetBy(_ amount: Float) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
