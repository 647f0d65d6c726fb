import DemoScenes

/// The pixels a rounded rectangle covers, row by row: a pixel is in when its centre lies inside
/// the shape, the rule GPUs fill triangles by. Strokes are made of these rows (fills have
/// feathered edges: ``FeatheredSpans``), whether as quads of a mesh or written straight into a
/// surface, so both draw the same pixels, and a shape costs a few rows, not a fan of corner
/// triangles.
struct PixelSpans {
    /// The rectangle.
    let rect: Rect
    /// The corner radius, clamped to half the shorter side.
    let radius: Float
    /// The rows the shape covers, top to bottom.
    let rows: Range<Int>
    /// The span of the rows no corner cuts: all of the rectangle's width.
    let middle: (start: Int, end: Int)
    /// The rows whose span is ``middle``: every row but those whose centre lies within the
    /// radius of the top or bottom edge (a row at the boundary is counted with the corners,
    /// where it gets the same span).
    let plainRows: Range<Int>

    /// Coordinates beyond this many pixels are not drawn: a runaway spring must not make a
    /// mesh or a loop of millions of rows.
    static let limit: Float = 100_000

    /// The spans of `rect` with corners rounded by `radius`; nil when it covers no pixel
    /// centre or is not finite or too far out.
    init?(_ rect: Rect, radius: Float) {
        let limit = PixelSpans.limit
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            abs(rect.x) < limit, abs(rect.y) < limit, rect.width < limit, rect.height < limit
        else { return nil }
        let top = PixelSpans.firstPixel(from: rect.y)
        let bottom = PixelSpans.firstPixel(from: rect.maxY)
        middle = (PixelSpans.firstPixel(from: rect.x), PixelSpans.firstPixel(from: rect.maxX))
        guard top < bottom, middle.start < middle.end else { return nil }
        self.rect = rect
        let radius = radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / 2) : 0
        self.radius = radius
        rows = top..<bottom
        let plainTop = PixelSpans.firstPixel(from: rect.y + radius)
        plainRows = plainTop..<max(PixelSpans.firstPixel(from: rect.maxY - radius), plainTop)
    }

    /// The first pixel whose centre is at or after `edge` (within ``limit``): `⌈edge − ½⌉`,
    /// without a call to `ceilf`, which baseline x86-64 has no instruction for.
    @inline(__always)
    static func firstPixel(from edge: Float) -> Int {
        let position = edge - 0.5
        let truncated = Int(position)
        return Float(truncated) < position ? truncated + 1 : truncated
    }

    /// The pixels `start..<end` of row `row` (one of ``rows``) inside the shape; empty when the
    /// row's centre line only grazes a corner.
    @inline(__always)
    func span(ofRow row: Int) -> (start: Int, end: Int) {
        plainRows.contains(row) ? middle : cornerSpan(ofRow: row)
    }

    /// The span of a row near the top or bottom edge, where the corners may cut it.
    func cornerSpan(ofRow row: Int) -> (start: Int, end: Int) {
        let center = Float(row) + 0.5
        // Height above the top corners' centres or below the bottom ones'.
        let dy = max(rect.y + radius - center, center - (rect.maxY - radius))
        guard dy > 0 else { return middle }
        let inset = radius - max(radius * radius - dy * dy, 0).squareRoot()
        return (PixelSpans.firstPixel(from: rect.x + inset), PixelSpans.firstPixel(from: rect.maxX - inset))
    }

    /// The pixels of row `row` inside the shape and outside `hole`, as two spans
    /// `start..<end` and `start2..<end2` (either may be empty).
    @inline(__always)
    func segments(ofRow row: Int, cutting hole: PixelSpans?)
        -> (start: Int, end: Int, start2: Int, end2: Int)
    {
        let whole = span(ofRow: row)
        guard let hole, hole.rows.contains(row) else { return (whole.start, whole.end, 0, 0) }
        let gap = hole.span(ofRow: row)
        guard gap.start < gap.end else { return (whole.start, whole.end, 0, 0) }
        return (whole.start, min(gap.start, whole.end), max(gap.end, whole.start), whole.end)
    }

    /// Calls `body` with each run of rows that share their pixels, top to bottom, as
    /// (first row, rows, start, end), once per span of the run: one span a row, or two where
    /// `hole` cuts the row. Empty spans are left out.
    @inline(__always)
    func forEachRun(
        cutting hole: PixelSpans? = nil, _ body: (_ row: Int, _ count: Int, _ start: Int, _ end: Int) -> Void
    ) {
        func emit(_ row: Int, _ count: Int, _ run: (start: Int, end: Int, start2: Int, end2: Int)) {
            if run.start < run.end { body(row, count, run.start, run.end) }
            if run.start2 < run.end2 { body(row, count, run.start2, run.end2) }
        }
        var runRow = rows.lowerBound
        var run = segments(ofRow: runRow, cutting: hole)
        var row = runRow + 1
        while row < rows.upperBound {
            let next = segments(ofRow: row, cutting: hole)
            if next != run {
                emit(runRow, row - runRow, run)
                runRow = row
                run = next
            }
            row += 1
        }
        emit(runRow, row - runRow, run)
    }
}
