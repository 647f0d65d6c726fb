import CSDL2

/// Feathered shapes (``FeatheredSpans``) written straight into the surface, each pixel at its
/// coverage with SDL's blend arithmetic, so the pixels are the ones SDL draws from the same
/// shapes as a ``TriangleMesh``.
extension SurfaceRaster {
    /// Fills the pixels `spans` touches with `color`, each at its coverage, inside `clip` and the
    /// surface: the run of each row at once, the fringe pixel by pixel. The rows along the
    /// straight sides share their fringe, worked out once.
    func fill(_ spans: FeatheredSpans, color: SDL_Color, clip: SDL_Rect) {
        guard let (rows, columns) = area(clip, rows: spans.rows) else { return }
        let (left, right) = (columns.lowerBound, columns.upperBound)
        let value = pixel(color.r, color.g, color.b, color.a)
        if spans.isRectangle {
            return fillRectangle(spans, color, value, rows: rows, columns: columns)
        }
        // The rows along the straight sides share one row's pixels: its fringe, at most a
        // pixel or two each side, is worked out once.
        let plainRows = spans.plainRows.clamped(to: rows)
        if !plainRows.isEmpty {
            let shape = spans.row(plainRows.lowerBound)
            let fringe = Fringe(spans, shape, color: color, left: left, right: right)
            for row in plainRows {
                fill(shape, fringe, (pixels + row * pitch).assumingMemoryBound(to: UInt32.self), value, color)
            }
        }
        for row in rows where !plainRows.contains(row) {
            let shape = spans.row(row)
            guard shape.start < shape.end else { continue }
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            fillMiddle(of: shape, line, columns: columns, value, color)
            let leftEnd = min(shape.solidStart, right)
            var x = max(shape.start, left)
            while x < leftEnd {
                write(
                    line, x, FeatheredSpans.alpha(color.a, coverage: spans.coverage(ofPixel: x, in: shape)),
                    value, color)
                x += 1
            }
            let rightEnd = min(shape.end, right)
            x = max(shape.solidEnd, left)
            while x < rightEnd {
                write(
                    line, x, FeatheredSpans.alpha(color.a, coverage: spans.coverage(ofPixel: x, in: shape)),
                    value, color)
                x += 1
            }
        }
    }

    /// Fills a square-cornered shape, clipped to `rows` and `columns`: each pixel's alpha is the
    /// product of the shares of its column and row inside the shape, as ``FeatheredSpans`` has
    /// it, so the nine alphas of a box (sides, corners, inside) are worked out once.
    func fillRectangle(
        _ spans: FeatheredSpans, _ color: SDL_Color, _ value: UInt32, rows: Range<Int>, columns: Range<Int>
    ) {
        let first = spans.row(spans.rows.lowerBound)
        guard first.start < first.end else { return }
        if first.end - first.start <= SurfaceRaster.smallColumns {
            return fillSmallRectangle(spans, first, color, value, rows: rows, columns: columns)
        }
        let last = spans.row(spans.rows.upperBound - 1)
        let middleRow = spans.plainRows.isEmpty ? first : spans.row(spans.plainRows.lowerBound)
        // The left fringe is one pixel, or the whole width when no pixel is wholly inside;
        // the right one pixel or none.
        let leftColumn = first.start
        let rightColumn = first.solidEnd
        let hasLeft = first.start < first.solidStart && columns.contains(leftColumn)
        let hasRight = first.solidEnd < first.end && columns.contains(rightColumn)
        let solidStart = max(first.solidStart, columns.lowerBound)
        let solidEnd = min(first.solidEnd, columns.upperBound)
        let narrow = first.solidStart == first.end
        func colors(_ shape: FeatheredSpans.Row) -> (
            left: Premultiplied, middle: Premultiplied, right: Premultiplied
        ) {
            (
                premultiplied(
                    color,
                    FeatheredSpans.alpha(color.a, coverage: spans.coverage(ofPixel: leftColumn, in: shape))),
                premultiplied(color, FeatheredSpans.alpha(color.a, coverage: shape.middle)),
                premultiplied(
                    color,
                    hasRight
                        ? FeatheredSpans.alpha(
                            color.a, coverage: spans.coverage(ofPixel: rightColumn, in: shape)) : 0)
            )
        }
        let edges = (top: colors(first), inside: colors(middleRow), bottom: colors(last))
        for row in rows {
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            let fill =
                row == spans.rows.lowerBound
                ? edges.top : row == spans.rows.upperBound - 1 ? edges.bottom : edges.inside
            if narrow {
                for x in max(
                    first.start, columns.lowerBound)..<max(
                        min(first.end, columns.upperBound), columns.lowerBound)
                {
                    let coverage = spans.coverage(ofPixel: x, in: spans.row(row))
                    write(line, x, FeatheredSpans.alpha(color.a, coverage: coverage), value, color)
                }
                continue
            }
            if hasLeft { line[leftColumn] = blend(fill.left, over: line[leftColumn]) }
            if solidStart < solidEnd {
                if fill.middle.rest == 0 {
                    write(line, solidStart, solidEnd, value, color)
                } else {
                    for x in solidStart..<solidEnd { line[x] = blend(fill.middle, over: line[x]) }
                }
            }
            if hasRight { line[rightColumn] = blend(fill.right, over: line[rightColumn]) }
        }
    }

