// Checking the points a path is built from.

extension MotionPath {
    /// The largest coordinate magnitude a path accepts, 10³⁰: lengths and directions of a
    /// million segments that far apart still fit in a `Float`.
    public static var coordinateLimit: Float { 1e30 }

    /// `points` as a path's storage, after checking that there is at least one and that every
    /// coordinate is finite and within ±``coordinateLimit``.
    static func checked(_ points: [Point]) throws(MotionPathError) -> ContiguousArray<Point> {
        guard !points.isEmpty else { throw .noPoints }
        for (index, point) in points.enumerated() {
            for lane in point.indices {
                guard point[lane].isFinite else { throw .nonFinitePoint(index: index) }
                guard point[lane].magnitude <= coordinateLimit else { throw .pointOutOfRange(index: index) }
            }
        }
        return ContiguousArray(points)
    }

    /// The distinct waypoints of `points` (checked as by ``checked(_:)``): a point equal to the
    /// one before it is dropped, and for a `closed` path a last point equal to the first (the
    /// loop closes by itself).
    static func waypoints(_ points: [Point], closed: Bool) throws(MotionPathError) -> ContiguousArray<Point> {
        let checked = try checked(points)
        var waypoints = ContiguousArray<Point>()
        waypoints.reserveCapacity(checked.count + 1)
        for point in checked where waypoints.last != point { waypoints.append(point) }
        if closed, waypoints.count > 1, waypoints[waypoints.count - 1] == waypoints[0] {
            waypoints.removeLast()
        }
        return waypoints
    }
}
