import CSDL2
import DemoScenes
import Engine
import TransitionCore

/// Draws a ``DemoApp`` as presented between ticks: the boxes, the text panel whose lines read
/// their font from the environment, and the HUD. The same code draws the window and the
/// headless image.
public final class SceneRenderer {
    /// Where it draws.
    public let canvas: Canvas
    /// The fonts it draws text with.
    public let fonts: FontCache
    /// Where the last frame drew the text entities' rows (their union), nil if it drew none.
    public private(set) var textBounds: Rect?
    /// The fonts' generation the canvas's cached text was drawn with.
    private var fontGeneration: Int
    /// Rows of wrapped text by text, width and font, from earlier frames.
    private var wrapped: [WrapKey: [String]] = [:]

    private struct WrapKey: Hashable {
        var text: String
        var width: Float
        var font: OpaquePointer
    }

    /// Point size of the HUD's monospaced text.
    static let hudPoints: Float = 13
    /// Width of the panel's text area in the default 1280 × 800 window; narrower panels scale
    /// their fonts down by the ratio.
    static let panelTextWidth: Float = 352
    /// Point size of the panel's header and key list.
    static let notePoints: Float = 12
    /// The key list's lines.
    static let keyLines = KeyBindings.help.map(\.short)
    /// The colours of the HUD's lines, top to bottom; further lines take the last.
    static let hudColors = [Palette.text, Palette.accent, Palette.dimText]

    /// A renderer drawing on `canvas` with `fonts`.
    public init(canvas: Canvas, fonts: FontCache) {
        self.canvas = canvas
        self.fonts = fonts
        fontGeneration = fonts.generation
    }

    /// Draws one frame of `app` at its interpolation alpha; the HUD shows `stats`.
    public func draw<Source: TimeSource>(_ app: DemoApp<Source>, stats: FrameStats) {
        draw(app.snapshot(stats: stats))
    }

    /// Draws `snapshot`: the boxes, the text panel and the HUD.
    public func draw(_ snapshot: SceneSnapshot) {
        if fonts.generation != fontGeneration {
            canvas.forgetCachedText()
            wrapped.removeAll()
            fontGeneration = fonts.generation
        }
        canvas.clear(Palette.background)
        canvas.fill(snapshot.boxes)
        drawPanel(snapshot)
        drawHud(snapshot.hudLines, in: snapshot.layout.hud)
    }

    /// The face and colour a descriptor is drawn with: italic takes the oblique face; bold, or
    /// a weight of 550 and more, the bold face; weights below 400 fade towards the panel.
    static func rendering(of font: FontDescriptor) -> (face: FontCache.Face, color: Color) {
        let weight = font.weight.isFinite ? font.weight : 400
        let heavy = weight >= 550
        let face: FontCache.Face
        switch font.style {
        case .regular: face = heavy ? .bold : .regular
        case .bold: face = .bold
        case .italic: face = heavy ? .boldItalic : .italic
        }
        let fade = min(max((400 - weight) / 250, 0), 0.6)
        return (face, Palette.text.mixed(with: Palette.panel, by: fade))
    }

