extension MotionPath {
    /// A path of straight segments through `points`, in order; with `closed`, one more segment
    /// leads from the last point back to the first.
    ///
    /// A point equal to the one before it counts once. A single point (or one point repeated)
    /// makes a path of length 0 that stays on it.
    ///
    /// - Throws: ``MotionPathError/noPoints`` for an empty list,
    ///   ``MotionPathError/nonFinitePoint(index:)`` for a NaN or infinite coordinate,
    ///   ``MotionPathError/pointOutOfRange(index:)`` for a coordinate beyond
    ///   ±``coordinateLimit`` (10³⁰).
    @_specialize(where Point == SIMD2<Float>)
    @_specialize(where Point == SIMD3<Float>)
    public init(polylineThrough points: [Point], closed: Bool = false) throws(MotionPathError) {
        var anchors = try MotionPath.waypoints(points, closed: closed)
        if closed, anchors.count > 1 { anchors.append(anchors[0]) }
        self.init(table: .lines(through: anchors))
    }
}