    /// The widest square-cornered shape, in pixels touched, drawn pixel by pixel: thousands of
    /// boxes a few pixels wide are mostly fringe, where working out the alphas of the sides,
    /// corners and inside first costs more than the pixels.
    static let smallColumns = 4

    /// Fills a square-cornered shape ``smallColumns`` pixels wide or less, clipped to `rows` and
    /// `columns`, each pixel at the product of the shares of its column and row inside the shape:
    /// the alphas ``fillRectangle(_:_:_:rows:columns:)`` gives, from the same arithmetic.
    @inline(__always)
    func fillSmallRectangle(
        _ spans: FeatheredSpans, _ first: FeatheredSpans.Row, _ color: SDL_Color, _ value: UInt32,
        rows: Range<Int>, columns: Range<Int>
    ) {
        let start = max(first.start, columns.lowerBound)
        let end = min(first.end, columns.upperBound)
        guard start < end else { return }
        let (left, right) = (spans.center.x - spans.half.x, spans.center.x + spans.half.x)
        let (top, bottom) = (spans.center.y - spans.half.y, spans.center.y + spans.half.y)
        for row in rows {
            let y = Float(row)
            let middle = max(min(y + 1, bottom) - max(y, top), 0)
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            for x in start..<end {
                let column = Float(x)
                let coverage = max(min(column + 1, right) - max(column, left), 0) * middle
                let alpha = FeatheredSpans.alpha(color.a, coverage: coverage)
                // 255 only for an opaque colour, whose blend writes its value.
                if alpha == 255 { line[x] = value } else { write(line, x, alpha, value, color) }
            }
        }
    }

    /// A colour at one alpha, its share of every blend worked out: the source's part of each
    /// channel and what is left of the destination's.
    struct Premultiplied {
        /// The pixel of the source's parts: each channel times alpha / 255, and the alpha.
        var source: UInt32
        /// 255 − alpha.
        var rest: UInt32
    }

    /// `color` at `alpha`, ready to blend.
    @inline(__always)
    func premultiplied(_ color: SDL_Color, _ alpha: UInt8) -> Premultiplied {
        let a = UInt32(alpha)
        let source =
            (UInt32(color.r) * a / 255) &<< shifts.red | (UInt32(color.g) * a / 255) &<< shifts.green
            | (UInt32(color.b) * a / 255) &<< shifts.blue | (a &<< shifts.alpha) & alphaMask
        return Premultiplied(source: source, rest: 255 - a)
    }

