/// Why a ``MotionPath`` could not be built from the points it was given.
public enum MotionPathError: Error, Equatable, Sendable {
    /// The list of points was empty: a path needs at least one point.
    case noPoints
    /// The point at `index` (in the list as given) has a NaN or infinite coordinate.
    case nonFinitePoint(index: Int)
    /// The point at `index` (in the list as given) has a coordinate beyond
    /// ±``MotionPath/coordinateLimit`` (10³⁰), far outside any game world; refused so that no
    /// length or direction along the path can overflow.
    case pointOutOfRange(index: Int)
    /// A cubic Bézier path takes an anchor, then two control points and an anchor per segment:
    /// 1, 4, 7, 10, … points. `pointCount` points were given.
    case incompleteBezierSegment(pointCount: Int)
}
