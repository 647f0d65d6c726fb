/// The arc-length table of a chain of cubic Bézier segments, built once in double precision
/// from the control points' lanes (up to four), with no generic code in its loops.
struct CubicChainTable {
    /// The distance from the start at the end of every span; first 0.
    var knots: ContiguousArray<Float> = [0]
    /// The span between each knot and the next.
    var spans = ContiguousArray<MotionPathSpan>()
    /// The index of the knot at each anchor.
    var anchorKnots: ContiguousArray<Int> = [0]

    /// How far (in units of a segment's control polygon) the interpolated parameter may put a
    /// point from where it belongs before its span is halved.
    static let relativeTolerance = 2e-7
    /// The narrowest span, as a fraction of its segment's parameter: no span is halved below it.
    static let narrowestSpan = 1.0 / 1024

    /// The table of the chain `net` (anchor, control, control, anchor, ...; 3·n + 1 points,
    /// at least 4), each point's lanes in a `SIMD4<Float>`, the unused ones 0.
    init(_ net: ContiguousArray<SIMD4<Float>>) {
        var distance = 0.0
        var pending: [(start: Double, end: Double)] = []
        for segment in 0..<(net.count - 1) / 3 {
            let curve = Segment(
                net[3 * segment], net[3 * segment + 1], net[3 * segment + 2], net[3 * segment + 3])
            let tolerance = Self.relativeTolerance * curve.polygonLength
            // Spans still to place, the next one last: quarters of the segment to begin with,
            // each halved until its interpolation is within `tolerance` (or it is as narrow as
            // allowed).
            pending.append((0.75, 1))
            pending.append((0.5, 0.75))
            pending.append((0.25, 0.5))
            pending.append((0, 0.25))
            while let (start, end) = pending.popLast() {
                let arc = curve.arcLength(from: start, to: end)
                let bend = SIMD2(
                    Self.slope(arc: arc, width: end - start, speed: curve.speed(at: start)) - 1,
                    Self.slope(arc: arc, width: end - start, speed: curve.speed(at: end)) - 1)
                let middle = (start + end) / 2
                if end - start > Self.narrowestSpan,
                    curve.interpolationMisses(from: start, to: end, arc: arc, bend: bend, by: tolerance)
                {
                    pending.append((middle, end))
                    pending.append((start, middle))
                    continue
                }
                let previous = knots[knots.count - 1]
                distance += arc
                knots.append(Float(distance))
                let flat = knots[knots.count - 1] > previous ? bend : SIMD2()
                spans.append(MotionPathSpan(start: start, end: end, bend: flat, segment: segment))
            }
            anchorKnots.append(knots.count - 1)
        }
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

    /// One cubic Bézier segment, as the differences between its control points.
    struct Segment {
        /// Control point differences, in double precision: p1 − p0, p2 − p1, p3 − p2.
        let d0: SIMD4<Double>
        let d1: SIMD4<Double>
        let d2: SIMD4<Double>
        /// The length of the control polygon (its legs' differences taken in `Float`).
        let polygonLength: Double

        init(_ p0: SIMD4<Float>, _ p1: SIMD4<Float>, _ p2: SIMD4<Float>, _ p3: SIMD4<Float>) {
            d0 = SIMD4<Double>(p1) - SIMD4<Double>(p0)
            d1 = SIMD4<Double>(p2) - SIMD4<Double>(p1)
            d2 = SIMD4<Double>(p3) - SIMD4<Double>(p2)
            polygonLength =
                Segment.length(SIMD4<Double>(p1 - p0)) + Segment.length(SIMD4<Double>(p2 - p1))
                + Segment.length(SIMD4<Double>(p3 - p2))
        }

        /// The Euclidean length of `vector`, its lanes summed in order.
        @inline(__always)
        static func length(_ vector: SIMD4<Double>) -> Double {
            let square = vector * vector
            var sum = 0.0
            sum += square[0]
            sum += square[1]
            sum += square[2]
            sum += square[3]
            return sum.squareRoot()
        }

        /// The speed |B′(t)| at parameter `t`.
        @inline(__always)
        func speed(at t: Double) -> Double {
            let s = 1 - t
            let (w0, w1, w2) = (3 * s * s, 6 * s * t, 3 * t * t)
            return Segment.length(d0 * w0 + d1 * w1 + d2 * w2)
        }

        /// The arc length from parameter `t0` to `t1`: five-point Gauss-Legendre quadrature of
        /// the speed, exact for polynomials of degree 9.
        func arcLength(from t0: Double, to t1: Double) -> Double {
            let middle = (t0 + t1) / 2
            let half = (t1 - t0) / 2
            var sum = 0.568_888_888_888_888_9 * speed(at: middle)
            sum +=
                0.478_628_670_499_366_5
                * (speed(at: middle - half * 0.538_469_310_105_683_1)
                    + speed(at: middle + half * 0.538_469_310_105_683_1))
            sum +=
                0.236_926_885_056_189_1
                * (speed(at: middle - half * 0.906_179_845_938_664_0)
                    + speed(at: middle + half * 0.906_179_845_938_664_0))
            return sum * half
        }

        /// Whether the interpolated parameter for `u` puts the point further than `tolerance`
        /// from `u` of the span's length, for u = 1/2, 1/4 or 3/4 (the span from `start` to
        /// `end`, `arc` long).
        func interpolationMisses(
            from start: Double, to end: Double, arc: Double, bend: SIMD2<Float>, by tolerance: Double
        ) -> Bool {
            let (x, y) = (Double(bend.x), Double(bend.y))
            func misses(_ u: Double) -> Bool {
                let h = u + u * (1 - u) * (x * (1 - u) - y * u)
                return abs(arcLength(from: start, to: start + (end - start) * h) - u * arc) > tolerance
            }
            return misses(0.5) || misses(0.25) || misses(0.75)
        }
    }
}