    /// `color` over `destination` with SDL's arithmetic, as the blend of an `SDL_Color` has it:
    /// the channels cannot carry into each other, since each sum is at most 255.
    @inline(__always)
    func blend(_ color: Premultiplied, over destination: UInt32) -> UInt32 {
        let rest = color.rest
        let red = rest * ((destination &>> shifts.red) & 0xFF) / 255
        let green = rest * ((destination &>> shifts.green) & 0xFF) / 255
        let blue = rest * ((destination &>> shifts.blue) & 0xFF) / 255
        let existing = alphaMask == 0 ? 255 : (destination & alphaMask) &>> shifts.alpha
        return color.source
            &+ (red &<< shifts.red | green &<< shifts.green | blue &<< shifts.blue
                | ((rest * existing / 255) &<< shifts.alpha) & alphaMask)
    }

    /// The partly covered pixels of a row along the straight sides, clipped to `left..<right`,
    /// with the alpha each is drawn with: up to ``capacity`` at each end (there are at most two).
    struct Fringe {
        static let capacity = 8
        var leftStart = 0
        var leftCount = 0
        var rightStart = 0
        var rightCount = 0
        var alphas: (UInt64, UInt64) = (0, 0)
        /// The columns drawn: the clip.
        var columns: Range<Int>

        init(_ spans: FeatheredSpans, _ shape: FeatheredSpans.Row, color: SDL_Color, left: Int, right: Int) {
            columns = left..<right
            leftStart = max(shape.start, left)
            leftCount = min(max(min(shape.solidStart, right) - leftStart, 0), Fringe.capacity)
            rightStart = max(shape.solidEnd, left)
            rightCount = min(max(min(shape.end, right) - rightStart, 0), Fringe.capacity)
            var packed: UInt64 = 0
            for index in 0..<leftCount {
                let alpha = FeatheredSpans.alpha(
                    color.a, coverage: spans.coverage(ofPixel: leftStart + index, in: shape))
                packed |= UInt64(alpha) << (8 * UInt64(index))
            }
            alphas.0 = packed
            packed = 0
            for index in 0..<rightCount {
                let alpha = FeatheredSpans.alpha(
                    color.a, coverage: spans.coverage(ofPixel: rightStart + index, in: shape))
                packed |= UInt64(alpha) << (8 * UInt64(index))
            }
            alphas.1 = packed
        }
    }

    /// Fills one line along the straight sides of a shape: its run, then its fringe.
    @inline(__always)
    func fill(
        _ shape: FeatheredSpans.Row, _ fringe: Fringe, _ line: UnsafeMutablePointer<UInt32>, _ value: UInt32,
        _ color: SDL_Color
    ) {
        fillMiddle(of: shape, line, columns: fringe.columns, value, color)
        var alphas = fringe.alphas.0
        for x in fringe.leftStart..<fringe.leftStart + fringe.leftCount {
            write(line, x, UInt8(truncatingIfNeeded: alphas), value, color)
            alphas >>= 8
        }
        alphas = fringe.alphas.1
        for x in fringe.rightStart..<fringe.rightStart + fringe.rightCount {
            write(line, x, UInt8(truncatingIfNeeded: alphas), value, color)
            alphas >>= 8
        }
    }

    /// Fills the run of `shape` between its fringes, within `columns`: solid, or blended at the
    /// share of the row the shape covers when it is thinner than a pixel.
    @inline(__always)
    func fillMiddle(
        of shape: FeatheredSpans.Row, _ line: UnsafeMutablePointer<UInt32>, columns: Range<Int>,
        _ value: UInt32,
        _ color: SDL_Color
    ) {
        let solidStart = max(shape.solidStart, columns.lowerBound)
        let solidEnd = min(shape.solidEnd, columns.upperBound)
        if shape.middle >= 1 {
            write(line, solidStart, solidEnd, value, color)
        } else if solidStart < solidEnd {
            var faded = color
            faded.a = FeatheredSpans.alpha(color.a, coverage: shape.middle)
            if faded.a > 0 { blend(faded, over: line, solidStart, solidEnd) }
        }
    }
}
