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
    /// point from where it belongs before its span is narrowed.
    static let relativeTolerance = 2e-7
    /// The narrowest span tried, as a fraction of its segment's parameter: a span this narrow
    /// is kept whatever its error.
    static let narrowestSpan = 1.0 / 1024
    /// The widths a span is tried at: level 0 is a quarter of the segment's parameter, each
    /// level narrower by 2^¼ (rounded to six significant bits, so that every span's ends are
    /// multiples of 2⁻¹⁶, exact in a `Float`), level 32 the narrowest span.
    static let narrowestLevel = 32

    /// The table of the chain `net` (anchor, control, control, anchor, ...; 3·n + 1 points,
    /// at least 4), each point's lanes in a `SIMD4<Float>`, the unused ones 0.
    ///
    /// Each segment is walked from its start to its end a span at a time. A span is tried at
    /// the width the last one suggested; if its interpolation misses by more than the
    /// tolerance it is tried again narrower, and once it is kept the next one is tried wider,
    /// by as many levels as its error allows (one level multiplies the interpolation's error,
    /// which grows as the sixth power of the width, by 2^1.5), at most 4 (twice as wide). A segment's
    /// first span is tried at the width the previous segment's first span was kept at. The
    /// next width depends on the error only through comparisons, so that the processor can
    /// start on the next span before this one's error is known.
    init(_ net: ContiguousArray<SIMD4<Float>>) {
        let segmentCount = (net.count - 1) / 3
        knots.reserveCapacity(4 * segmentCount + 1)
        spans.reserveCapacity(4 * segmentCount)
        anchorKnots.reserveCapacity(segmentCount + 1)
        var distance = 0.0
        var firstLevel = 0
        for segment in 0..<segmentCount {
            let curve = Segment(
                net[3 * segment], net[3 * segment + 1], net[3 * segment + 2], net[3 * segment + 3])
            let tolerance = Self.relativeTolerance * curve.polygonLength
            var start = 0.0
            var level = firstLevel
            while start < 1 {
                let end = min(start + Self.width(level), 1)
                let trial = curve.span(from: start, to: end)
                if trial.error > tolerance, level < Self.narrowestLevel {
                    level += Self.levelsNarrower(error: trial.error, tolerance)
                    level = min(level, Self.narrowestLevel)
                    continue
                }
                if start == 0 { firstLevel = level }
                let previous = knots[knots.count - 1]
                distance += trial.arc
                knots.append(Float(distance))
                let hasLength = knots[knots.count - 1] > previous
                spans.append(
                    MotionPathSpan(
                        start: start, end: end, bend: hasLength ? trial.bend : SIMD2(),
                        curl: hasLength ? trial.curl : SIMD2(), segment: segment))
                level = max(level - Self.levelsWider(error: trial.error, tolerance), 0)
                start = end
            }
            anchorKnots.append(knots.count - 1)
        }
    }

    /// The width of a span at `level` (0...32): 2^(−2 − level/4), to six significant bits.
    private static func width(_ level: Int) -> Double {
        let significand: Double
        switch level & 3 {
        case 0: significand = 1
        case 1: significand = 0.843_75
        case 2: significand = 0.703_125
        default: significand = 0.593_75
        }
        return significand * Double(bitPattern: UInt64(1021 - level >> 2) << 52)
    }

    /// The share of the tolerance a span's error is aimed at, leaving a margin.
    private static let aim = 0.7

    /// How many levels narrower to try a span again whose error was `error` (more than
    /// `tolerance`): enough to bring it within the aim (a level divides the error by 2^1.5),
    /// at least 1.
    private static func levelsNarrower(error: Double, _ tolerance: Double) -> Int {
        let ratio = error / (aim * tolerance)
        guard ratio < 4096 else { return 8 }  // not a number included
        return (2 * Int(ratio.exponent) + 3) / 3
    }

    /// How many levels wider to try the span after one kept with `error`: as many as keep
    /// it within the aim, at most 4.
    private static func levelsWider(error: Double, _ tolerance: Double) -> Int {
        let ratio = aim * tolerance / error
        guard ratio >= 1 else { return 0 }  // not a number included
        guard ratio < 64 else { return 4 }
        return 2 * Int(ratio.exponent) / 3
    }

    /// The slope of the interpolated parameter at one end of a span, in units of the span
    /// (parameter width over arc length): the inverse of the curve's speed there times the
    /// span's mean speed. Kept in 0...3, where a cubic Hermite from 0 to 1 is
    /// monotonic (Fritsch and Carlson); the quintic term fitted on top of it can move a point
    /// back by no more than the span's checked error. A speed of 0 (a control point on its
    /// anchor) gives the largest slope.
    static func slope(arc: Double, width: Double, speed: Double) -> Float {
        let slope = arc / (width * speed)
        return slope < 3 ? Float(slope) : 3  // an infinite slope (speed 0) included
    }

    /// Half the difference between the interpolation's second derivative at one end of a span
    /// (in units of the span) and that of the cubic Hermite with the same end slopes
    /// (`cubic`): the coefficient of the quintic term that matches the curve's second
    /// derivative there. 0 where the slope was clamped (the curve nearly stops) or the
    /// derivative is not finite, which leaves the cubic; kept within ±16.
    static func curl(slope: Float, width: Double, turn: Double, cubic: Float) -> Float {
        guard slope < 3 else { return 0 }
        // d²h/du² = −(dh/du)² · width · (B′·B″)/|B′|².
        let second = -Double(slope) * Double(slope) * width * turn
        let curl = (second - Double(cubic)) / 2
        guard curl.isFinite else { return 0 }
        return Float(min(max(curl, -16), 16))
    }

    /// One cubic Bézier segment: its derivative as a polynomial, and its control polygon.
    struct Segment {
        /// B′(t) = a + b·t + c·t², in double precision from the control point differences.
        let a: SIMD4<Double>
        let b: SIMD4<Double>
        let c: SIMD4<Double>
        /// The length of the control polygon (its legs' differences taken in `Float`).
        let polygonLength: Double

        init(_ p0: SIMD4<Float>, _ p1: SIMD4<Float>, _ p2: SIMD4<Float>, _ p3: SIMD4<Float>) {
            let d0 = SIMD4<Double>(p1) - SIMD4<Double>(p0)
            let d1 = SIMD4<Double>(p2) - SIMD4<Double>(p1)
            let d2 = SIMD4<Double>(p3) - SIMD4<Double>(p2)
            a = 3 * d0
            b = 6 * (d1 - d0)
            c = 3 * ((d2 - d1) - (d1 - d0))
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

        /// The speed |B′(t)| at eight parameters at once, each lane on its own (the same
        /// value for the same parameter in any lane).
        @inline(__always)
        func speeds(at t: SIMD8<Double>) -> SIMD8<Double> {
            let x = a.x + t * (b.x + t * c.x)
            let y = a.y + t * (b.y + t * c.y)
            let z = a.z + t * (b.z + t * c.z)
            let w = a.w + t * (b.w + t * c.w)
            return (((x * x + y * y) + z * z) + w * w).squareRoot()
        }

        /// The span from parameter `start` to `end`: its arc length, by five-point
        /// Gauss-Legendre quadrature of the speed (exact for polynomials of degree 9); the
        /// interpolation's end slopes minus one; and an estimate of how far the interpolated
        /// parameter puts a point from where it belongs.
        ///
        /// The estimate needs no further speeds. The seven speeds (the five nodes and the two
        /// ends) make a polynomial of degree 6 whose integral is the arc length from the start
        /// to any parameter in the span (its integral over the span is the quadrature's). The
        /// estimate is the larger of: how far from `u` of the arc length that integral puts the
        /// interpolated parameter for u = 1/4, 1/2 and 3/4; and a bound on how much the
        /// integral changes when the end speeds are left out (the polynomial of degree 4
        /// through the nodes alone), which is large where the speed is not smooth (where
        /// the curve nearly stops) and the polynomial cannot be trusted.
        @inline(__always)
        func span(
            from start: Double, to end: Double
        ) -> (arc: Double, bend: SIMD2<Float>, curl: SIMD2<Float>, error: Double) {
            // Both exact: `start` and `end` are multiples of 2⁻¹⁶, so `middle ± half` are the ends.
            let middle = (start + end) / 2
            let half = (end - start) / 2
            let (x1, x2) = (0.538_469_310_105_683_1, 0.906_179_845_938_664_0)
            let speed = speeds(at: middle + half * SIMD8(-x2, -x1, 0, x1, x2, 1, -1, 0))
            let (before2, before1, centre) = (speed[0], speed[1], speed[2])
            let (after1, after2) = (speed[3], speed[4])
            let (endSpeed, startSpeed) = (speed[5], speed[6])
            var sum = 0.568_888_888_888_888_9 * centre
            sum += 0.478_628_670_499_366_5 * (before1 + after1)
            sum += 0.236_926_885_056_189_1 * (before2 + after2)
            let arc = sum * half
            let width = end - start
            let bend = SIMD2(
                CubicChainTable.slope(arc: arc, width: width, speed: startSpeed) - 1,
                CubicChainTable.slope(arc: arc, width: width, speed: endSpeed) - 1)
            let curl = SIMD2(
                CubicChainTable.curl(
                    slope: bend.x + 1, width: width, turn: turn(at: start), cubic: -4 * bend.x - 2 * bend.y),
                CubicChainTable.curl(
                    slope: bend.y + 1, width: width, turn: turn(at: end), cubic: 2 * bend.x + 4 * bend.y))

            // The speed polynomial's even and odd parts at ±x1, ±x2 and ±1 (at 0: `centre`).
            let (even1, even2, even3) = (after1 + before1, after2 + before2, endSpeed + startSpeed)
            let (odd1, odd2, odd3) = (after1 - before1, after2 - before2, endSpeed - startSpeed)
            // Its integral from −1 to z (in units of half the span): c0 + c1·z + ... + c7·z⁷.
            let c1 = centre
            let c3 =
                -1.888_888_888_888_888_8 * centre + 1.251_404_612_999_903_9 * even1
                - 0.619_460_168_555_459_5 * even2 + 0.3125 * even3
            let c5 =
                1.773_333_333_333_333_3 * centre - 1.665_209_052_625_916_5 * even1
                + 1.653_542_385_959_249_9 * even2 - 0.875 * even3
            let c7 =
                -0.6 * centre + 0.653_118_774_875_695_8 * even1 - 0.915_618_774_875_695_9 * even2
                + 0.5625 * even3
            let c2 = 1.010_764_467_937_691_4 * odd1 - 0.842_013_480_160_087_7 * odd2 + 0.468_75 * odd3
            let c4 = -1.120_829_962_186_519_2 * odd1 + 1.873_008_480_702_005 * odd2 - 1.093_75 * odd3
            let c6 = 0.410_298_485_478_449 * odd1 - 0.968_001_160_414_640_8 * odd2 + 0.656_25 * odd3
            let c0 = (c1 + c3 + c5 + c7) - (c2 + c4 + c6)
            // The interpolated parameter at u = 1/4, 1/2, 3/4 (and 1/2 again), from −1 to 1.
            let u = SIMD4<Double>(0.25, 0.5, 0.75, 0.5)
            let rest = 1 - u
            let slopes: SIMD4<Double> = Double(bend.x) * rest - Double(bend.y) * u
            let curls: SIMD4<Double> = Double(curl.x) * rest + Double(curl.y) * u
            let ur = u * rest
            let h: SIMD4<Double> = u + ur * slopes + ur * ur * curls
            let z: SIMD4<Double> = 2 * h - 1
            let z2 = z * z
            let low = (c0 + c1 * z) + (c2 + c3 * z) * z2
            let high = (c4 + c5 * z) + (c6 + c7 * z) * z2
            let integral = low + high * (z2 * z2)
            let misses: SIMD4<Double> = integral * half - u * arc
            let miss = max(max(abs(misses[0]), abs(misses[1])), abs(misses[2]))
            // The end speeds foreseen by the polynomial of degree 4 through the nodes.
            let evenEnd =
                0.533_333_333_333_333_3 * centre - 0.580_550_022_111_729_6 * even1
                + 0.813_883_355_445_062_9 * even2
            let oddEnd = -0.312_608_369_888_342_1 * odd1 + 0.737_524_693_649_25 * odd2
            let unforeseen = abs(endSpeed - (evenEnd + oddEnd)) + abs(startSpeed - (evenEnd - oddEnd))
            return (arc, bend, curl, max(miss, 0.045_269 * half * unforeseen))
        }

        /// How fast the speed changes relative to itself at parameter `t`: (B′·B″)/|B′|².
        @inline(__always)
        func turn(at t: Double) -> Double {
            let first = a + t * (b + t * c)
            let second = b + 2 * t * c
            let product = first * second
            let square = first * first
            return ((product.x + product.y) + product.z + product.w)
                / ((square.x + square.y) + square.z + square.w)
        }
    }
}
