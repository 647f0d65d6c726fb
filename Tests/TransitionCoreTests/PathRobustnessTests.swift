import Testing

@testable import TransitionCore

/// Paths from awkward but finite points: duplicates, neighbours one ulp apart, collinear runs,
/// coordinates up to ±10³⁰. Every length, point and tangent is finite, and the path ends where
/// it should.
@Suite struct PathRobustnessTests {
    typealias Path = MotionPath<SIMD2<Float>>

    @Test func anEndPointWithANeighbourOneUlpAwayGivesAFiniteLength() throws {
        let cases: [[SIMD2<Float>]] = [
            [[1, 1], [0.99999994, 1], [5, 5]],
            [[1, 1], [1.0000001, 1], [5, 5]],
            [[5, 5], [1, 1], [0.99999994, 1]],
            [[5, 5], [1, 1], [1, 1.0000001], [1, 1.0000001]],
        ]
        for points in cases {
            let path = try Path(catmullRomThrough: points)
            #expect(path.length.isFinite && path.length > 5, "\(points): length \(path.length)")
            #expect(path.point(atFraction: 1) == points.last!, "\(points)")
            #expect(path.point(atFraction: 0) == points[0], "\(points)")
            let middle = path.point(atFraction: 0.5)
            #expect(middle.x.isFinite && middle.y.isFinite && middle != points[0], "\(points): \(middle)")
        }
    }

    @Test func randomAwkwardPointsGiveFinitePathsThatEndOnTheirEnds() throws {
        var random = SeededRandom(seed: 29)
        var built = 0
        for _ in 0..<400 {
            let points = Self.awkwardPoints(&random)
            let paths: [Path] = [
                try Path(polylineThrough: points), try Path(catmullRomThrough: points),
                try Path(catmullRomThrough: points, closed: true),
                try Path(cubicBezier: Array(points.prefix(3 * ((points.count - 1) / 3) + 1))),
            ]
            for (kind, path) in paths.enumerated() {
                built += 1
                #expect(path.length.isFinite && path.length >= 0, "kind \(kind), \(points)")
                for step in 0...16 {
                    let point = path.point(atFraction: Float(step) / 16)
                    let tangent = path.tangent(atFraction: Float(step) / 16)
                    #expect(
                        point.x.isFinite && point.y.isFinite && tangent.x.isFinite && tangent.y.isFinite,
                        "kind \(kind), fraction \(step)/16, \(points)")
                }
                if kind < 2 { #expect(path.point(atFraction: 1) == points.last!, "kind \(kind), \(points)") }
            }
        }
        #expect(built == 1_600)
    }

    /// 1–12 points, each a copy of the one before, a neighbour one ulp from it, on the line
    /// through the two before, or anywhere, at scales from 10⁻³ to 10³⁰.
    static func awkwardPoints(_ random: inout SeededRandom) -> [SIMD2<Float>] {
        let scale = Float([1e-3, 1, 1e6, 1e20, 1e30][Int(random.next() % 5)])
        func anywhere() -> SIMD2<Float> {
            SIMD2(Float(random.double(in: -1...1)), Float(random.double(in: -1...1))) * scale
        }
        var points = [anywhere()]
        for _ in 0..<(random.next() % 12) {
            let last = points[points.count - 1]
            switch random.next() % 5 {
            case 0: points.append(last)
            case 1: points.append(SIMD2(last.x.nextUp, last.y))
            case 2: points.append(SIMD2(last.x, last.y.nextDown))
            case 3 where points.count > 1:
                let before = points[points.count - 2]
                points.append(last + (last - before) * 0.5)
            default: points.append(anywhere())
            }
        }
        return points.map { SIMD2($0.x.clamped, $0.y.clamped) }
    }
}

extension Float {
    /// Within ±``MotionPath/coordinateLimit``.
    fileprivate var clamped: Float {
        Swift.min(
            Swift.max(self, -MotionPath<SIMD2<Float>>.coordinateLimit),
            MotionPath<SIMD2<Float>>.coordinateLimit)
    }
}
