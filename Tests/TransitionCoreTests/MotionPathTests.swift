import Foundation
import Testing
import TransitionCore

/// A hairpin-bending route for Catmull-Rom paths: right angles, a U-turn and uneven spacing.
private let route: [SIMD2<Float>] = [
    [0, 0], [100, 0], [100, 100], [0, 100], [0, 200], [200, 200], [210, -50], [50, 40],
]

/// A Bézier chain whose speed varies tenfold: a long pull, a tight curl, and a segment whose
/// first control point lies on its anchor (speed 0 there).
private let chain: [SIMD2<Float>] = [
    [0, 0], [300, 0], [-100, 100], [100, 100],
    [300, 100], [300, 300], [100, 250],
    [100, 250], [-50, 120], [20, -30],
]

/// `a` and `b` have the same bits in every lane (so +0 and −0 differ).
private func sameBits<Point: SIMD>(_ a: Point, _ b: Point) -> Bool where Point.Scalar == Float {
    a.indices.allSatisfy { a[$0].bitPattern == b[$0].bitPattern }
}

private func distance<Point: SIMD>(_ a: Point, _ b: Point) -> Float where Point.Scalar == Float {
    let d = a - b
    return (d * d).sum().squareRoot()
}

/// The length of `path` between `from` and `to` (distances along it), measured on the curve as
/// the sum of the chords between `pieces` points placed evenly in distance, and the anchors
/// between them (where a Bézier chain may turn a corner).
private func measuredArc<Point: PathPoint>(_ path: MotionPath<Point>, from: Float, to: Float, pieces: Int)
    -> Double
{
    var stops = (0...pieces).map { from + (to - from) * Float($0) / Float(pieces) }
    stops += path.anchors.indices.map { path.distance(atAnchor: $0)! }.filter { $0 > from && $0 < to }
    stops.sort()
    var sum = 0.0
    for (start, end) in zip(stops, stops.dropFirst()) {
        sum += Double(distance(path.point(atDistance: start), path.point(atDistance: end)))
    }
    return sum
}

/// A reference cubic Bézier in double precision.
private func bezier(_ p: [SIMD2<Double>], _ t: Double) -> SIMD2<Double> {
    let s = 1 - t
    return p[0] * (s * s * s) + p[1] * (3 * s * s * t) + p[2] * (3 * s * t * t) + p[3] * (t * t * t)
}

/// A reference centripetal Catmull-Rom segment from `p[1]` to `p[2]` in double precision, by
/// Barry and Goldman's pyramid (not the Bézier form the path uses).
private func centripetal(_ p: [SIMD2<Double>], _ u: Double) -> SIMD2<Double> {
    func knot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        ((a - b) * (a - b)).sum().squareRoot().squareRoot()
    }
    let t0 = 0.0
    let t1 = t0 + knot(p[0], p[1])
    let t2 = t1 + knot(p[1], p[2])
    let t3 = t2 + knot(p[2], p[3])
    let t = t1 + (t2 - t1) * u
    func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ ta: Double, _ tb: Double) -> SIMD2<Double> {
        a * ((tb - t) / (tb - ta)) + b * ((t - ta) / (tb - ta))
    }
    let a1 = mix(p[0], p[1], t0, t1)
    let a2 = mix(p[1], p[2], t1, t2)
    let a3 = mix(p[2], p[3], t2, t3)
    return mix(mix(a1, a2, t0, t2), mix(a2, a3, t1, t3), t1, t2)
}

/// The length of `curve` over 0...1 as the sum of `steps` chords, in double precision.
private func referenceLength(steps: Int, _ curve: (Double) -> SIMD2<Double>) -> Double {
    var sum = 0.0
    var previous = curve(0)
    for step in 1...steps {
        let next = curve(Double(step) / Double(steps))
        sum += ((next - previous) * (next - previous)).sum().squareRoot()
        previous = next
    }
    return sum
}

@Suite struct MotionPathTests {
    // MARK: Positions

