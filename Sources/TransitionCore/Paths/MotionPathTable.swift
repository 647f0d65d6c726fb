/// The shared, immutable geometry behind a ``MotionPath``: its points and the table that turns
/// a distance along the path into a point on it.
///
/// Straight segments join anchors directly. Curved paths are chains of cubic Bézier segments;
/// each segment's parameter range is cut into spans, and the table holds the distance along the
/// path at the end of every span (a knot). A distance is found between two knots from a bucket
/// index over equal stretches of distance, a step or two from the bucket's first interval (a
/// binary search mispredicts most of its branches for random distances: measured 1.6 times
/// slower). The curve parameter in the span comes from a quintic Hermite interpolation whose end
/// slopes are the inverse speeds at its ends and whose second derivatives follow the curve's
/// there. A segment is walked a span at a time, each span no wider than a quarter of the
/// segment, narrowed where that interpolation puts a point further than 2·10⁻⁷ of the
/// segment's control polygon from where it should be (checked at a quarter, half and three
/// quarters of the span against the integral of the polynomial through the seven speeds the
/// span's quadrature and ends take, where that polynomial can be trusted), so that equal steps
/// of distance are equal steps along the curve to that precision (about that of a `Float`
/// parameter), sharp bends and stopping points included; no span is narrower than 1/1024 of
/// its segment, the one place the bound may not hold (a segment that stops dead).
/// The check is a sample, not a proof: measured at 15 points in every span against Simpson's
/// rule (`PathTableAccuracyTests`), zigzags, spirals and scattered Catmull-Rom points stay
/// within 2.2·10⁻⁷ of the polygon (the `Float` parameter's rounding included); on Bézier chains
/// with stopping points about 0.15% of the samples miss by more, by up to 4·10⁻⁷.
/// A segment thus costs 4 spans on gentle curves, 10 to 30 on sharp turns (14 on a zigzag's),
/// 1,024 at most, and a span about 1.2 tries of 7 speed evaluations: building is linear in the
/// number of points.
@usableFromInline
final class MotionPathTable<Point: PathPoint>: Sendable {
    /// How the points are joined.
    @usableFromInline
    enum Shape: UInt8, Sendable {
        /// Straight segments from anchor to anchor.
        case lines = 1
        /// Cubic Bézier segments: anchor, control, control, anchor, control, control, anchor...
        case cubics = 2
    }

    /// Where a span between two knots lies on a cubic segment.
    @usableFromInline typealias Span = MotionPathSpan

    /// How the points are joined.
    @usableFromInline let shape: Shape
    /// The anchors (lines), or the anchors with two control points between each pair (cubics).
    /// Never empty; a closed path's last point is its first.
    @usableFromInline let points: ContiguousArray<Point>
    /// The distance from the start at each knot: at every anchor (lines), or at the ends of
    /// the spans (cubics). Non-decreasing, first 0, last `length`.
    @usableFromInline let knots: ContiguousArray<Float>
    /// Cubics only: the span between each knot and the next.
    @usableFromInline let spans: ContiguousArray<Span>
    /// Cubics only: the index of the knot at each anchor.
    @usableFromInline let anchorKnots: ContiguousArray<Int>
    /// The length of the path.
    @usableFromInline let length: Float
    /// For each of as many equal stretches of distance as there are intervals between knots,
    /// the interval its start lies in: where a search for a distance begins.
    @usableFromInline let buckets: ContiguousArray<Int32>
    /// Buckets per unit of distance.
    @usableFromInline let bucketScale: Float
    /// Whether the path ends on its first point, having left it.
    @usableFromInline let isClosed: Bool
    /// A deterministic hash of the shape and the points, the same in every run.
    @usableFromInline let fingerprint: UInt64

    init(
        shape: Shape, points: ContiguousArray<Point>, knots: ContiguousArray<Float>,
        spans: ContiguousArray<Span>, anchorKnots: ContiguousArray<Int>
    ) {
        self.shape = shape
        self.points = points
        self.knots = knots
        self.spans = spans
        self.anchorKnots = anchorKnots
        let length = knots[knots.count - 1]
        self.length = length
        (buckets, bucketScale) = MotionPathTable.buckets(knots)
        self.isClosed = length > 0 && points[points.count - 1] == points[0]
        var hasher = StateHasher()
        hasher.combine(byte: shape.rawValue)
        hasher.combine(integer: points.count)
        for point in points {
            // `+ 0` turns −0 into +0, so that points that compare equal hash equal.
            for lane in point.indices { hasher.combine(float: point[lane] + 0) }
        }
        fingerprint = hasher.value
    }

    /// The interval each of `knots.count − 1` equal stretches of distance starts in, and the
    /// stretches per unit of distance; none for a path of length 0.
    private static func buckets(_ knots: ContiguousArray<Float>) -> (ContiguousArray<Int32>, Float) {
        let length = knots[knots.count - 1]
        guard length > 0 else { return ([], 0) }
        let count = knots.count - 1
        let stretch = length / Float(count)
        var buckets = ContiguousArray<Int32>()
        buckets.reserveCapacity(count)
        var interval = 0
        for bucket in 0..<count {
            let start = Float(bucket) * stretch
            while interval < count - 1, knots[interval + 1] <= start { interval += 1 }
            buckets.append(Int32(interval))
        }
        return (buckets, Float(count) / length)
    }

