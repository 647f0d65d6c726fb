import CSDL2

/// Fills ``PixelSpans`` straight into the pixels of a 32-bit surface, with the arithmetic of
/// SDL's software renderer (`SDL_BlendFillRect` in blend mode), so that the pixels are the ones
/// the same spans drawn as a ``TriangleMesh`` give there, bit for bit.
///
/// Why it exists: SDL's software renderer runs each rectangle of a geometry batch as a command
/// of its own, about a quarter of a microsecond each; twenty thousand boxes took 5 ms that way,
/// a tenth of that here.
struct SurfaceRaster {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let pitch: Int
    let shifts: (red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32)
    let alphaMask: UInt32

    /// A raster on `surface`; nil unless it holds 32-bit pixels with 8-bit channels in memory
    /// of its own that needs no locking (then the mesh draws instead).
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let format = surface.pointee.format?.pointee, format.BytesPerPixel == 4, format.Rloss == 0,
            format.Gloss == 0, format.Bloss == 0, format.Aloss == 0 || format.Amask == 0,
            let pixels = surface.pointee.pixels, surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0
        else { return nil }
        self.pixels = pixels
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        pitch = Int(surface.pointee.pitch)
        shifts = (UInt32(format.Rshift), UInt32(format.Gshift), UInt32(format.Bshift), UInt32(format.Ashift))
        alphaMask = format.Amask
    }

    /// Whether the raster writes the pixels `surface` holds now, at its present size.
    func draws(on surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        surface.pointee.pixels == pixels && Int(surface.pointee.w) == width
            && Int(surface.pointee.h) == height && Int(surface.pointee.pitch) == pitch
    }

    /// The rows and columns of `clip` within the surface and within `rows` (a shape's); nil when
    /// none are left.
    func area(_ clip: SDL_Rect, rows: Range<Int>) -> (rows: Range<Int>, columns: Range<Int>)? {
        let left = max(Int(clip.x), 0)
        let right = min(Int(clip.x) + Int(clip.w), width)
        let top = max(max(Int(clip.y), 0), rows.lowerBound)
        let bottom = min(min(Int(clip.y) + Int(clip.h), height), rows.upperBound)
        guard top < bottom, left < right else { return nil }
        return (top..<bottom, left..<right)
    }

    /// Fills the pixels of `spans` outside `hole` with `color`, inside `clip` and the surface.
    func fill(_ spans: PixelSpans, cutting hole: PixelSpans? = nil, color: SDL_Color, clip: SDL_Rect) {
        guard let (rows, columns) = area(clip, rows: spans.rows) else { return }
        let (left, right) = (columns.lowerBound, columns.upperBound)
        let value = pixel(color.r, color.g, color.b, color.a)
        for row in rows {
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            if let hole {
                let segments = spans.segments(ofRow: row, cutting: hole)
                write(line, max(segments.start, left), min(segments.end, right), value, color)
                write(line, max(segments.start2, left), min(segments.end2, right), value, color)
            } else {
                let span = spans.span(ofRow: row)
                write(line, max(span.start, left), min(span.end, right), value, color)
            }
        }
    }

    /// Writes `color` at `alpha` over pixel `x` of `line`. Blended whatever the alpha, without
    /// a branch: at 0 the blend leaves the pixel as it is, at 255 it writes the colour, as SDL does.
    @inline(__always)
    func write(
        _ line: UnsafeMutablePointer<UInt32>, _ x: Int, _ alpha: UInt8, _ value: UInt32, _ color: SDL_Color
    ) {
        var faded = color
        faded.a = alpha
        line[x] = blend(faded, over: line[x])
    }

    /// Writes `color` (whose pixel value is `value`) over pixels `start..<end` of `line`.
    @inline(__always)
    func write(
        _ line: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int, _ value: UInt32, _ color: SDL_Color
    ) {
        guard start < end else { return }
        if color.a == 255 {
            for x in start..<end { line[x] = value }
        } else {
            blend(color, over: line, start, end)
        }
    }

    /// Blends `color` over pixels `start..<end` of `line`: out of line, so that the opaque
    /// write above stays small enough to inline.
    @inline(never)
    func blend(_ color: SDL_Color, over line: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int) {
        for x in start..<end { line[x] = blend(color, over: line[x]) }
    }

    /// The pixel value of a colour.
    @inline(__always)
    func pixel(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
        UInt32(red) &<< shifts.red | UInt32(green) &<< shifts.green | UInt32(blue) &<< shifts.blue
            | (UInt32(alpha) &<< shifts.alpha) & alphaMask
    }

    /// `color` over `destination` as SDL's software renderer blends a fill: the colour
    /// premultiplied by its alpha, plus the destination times the rest, each divided by 255
    /// and rounded down.
    @inline(__always)
    func blend(_ color: SDL_Color, over destination: UInt32) -> UInt32 {
        let alpha = UInt32(color.a)
        let rest = 255 - alpha
        func channel(_ source: UInt8, _ shift: UInt32) -> UInt32 {
            UInt32(source) * alpha / 255 + rest * ((destination &>> shift) & 0xFF) / 255
        }
        let red = channel(color.r, shifts.red)
        let green = channel(color.g, shifts.green)
        let blue = channel(color.b, shifts.blue)
        let existing = alphaMask == 0 ? 255 : (destination & alphaMask) &>> shifts.alpha
        let outAlpha = alpha + rest * existing / 255
        return red &<< shifts.red | green &<< shifts.green | blue &<< shifts.blue
            | (outAlpha &<< shifts.alpha) & alphaMask
    }
}