    @Test func aPolylineGivesKnownPositions() throws {
        let path = try MotionPath<SIMD2<Float>>(polylineThrough: [
            [0, 0], [3, 0], [3, 4], [3, 4], [-3, 4],
        ])
        #expect(path.length == 13)
        #expect(path.anchors == [[0, 0], [3, 0], [3, 4], [-3, 4]], "the repeated point counts once")
        #expect(
            [0, 1, 2, 3, 4, -1, .max, .min].map { path.distance(atAnchor: $0) } == [
                0, 3, 7, 13, nil, nil, nil, nil,
            ])
        #expect(try MotionPath(cubicBezier: chain).distance(atAnchor: .max) == nil)
        #expect(path.point(atDistance: 1.5) == [1.5, 0])
        #expect(path.point(atDistance: 3) == [3, 0])
        #expect(path.point(atDistance: 5) == [3, 2])
        #expect(path.point(atDistance: 10) == [0, 4])
        #expect(path.point(atFraction: 0.5) == [3, 3.5])
        #expect(path.tangent(atDistance: 1) == [1, 0])
        #expect(path.tangent(atDistance: 3) == [0, 1], "at a corner, the segment leaving it")
        #expect(path.tangent(atDistance: 13) == [-1, 0])
        #expect(!path.isClosed)
        let loop = try MotionPath<SIMD2<Float>>(polylineThrough: [[0, 0], [3, 0], [3, 4]], closed: true)
        #expect(loop.isClosed && loop.length == 12 && loop.anchors.count == 4)
        #expect(loop.point(atDistance: 9.5) == [1.5, 2])
        #expect(loop.tangent(atFraction: 1) == [-0.6, -0.8])
    }

    @Test func everyKindOfPathIsExactAtBothEnds() throws {
        let flat: [MotionPath<SIMD2<Float>>] = [
            try MotionPath(polylineThrough: route), try MotionPath(polylineThrough: route, closed: true),
            try MotionPath(catmullRomThrough: route), try MotionPath(catmullRomThrough: route, closed: true),
            try MotionPath(cubicBezier: chain),
        ]
        for path in flat {
            let (first, last) = (path.anchors[0], path.anchors[path.anchors.count - 1])
            for start in [0, -0.0, -1, -.infinity, .nan] as [Float] {
                #expect(sameBits(path.point(atFraction: start), first))
                #expect(sameBits(path.point(atDistance: start), first))
            }
            for end in [1, 1.5, .infinity] as [Float] {
                #expect(sameBits(path.point(atFraction: end), last))
            }
            #expect(sameBits(path.point(atDistance: path.length), last))
            #expect(sameBits(path.point(atDistance: .greatestFiniteMagnitude), last))
            #expect(path.distance(atFraction: 1) == path.length && path.distance(atFraction: .nan) == 0)
        }
        let helix: [SIMD3<Float>] = (0...8).map {
            [Float($0 % 2) * 10, Float($0 / 2 % 2) * 10, Float($0) * 3]
        }
        for path in [
            try MotionPath(polylineThrough: helix), try MotionPath(catmullRomThrough: helix),
            try MotionPath(cubicBezier: Array(helix[0..<7])),
        ] {
            #expect(sameBits(path.point(atFraction: 0), helix[0]))
            #expect(sameBits(path.point(atFraction: 1), path.anchors[path.anchors.count - 1]))
        }
    }

    @Test func curvesPassExactlyThroughTheirAnchors() throws {
        let smooth = try MotionPath(catmullRomThrough: route)
        #expect(smooth.anchors == route)
        let loop = try MotionPath(catmullRomThrough: route + [route[0]], closed: true)
        #expect(loop.isClosed && loop.anchors == route + [route[0]])
        let curl = try MotionPath(cubicBezier: chain)
        #expect(curl.anchors == [chain[0], chain[3], chain[6], chain[9]])
        for path in [smooth, loop, curl] {
            for (index, anchor) in path.anchors.enumerated() {
                let at = try #require(path.distance(atAnchor: index))
                #expect(sameBits(path.point(atDistance: at), anchor), "anchor \(index)")
            }
        }
    }

    @Test func lengthsAgreeWithAnIndependentMeasureOfTheCurves() throws {
        let curl = try MotionPath(cubicBezier: chain)
        let controls = chain.map { SIMD2<Double>(Double($0.x), Double($0.y)) }
        var total = 0.0
        for segment in 0..<3 {
            total += referenceLength(steps: 20_000) {
                bezier(Array(controls[3 * segment...3 * segment + 3]), $0)
            }
            let at = try #require(curl.distance(atAnchor: segment + 1))
            #expect(abs(Double(at) - total) < 1e-5 * total, "segment \(segment)")
        }
        #expect(abs(Double(curl.length) - total) < 1e-5 * total)

        // The Catmull-Rom path against Barry and Goldman's pyramid, the phantom end points
        // reflected as the path reflects them.
        let smooth = try MotionPath(catmullRomThrough: route)
        let points = route.map { SIMD2<Double>(Double($0.x), Double($0.y)) }
        let padded =
            [points[0] * 2 - points[1]] + points + [points[points.count - 1] * 2 - points[points.count - 2]]
        total = 0
        for segment in 0..<(route.count - 1) {
            total += referenceLength(steps: 20_000) { centripetal(Array(padded[segment...segment + 3]), $0) }
            let at = try #require(smooth.distance(atAnchor: segment + 1))
            #expect(abs(Double(at) - total) < 1e-5 * total, "segment \(segment)")
        }
    }

    @Test func lookUpsAgreeWithALinearSearchHoweverUnevenTheSegments() throws {
        // Segments from a thousandth to a thousand long, so that many fall in one bucket of the
        // look-up and many buckets in one segment.
        var random = SeededRandom(seed: 13)
        var points: [SIMD2<Float>] = [[0, 0]]
        for _ in 0..<500 {
            let step = Float(random.double(in: -3...3))
            let size = Float(1 << (random.next() % 21)) / 1024
            points.append(points[points.count - 1] + SIMD2(size, size * step))
        }
        let path = try MotionPath(polylineThrough: points)
        points = path.anchors  // steps too small for the coordinates they are added to count once
        #expect(points.count > 400, "\(points.count) anchors")
        let starts = points.indices.map { path.distance(atAnchor: $0)! }
        for _ in 0..<5000 {
            let distance = Float(random.double(in: 0...Double(path.length)))
            guard distance > 0, distance < path.length else { continue }
            let segment = starts.lastIndex { $0 <= distance }!
            let (a, b) = (points[segment], points[segment + 1])
            let expected =
                a + (b - a) * ((distance - starts[segment]) / (starts[segment + 1] - starts[segment]))
            #expect(path.point(atDistance: distance) == expected, "at \(distance)")
        }
        // A Bézier chain with a segment of length 0 in the middle, and a path a few subnormals long.
        let pause = try MotionPath<SIMD2<Float>>(cubicBezier: [
            [0, 0], [1, 1], [2, 1], [3, 0], [3, 0], [3, 0], [3, 0], [4, -1], [5, -1], [6, 0],
        ])
        #expect(pause.distance(atAnchor: 1) == pause.distance(atAnchor: 2))
        #expect(pause.point(atDistance: pause.distance(atAnchor: 1)!) == [3, 0])
        #expect(abs(pause.length / 2 - pause.distance(atAnchor: 1)!) < 1e-5)
        let tiny = try MotionPath<SIMD2<Float>>(polylineThrough: [
            [0, 0], [Float.leastNonzeroMagnitude * 3, 0],
        ])
        #expect(
            tiny.length > 0 && tiny.point(atFraction: 0.5).x <= Float.leastNonzeroMagnitude * 3
                && tiny.tangent(atFraction: 0.5) == [1, 0])
    }

    // MARK: Constant speed

    @Test func equalStepsOfDistanceAreEqualStepsAlongTheCurve() throws {
        let paths = [
            try MotionPath(catmullRomThrough: route), try MotionPath(catmullRomThrough: route, closed: true),
            try MotionPath(cubicBezier: chain),
        ]
        for path in paths {
            let steps = 200
            let step = path.length / Float(steps)
            var worst = 0.0
            for index in 0..<steps {
                let arc = measuredArc(
                    path, from: Float(index) * step, to: Float(index + 1) * step, pieces: 64)
                worst = max(worst, abs(arc - Double(step)) / Double(step))
            }
            #expect(worst < 1e-4, "worst relative error \(worst)")
        }
        let helix: [SIMD3<Float>] = (0...12).map {
            [Float($0 % 2) * 10, Float($0 / 2 % 2) * 10, Float($0) * 3]
        }
        let spiral = try MotionPath(catmullRomThrough: helix)
        let step = spiral.length / 100
        for index in 0..<100 {
            let arc = measuredArc(spiral, from: Float(index) * step, to: Float(index + 1) * step, pieces: 64)
            #expect(abs(arc - Double(step)) < 1e-4 * Double(step), "step \(index)")
        }
    }

    // MARK: Direction

    @Test func theAngleFollowsTheDirectionOfTravel() throws {
        let diagonal = try MotionPath<SIMD2<Float>>(polylineThrough: [[0, 0], [5, 5], [5, -5], [-10, -5]])
        #expect(abs(diagonal.angle(atFraction: 0.1) - Float.pi / 4) < 1e-6)
        #expect(abs(diagonal.angle(atDistance: 10) - -Float.pi / 2) < 1e-6)
        #expect(abs(diagonal.angle(atFraction: 1) - Float.pi) < 1e-6)
        let tangent = diagonal.tangent(atFraction: 0.1)
        #expect(abs(tangent.x - Float(0.5).squareRoot()) < 1e-6 && tangent.x == tangent.y)

        // Twenty-four points on a circle, joined smoothly: the tangent is square to the radius
        // and the heading is a quarter turn ahead of the point's own angle.
        let circle: [SIMD2<Float>] = (0..<24).map {
            let angle = 2 * Double.pi * Double($0) / 24
            return [Float(100 * cos(angle)), Float(100 * sin(angle))]
        }
        let ring = try MotionPath(catmullRomThrough: circle, closed: true)
        #expect(abs(ring.length - 200 * .pi) < 0.05)
        for index in 0...200 {
            let fraction = Float(index) / 200
            let point = ring.point(atFraction: fraction)
            let along = ring.tangent(atFraction: fraction)
            #expect(abs((along * point).sum()) / distance(point, .zero) < 2e-3, "at \(fraction)")
            #expect(abs(distance(along, .zero) - 1) < 1e-6)
            let heading = ring.angle(atFraction: fraction)
            #expect(abs(heading - atan2(along.y, along.x)) < 1e-6)
            let cross = point.x * along.y - point.y * along.x
            #expect(cross > 0, "counter-clockwise")
        }
        #expect(distance(ring.tangent(atFraction: 0), ring.tangent(atFraction: 1)) < 1e-6, "a smooth join")
    }

    @Test func aControlPointOnItsAnchorStillGivesADirection() throws {
        let half = Float(0.5).squareRoot()
        let hook = try MotionPath<SIMD2<Float>>(cubicBezier: [[0, 0], [0, 0], [10, 10], [20, 0]])
        #expect(distance(hook.tangent(atFraction: 0), [half, half]) < 1e-6)
        let into = try MotionPath<SIMD2<Float>>(cubicBezier: [[0, 0], [10, 10], [20, 0], [20, 0]])
        #expect(distance(into.tangent(atFraction: 1), [half, -half]) < 1e-6)
        let straight = try MotionPath<SIMD2<Float>>(cubicBezier: [[0, 0], [0, 0], [9, 0], [9, 0]])
        #expect(straight.tangent(atFraction: 0) == [1, 0] && straight.tangent(atFraction: 1) == [1, 0])
    }

    // MARK: Bad input

    @Test func anEmptyOrUnusableListOfPointsIsRefused() {
        let none: [SIMD2<Float>] = []
        #expect(throws: MotionPathError.noPoints) { try MotionPath(polylineThrough: none) }
        #expect(throws: MotionPathError.noPoints) { try MotionPath(catmullRomThrough: none, closed: true) }
        #expect(throws: MotionPathError.noPoints) { try MotionPath(cubicBezier: none) }
        for bad in [Float.nan, .infinity, -.infinity] {
            let points: [SIMD2<Float>] = [[0, 0], [1, bad], [2, 0], [3, 0]]
            #expect(throws: MotionPathError.nonFinitePoint(index: 1)) {
                try MotionPath(polylineThrough: points)
            }
            #expect(throws: MotionPathError.nonFinitePoint(index: 1)) {
                try MotionPath(catmullRomThrough: points)
            }
            #expect(throws: MotionPathError.nonFinitePoint(index: 1)) {
                try MotionPath(cubicBezier: Array(points))
            }
        }
        let far: [SIMD3<Float>] = [[0, 0, 0], [0, 0, 1], [0, 0, 1.1e30]]
        #expect(throws: MotionPathError.pointOutOfRange(index: 2)) { try MotionPath(catmullRomThrough: far) }
        #expect(throws: MotionPathError.incompleteBezierSegment(pointCount: 3)) {
            try MotionPath(cubicBezier: far)
        }
    }

    @Test func aSinglePointOrAZeroLengthPathStaysPut() throws {
        let point: SIMD2<Float> = [4, -2]
        let paths = [
            try MotionPath(polylineThrough: [point]),
            try MotionPath(catmullRomThrough: [point, point], closed: true),
            try MotionPath(cubicBezier: [point]), try MotionPath(cubicBezier: [point, point, point, point]),
            try MotionPath(polylineThrough: [point, point, point]),
        ]
        for path in paths {
            #expect(path.length == 0 && !path.isClosed)
            for at in [0, 0.5, 1, -1, .nan, .infinity] as [Float] {
                #expect(sameBits(path.point(atFraction: at), point))
                #expect(sameBits(path.point(atDistance: at), point))
                #expect(path.tangent(atFraction: at) == .zero)
                #expect(path.angle(atFraction: at) == 0)
            }
        }
        let line = try MotionPath<SIMD2<Float>>(catmullRomThrough: [[0, 0], [8, 6]])
        #expect(line.length == 10 && line.point(atFraction: 0.5) == [4, 3])
    }

    // MARK: Positions as values

    @Test func aPathPositionMovesItsDistanceAndStaysOnThePath() throws {
        let path = try MotionPath(catmullRomThrough: route)
        let start = PathPosition(on: path, fraction: 0)
        let end = PathPosition(on: path, fraction: 1)
        #expect(start.point == route[0] && end.point == route[route.count - 1] && end.distance == path.length)
        #expect(start.transition(to: end, progress: 0) == start)
        let half = start.transition(to: end, progress: 0.5)
        #expect(half.distance == path.length / 2 && half.point == path.point(atFraction: 0.5))
        #expect(abs(half.fraction - 0.5) < 1e-7)
        #expect(
            half.tangent == path.tangent(atDistance: half.distance)
                && half.angle == path.angle(atFraction: 0.5))
        #expect(start.transition(to: end, progress: 1.3) == end, "overshoot rests at the end")
        #expect(end.transition(to: start, progress: 1.3) == start)
        #expect(PathPosition(on: path, distance: .nan) == start && PathPosition(on: path, fraction: 7) == end)

        let other = try MotionPath(polylineThrough: route)
        let elsewhere = PathPosition(on: other, fraction: 0.25)
        #expect(start.transition(to: elsewhere, progress: 0.49) == start)
        #expect(start.transition(to: elsewhere, progress: 0.5) == elsewhere)
    }

    @Test func equalPathsMakeEqualPositionsWithEqualHashes() throws {
        func hash(_ position: PathPosition<SIMD2<Float>>) -> UInt64 {
            var hasher = StateHasher()
            position.hash(into: &hasher)
            return hasher.value
        }
        let one = PathPosition(on: try MotionPath(cubicBezier: chain), fraction: 0.3)
        let again = PathPosition(on: try MotionPath(cubicBezier: chain), fraction: 0.3)
        #expect(one == again && hash(one) == hash(again), "built twice, the same value and hash")
        let moved = PathPosition(on: one.path, fraction: 0.31)
        #expect(one != moved && hash(one) != hash(moved))
        var bent = chain
        bent[4].y += 1
        let reshaped = PathPosition(on: try MotionPath(cubicBezier: bent), fraction: 0.3)
        #expect(one != reshaped && hash(one) != hash(reshaped))
        let straight = PathPosition(on: try MotionPath(polylineThrough: chain), fraction: 0.3)
        #expect(one.path != straight.path && hash(one) != hash(straight))
    }
}
