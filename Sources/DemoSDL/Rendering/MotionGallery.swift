import CSDL2
import DemoScenes
import TransitionCore

/// The motion gallery (`--motion-gallery`): a grid of 9 × 6 cells for each stagger of
/// ``MotionCatalog``, each cell coloured by the tick it starts on and labelled with it, and two
/// plots of decays sampled tick by tick from a world: free ones with three time constants, and
/// ones that snap to a grid or bounce back from a bound. Drawn at twice the size and scaled
/// down, as ``Gallery`` is, so the same build writes the same bytes.
public enum MotionGallery {
    /// Ticks per second the staggers and decays are worked out at.
    public static let tickRate: UInt64 = 60
    /// Stagger plots per row.
    static let columns = 4
    static let plotWidth: Float = 300
    static let plotHeight: Float = 250
    static let decayHeight: Float = 330
    static let legendHeight: Float = 30
    static let gap: Float = 12
    static let margin: Float = 20
    static let titleHeight: Float = 64
    static let supersampling: Float = 2

    /// Rows of stagger plots.
    static var rows: Int { (MotionCatalog.staggers.count + columns - 1) / columns }
    /// Width of the image in pixels.
    public static var width: Int { Int(2 * margin + Float(columns) * plotWidth + Float(columns - 1) * gap) }
    /// Height of the image in pixels.
    public static var height: Int {
        Int(titleHeight + Float(rows) * (plotHeight + gap) + legendHeight + gap + decayHeight + margin)
    }

    /// The colour of a start `fraction` of the way from the first start (0) to the last (1):
    /// light blue, through green, to orange.
    public static func color(atFraction fraction: Float) -> Color {
        let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        return Palette.oklch(0.86 - 0.2 * t, 0.13 + 0.03 * t, 250 - 190 * t)
    }

    /// The gallery image.
    public static func render(fonts: FontCache) throws(DemoError) -> OffscreenCanvas {
        let scale = supersampling
        let large = try OffscreenCanvas(width: Int(Float(width) * scale), height: Int(Float(height) * scale))
        let canvas = large.canvas
        canvas.clear(Palette.background)
        let context = Context(canvas: canvas, fonts: fonts, scale: scale)
        context.text(
            "Engine: stagger origins and decay", .bold, 20, x: margin, y: 14, color: Palette.text)
        context.text(
            "grids: 9 \u{D7} 6 cells, each labelled and coloured by its start tick at \(tickRate) Hz, "
                + ".each(\(Format.fixed(MotionCatalog.each, 2))) s per cell of distance   "
                + "decays: value against time, read from a world after every tick",
            .regular, 12, x: margin, y: 42, color: Palette.dimText)
        for (index, entry) in MotionCatalog.staggers.enumerated() {
            let frame = Rect(
                x: margin + Float(index % columns) * (plotWidth + gap),
                y: titleHeight + Float(index / columns) * (plotHeight + gap), width: plotWidth,
                height: plotHeight)
            drawStagger(entry, in: frame, context)
        }
        let legendY = titleHeight + Float(rows) * (plotHeight + gap)
        drawLegend(at: SIMD2(margin, legendY), context)
        let decayY = legendY + legendHeight + gap
        let half = (Float(width) - 2 * margin - gap) / 2
        drawDecays(
            "free decay: from 0 at \(Int(MotionCatalog.velocity))/s, three time constants",
            MotionCatalog.freeDecays(tickRate: tickRate),
            in: Rect(x: margin, y: decayY, width: half, height: decayHeight), guides: [], context)
        let bound = MotionCatalog.bound
        let snapGuides = stride(from: MotionCatalog.snapStep, to: bound * 1.5, by: MotionCatalog.snapStep).map
        {
            Guide(value: $0, label: nil, dashed: false)
        }
        drawDecays(
            "snapped and bounded: rests exactly where decay() said",
            MotionCatalog.shapedDecays(tickRate: tickRate),
            in: Rect(x: margin + half + gap, y: decayY, width: half, height: decayHeight),
            guides: snapGuides + [Guide(value: bound, label: "max \(Int(bound))", dashed: true)], context)
        large.finish()
        let image = try OffscreenCanvas(width: width, height: height)
        guard SDL_SoftStretchLinear(large.surface, nil, image.surface, nil) == 0 else {
            throw .sdl("SDL_SoftStretchLinear: \(sdlError())")
        }
        return image
    }

