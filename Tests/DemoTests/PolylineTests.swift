import DemoScenes
import Testing
import TransitionCore

@testable import DemoSDL

/// Anti-aliased polylines: across the line, the pixels' coverage adds up to its thickness,
/// edges are partly covered rather than stair-stepped, and the joins of a polyline neither
/// gap nor pile up.
@Suite(.serialized) struct PolylineTests {
    /// White `points` `thickness` wide drawn on black at 64 × 64; each pixel's red channel as
    /// coverage 0...1.
    static func coverage(_ points: [SIMD2<Float>], thickness: Float) throws -> [[Float]] {
        let image = try OffscreenCanvas(width: 64, height: 64)
        image.canvas.clear(Color(hex: 0x000000))
        image.canvas.polyline(points, thickness: thickness, color: Color(hex: 0xFFFFFF))
        image.finish()
        return (0..<64).map { y in (0..<64).map { x in Float(image.pixel(x: x, y: y).0) / 255 } }
    }

    @Test(arguments: [1.5, 2, 3] as [Float])
    func aColumnAcrossAHorizontalLineSumsToItsThickness(thickness: Float) throws {
        // Between pixel rows (y 20.3), so that its edges fall inside pixels.
        let pixels = try PolylineTests.coverage([SIMD2(8, 20.3), SIMD2(56, 20.3)], thickness: thickness)
        for x in 16..<48 {
            let column = (0..<64).map { pixels[$0][x] }
            #expect(abs(column.reduce(0, +) - thickness) < 0.12, "column \(x): \(column.reduce(0, +))")
            #expect(column.contains { $0 > 0.05 && $0 < 0.95 }, "column \(x) has no partly covered pixel")
        }
    }

    @Test func aDiagonalLineIsSmoothAndAsWideEverywhere() throws {
        let pixels = try PolylineTests.coverage([SIMD2(6, 10), SIMD2(58, 40)], thickness: 2)
        // Along a vertical cut, a line at angle θ covers thickness / cos θ.
        let cosine = 52 / (52 * 52 + 30 * 30 as Float).squareRoot()
        var partial = 0
        for x in 14..<50 {
            let column = (0..<64).map { pixels[$0][x] }
            #expect(abs(column.reduce(0, +) - 2 / cosine) < 0.2, "column \(x): \(column.reduce(0, +))")
            partial += column.filter { $0 > 0.05 && $0 < 0.95 }.count
        }
        #expect(partial >= 36, "edges should be partly covered, \(partial) pixels are")
    }

    @Test func aBentPolylineKeepsItsWidthThroughTheJoin() throws {
        // Down a slope and up again: the join at x 32 neither gaps nor doubles.
        let pixels = try PolylineTests.coverage(
            [SIMD2(4, 20), SIMD2(18, 26), SIMD2(32, 30), SIMD2(46, 26), SIMD2(60, 20)], thickness: 2)
        for x in 24..<41 {
            let column = (0..<64).map { pixels[$0][x] }
            let sum = column.reduce(0, +)
            #expect(sum > 1.8 && sum < 2.6, "column \(x): \(sum)")
            #expect(column.allSatisfy { $0 < 1.001 })
        }
    }

    @Test func degeneratePolylinesDrawNothing() throws {
        for (points, thickness) in [
            ([SIMD2<Float>(10, 10)], Float(2)), ([SIMD2(10, 10), SIMD2(10, 10)], 2),
            ([SIMD2(10, 10), SIMD2(40, 40)], 0), ([SIMD2(10, 10), SIMD2(40, 40)], .nan),
            ([SIMD2(.nan, 10), SIMD2(40, .infinity)], 2),
        ] {
            let pixels = try PolylineTests.coverage(points, thickness: thickness)
            #expect(pixels.joined().allSatisfy { $0 == 0 }, "\(points) \(thickness)")
        }
    }
}
