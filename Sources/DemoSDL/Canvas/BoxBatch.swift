import CSDL2
import DemoScenes
import Dispatch
import Glibc

/// Boxes drawn straight into a surface by several threads at once: each box's spans and colour
/// are worked out once (split among the threads), then the target's rows are cut into bands,
/// one a thread, and every band draws every box that reaches it, in order. A pixel lies in one
/// band and gets the same writes in the same order as with one band, so the pixels are the
/// same whatever the number of bands. The buffer is kept from frame to frame: a frame
/// allocates nothing per box.
final class BoxBatch {
    /// A box ready to draw: its spans (nil when it draws nothing inside the clip) and colour.
    struct Prepared {
        var spans: FeatheredSpans?
        var color: SDL_Color
    }

    /// Threads (and bands) a batch uses: the processors online, at most four.
    static let defaultBands: Int = {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return min(max(online, 1), 4)
    }()

    /// Fewer boxes than this are drawn on one thread: starting the others costs more.
    static let parallelFrom = 256

    private var storage: UnsafeMutablePointer<Prepared>
    private var capacity: Int

    init() {
        capacity = 0
        storage = UnsafeMutablePointer<Prepared>.allocate(capacity: 0)
    }

    deinit {
        storage.deallocate()
    }

    /// Room for `count` prepared boxes; their contents are written before being read.
    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        storage.deallocate()
        capacity = max(count, capacity * 2)
        storage = UnsafeMutablePointer<Prepared>.allocate(capacity: capacity)
    }

    /// Fills `boxes` in order into `raster`, inside `clip`, cutting its rows into `bands` drawn
    /// at the same time.
    func fill(
        _ boxes: [BoxSnapshot], into raster: SurfaceRaster, clip: SDL_Rect, bands: Int = BoxBatch.defaultBands
    ) {
        guard let (rows, columns) = raster.area(clip, rows: Int.min..<Int.max) else { return }
        let count = boxes.count
        let bands = count < BoxBatch.parallelFrom ? 1 : min(max(bands, 1), rows.count)
        reserve(count)
        let prepared = storage
        boxes.withUnsafeBufferPointer { boxes in
            BoxBatch.run(bands) { part in
                for index in count * part / bands..<count * (part + 1) / bands {
                    (prepared + index).initialize(
                        to: BoxBatch.prepare(boxes[index], rows: rows, columns: columns))
                }
            }
        }
        BoxBatch.run(bands) { part in
            let top = rows.lowerBound + rows.count * part / bands
            let bottom = rows.lowerBound + rows.count * (part + 1) / bands
            let band = SDL_Rect(
                x: Int32(columns.lowerBound), y: Int32(top), w: Int32(columns.count), h: Int32(bottom - top))
            for index in 0..<count {
                guard let spans = prepared[index].spans, spans.rows.lowerBound < bottom,
                    spans.rows.upperBound > top
                else { continue }
                raster.fill(spans, color: prepared[index].color, clip: band)
            }
        }
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

    /// Calls `body` with each part in `0..<parts`, at the same time on as many threads.
    private static func run(_ parts: Int, _ body: (Int) -> Void) {
        if parts == 1 {
            body(0)
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
