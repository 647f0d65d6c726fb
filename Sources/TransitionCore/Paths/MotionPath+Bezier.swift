extension MotionPath {
    /// A chain of cubic Bézier segments: `points` holds the first anchor, then for each segment
    /// two control points and the anchor it ends on (1 + 3·n points). The path passes through
    /// the anchors and leaves each one towards the control point after it.
    ///
    /// A single point makes a path of length 0 that stays on it; so do segments whose points
    /// all coincide.
    ///
    /// - Throws: ``MotionPathError/noPoints`` for an empty list,
    ///   ``MotionPathError/incompleteBezierSegment(pointCount:)`` when the count is not
    ///   1 + 3·n, ``MotionPathError/nonFinitePoint(index:)`` for a NaN or infinite coordinate,
    ///   ``MotionPathError/pointOutOfRange(index:)`` for a coordinate beyond
    ///   ±``coordinateLimit`` (10³⁰).
    @_specialize(where Point == SIMD2<Float>)
    @_specialize(where Point == SIMD3<Float>)
    public init(cubicBezier points: [Point]) throws(MotionPathError) {
        guard !points.isEmpty else { throw .noPoints }
        guard points.count % 3 == 1 else { throw .incompleteBezierSegment(pointCount: points.count) }
        let net = try MotionPath.checked(points)
        if net.count == 1 {
            self.init(table: .lines(through: net))
        } else {
            self.init(table: .cubics(through: net))
        }
    }
}