    /// A horizontal line across a decay plot.
    struct Guide {
        var value: Float
        var label: String?
        var dashed: Bool
    }

    /// The canvas, the fonts and the supersampling scale, with drawing in final-image pixels.
    struct Context {
        let canvas: Canvas
        let fonts: FontCache
        let scale: Float

        func rect(_ rect: Rect) -> Rect {
            Rect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
        }

        func fill(_ frame: Rect, _ color: Color, radius: Float = 0) {
            canvas.fill(rect(frame), color: color, radius: radius * scale)
        }

        func line(_ points: [SIMD2<Float>], _ thickness: Float, _ color: Color) {
            canvas.polyline(points.map { $0 * scale }, thickness: thickness * scale, color: color)
        }

        /// The size `text` takes, in final-image pixels.
        func measure(_ text: String, _ face: FontCache.Face, _ points: Float) -> SIMD2<Float> {
            guard let font = fonts.font(face, size: points * scale) else { return .zero }
            return Canvas.measure(text, font: font) / scale
        }

        /// Draws `text` at (`x`, `y`); returns its size in final-image pixels.
        @discardableResult
        func text(
            _ text: String, _ face: FontCache.Face, _ points: Float, x: Float, y: Float, color: Color,
            centered: Bool = false
        ) -> SIMD2<Float> {
            guard let font = fonts.font(face, size: points * scale) else { return .zero }
            let size = Canvas.measure(text, font: font) / scale
            let origin = centered ? SIMD2(x, y) - size / 2 : SIMD2(x, y)
            canvas.text(text, font: font, x: origin.x * scale, y: origin.y * scale, color: color)
            return size
        }
    }

    /// One stagger's plot: its caption, and its grid coloured and labelled by start tick.
    static func drawStagger(_ entry: MotionCatalog.StaggerEntry, in frame: Rect, _ context: Context) {
        context.fill(frame, Palette.panel, radius: 8)
        let ticks = MotionCatalog.startTicks(of: entry, tickRate: tickRate)
        let last = ticks.max() ?? 0
        context.text(entry.name, .bold, 12, x: frame.x + 10, y: frame.y + 7, color: Palette.text)
        context.text(
            "last cell starts on tick \(last) (\(Format.fixed(Double(last) / Double(tickRate), 2)) s)",
            .regular, 10, x: frame.x + 10, y: frame.y + 25, color: Palette.dimText)
        let cellGap: Float = 4
        let columns = Float(MotionCatalog.columns)
        let rows = Float(MotionCatalog.rows)
        let area = Rect(x: frame.x + 12, y: frame.y + 46, width: frame.width - 24, height: frame.height - 56)
        let cell = min(
            (area.width - (columns - 1) * cellGap) / columns, (area.height - (rows - 1) * cellGap) / rows
        ).rounded(.down)
        let size = SIMD2(columns, rows) * cell + SIMD2(columns - 1, rows - 1) * cellGap
        let origin = area.center - size / 2
        for (index, tick) in ticks.enumerated() {
            let place = SIMD2(Float(index % MotionCatalog.columns), Float(index / MotionCatalog.columns))
            let corner = origin + place * (cell + cellGap)
            let box = Rect(x: corner.x, y: corner.y, width: cell, height: cell)
            context.fill(box, color(atFraction: last == 0 ? 0 : Float(tick) / Float(last)), radius: 4)
            context.text(
                "\(tick)", .regular, 9, x: box.center.x, y: box.center.y, color: Palette.background,
                centered: true)
        }
    }

