import Testing
import TransitionCore

@Suite struct KeyframesTests {
    @Test func stopsAreExactAndSegmentsEaseIntoThem() {
        let track = Keyframes(
            Keyframe(0, Float(0.1)), Keyframe(0.5, Float(0.7), curve: .easeInQuad), Keyframe(2, Float(-3)))
        #expect(track.duration == 2)
        #expect(track.value(at: -1) == 0.1)
        #expect(track.value(at: 0) == 0.1)
        #expect(track.value(at: 0.5) == 0.7)
        #expect(track.value(at: 2) == -3)
        #expect(track.value(at: 99) == -3)
        #expect(track.value(at: .nan) == 0.1)
        // Halfway into the second stop's segment, eased in quadratically: a quarter of the way.
        #expect(abs(track.value(at: 0.25) - (0.1 + 0.6 * 0.25)) < 1e-6)
        #expect(abs(track.value(at: 1.25) - (0.7 + (-3.7) * 0.5)) < 1e-6)
    }

    @Test func stopsAreSortedAndEvenlySpread() {
        let unordered = Keyframes(Keyframe(1, Float(10)), Keyframe(0, Float(0)), Keyframe(0.5, Float(5)))
        #expect(unordered.keyframes.map(\.time) == [0, 0.5, 1])
        let even = Keyframes(evenlyOver: 3, Float(0), 3, 9, 27)
        #expect(even.keyframes.map(\.time) == [0, 1, 2, 3])
        #expect(even.value(at: 1.5) == 6)
    }

    @Test func aSmoothTrackPassesThroughEveryStopWithoutACorner() {
        let points: [SIMD2<Float>] = [[0, 0], [1, 2], [3, 1], [4, 4]]
        let track = Keyframes.smooth(
            Keyframe(0, points[0]), Keyframe(1, points[1]), Keyframe(2, points[2]), Keyframe(3, points[3]))
        for (index, point) in points.enumerated() {
            #expect(track.value(at: Double(index)) == point)
        }
        // The velocity just before and just after an inner stop agree (no corner).
        let h = 1e-3
        let before = (track.value(at: 1) - track.value(at: 1 - h)) / Float(h)
        let after = (track.value(at: 1 + h) - track.value(at: 1)) / Float(h)
        #expect(abs(before.x - after.x) < 0.02 && abs(before.y - after.y) < 0.02)
        // Catmull-Rom's tangent at a stop is half the chord between its neighbours.
        let tangent = (points[2] - points[0]) * 0.5
        #expect(abs(after.x - tangent.x) < 0.02 && abs(after.y - tangent.y) < 0.02)
        // A linear track has a corner there.
        let sharp = Keyframes(
            Keyframe(0, points[0]), Keyframe(1, points[1]), Keyframe(2, points[2]), Keyframe(3, points[3]))
        let sharpBefore = (sharp.value(at: 1) - sharp.value(at: 1 - h)) / Float(h)
        let sharpAfter = (sharp.value(at: 1 + h) - sharp.value(at: 1)) / Float(h)
        #expect(abs(sharpBefore.x - sharpAfter.x) > 0.5)
    }
}
