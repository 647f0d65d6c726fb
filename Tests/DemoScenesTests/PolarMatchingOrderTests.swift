import Engine
import Foundation
import Testing

@testable import DemoScenes

/// The polar order sorts keys that pack the angle (or distance) above the index: the order of
/// comparing the numbers and breaking ties by index.
struct PolarMatchingOrderTests {
    /// The order by comparisons: by angle, ties by index; then each sector by distance, ties
    /// by index.
    static func comparedOrder(_ points: [SIMD2<Float>], around center: SIMD2<Float>) -> [Int] {
        let angles = points.map { point -> Float in
            let offset = point - center
            return Float(atan2(Double(offset.y), Double(offset.x)))
        }
        let distances = points.map { point -> Float in ((point - center) * (point - center)).sum() }
        let byAngle = points.indices.sorted { angles[$0] != angles[$1] ? angles[$0] < angles[$1] : $0 < $1 }
        let sectorSize = max(1, Int(Double(points.count).squareRoot().rounded()))
        return stride(from: 0, to: points.count, by: sectorSize).flatMap { start in
            byAngle[start..<min(start + sectorSize, points.count)].sorted {
                distances[$0] != distances[$1] ? distances[$0] < distances[$1] : $0 < $1
            }
        }
    }

    @Test func keysSortAsComparisons() {
        var random = SeededRandom(seed: 5)
        let center = SIMD2<Float>(50, 40)
        // Points on a coarse lattice, many at the same angle or distance, some on the centre,
        // above and below it (angles of both signs and zero).
        let points = (0..<3_000).map { _ in
            SIMD2<Float>(
                Float(Int(random.nextUnitFloat() * 21)) * 5, Float(Int(random.nextUnitFloat() * 17)) * 5)
        }
        #expect(
            PolarMatching.order(points, around: center)
                == PolarMatchingOrderTests.comparedOrder(points, around: center))
        #expect(points.contains(center))
    }

    @Test func sortableBitsKeepTheOrderOfNumbers() {
        let values: [Float] = [-.infinity, -3e38, -2, -1e-30, -0.0, 0, 1e-30, 0.5, 2, 3e38, .infinity]
        for (a, b) in zip(values, values.dropFirst()) {
            #expect(PolarMatching.sortable(a) <= PolarMatching.sortable(b))
            #expect((a < b) == (PolarMatching.sortable(a) < PolarMatching.sortable(b)))
        }
    }
}