    /// The legend of the grids' colours.
    static func drawLegend(at origin: SIMD2<Float>, _ context: Context) {
        let width = context.text(
            "first start", .regular, 11, x: origin.x, y: origin.y + 8, color: Palette.dimText
        ).x
        let steps = 48
        let barX = origin.x + width + 10
        let barWidth: Float = 240
        for step in 0..<steps {
            let x = barX + Float(step) * barWidth / Float(steps)
            context.fill(
                Rect(x: x, y: origin.y + 8, width: barWidth / Float(steps) + 0.5, height: 14),
                color(atFraction: Float(step) / Float(steps - 1)))
        }
        context.text(
            "last start (of each grid)", .regular, 11, x: barX + barWidth + 10, y: origin.y + 8,
            color: Palette.dimText)
    }

    /// A plot of `entries`, value against seconds, with `guides` across it and each entry's
    /// resting value marked.
    static func drawDecays(
        _ title: String, _ entries: [MotionCatalog.DecayEntry], in frame: Rect, guides: [Guide],
        _ context: Context
    ) {
        context.fill(frame, Palette.panel, radius: 8)
        context.text(title, .bold, 12, x: frame.x + 10, y: frame.y + 7, color: Palette.text)
        let seconds = Float(entries.map(\.values.count).max() ?? 1) / Float(tickRate)
        let high = max(entries.flatMap(\.values).max() ?? 1, guides.map(\.value).max() ?? 0) * 1.12
        let area = Rect(
            x: frame.x + 44, y: frame.y + 34, width: frame.width - 60, height: frame.height - 34 - 30)
        func point(_ second: Float, _ value: Float) -> SIMD2<Float> {
            SIMD2(area.x + second / seconds * area.width, area.maxY - value / high * area.height)
        }
        let axis = Palette.panelBorder.mixed(with: Palette.dimText, by: 0.3)
        context.line([point(0, 0), point(seconds, 0)], 1, axis)
        context.line([point(0, 0), point(0, high)], 1, axis)
        for second in stride(from: Float(0), through: seconds, by: 1) {
            context.text(
                second == 0 ? "0" : "\(Int(second)) s", .regular, 10, x: point(second, 0).x,
                y: area.maxY + 12, color: Palette.dimText, centered: true)
        }
        for value in stride(from: Float(0), to: high, by: 100) {
            context.text(
                "\(Int(value))", .regular, 10, x: area.x - 22, y: point(0, value).y, color: Palette.dimText,
                centered: true)
        }
        for guide in guides {
            let y = point(0, guide.value).y
            if guide.dashed {
                var x = area.x
                while x < area.maxX {
                    context.line([SIMD2(x, y), SIMD2(min(x + 8, area.maxX), y)], 1.2, Palette.dimText)
                    x += 14
                }
            } else {
                context.line([SIMD2(area.x, y), SIMD2(area.maxX, y)], 1, Palette.panelBorder)
            }
            if let label = guide.label {
                context.text(label, .regular, 10, x: area.maxX - 50, y: y - 15, color: Palette.dimText)
            }
        }
        let legends = entries.map { entry in
            var rest = "rests at \(Format.fixed(Double(entry.restingValue), 1))"
            if entry.freeRestingValue != entry.restingValue {
                rest += " (free: \(Format.fixed(Double(entry.freeRestingValue), 1)))"
            }
            return "\(entry.name): \(rest)"
        }
        let legendX = area.maxX - (legends.map { context.measure($0, .regular, 10).x }.max() ?? 0) - 4
        // Bottom right: every curve there has risen well clear of 0.
        var legendY = area.maxY - 16 * Float(entries.count) - 10
        for (entry, legend) in zip(entries, legends) {
            let color = Palette.oklch(0.78, 0.15, entry.hue)
            let points = entry.values.enumerated().map {
                point(Float($0.offset) / Float(tickRate), $0.element)
            }
            context.line(points, 2.2, color)
            if let end = points.last {
                context.fill(Rect(x: end.x - 3, y: end.y - 3, width: 6, height: 6), color, radius: 3)
            }
            context.fill(Rect(x: legendX - 20, y: legendY + 5, width: 14, height: 4), color)
            context.text(legend, .regular, 10, x: legendX, y: legendY, color: Palette.text)
            legendY += 16
        }
    }
}
