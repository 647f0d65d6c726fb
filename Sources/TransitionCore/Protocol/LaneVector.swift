/// A ``VectorTransitionable`` value made of a fixed number of numbers, its lanes, read and
/// written one at a time: what snapping a decay's resting value (``DecaySnap``) and bounding a
/// decay (``DecayBounds``) work on, lane by lane. `Float` and `Double` (one lane each) and
/// `SIMD2`, `SIMD3` and `SIMD4` of `Float` conform; a struct of a few floats conforms with two
/// members:
///
/// ```swift
/// extension Point: LaneVector {
///     static var laneCount: Int { 2 }
///     subscript(lane index: Int) -> Double {
///         get { Double(index == 0 ? x : y) }
///         set { if index == 0 { x = Float(newValue) } else { y = Float(newValue) } }
///     }
/// }
/// ```
public protocol LaneVector: VectorTransitionable {
    /// The number of lanes.
    static var laneCount: Int { get }
    /// Lane `index`, in `0..<laneCount`, as a `Double`; setting it rounds to the lane's own type.
    subscript(lane index: Int) -> Double { get set }
}

extension LaneVector {
    /// Whether every lane is finite (neither NaN nor infinite).
    @inlinable
    public var lanesAreFinite: Bool {
        for lane in 0..<Self.laneCount where !self[lane: lane].isFinite { return false }
        return true
    }
}

extension Float: LaneVector {
    /// One lane.
    @inlinable
    public static var laneCount: Int { 1 }

    /// The value itself, whatever `index`.
    @inlinable
    public subscript(lane index: Int) -> Double {
        get { Double(self) }
        set { self = Float(newValue) }
    }
}

extension Double: LaneVector {
    /// One lane.
    @inlinable
    public static var laneCount: Int { 1 }

    /// The value itself, whatever `index`.
    @inlinable
    public subscript(lane index: Int) -> Double {
        get { self }
        set { self = newValue }
    }
}

extension SIMD2: LaneVector where Scalar == Float {
    /// Two lanes.
    @inlinable
    public static var laneCount: Int { 2 }
}

extension SIMD3: LaneVector where Scalar == Float {
    /// Three lanes.
    @inlinable
    public static var laneCount: Int { 3 }
}

extension SIMD4: LaneVector where Scalar == Float {
    /// Four lanes.
    @inlinable
    public static var laneCount: Int { 4 }
}

extension SIMD where Scalar == Float {
    /// Lane `index`, as ``LaneVector`` reads it: the `SIMD2`, `SIMD3` and `SIMD4` lanes.
    @inlinable
    public subscript(lane index: Int) -> Double {
        get { Double(self[index]) }
        set { self[index] = Float(newValue) }
    }
}
