import DemoScenes

/// The pixels a rounded rectangle covers and how much of each, row by row, for edges with a
/// one-pixel alpha ramp (anti-aliasing). A pixel's coverage is ½ minus the signed distance
/// from its centre to the shape's edge, clamped to 0…1: exact for straight edges, a close
/// approximation on the arcs. Corners rounded by less than ``roundedFrom`` pixel are drawn
/// square, each pixel at the share of it the rectangle covers (exact, and without a square
/// root: thousands of small boxes are drawn this way). Each row is a run of pixels of one coverage (fully in, except on
/// a top or bottom row the edge crosses) with a fringe of partly covered pixels at each end;
/// the window's mesh and the software raster draw the same rows, so both give the same pixels.
struct FeatheredSpans {
    /// The rectangle's centre.
    let center: SIMD2<Float>
    /// Half its width and height.
    let half: SIMD2<Float>
    /// The corner radius, clamped to half the shorter side.
    let radius: Float
    /// The rows the shape touches, top to bottom.
    let rows: Range<Int>
    /// The rows whose pixels all have the same coverage: those along the straight sides.
    let plainRows: Range<Int>
    /// Whether the corners are drawn square (a radius below ``roundedFrom``).
    let isRectangle: Bool

    /// The smallest radius drawn round, in pixels: below it, a rounding changes a corner pixel
    /// by less than a fifth.
    static let roundedFrom: Float = 1

    /// The spans of `rect` with corners rounded by `radius`; nil when it is not finite, too
    /// far out (see ``PixelSpans/limit``) or has no area.
    init?(_ rect: Rect, radius: Float) {
        let limit = PixelSpans.limit
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            abs(rect.x) < limit, abs(rect.y) < limit, rect.width < limit, rect.height < limit,
            rect.width > 0, rect.height > 0
        else { return nil }
        half = SIMD2(rect.width, rect.height) / 2
        center = SIMD2(rect.x, rect.y) + half
        let radius = radius.isFinite ? min(max(radius, 0), min(half.x, half.y)) : 0
        isRectangle = radius < FeatheredSpans.roundedFrom
        self.radius = isRectangle ? 0 : radius
        if isRectangle {
            let top = FeatheredSpans.pixel(containing: rect.y)
            rows = top..<max(PixelSpans.firstPixel(from: rect.maxY + 0.5), top + 1)
            let plainTop = PixelSpans.firstPixel(from: rect.y + 0.5)
            plainRows = plainTop..<max(FeatheredSpans.pixel(containing: rect.maxY), plainTop)
            return
        }
        rows = PixelSpans.firstPixel(from: rect.y - 0.5)..<PixelSpans.firstPixel(from: rect.maxY + 0.5)
        let plain = half.y - max(self.radius, 0.5)
        let plainTop = PixelSpans.firstPixel(from: center.y - plain)
        plainRows =
            plain > 0 ? plainTop..<max(PixelSpans.firstPixel(from: center.y + plain), plainTop) : 0..<0
    }

    /// One row of the shape: pixels `start..<end` are touched; `solidStart..<solidEnd` have
    /// coverage ``middle``; the others, the fringe, have their own.
    struct Row: Equatable {
        /// The first pixel touched.
        var start: Int
        /// The first pixel of the run of coverage ``middle``.
        var solidStart: Int
        /// One past the run of coverage ``middle``.
        var solidEnd: Int
        /// One past the last pixel touched.
        var end: Int
        /// The coverage of the run: 1, except on a row the top or bottom edge crosses.
        var middle: Float
        /// How far the row's centre lies beyond the corners' centres (negative between them).
        var beyond: Float
    }

    /// The pixel containing `position` (⌊position⌋), within ``PixelSpans/limit``.
    @inline(__always)
    static func pixel(containing position: Float) -> Int {
        let truncated = Int(position)
        return Float(truncated) > position ? truncated - 1 : truncated
    }

