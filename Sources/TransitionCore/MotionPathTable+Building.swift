// Building a path's arc-length table, once, in double precision.

extension MotionPathTable {
    /// The table of straight segments through `anchors` (not empty).
    static func lines(through anchors: ContiguousArray<Point>) -> MotionPathTable {
        var knots = ContiguousArray<Float>()
        knots.reserveCapacity(anchors.count)
        var distance = 0.0
        knots.append(0)
        for index in anchors.indices.dropFirst() {
            distance += length(of: anchors[index] - anchors[index - 1])
            knots.append(Float(distance))
        }
        return MotionPathTable(shape: .lines, points: anchors, knots: knots, spans: [], anchorKnots: [])
    }

    /// The table of the cubic Bézier chain `net` (anchor, control, control, anchor, ...; a count
    /// of 3·n + 1, at least 4).
    static func cubics(through net: ContiguousArray<Point>) -> MotionPathTable {
        var knots: ContiguousArray<Float> = [0]
        var spans = ContiguousArray<Span>()
        var anchorKnots: ContiguousArray<Int> = [0]
        var distance = 0.0
        for segment in 0..<(net.count - 1) / 3 {
            let curve = (net[3 * segment], net[3 * segment + 1], net[3 * segment + 2], net[3 * segment + 3])
            let tolerance =
                2e-7
                * (length(of: curve.1 - curve.0) + length(of: curve.2 - curve.1)
                    + length(of: curve.3 - curve.2))
            // Spans still to place, the next one last: quarters of the segment to begin with,
            // each halved until its interpolation is within `tolerance` (or it is 1/1024 wide).
            var pending: [(start: Double, end: Double)] = [(0.75, 1), (0.5, 0.75), (0.25, 0.5), (0, 0.25)]
            while let (start, end) = pending.popLast() {
                let arc = arcLength(curve, from: start, to: end)
                let bend = SIMD2(
                    slope(arc: arc, width: end - start, speed: speed(curve, at: start)) - 1,
                    slope(arc: arc, width: end - start, speed: speed(curve, at: end)) - 1)
                let middle = (start + end) / 2
                if end - start > 1.0 / 1024,
                    interpolationError(curve, from: start, to: end, arc: arc, bend: bend) > tolerance
                {
                    pending.append((middle, end))
                    pending.append((start, middle))
                    continue
                }
                let previous = knots[knots.count - 1]
                distance += arc
                knots.append(Float(distance))
                let flat = knots[knots.count - 1] > previous ? bend : SIMD2()
                spans.append(Span(start: start, end: end, bend: flat, segment: segment))
            }
            anchorKnots.append(knots.count - 1)
        }
        return MotionPathTable(
            shape: .cubics, points: net, knots: knots, spans: spans, anchorKnots: anchorKnots)
    }

    /// How far from `u` of the span's length, at worst, the interpolated parameter for `u` puts
    /// the point, for u = 1/4, 1/2, 3/4 (the span from `start` to `end`, `arc` long).
    private static func interpolationError(
        _ curve: (Point, Point, Point, Point), from start: Double, to end: Double, arc: Double,
        bend: SIMD2<Float>
    ) -> Double {
        var worst = 0.0
        for u in [0.25, 0.5, 0.75] {
            let h = u + u * (1 - u) * (Double(bend.x) * (1 - u) - Double(bend.y) * u)
            let reached = arcLength(curve, from: start, to: start + (end - start) * h)
            worst = max(worst, abs(reached - u * arc))
        }
        return worst
    }

    /// The slope of the interpolated parameter at one end of a span, in units of the span
    /// (parameter width over arc length): the inverse of the curve's speed there times the
    /// span's mean speed. Kept in 0...3, where a cubic Hermite from 0 to 1 is
    /// monotonic (Fritsch and Carlson), so points never run backwards; a speed of 0 (a control
    /// point on its anchor) gives the largest slope.
    private static func slope(arc: Double, width: Double, speed: Double) -> Float {
        let slope = arc / (width * speed)
        return slope < 3 ? Float(slope) : 3  // an infinite slope (speed 0) included
    }

    /// The Euclidean length of `vector`, in double precision.
    private static func length(of vector: Point) -> Double {
        var sum = 0.0
        for lane in vector.indices { sum += Double(vector[lane]) * Double(vector[lane]) }
        return sum.squareRoot()
    }

    /// The speed |B′(t)| of the cubic Bézier `controls` at parameter `t`.
    private static func speed(_ controls: (Point, Point, Point, Point), at t: Double) -> Double {
        let (p0, p1, p2, p3) = controls
        let s = 1 - t
        let (w0, w1, w2) = (3 * s * s, 6 * s * t, 3 * t * t)
        var sum = 0.0
        for lane in p0.indices {
            let d0 = Double(p1[lane]) - Double(p0[lane])
            let d1 = Double(p2[lane]) - Double(p1[lane])
            let d2 = Double(p3[lane]) - Double(p2[lane])
            let derivative = d0 * w0 + d1 * w1 + d2 * w2
            sum += derivative * derivative
        }
        return sum.squareRoot()
    }

    /// The arc length of the cubic Bézier `controls` from parameter `t0` to `t1`: five-point
    /// Gauss-Legendre quadrature of the speed, exact for polynomials of degree 9.
    private static func arcLength(_ controls: (Point, Point, Point, Point), from t0: Double, to t1: Double)
        -> Double
    {
        let middle = (t0 + t1) / 2
        let half = (t1 - t0) / 2
        var sum = 0.568_888_888_888_888_9 * speed(controls, at: middle)
        for (node, weight) in [
            (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
            (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        ] {
            sum +=
                weight
                * (speed(controls, at: middle - half * node) + speed(controls, at: middle + half * node))
        }
        return sum * half
    }
}
