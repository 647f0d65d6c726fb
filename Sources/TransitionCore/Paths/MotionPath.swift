/// A path through 2-D or 3-D space, walked at constant speed: straight lines between points,
/// a smooth Catmull-Rom curve through them, or a chain of cubic Bézier segments.
///
/// Positions along the path are given by distance from the start (or by the fraction of the
/// whole length), not by the curve's own parameter, so that equal steps of distance are equal
/// steps along the path, however the curve bends. The first point is reached exactly at
/// distance 0 and the last exactly at ``length``.
///
/// A path is immutable and cheap to copy: copies share one table, built once by the
/// initialiser (``init(polylineThrough:closed:)``, ``init(catmullRomThrough:closed:)``,
/// ``init(cubicBezier:)``). Two paths are equal when they are made of the same segments
/// through the same points. Reading a point costs a look-up in that table (a bucket of
/// distance, then a step or two) and one evaluation of a segment, and allocates nothing.
///
/// Out-of-range input is harmless: a distance below 0 (or NaN) gives the first point, beyond
/// the length the last; a fraction is read the same way in 0...1.
public struct MotionPath<Point: PathPoint>: Sendable {
    /// The shared geometry.
    @usableFromInline let table: MotionPathTable<Point>

    init(table: MotionPathTable<Point>) {
        self.table = table
    }

    /// The length of the path, measured along it; 0 for a path through a single point.
    @inlinable
    public var length: Float { table.length }

    /// Whether the path is a loop: it ends on its first point, having left it.
    @inlinable
    public var isClosed: Bool { table.isClosed }

    /// The points the path passes through, in order (a closed path's first point again at the
    /// end). Points given twice in a row count once.
    public var anchors: [Point] {
        let stride = table.anchorStride
        return (0...(table.points.count - 1) / stride).map { table.points[$0 * stride] }
    }

    /// The distance along the path at which it passes through anchor `index` (an index into
    /// ``anchors``); nil for an index outside them.
    public func distance(atAnchor index: Int) -> Float? {
        guard index >= 0, index <= (table.points.count - 1) / table.anchorStride else { return nil }
        return table.knots[table.knot(atAnchor: index)]
    }

    /// The point `distance` along the path: exactly the first point at 0 or less (and for NaN),
    /// exactly the last at ``length`` or more.
    @inlinable
    public func point(atDistance distance: Float) -> Point {
        let table = self.table
        guard distance > 0 else { return table.points[0] }
        guard distance < table.length else { return table.points[table.points.count - 1] }
        let (interval, fraction) = table.locate(distance)
        return table.point(interval: interval, fraction: fraction)
    }

    /// The point `fraction` of the path's length from its start: exactly the first point at 0
    /// or less (and for NaN), exactly the last at 1 or more.
    @inlinable
    public func point(atFraction fraction: Float) -> Point {
        point(atDistance: distance(atFraction: fraction))
    }

    /// The direction of travel at `distance` along the path, as a unit vector; the clamping is
    /// that of ``point(atDistance:)``. At a corner of a polyline, the direction of the segment
    /// leaving it (of the last segment at the end). The zero vector for a path of length 0.
    @inlinable
    public func tangent(atDistance distance: Float) -> Point {
        let table = self.table
        guard table.length > 0 else { return Point() }
        let (interval, fraction) = table.locate(distance)
        return MotionPath.unit(table.direction(interval: interval, fraction: fraction))
    }

    /// The direction of travel `fraction` of the path's length from its start, as a unit
    /// vector; as ``tangent(atDistance:)``.
    @inlinable
    public func tangent(atFraction fraction: Float) -> Point {
        tangent(atDistance: distance(atFraction: fraction))
    }

    /// The distance along the path of `fraction` of its length: `fraction` is clamped into
    /// 0...1, and NaN counts as 0. Exactly ``length`` at 1.
    @inlinable
    public func distance(atFraction fraction: Float) -> Float {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return table.length }
        return fraction * table.length
    }

    /// `vector` scaled to length 1 (the zero vector stays zero), without overflow for large
    /// coordinates.
    @inlinable
    static func unit(_ vector: Point) -> Point {
        let largest = max(vector.max(), -vector.min())
        guard largest > 0 else { return Point() }
        let scaled = vector / largest
        return scaled / (scaled * scaled).sum().squareRoot()
    }
}

extension MotionPath: Equatable {
    /// Whether both paths are made of the same kind of segments through the same points.
    /// Copies of one path compare by identity, at once.
    @inlinable
    public static func == (lhs: MotionPath, rhs: MotionPath) -> Bool {
        if lhs.table === rhs.table { return true }
        return lhs.table.fingerprint == rhs.table.fingerprint && lhs.table.shape == rhs.table.shape
            && lhs.table.points == rhs.table.points
    }
}

extension MotionPath: StateHashable {
    /// Mixes in a hash of the kind of segments and of the points, computed once when the path
    /// was built: the same in every run, never a memory address.
    @inlinable
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(table.fingerprint)
    }
}