    private func drawPanel(_ snapshot: SceneSnapshot) {
        let panel = snapshot.layout.panel
        canvas.fill(panel, color: Palette.panel, radius: 12)
        canvas.stroke(panel.insetBy(-1), width: 1, color: Palette.panelBorder, radius: 13)
        let inner = panel.insetBy(16)
        canvas.clip(to: panel.insetBy(4))
        defer { canvas.clip(to: nil) }
        var y = inner.y
        if let note = fonts.font(.regular, size: SceneRenderer.notePoints) {
            for row in wrap(snapshot.panelNote, width: inner.width, font: note) {
                y += canvas.text(row, font: note, x: inner.x, y: y, color: Palette.dimText).y
            }
            y += 12
        }
        // A panel narrower than at the default window size draws the fonts proportionally smaller.
        let fit = min(1, inner.width / SceneRenderer.panelTextWidth)
        textBounds = nil
        for (index, line) in snapshot.textLines.enumerated() {
            let look = SceneRenderer.rendering(of: line.font)
            guard let font = fonts.font(look.face, size: line.font.size * fit) else { continue }
            let color = index == 0 ? Palette.accent : look.color
            func draw(_ row: String) {
                let size = canvas.text(row, font: font, x: inner.x, y: y, color: color)
                include(Rect(x: inner.x, y: y, width: min(size.x, inner.width), height: size.y))
                y += Float(TTF_FontLineSkip(font)) + max(line.font.lineSpacing, 0) * fit
            }
            if line.wraps {
                for row in wrap(line.text, width: inner.width, font: font) { draw(row) }
            } else {
                draw(line.text)
            }
        }
        drawKeys(in: inner, below: y + 16)
    }

    /// Grows ``textBounds`` to cover `rect`.
    private func include(_ rect: Rect) {
        guard let bounds = textBounds else {
            textBounds = rect
            return
        }
        let x = min(bounds.x, rect.x)
        let y = min(bounds.y, rect.y)
        textBounds = Rect(
            x: x, y: y, width: max(bounds.maxX, rect.maxX) - x, height: max(bounds.maxY, rect.maxY) - y)
    }

    /// The rows of `SceneRenderer.wrap`, remembered from earlier frames: measuring every word
    /// again each frame costs more than drawing the rows.
    private func wrap(_ text: String, width: Float, font: OpaquePointer) -> [String] {
        let key = WrapKey(text: text, width: width, font: font)
        if let rows = wrapped[key] { return rows }
        if wrapped.count >= 64 { wrapped.removeAll(keepingCapacity: true) }
        let rows = SceneRenderer.wrap(text, width: width, font: font)
        wrapped[key] = rows
        return rows
    }

    /// `text` broken at spaces into rows no wider than `width` with `font` (a word wider than
    /// that gets a row of its own).
    static func wrap(_ text: String, width: Float, font: OpaquePointer) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ") {
            let candidate = row.isEmpty ? String(word) : row + " " + word
            if !row.isEmpty, Canvas.measure(candidate, font: font).x > width {
                rows.append(row)
                row = String(word)
            } else {
                row = candidate
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The key list at the bottom of the panel, when it fits.
    private func drawKeys(in inner: Rect, below top: Float) {
        guard let font = fonts.font(.mono, size: 11) else { return }
        let lineHeight = Float(TTF_FontLineSkip(font))
        let lines = SceneRenderer.keyLines
        var y = inner.maxY - lineHeight * Float(lines.count + 1)
        guard y >= top else { return }
        y += canvas.text("keys", font: font, x: inner.x, y: y, color: Palette.accent).y
        for line in lines {
            y += canvas.text(line, font: font, x: inner.x, y: y, color: Palette.dimText).y
        }
    }

    private func drawHud(_ lines: [String], in hud: Rect) {
        canvas.fill(hud, color: Palette.hud, radius: 8)
        guard var font = fonts.font(.mono, size: SceneRenderer.hudPoints) else { return }
        // A narrow window shrinks the HUD's text until its longest line fits.
        let available = hud.width - 24
        var widest: Float = 0
        for line in lines { widest = max(widest, Canvas.measure(line, font: font).x) }
        if widest > available,
            let smaller = fonts.font(
                .mono, size: max(SceneRenderer.hudPoints * available / widest, 7).rounded(.down))
        {
            font = smaller
        }
        canvas.clip(to: hud)
        defer { canvas.clip(to: nil) }
        let colors = SceneRenderer.hudColors
        var y = hud.y + 8
        for (index, line) in lines.enumerated() {
            let color = colors[min(index, colors.count - 1)]
            y += canvas.text(line, font: font, x: hud.x + 12, y: y, color: color).y
        }
    }
}
