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
    ///   ``MotionPathError/pointOutOfRange(index:)`` for a coordinate beyond
    ///   ±``coordinateLimit`` (10³⁰).
    /// - Complexity: O(points): a segment's table takes 4 spans on gentle curves, 10 to 30 on
    ///   sharp turns, 1,024 at most.
    @_specialize(where Point == SIMD2<Float>)
    @_specialize(where Point == SIMD3<Float>)
    public init(catmullRomThrough points: [Point], closed: Bool = false) throws(MotionPathError) {
        let waypoints = try MotionPath.waypoints(points, closed: closed)
        let count = waypoints.count
        guard count > 1 else {
            self.init(table: .lines(through: waypoints))
            return
        }
        /// Waypoint `index`, wrapped around a closed path; nil before the start and after the
        /// end of an open one, where the path goes on as the reflection of the next segment.
        func waypoint(_ index: Int) -> Point? {
            if closed { return waypoints[(index % count + count) % count] }
            return index >= 0 && index < count ? waypoints[index] : nil
        }
        let segmentCount = closed ? count : count - 1
        var net = ContiguousArray<Point>()
        net.reserveCapacity(3 * segmentCount + 1)
        net.append(waypoints[0])
        for segment in 0..<segmentCount {
            let (controlOut, controlIn) = MotionPath.centripetalControls(
                waypoint(segment - 1), waypoint(segment)!, waypoint(segment + 1)!, waypoint(segment + 2))
            net.append(controlOut)
            net.append(controlIn)
            net.append(waypoint(segment + 1)!)
        }
        self.init(table: .cubics(through: net))
    }

    /// The Bézier control points of the centripetal Catmull-Rom segment from `p1` to `p2` with
    /// neighbours `p0` and `p3` (Yuksel, Schaefer and Keyser, "Parameterization and
    /// applications of Catmull-Rom curves", 2011, with α = 1/2), worked out in double precision
    /// from the differences between the points, so that they stay accurate when neighbouring
    /// points are close together. A nil neighbour is the reflection of the segment's other end
    /// (`p1 + (p1 − p2)`, `p2 + (p2 − p1)`), taken as a difference, never rounded onto the
    /// anchor. Consecutive points must differ.
    static func centripetalControls(_ p0: Point?, _ p1: Point, _ p2: Point, _ p3: Point?) -> (Point, Point) {
        var d01 = SIMD3<Double>()
        var d12 = SIMD3<Double>()
        var d23 = SIMD3<Double>()
        for lane in p1.indices {
            d12[lane] = Double(p2[lane]) - Double(p1[lane])
            d01[lane] = p0.map { Double(p1[lane]) - Double($0[lane]) } ?? d12[lane]
            d23[lane] = p3.map { Double($0[lane]) - Double(p2[lane]) } ?? d12[lane]
        }
        // Square roots of the chord lengths: all positive, as consecutive points differ.
        let a = chordLength(d01).squareRoot()
        let b = chordLength(d12).squareRoot()
        let c = chordLength(d23).squareRoot()
        let (outAlong, outBefore) = (a / (3 * (a + b)), b * b / (3 * a * (a + b)))
        let (inAlong, inAfter) = (c / (3 * (c + b)), b * b / (3 * c * (c + b)))
        var out = p1
        var into = p2
        for lane in p1.indices {
            out[lane] = Float(Double(p1[lane]) + d12[lane] * outAlong + d01[lane] * outBefore)
            into[lane] = Float(Double(p2[lane]) - d12[lane] * inAlong - d23[lane] * inAfter)
        }
        return (out, into)
    }

    /// The length of `difference` (up to three lanes used), in double precision.
    private static func chordLength(_ difference: SIMD3<Double>) -> Double {
        (difference * difference).sum().squareRoot()
    }
}