    /// Points between two anchors: 1 for lines, 3 for cubics.
    @usableFromInline var anchorStride: Int { shape == .lines ? 1 : 3 }

    /// The index of the knot at anchor `index`.
    @usableFromInline func knot(atAnchor index: Int) -> Int { shape == .lines ? index : anchorKnots[index] }

    /// The interval between knots that holds `distance`, and the fraction of the interval's
    /// length that `distance` is into it. Every interval returned has a positive length. At or
    /// before the start: the first such interval, fraction 0; at or after the end: the last,
    /// fraction 1. Requires `length > 0`.
    @inlinable
    func locate(_ distance: Float) -> (interval: Int, fraction: Float) {
        knots.withUnsafeBufferPointer { knots in
            let last = knots.count &- 2
            if distance >= length {
                // The last interval that ends later than it starts.
                var interval = last
                while interval > 0, knots[interval] >= length { interval &-= 1 }
                return (interval, 1)
            }
            let distance = distance > 0 ? distance : 0
            // The last knot at or before `distance` (the next one is after it): from the
            // bucket's first interval, a step or two at most, back or on.
            let position = distance * bucketScale
            let bucket = position < Float(buckets.count) ? Int(position) : buckets.count &- 1
            var interval = Int(buckets.withUnsafeBufferPointer { $0[bucket] })
            while knots[interval] > distance { interval &-= 1 }
            while interval < last, knots[interval &+ 1] <= distance { interval &+= 1 }
            let start = knots[interval]
            return (interval, (distance - start) / (knots[interval &+ 1] - start))
        }
    }

    /// The point `fraction` of the way (by length) through knot interval `interval`.
    @inlinable
    func point(interval: Int, fraction: Float) -> Point {
        points.withUnsafeBufferPointer { points in
            switch shape {
            case .lines:
                let start = points[interval]
                if fraction == 0 { return start }
                return start + (points[interval + 1] - start) * fraction
            case .cubics:
                let (segment, t) = parameter(interval: interval, fraction: fraction)
                let base = 3 * segment
                if t == 0 { return points[base] }
                return Self.bezierPoint(points[base], points[base + 1], points[base + 2], points[base + 3], t)
            }
        }
    }

    /// The direction of travel `fraction` of the way (by length) through knot interval
    /// `interval`, not normalised; zero only where the path is a single point.
    @inlinable
    func direction(interval: Int, fraction: Float) -> Point {
        points.withUnsafeBufferPointer { points in
            switch shape {
            case .lines:
                return points[interval + 1] - points[interval]
            case .cubics:
                let (segment, t) = parameter(interval: interval, fraction: fraction)
                let base = 3 * segment
                return Self.bezierDirection(
                    points[base], points[base + 1], points[base + 2], points[base + 3], t)
            }
        }
    }

    /// Cubics: the segment and the Bézier parameter in it `fraction` of the way (by length)
    /// through knot interval `interval`.
    @inlinable
    func parameter(interval: Int, fraction u: Float) -> (segment: Int, t: Float) {
        let span = spans.withUnsafeBufferPointer { $0[interval] }
        // Quintic Hermite from 0 to 1 with end slopes 1 + bend.x and 1 + bend.y and the second
        // derivatives `curl` sets: exactly 0 at u = 0.
        let rest = 1 - u
        let ur = u * rest
        let h =
            u + ur * (span.bend.x * rest - span.bend.y * u) + ur * ur * (span.curl.x * rest + span.curl.y * u)
        return (Int(span.segment), span.start + span.width * h)
    }

    /// The cubic Bézier from `p0` to `p3` with controls `p1` and `p2`, at parameter `t`.
    @inlinable
    static func bezierPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Float) -> Point {
        let s = 1 - t
        let s2 = s * s
        let t2 = t * t
        return p0 * (s2 * s) + p1 * (3 * s2 * t) + p2 * (3 * s * t2) + p3 * (t2 * t)
    }

    /// The direction of the cubic Bézier at parameter `t` (its derivative over 3). Where the
    /// derivative vanishes (a control point on its anchor), the direction the curve leaves in:
    /// that of the second, then of the third derivative.
    @inlinable
    static func bezierDirection(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Float) -> Point {
        let s = 1 - t
        let (d0, d1, d2) = (p1 - p0, p2 - p1, p3 - p2)
        let first = d0 * (s * s) + d1 * (2 * s * t) + d2 * (t * t)
        if first != Point() { return first }
        // Near a zero of the first derivative it grows as the second times (t − t₀): forwards
        // from the start, backwards into the end.
        let second = (d1 - d0) * s + (d2 - d1) * t
        if second != Point() { return t < 0.5 ? second : Point() - second }
        return d2 - d1 - d1 + d0
    }
}
