/// A value made of `Float` fields and nothing else, each moving as `lerp(a, b, t)`: conform
/// and the rest comes with it (the transition, the sum, the difference and the scaling that
/// springs need), and an engine interpolates many such values at once with the widest vector
/// instructions the processor has.
///
/// ```swift
/// struct Sprite: FloatLanes {
///     var x: Float
///     var y: Float
///     var scale: Float
///     var opacity: Float
/// }
/// ```
///
/// The fields are the lanes, in declaration order; a type whose stored size is not a whole
/// number of floats, or has padding at its end, gets no lanes
/// (``Transitionable/floatLaneCount`` is 0) and is transitioned value by value, with the same
/// results. Implementing ``Transitionable/transition(to:progress:)`` differently breaks the
/// promise an engine relies on: leave the one given here.
public protocol FloatLanes: VectorTransitionable {}

extension FloatLanes {
    /// Every lane moved `progress` of the way to `other`'s, each as `lerp(a, b, progress)`.
    @inlinable @inline(__always)
    public func transition(to other: Self, progress: Float) -> Self {
        Self.combined(self, other) { a, b in lerp(a, b, progress) }
    }

    /// The lane-wise sum.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        combined(lhs, rhs) { $0 + $1 }
    }

    /// The lane-wise difference.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        combined(lhs, rhs) { $0 - $1 }
    }

    /// Every lane multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> Self {
        Self.combined(self, self) { a, _ in a * factor }
    }

    /// The number of `Float` lanes: the stored size in floats, or 0 when the layout is not a
    /// whole number of floats without padding.
    @inlinable
    public static var floatLaneCount: Int {
        let size = MemoryLayout<Self>.size
        guard size > 0, size % MemoryLayout<Float>.stride == 0, size == MemoryLayout<Self>.stride,
            MemoryLayout<Self>.alignment <= MemoryLayout<Float>.alignment
        else { return 0 }
        return size / MemoryLayout<Float>.stride
    }

    /// `lhs` with each lane replaced by `body` of it and `rhs`'s same lane.
    @inlinable @inline(__always)
    static func combined(_ lhs: Self, _ rhs: Self, _ body: (Float, Float) -> Float) -> Self {
        var result = lhs
        let lanes = MemoryLayout<Self>.size / MemoryLayout<Float>.stride
        withUnsafeMutableBytes(of: &result) { out in
            withUnsafeBytes(of: rhs) { other in
                for lane in 0..<lanes {
                    let a = out.load(fromByteOffset: lane * 4, as: Float.self)
                    let b = other.load(fromByteOffset: lane * 4, as: Float.self)
                    out.storeBytes(of: body(a, b), toByteOffset: lane * 4, as: Float.self)
                }
            }
        }
        return result
    }
}