    /// The pixels of row `row` (one of ``rows``); `start == end` when it touches none.
    @inline(__always)
    func row(_ row: Int) -> Row {
        isRectangle ? rectangleRow(row) : roundedRow(row)
    }

    /// A row of a square-cornered shape: the share of the row inside it, the pixels wholly
    /// inside across, and those the sides cross.
    @inline(__always)
    private func rectangleRow(_ row: Int) -> Row {
        let top = Float(row)
        let middle = max(min(top + 1, center.y + half.y) - max(top, center.y - half.y), 0)
        let left = center.x - half.x
        let right = center.x + half.x
        let start = FeatheredSpans.pixel(containing: left)
        let end = max(PixelSpans.firstPixel(from: right + 0.5), start + 1)
        var solidStart = PixelSpans.firstPixel(from: left + 0.5)
        var solidEnd = FeatheredSpans.pixel(containing: right)
        if solidStart >= solidEnd {
            solidStart = end
            solidEnd = end
        }
        return Row(
            start: start, solidStart: solidStart, solidEnd: solidEnd, end: end, middle: middle, beyond: 0)
    }

    /// A row of a round-cornered shape.
    @inline(__always)
    private func roundedRow(_ row: Int) -> Row {
        let beyond = abs(Float(row) + 0.5 - center.y) - (half.y - radius)
        let middle = min(max(radius + 0.5 - beyond, 0), 1)
        guard middle > 0 else {
            return Row(start: 0, solidStart: 0, solidEnd: 0, end: 0, middle: 0, beyond: beyond)
        }
        // Square roots rather than branches: rows alternate between the sides and the arcs.
        let past = max(beyond, 0) * max(beyond, 0)
        let outer = max((radius + 0.5) * (radius + 0.5) - past, 0).squareRoot()
        let full = radius >= 0.5 ? max((radius - 0.5) * (radius - 0.5) - past, 0).squareRoot() : radius - 0.5
        let inner = middle < 1 ? min(beyond, 0) : full
        let innerHalf = half.x - radius + inner
        let outerHalf = half.x - radius + outer
        let start = PixelSpans.firstPixel(from: center.x - outerHalf)
        let end = max(PixelSpans.firstPixel(from: center.x + outerHalf), start)
        var solidStart = PixelSpans.firstPixel(from: center.x - innerHalf)
        var solidEnd = PixelSpans.firstPixel(from: center.x + innerHalf)
        if innerHalf <= 0 || solidStart >= solidEnd {
            solidStart = min(max(PixelSpans.firstPixel(from: center.x), start), end)
            solidEnd = solidStart
        } else {
            solidStart = min(max(solidStart, start), end)
            solidEnd = min(max(solidEnd, solidStart), end)
        }
        return Row(
            start: start, solidStart: solidStart, solidEnd: solidEnd, end: end, middle: middle, beyond: beyond
        )
    }

    /// The coverage (0…1) of pixel `x` of a fringe of `row`.
    @inline(__always)
    func coverage(ofPixel x: Int, in row: Row) -> Float {
        guard !isRectangle else {
            let left = Float(x)
            let inside = min(left + 1, center.x + half.x) - max(left, center.x - half.x)
            return max(inside, 0) * row.middle
        }
        let across = abs(Float(x) + 0.5 - center.x) - (half.x - radius)
        // The rounded rectangle's signed distance, without a branch: the distance to an arc
        // beyond both corners' centres, to a side otherwise.
        let outside = SIMD2(max(across, 0), max(row.beyond, 0))
        let distance = (outside * outside).sum().squareRoot() + min(max(across, row.beyond), 0) - radius
        return min(max(0.5 - distance, 0), 1)
    }

    /// `alpha` scaled by `coverage`, rounded: the alpha a pixel of that coverage is drawn with.
    @inline(__always)
    static func alpha(_ alpha: UInt8, coverage: Float) -> UInt8 {
        UInt8(min(Float(alpha) * coverage + 0.5, 255))
    }
}
