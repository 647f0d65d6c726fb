import CSDL2
import DemoScenes
import Engine
import Testing
import TransitionCore

@testable import DemoSDL

/// Boxes drawn by bands of rows at the same time (``BoxBatch``) are the pixels drawn one box
/// after the other on one thread, and those SDL draws from the mesh, whatever the number of
/// bands, and the same on every run. Serialized: SDL is not made for threads.
@Suite(.serialized) struct BoxBatchTests {
    /// Many boxes, enough to be drawn by bands: small and large, round and square, overlapping,
    /// some translucent or fully transparent, some outside the target or across its edges.
    static func boxes() -> [BoxSnapshot] {
        var random = SeededRandom(seed: 23)
        return (0..<2_000).map { index in
            let size = SIMD2(0.2 + 14 * random.nextUnitFloat(), 0.2 + 14 * random.nextUnitFloat())
            let center = SIMD2(-30 + 220 * random.nextUnitFloat(), -30 + 180 * random.nextUnitFloat())
            let color = Palette.oklab(0.3 + 0.6 * random.nextUnitFloat(), 0.15, 360 * random.nextUnitFloat())
            let alpha: Float = index % 7 == 0 ? 0.6 : index % 97 == 0 ? 0 : 1
            return BoxSnapshot(
                entity: Entity(index: UInt32(index), generation: 0),
                frame: BoxFrame(center: center, size: size),
                color: OKLab(L: color.L, a: color.a, b: color.b, alpha: alpha),
                radius: 8 * random.nextUnitFloat() * random.nextUnitFloat())
        }
    }

    /// The bytes of `boxes` drawn with `bands` bands (nil: as many as the batch picks) on
    /// `threads` threads, or as the mesh, whole and then clipped.
    static func draw(_ boxes: [BoxSnapshot], bands: Int?, threads: Int = 2, mesh: Bool = false) throws
        -> [UInt8]
    {
        let target = try CanvasTests.Target(direct: !mesh)
        target.canvas.clear(Color(hex: 0x102030))
        target.canvas.fill(boxes, bands: bands, threads: threads)
        target.canvas.clip(to: Rect(x: 17, y: 23, width: 101, height: 61))
        target.canvas.fill(Array(boxes.prefix(600)), bands: bands, threads: threads)
        target.canvas.clip(to: nil)
        return target.bytes
    }

    @Test func bandsDrawThePixelsOfOneBandAndOfTheMesh() throws {
        let boxes = BoxBatchTests.boxes()
        let one = try BoxBatchTests.draw(boxes, bands: 1, threads: 1)
        for bands in [2, 3, 4, 7, 40] {
            #expect(try BoxBatchTests.draw(boxes, bands: bands) == one, "\(bands) bands")
        }
        #expect(try BoxBatchTests.draw(boxes, bands: 9, threads: 1) == one, "9 bands on one thread")
        #expect(try BoxBatchTests.draw(boxes, bands: nil) == one, "the batch's bands")
        #expect(try BoxBatchTests.draw(boxes, bands: 1, mesh: true) == one, "the mesh")
        #expect(try BoxBatchTests.draw(boxes, bands: 2) == one, "a second run")
        #expect(Set(stride(from: 0, to: one.count, by: 4).map { one[$0] }).count > 50)
    }

    @Test func boxesOutsideTheTargetAreLeftOut() throws {
        let rows = 0..<120
        let columns = 0..<160
        let far = BoxSnapshot(
            entity: Entity(index: 0, generation: 0), frame: BoxFrame(x: 161.2, y: 10, width: 5, height: 5),
            color: Palette.oklab(0.7, 0.1, 30), radius: 2)
        #expect(BoxBatch.prepare(far, rows: rows, columns: columns).spans == nil)
        var touching = far
        touching.frame = BoxFrame(x: 159.6, y: 10, width: 5, height: 5)
        #expect(BoxBatch.prepare(touching, rows: rows, columns: columns).spans != nil)
        var above = far
        above.frame = BoxFrame(x: 20, y: -6, width: 5, height: 5.4)
        #expect(BoxBatch.prepare(above, rows: rows, columns: columns).spans == nil)
    }
}
