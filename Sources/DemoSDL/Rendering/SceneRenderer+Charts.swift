import CSDL2
import DemoScenes
import TransitionCore

/// The panel's charts: each a title row over its plot or its rows of figures, stacked below
/// the note, each drawn whole or left out.
extension SceneRenderer {
    /// Height of a curve's plot at the default panel width; narrower panels scale it down.
    static let curvePlotHeight: Float = 104
    /// Height of a series plot at the default panel width.
    static let seriesPlotHeight: Float = 64
    /// Space below each chart, at the default panel width.
    static let chartGap: Float = 12

    /// The height `chart` takes in a panel `width` wide with fonts scaled by `fit`, its gap
    /// below included; nil without its fonts.
    func height(of chart: PanelChart, fit: Float, points: (Float) -> Float) -> Float? {
        guard let title = fonts.font(.regular, size: points(SceneRenderer.notePoints)),
            let mono = fonts.font(.mono, size: points(SceneRenderer.keyPoints))
        else { return nil }
        let titleHeight = Float(TTF_FontLineSkip(title))
        let row = Float(TTF_FontLineSkip(mono))
        let body: Float
        switch chart.content {
        case .curve: body = SceneRenderer.curvePlotHeight * fit
        case .series: body = SceneRenderer.seriesPlotHeight * fit + row
        case .figures(let figures): body = row * Float(figures.count)
        }
        return titleHeight + body + SceneRenderer.chartGap * fit
    }

    /// Draws `chart` from the top of `area` (as wide as the panel's text).
    func draw(_ chart: PanelChart, in area: Rect, fit: Float, points: (Float) -> Float) {
        guard let title = fonts.font(.regular, size: points(SceneRenderer.notePoints)),
            let mono = fonts.font(.mono, size: points(SceneRenderer.keyPoints))
        else { return }
        var y = area.y
        put(
            fitting(chart.title, width: area.width, font: title), font: title, x: area.x, y: y,
            color: Palette.accent, in: area)
        y += Float(TTF_FontLineSkip(title))
        let row = Float(TTF_FontLineSkip(mono))
        switch chart.content {
        case .curve(let values, let dot):
            let plot = Rect(x: area.x, y: y, width: area.width, height: SceneRenderer.curvePlotHeight * fit)
            drawCurve(values, dot: dot, in: plot)
        case .series(let series, let slots):
            let plot = Rect(x: area.x, y: y, width: area.width, height: SceneRenderer.seriesPlotHeight * fit)
            let largest = drawSeries(series, slots: slots, in: plot)
            var x = area.x
            let legend =
                series.map { ($0.name, $0.color) } + [
                    ("max \(Format.fixed(Double(largest), 0))", Palette.dimText)
                ]
            for (name, color) in legend {
                let width = Canvas.measure(name, font: mono).x
                guard x + width <= area.maxX else { break }
                put(name, font: mono, x: x, y: plot.maxY, color: color, in: area)
                x += width + Canvas.measure("  ", font: mono).x
            }
        case .figures(let figures):
            let nameWidth = figures.map { Canvas.measure($0.name, font: mono).x }.max() ?? 0
            let valueX = area.x + nameWidth + Canvas.measure("  ", font: mono).x
            for figure in figures {
                put(
                    fitting(figure.name, width: area.width, font: mono), font: mono, x: area.x, y: y,
                    color: Palette.dimText, in: area)
                if valueX < area.maxX {
                    let value = fitting(figure.value, width: area.maxX - valueX, font: mono)
                    put(value, font: mono, x: valueX, y: y, color: Palette.text, in: area)
                }
                y += row
            }
        }
    }

    /// `text` cut at a word (with "…") to fit `width` with `font`; empty when not even a word fits.
    func fitting(_ text: String, width: Float, font: OpaquePointer) -> String {
        guard Canvas.measure(text, font: font).x > width else { return text }
        var words = text.split(separator: " ").map(String.init)
        while !words.isEmpty {
            words.removeLast()
            let candidate = words.joined(separator: " ") + "…"
            if Canvas.measure(candidate, font: font).x <= width { return candidate }
        }
        return ""
    }

    /// A timing curve in `plot`: guides at 0 and 1, the curve, and the dot.
    private func drawCurve(_ values: [Float], dot: SIMD2<Float>?, in plot: Rect) {
        guard values.count > 1 else { return }
        canvas.stroke(plot, width: 1, color: Palette.panelBorder, radius: 4)
        let low = min(values.min() ?? 0, 0)
        let high = max(values.max() ?? 1, 1)
        let inner = plot.insetBy(6)
        func point(_ progress: Float, _ value: Float) -> SIMD2<Float> {
            SIMD2(
                inner.x + progress * inner.width,
                inner.maxY - (value - low) / (high - low) * inner.height)
        }
        for level: Float in [0, 1] {
            canvas.polyline([point(0, level), point(1, level)], thickness: 1, color: Palette.panelBorder)
        }
        let step = 1 / Float(values.count - 1)
        let points = values.indices.map { point(Float($0) * step, values[$0]) }
        canvas.polyline(points, thickness: 2, color: Palette.plot)
        guard let dot else { return }
        let center = point(dot.x, dot.y)
        canvas.fill(
            Rect(x: center.x - 4, y: center.y - 4, width: 8, height: 8), color: Palette.accent, radius: 4)
    }

    /// Series in `plot` on one scale from 0 to the largest value (at least 1); returns it.
    private func drawSeries(_ series: [ChartSeries], slots: Int, in plot: Rect) -> Float {
        canvas.stroke(plot, width: 1, color: Palette.panelBorder, radius: 4)
        let largest = max(series.flatMap(\.values).max() ?? 0, 1)
        let inner = plot.insetBy(4)
        let last = Float(max(slots - 1, 1))
        for line in series where line.values.count > 1 {
            // Newest at the right edge.
            let first = Float(max(slots - line.values.count, 0))
            let points = line.values.indices.map { index in
                SIMD2(
                    inner.x + (first + Float(index)) / last * inner.width,
                    inner.maxY - line.values[index] / largest * inner.height)
            }
            canvas.polyline(points, thickness: 1.5, color: line.color)
        }
        return largest
    }
}
