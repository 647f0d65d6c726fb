import Testing

@testable import TransitionCore

/// The arc-length table against an independent measure: at 15 points of every span, the arc
/// from the span's start to the table's parameter (Simpson's rule on 32 pieces of the curve's
/// speed) against the share of the span's arc the point should be at, relative to the
/// segment's control polygon. Also the spans each kind of segment takes, which is the cost of
/// building a path.
@Suite struct PathTableAccuracyTests {
    typealias Path = MotionPath<SIMD2<Float>>

    /// The worst miss of `path`'s table, the share of samples that miss by more than 2.5·10⁻⁷,
    /// and the spans per segment.
    static func measure(_ path: Path) -> (worst: Double, over: Double, spansPerSegment: Double) {
        let table = path.table
        let net = table.points.map { SIMD4<Float>($0.x, $0.y, 0, 0) }
        var worst = 0.0
        var over = 0
        var samples = 0
        for (index, span) in table.spans.enumerated() {
            let base = 3 * Int(span.segment)
            let curve = CubicChainTable.Segment(net[base], net[base + 1], net[base + 2], net[base + 3])
            func speed(_ t: Double) -> Double { curve.speeds(at: SIMD8(repeating: t))[0] }
            func arc(_ from: Double, _ to: Double) -> Double {
                let pieces = 32
                let step = (to - from) / Double(pieces)
                var sum = speed(from) + speed(to)
                for piece in 1..<pieces {
                    sum += Double(2 + 2 * (piece % 2)) * speed(from + Double(piece) * step)
                }
                return sum * step / 3
            }
            let start = Double(span.start)
            let whole = arc(start, start + Double(span.width))
            for sample in 1..<16 {
                let u = Float(sample) / 16
                let t = Double(table.parameter(interval: index, fraction: u).t)
                let miss = abs(arc(start, t) - Double(u) * whole) / curve.polygonLength
                worst = max(worst, miss)
                if miss > 2.5e-7 { over += 1 }
                samples += 1
            }
        }
        let segments = (net.count - 1) / 3
        return (worst, Double(over) / Double(samples), Double(table.spans.count) / Double(segments))
    }

    @Test func smoothCurvesStayWithinTheTolerance() throws {
        let zigzag = try Path(catmullRomThrough: (0..<24).map { SIMD2(Float($0) * 10, $0 % 2 == 0 ? 0 : 10) })
        let spiral = try Path(
            catmullRomThrough: (0..<24).map { index in
                let (angle, radius) = (Double(index) * 0.04, 10 + Double(index) * 0.05)
                return SIMD2(Float(radius * Math.cos(angle)), Float(radius * Math.sin(angle)))
            })
        var random = SeededRandom(seed: 7)
        let scattered = try Path(
            catmullRomThrough: (0..<24).map { _ in
                SIMD2(Float(random.double(in: 0...100)), Float(random.double(in: 0...100)))
            })
        for (name, path, spans) in [
            ("zigzag", zigzag, 16.0), ("spiral", spiral, 4.0), ("scattered", scattered, 20.0),
        ] {
            let measured = Self.measure(path)
            #expect(measured.worst < 2.5e-7, "\(name): worst miss \(measured.worst)")
            #expect(measured.spansPerSegment <= spans, "\(name): \(measured.spansPerSegment) spans a segment")
        }
    }

    @Test func chainsThatStopMissRarelyAndLittle() throws {
        var random = SeededRandom(seed: 11)
        func anywhere() -> SIMD2<Float> {
            SIMD2(Float(random.double(in: 0...100)), Float(random.double(in: 0...100)))
        }
        // A third of the controls on their anchors: the curve stops there.
        var chain = [anywhere()]
        for _ in 0..<16 {
            let anchor = chain[chain.count - 1]
            let out = random.double(in: 0...1) < 0.3 ? anchor : anywhere()
            let end = anywhere()
            chain += [out, random.double(in: 0...1) < 0.3 ? end : anywhere(), end]
        }
        let measured = Self.measure(try Path(cubicBezier: chain))
        #expect(measured.over < 0.005, "share of samples that miss: \(measured.over)")
        #expect(measured.worst < 1e-6, "worst miss \(measured.worst)")
    }
}
