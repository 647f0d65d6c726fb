extension MotionPath where Point == SIMD2<Float> {
    /// The heading at `distance` along the path: the angle in radians, in −π...π, from the
    /// positive x axis to the direction of travel (``tangent(atDistance:)``), counter-clockwise
    /// when y points up. Rotating a sprite drawn facing +x by this angle turns it to follow the
    /// path. 0 for a path of length 0. It wraps from π to −π where the path heads along −x.
    @inlinable
    public func angle(atDistance distance: Float) -> Float {
        let table = self.table
        guard table.length > 0 else { return 0 }
        let (interval, fraction) = table.locate(distance)
        // The direction as it comes, not scaled to length 1: its angle is the same.
        let direction = table.direction(interval: interval, fraction: fraction)
        return Float(Math.atan2(Double(direction.y), Double(direction.x)))
    }

    /// The heading `fraction` of the path's length from its start; as ``angle(atDistance:)``.
    @inlinable
    public func angle(atFraction fraction: Float) -> Float {
        angle(atDistance: distance(atFraction: fraction))
    }
}
