import CSDL2
import DemoScenes
import Dispatch
import Glibc

/// Boxes drawn straight into a surface by several threads at once: each box's spans and colour
/// are worked out once (split among the threads), each box is listed, in order, in the bands of
/// rows it reaches, then the threads take the bands one at a time and draw each band's boxes in
/// order. A pixel lies in one band and gets the same writes in the same order as with one band,
/// so the pixels are the same whatever the number of bands and threads. A band is a few dozen
/// rows, whose pixels stay in the cache while its boxes are drawn. The buffers are kept from
/// frame to frame: a frame allocates nothing per box.
final class BoxBatch {
    /// A box ready to draw: its spans (nil when it draws nothing inside the clip) and colour.
    struct Prepared {
        var spans: FeatheredSpans?
        var color: SDL_Color
    }

    /// Threads a batch uses: the processors online, at most four.
    static let defaultThreads: Int = {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return min(max(online, 1), 4)
    }()

    /// Rows of a band when the number of bands is left to the batch: 32 rows of a 1280-pixel
    /// target are 160 KiB, which the cache holds while the band's boxes are drawn.
    static let bandRows = 32

    /// Fewer boxes than this are drawn on one thread in one band: starting the others costs
    /// more.
    static let parallelFrom = 256

    private var storage = ReusedBuffer<Prepared>()
    /// Where each band's list starts in ``listed``, and one past the last band's.
    private var bandStarts = ReusedBuffer<Int32>()
    /// The indices of the boxes each band draws, band after band, each band's in order.
    private var listed = ReusedBuffer<Int32>()
    /// The bands each box reaches: the first in the high 16 bits, one past the last in the
    /// low ones (none for a box that draws nothing).
    private var reaches = ReusedBuffer<UInt32>()

    deinit {
        storage.deallocate()
        bandStarts.deallocate()
        listed.deallocate()
        reaches.deallocate()
    }

    /// Fills `boxes` in order into `raster`, inside `clip`, cutting its rows into `bands` (nil:
    /// bands of about ``bandRows`` rows) drawn by `threads` at the same time.
    func fill(
        _ boxes: [BoxSnapshot], into raster: SurfaceRaster, clip: SDL_Rect, bands: Int? = nil,
        threads: Int = BoxBatch.defaultThreads
    ) {
        guard let (rows, columns) = raster.area(clip, rows: Int.min..<Int.max) else { return }
        let count = boxes.count
        let small = count < BoxBatch.parallelFrom
        let asked = bands ?? max(rows.count / BoxBatch.bandRows, threads)
        let wanted = small ? 1 : min(max(asked, 1), rows.count, 0xFFFF)  // a band's number fits 16 bits
        let bandHeight = (rows.count + wanted - 1) / wanted
        let bands = (rows.count + bandHeight - 1) / bandHeight
        let threads = small ? 1 : min(max(threads, 1), bands)
        storage.reserve(count)
        reaches.reserve(count)
        let (prepared, reaches) = (storage.pointer, self.reaches.pointer)
        boxes.withUnsafeBufferPointer { boxes in
            BoxBatch.run(threads) { part in
                for index in count * part / threads..<count * (part + 1) / threads {
                    let box = BoxBatch.prepare(boxes[index], rows: rows, columns: columns)
                    (prepared + index).initialize(to: box)
                    reaches[index] =
                        box.spans.map { spans in
                            let top = max(spans.rows.lowerBound, rows.lowerBound) - rows.lowerBound
                            let bottom = min(spans.rows.upperBound, rows.upperBound) - rows.lowerBound
                            return UInt32(top / bandHeight) << 16 | UInt32((bottom - 1) / bandHeight + 1)
                        } ?? 0
                }
            }
        }
        list(count, bands: bands)
        let (starts, listed) = (bandStarts.pointer, self.listed.pointer)
        BoxBatch.run(threads, parts: bands) { band in
            let top = rows.lowerBound + band * bandHeight
            let bottom = min(top + bandHeight, rows.upperBound)
            let clip = SDL_Rect(
                x: Int32(columns.lowerBound), y: Int32(top), w: Int32(columns.count), h: Int32(bottom - top))
            for entry in Int(starts[band])..<Int(starts[band + 1]) {
                let box = prepared[Int(listed[entry])]
                raster.fill(box.spans.unsafelyUnwrapped, color: box.color, clip: clip)
            }
        }
    }

    /// Lists the first `count` boxes in the bands they reach (``reaches``), in order: a count
    /// per band, then each box's index at its bands' next places.
    private func list(_ count: Int, bands: Int) {
        bandStarts.reserve(bands + 1)
        let starts = bandStarts.pointer
        starts.initialize(repeating: 0, count: bands + 1)
        let reaches = self.reaches.pointer
        @inline(__always) func reach(_ index: Int) -> Range<Int> {
            Int(reaches[index] >> 16)..<Int(reaches[index] & 0xFFFF)
        }
        for index in 0..<count {
            for band in reach(index) { starts[band + 1] += 1 }
        }
        for band in 0..<bands {
            starts[band + 1] += starts[band]
        }
        listed.reserve(Int(starts[bands]))
        let listed = self.listed.pointer
        // Each band's start serves as its next free place, and ends at the next band's start:
        // shifted back by one band afterwards.
        for index in 0..<count {
            for band in reach(index) {
                listed[Int(starts[band])] = Int32(index)
                starts[band] += 1
            }
        }
        for band in stride(from: bands, to: 0, by: -1) { starts[band] = starts[band - 1] }
        starts[0] = 0
    }

    /// `box`'s spans and colour; no spans when it is invisible (no area, transparent, or wholly
    /// outside `rows` and `columns`, with a pixel to spare for its fringe).
    static func prepare(_ box: BoxSnapshot, rows: Range<Int>, columns: Range<Int>) -> Prepared {
        let (r, g, b, a) = SRGBBytes.rgba8(box.color)
        let color = SDL_Color(r: r, g: g, b: b, a: a)
        guard a > 0, let spans = FeatheredSpans(box.frame.asRect, radius: box.radius),
            spans.rows.overlaps(rows),
            spans.center.x + spans.half.x + 1 > Float(columns.lowerBound),
            spans.center.x - spans.half.x - 1 < Float(columns.upperBound)
        else { return Prepared(spans: nil, color: color) }
        return Prepared(spans: spans, color: color)
    }

    /// Calls `body` with each part in `0..<parts` (as many as `threads` by default), on
    /// `threads` threads at the same time.
    private static func run(_ threads: Int, parts: Int? = nil, _ body: (Int) -> Void) {
        let parts = parts ?? threads
        if threads == 1 {
            for part in 0..<parts { body(part) }
        } else {
            // The parts write apart: each its own boxes while preparing, its own rows while
            // drawing; what they share they only read.
            withoutActuallyEscaping(body) { body in
                let shared = unsafeBitCast(body, to: (@Sendable (Int) -> Void).self)
                DispatchQueue.concurrentPerform(iterations: parts, execute: shared)
            }
        }
    }
}
