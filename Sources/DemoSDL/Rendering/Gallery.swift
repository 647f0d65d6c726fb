import CSDL2
import DemoScenes
import TransitionCore

/// The curve gallery: every entry of ``CurveCatalog`` plotted in a labelled grid, progress
/// against time, with guides at 0 and 1 and the linear diagonal for reference. Drawn at twice
/// the size and scaled down, so the lines and labels are smooth.
public enum Gallery {
    /// Plots per row.
    public static let columns = 9
    /// Side of one plot cell, in pixels of the final image.
    static let cell: Float = 140
    /// Space between cells and around the grid.
    static let gap: Float = 8
    static let margin: Float = 20
    static let titleHeight: Float = 64
    /// Drawing scale before the final reduction.
    static let supersampling: Float = 2

    /// Rows needed for the whole catalogue.
    public static var rows: Int { (CurveCatalog.all.count + columns - 1) / columns }
    /// Width of the image in pixels.
    public static var width: Int { Int(2 * margin + Float(columns) * cell + Float(columns - 1) * gap) }
    /// Height of the image in pixels.
    public static var height: Int { Int(titleHeight + margin + Float(rows) * cell + Float(rows - 1) * gap) }

    /// The gallery image.
    public static func render(fonts: FontCache) throws(DemoError) -> OffscreenCanvas {
        let scale = supersampling
        let large = try OffscreenCanvas(width: Int(Float(width) * scale), height: Int(Float(height) * scale))
        let canvas = large.canvas
        canvas.clear(Palette.background)
        if let title = fonts.font(.bold, size: 20 * scale), let note = fonts.font(.regular, size: 12 * scale)
        {
            canvas.text(
                "TransitionCore: every curve and spring", font: title, x: margin * scale, y: 14 * scale,
                color: Palette.text)
            canvas.text(
                "x: time (curves 0 to 1, springs 0 to settling time)   y: progress   "
                    + "dashed: 0 and 1   grey diagonal: linear",
                font: note, x: margin * scale, y: 42 * scale, color: Palette.dimText)
        }
        for (index, entry) in CurveCatalog.all.enumerated() {
            let column = index % columns
            let row = index / columns
            let frame = Rect(
                x: (margin + Float(column) * (cell + gap)) * scale,
                y: (titleHeight + Float(row) * (cell + gap)) * scale, width: cell * scale,
                height: cell * scale)
            plot(entry, in: frame, canvas: canvas, fonts: fonts, scale: scale)
        }
        large.finish()
        let image = try OffscreenCanvas(width: width, height: height)
        guard SDL_SoftStretchLinear(large.surface, nil, image.surface, nil) == 0 else {
            throw .sdl("SDL_SoftStretchLinear: \(sdlError())")
        }
        return image
    }

    /// Progress samples of `entry` (time fraction 0...1 to progress) and the time the x axis spans.
    static func samples(of entry: CurveCatalog.Entry, count: Int) -> (values: [Float], seconds: Double?) {
        switch entry.motion {
        case .curve(let curve):
            return ((0...count).map { curve(Float($0) / Float(count)) }, nil)
        case .spring(let spring):
            let duration = spring.settlingDuration
            return (
                (0...count).map { Float(spring.value(at: duration * Double($0) / Double(count))) }, duration
            )
        }
    }

    /// The label of an entry's plot: its name, and a second line for the long bezier name and
    /// for springs (kind of damping and settling time).
    static func caption(of entry: CurveCatalog.Entry) -> (title: String, detail: String?) {
        switch entry.motion {
        case .spring(let spring):
            let kind =
                spring.dampingFraction < 1 ? "under" : spring.dampingFraction == 1 ? "critical" : "over"
            return (entry.name, "\(kind)  \u{B7}  settles \(Format.fixed(spring.settlingDuration, 2)) s")
        case .curve:
            guard entry.group == .bezier, let open = entry.name.firstIndex(of: "(") else {
                return (entry.name, nil)
            }
            return (String(entry.name[..<open]), String(entry.name[open...]))
        }
    }

    /// The colour of an entry's line.
    static func color(of entry: CurveCatalog.Entry, index: Int) -> Color {
        switch entry.group {
        case .penner: return Palette.oklch(0.78, 0.14, Float(index / 3) * 36 + 10)
        case .linear: return Palette.oklch(0.8, 0.1, 260)
        case .css: return Palette.oklch(0.8, 0.12, 200)
        case .bezier: return Palette.oklch(0.78, 0.16, 50)
        case .steps: return Palette.oklch(0.86, 0.15, 95)
        case .spring: return Palette.oklch(0.75, 0.17, 340)
        }
    }

    private static func plot(
        _ entry: CurveCatalog.Entry, in frame: Rect, canvas: Canvas, fonts: FontCache, scale: Float
    ) {
        canvas.fill(frame, color: Palette.panel, radius: 8 * scale)
        let index = CurveCatalog.all.firstIndex { $0.name == entry.name } ?? 0
        let (values, seconds) = samples(of: entry, count: 480)
        let low = min(values.min() ?? 0, 0) - 0.06
        let high = max(values.max() ?? 1, 1) + 0.06
        let top: Float = caption(of: entry).detail == nil ? 30 : 42
        let area = Rect(
            x: frame.x + 12 * scale, y: frame.y + top * scale, width: frame.width - 24 * scale,
            height: frame.height - (top + 10) * scale)
        func point(_ t: Float, _ value: Float) -> SIMD2<Float> {
            SIMD2(area.x + t * area.width, area.maxY - (value - low) / (high - low) * area.height)
        }
        for guide: Float in [0, 1] {
            var dash: Float = 0
            while dash < 1 {
                canvas.polyline(
                    [point(dash, guide), point(min(dash + 0.04, 1), guide)], thickness: scale,
                    color: Palette.panelBorder.mixed(with: Palette.dimText, by: 0.3))
                dash += 0.08
            }
        }
        if seconds == nil {
            canvas.polyline([point(0, 0), point(1, 1)], thickness: scale, color: Palette.panelBorder)
        }
        let line = values.enumerated().map { point(Float($0.offset) / Float(values.count - 1), $0.element) }
        canvas.polyline(line, thickness: 2.2 * scale, color: color(of: entry, index: index))
        guard let label = fonts.font(.regular, size: 11 * scale),
            let small = fonts.font(.regular, size: 10 * scale)
        else { return }
        let (title, detail) = caption(of: entry)
        canvas.text(title, font: label, x: frame.x + 8 * scale, y: frame.y + 6 * scale, color: Palette.text)
        if let detail {
            canvas.text(
                detail, font: small, x: frame.x + 8 * scale, y: frame.y + 22 * scale, color: Palette.dimText)
        }
    }
}
