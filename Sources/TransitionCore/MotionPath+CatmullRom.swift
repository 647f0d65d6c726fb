extension MotionPath {
    /// A smooth curve through `points`, in order: a centripetal Catmull-Rom spline, which
    /// passes through every point without corners, and unlike the uniform kind never loops or
    /// forms a cusp within a segment, however unevenly the points are spaced. With `closed`,
    /// the curve runs on from the last point back to the first and joins smoothly there. An
    /// open curve's first and last segments bend as if the path went on straight beyond its
    /// ends.
    ///
    /// A point equal to the one before it counts once. A single point (or one point repeated)
    /// makes a path of length 0 that stays on it; two points make a straight segment.
    ///
    /// - Throws: ``MotionPathError/noPoints`` for an empty list,
    ///   ``MotionPathError/nonFinitePoint(index:)`` for a NaN or infinite coordinate,
    ///   ``MotionPathError/pointOutOfRange(index:)`` for a coordinate beyond ±2⁶⁴.
    public init(catmullRomThrough points: [Point], closed: Bool = false) throws(MotionPathError) {
        let waypoints = try MotionPath.waypoints(points, closed: closed)
        let count = waypoints.count
        guard count > 1 else {
            self.init(table: .lines(through: waypoints))
            return
        }
        /// Waypoint `index`, wrapped around a closed path; before the start and after the end
        /// of an open one, the reflection of the neighbouring waypoint.
        func waypoint(_ index: Int) -> Point {
            if closed { return waypoints[(index % count + count) % count] }
            if index < 0 { return waypoints[0] + (waypoints[0] - waypoints[1]) }
            if index >= count { return waypoints[count - 1] + (waypoints[count - 1] - waypoints[count - 2]) }
            return waypoints[index]
        }
        let segmentCount = closed ? count : count - 1
        var net = ContiguousArray<Point>()
        net.reserveCapacity(3 * segmentCount + 1)
        net.append(waypoints[0])
        for segment in 0..<segmentCount {
            let (controlOut, controlIn) = MotionPath.centripetalControls(
                waypoint(segment - 1), waypoint(segment), waypoint(segment + 1), waypoint(segment + 2))
            net.append(controlOut)
            net.append(controlIn)
            net.append(waypoint(segment + 1))
        }
        self.init(table: .cubics(through: net))
    }

    /// The Bézier control points of the centripetal Catmull-Rom segment from `p1` to `p2` with
    /// neighbours `p0` and `p3` (Yuksel, Schaefer and Keyser, "Parameterization and
    /// applications of Catmull-Rom curves", 2011, with α = 1/2), written as offsets from the
    /// anchors so that they stay accurate when neighbouring points are close together.
    /// Consecutive points must differ.
    static func centripetalControls(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> (Point, Point) {
        // Square roots of the chord lengths.
        let a = chordLength(p0, p1).squareRoot()
        let b = chordLength(p1, p2).squareRoot()
        let c = chordLength(p2, p3).squareRoot()
        let out = p1 + (p2 - p1) * Float(a / (3 * (a + b))) + (p1 - p0) * Float(b * b / (3 * a * (a + b)))
        let into = p2 + (p1 - p2) * Float(c / (3 * (c + b))) + (p2 - p3) * Float(b * b / (3 * c * (c + b)))
        return (out, into)
    }

    /// The distance from `p` to `q`, in double precision.
    private static func chordLength(_ p: Point, _ q: Point) -> Double {
        var sum = 0.0
        for lane in p.indices {
            let difference = Double(q[lane]) - Double(p[lane])
            sum += difference * difference
        }
        return sum.squareRoot()
    }
}
