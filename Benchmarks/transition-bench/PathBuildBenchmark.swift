import BenchSupport
import Foundation
import TransitionCore

/// Building motion paths at three sizes, part of section 7: the cost per segment must stay flat
/// from 10³ to 10⁶ points.
enum PathBuildBenchmark {
    typealias Path = MotionPath<SIMD2<Float>>

    /// ns per segment to build each kind of path from `sizes` points.
    static func series(runs: Int, sizes: [Int]) -> [ScalingSeries] {
        let catmullRom: ([SIMD2<Float>]) -> Path = { try! Path(catmullRomThrough: $0) }
        let bezier: ([SIMD2<Float>]) -> Path = { try! Path(cubicBezier: $0) }
        return [
            measure(
                "catmullRomThrough:, a spiral", sizes, runs, points: spiral, segments: { $0 - 1 }, catmullRom),
            measure(
                "catmullRomThrough:, a zigzag", sizes, runs, points: zigzag, segments: { $0 - 1 }, catmullRom),
            measure(
                "cubicBezier:, a spiral", sizes, runs, points: { spiral(3 * ($0 / 3) + 1) },
                segments: { $0 / 3 },
                bezier),
        ]
    }

    /// Times `build` on `points(size)` `runs` times per size: ns per segment.
    private static func measure(
        _ name: String, _ sizes: [Int], _ runs: Int, points: (Int) -> [SIMD2<Float>],
        segments: (Int) -> Int, _ build: ([SIMD2<Float>]) -> Path
    ) -> ScalingSeries {
        var perItem: [Summary] = []
        for size in sizes {
            progress("scaling: \(name), \(grouped(size)) points...")
            let input = points(size)
            var samples: [Double] = []
            for _ in 0..<runs {
                var path: Path?
                let time = nanoseconds { path = build(input) }
                var length = path!.length
                withUnsafePointer(to: &length) { cbaselineKeep($0) }
                samples.append(Double(time) / Double(segments(size)))
            }
            perItem.append(Summary(samples))
        }
        return ScalingSeries(name: name, unit: "segment", sizes: sizes, perItem: perItem)
    }

    /// `count` points on an Archimedean spiral, about 40 points a quarter turn.
    static func spiral(_ count: Int) -> [SIMD2<Float>] {
        (0..<count).map { index in
            let angle = Double(index) * 0.04
            let radius = 10 + Double(index) * 0.05
            return SIMD2(Float(radius * cos(angle)), Float(radius * sin(angle)))
        }
    }

    /// `count` points alternating up and down, 10 apart.
    static func zigzag(_ count: Int) -> [SIMD2<Float>] {
        (0..<count).map { index in SIMD2(Float(index) * 10, index % 2 == 0 ? 0 : 10) }
    }
}
