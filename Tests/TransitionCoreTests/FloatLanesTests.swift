import Testing

@testable import TransitionCore

/// Eight floats, conforming with nothing else written.
private struct Box: FloatLanes {
    var x, y, w, h, r, g, b, a: Float
}

/// A float and a double: not a whole number of floats in its alignment.
private struct Mixed: FloatLanes {
    var x: Float
    var y: Double

    static func + (lhs: Mixed, rhs: Mixed) -> Mixed { Mixed(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Mixed, rhs: Mixed) -> Mixed { Mixed(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    func scaled(by factor: Float) -> Mixed { Mixed(x: x * factor, y: y * Double(factor)) }
    func transition(to other: Mixed, progress: Float) -> Mixed {
        Mixed(x: lerp(x, other.x, progress), y: lerp(y, other.y, Double(progress)))
    }
}

/// `FloatLanes`: the transition, sum, difference and scaling it gives work lane by lane, as
/// `lerp` and the plain operators do, and only types laid out as floats alone get lanes.
@Suite struct FloatLanesTests {
    private static func box(_ values: [Float]) -> Box {
        Box(
            x: values[0], y: values[1], w: values[2], h: values[3], r: values[4], g: values[5], b: values[6],
            a: values[7])
    }

    private static func lanes(_ box: Box) -> [Float] {
        [box.x, box.y, box.w, box.h, box.r, box.g, box.b, box.a]
    }

    @Test func everyOperationWorksLaneByLaneWithTheBitsOfTheScalarOperation() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            let a = (0..<8).map { _ in Float(random.double(in: -1_000...1_000)) }
            let b = (0..<8).map { _ in Float(random.double(in: -1_000...1_000)) }
            let t = Float(random.double(in: -0.5...1.5))
            let (start, end) = (Self.box(a), Self.box(b))
            let moved = Self.lanes(start.transition(to: end, progress: t))
            let sum = Self.lanes(start + end)
            let difference = Self.lanes(start - end)
            let scaled = Self.lanes(start.scaled(by: t))
            for lane in 0..<8 {
                #expect(moved[lane].bitPattern == lerp(a[lane], b[lane], t).bitPattern)
                #expect(sum[lane].bitPattern == (a[lane] + b[lane]).bitPattern)
                #expect(difference[lane].bitPattern == (a[lane] - b[lane]).bitPattern)
                #expect(scaled[lane].bitPattern == (a[lane] * t).bitPattern)
            }
        }
    }

    @Test func progressZeroKeepsTheStart() {
        let start = Self.box([1, 2, 3, 4, 0.1, 0.2, 0.3, 1])
        let end = Self.box([-5, 7, 30, 4, 1, 0, 0.5, 0])
        #expect(start.transition(to: end, progress: 0) == start)
    }

    @Test func lanesAreTheFloatsOfTheLayout() {
        #expect(Box.floatLaneCount == 8)
        #expect(Mixed.floatLaneCount == 0)
        #expect(Float.floatLaneCount == 0)
        #expect(SIMD4<Float>.floatLaneCount == 0)
    }
}
