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
    /// Every row of text the last frame drew, with the area it had to stay in.
    public private(set) var drawnText: [DrawnText] = []
    /// The fonts' generation the canvas's cached text was drawn with.
    private var fontGeneration: Int
    /// Rows of wrapped text by text, width and font, from earlier frames.
    private var wrapped: [WrapKey: [String]] = [:]
    /// The key list's rows by list, width and size, from earlier frames.
    private var keyRowsCache: [KeyRowsKey: (oneEach: [PanelRow], flowed: [PanelRow])] = [:]
    /// The panel's rows of the frame being drawn, kept with their capacity.
    private var noteRows: [PanelRow] = []
    private var lineRows: [PanelRow] = []

    private struct KeyRowsKey: Hashable {
        var lines: [String]
        var width: Float
        var points: Float
    }

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
    /// Point size of the panel's header.
    static let notePoints: Float = 12
    /// Point size of the panel's key list.
    static let keyPoints: Float = 11
    /// The smallest point size the panel and the HUD draw text at: a smaller panel leaves
    /// parts out rather than shrink them further.
    static let minimumPoints: Float = 7
    /// Space between the fields of a HUD line, where a narrow HUD may break it.
    static let hudSeparator = "   "
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
            keyRowsCache.removeAll()
            fontGeneration = fonts.generation
        }
        drawnText.removeAll(keepingCapacity: true)
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

    /// Draws `text` with `font` at (`x`, `y`), noting it in ``drawnText``; returns its height.
    @discardableResult
    private func put(_ text: String, font: OpaquePointer, x: Float, y: Float, color: Color, in region: Rect)
        -> SIMD2<Float>
    {
        let size = canvas.text(text, font: font, x: x, y: y, color: color)
        drawnText.append(
            DrawnText(text: text, frame: Rect(x: x, y: y, width: size.x, height: size.y), region: region))
        return size
    }

    /// One row of the panel: text, font, colour and the height it takes.
    private struct PanelRow {
        var text: String
        var font: OpaquePointer
        var color: Color
        var advance: Float
        var isTextEntity: Bool
    }

    /// The panel: the note, the text entities' lines in the font each reads, and the key list
    /// at the bottom. Everything scales with the panel's width (down to ``minimumPoints``);
    /// what does not fit is left out whole, never clipped: the note first, then the key list.
    private func drawPanel(_ snapshot: SceneSnapshot) {
        let panel = snapshot.layout.panel
        canvas.fill(panel, color: Palette.panel, radius: 12)
        canvas.stroke(panel.insetBy(-1), width: 1, color: Palette.panelBorder, radius: 13)
        let inner = panel.insetBy(snapshot.layout.isCompact ? 8 : 16)
        canvas.clip(to: panel.insetBy(4))
        defer { canvas.clip(to: nil) }
        // A panel narrower than at the default window size draws the fonts proportionally smaller.
        let fit = min(1, inner.width / SceneRenderer.panelTextWidth)
        func points(_ size: Float) -> Float { max(size * fit, SceneRenderer.minimumPoints) }
        noteRows.removeAll(keepingCapacity: true)
        if let font = fonts.font(.regular, size: points(SceneRenderer.notePoints)) {
            let skip = Float(TTF_FontLineSkip(font))
            for row in wrap(snapshot.panelNote, width: inner.width, font: font) {
                noteRows.append(
                    PanelRow(
                        text: row, font: font, color: Palette.dimText, advance: skip, isTextEntity: false))
            }
            if !noteRows.isEmpty { noteRows[noteRows.count - 1].advance += 12 * fit }
        }
        lineRows.removeAll(keepingCapacity: true)
        for (index, line) in snapshot.textLines.enumerated() {
            let look = SceneRenderer.rendering(of: line.font)
            guard let font = fonts.font(look.face, size: points(line.font.size)) else { continue }
            let advance = Float(TTF_FontLineSkip(font)) + max(line.font.lineSpacing, 0) * fit
            let color = index == 0 ? Palette.accent : look.color
            if !line.wraps && Canvas.measure(line.text, font: font).x <= inner.width {
                lineRows.append(
                    PanelRow(text: line.text, font: font, color: color, advance: advance, isTextEntity: true))
                continue
            }
            for row in wrap(line.text, width: inner.width, font: font) {
                lineRows.append(
                    PanelRow(text: row, font: font, color: color, advance: advance, isTextEntity: true))
            }
        }
        let keys = keyRows(snapshot.keyLines, width: inner.width, points: points(SceneRenderer.keyPoints))
        // The first choice that fits: everything, with a key a line or the keys flowed; then
        // without the note; then the note without the keys; then the lines alone.
        let note = SceneRenderer.height(noteRows)
        let lines = SceneRenderer.height(lineRows)
        let gap = 16 * fit
        var showsNote = true
        var bottom: [PanelRow] = []
        if note + lines + gap + SceneRenderer.height(keys.oneEach) <= inner.height {
            bottom = keys.oneEach
        } else if note + lines + gap + SceneRenderer.height(keys.flowed) <= inner.height {
            bottom = keys.flowed
        } else if lines + gap + SceneRenderer.height(keys.oneEach) <= inner.height {
            (showsNote, bottom) = (false, keys.oneEach)
        } else if lines + gap + SceneRenderer.height(keys.flowed) <= inner.height {
            (showsNote, bottom) = (false, keys.flowed)
        } else {
            showsNote = note + lines <= inner.height
        }
        textBounds = nil
        var y = inner.y
        for row in showsNote ? noteRows : [] {
            put(row.text, font: row.font, x: inner.x, y: y, color: row.color, in: inner)
            y += row.advance
        }
        for row in lineRows {
            guard y + row.advance <= inner.maxY + 1 else { break }  // whole rows only
            let size = put(row.text, font: row.font, x: inner.x, y: y, color: row.color, in: inner)
            include(Rect(x: inner.x, y: y, width: min(size.x, inner.width), height: size.y))
            y += row.advance
        }
        var keyY = inner.maxY - SceneRenderer.height(bottom)
        for row in bottom {
            keyY += put(row.text, font: row.font, x: inner.x, y: keyY, color: row.color, in: inner).y
        }
    }

    /// The height `rows` take.
    private static func height(_ rows: [PanelRow]) -> Float {
        rows.reduce(0) { $0 + $1.advance }
    }

    /// The key list's rows, by the list, the width and the point size, from earlier frames.
    private func keyRows(_ lines: [String], width: Float, points: Float) -> (
        oneEach: [PanelRow], flowed: [PanelRow]
    ) {
        let key = KeyRowsKey(lines: lines, width: width, points: points)
        if let rows = keyRowsCache[key] { return rows }
        if keyRowsCache.count >= 16 { keyRowsCache.removeAll(keepingCapacity: true) }
        let rows = makeKeyRows(lines, width: width, points: points)
        keyRowsCache[key] = rows
        return rows
    }

    /// The key list's rows in mono `points`: a header and a key a line, and the keys flowed
    /// into as few rows as the width allows, for a panel too small for the first.
    private func makeKeyRows(_ lines: [String], width: Float, points: Float) -> (
        oneEach: [PanelRow], flowed: [PanelRow]
    ) {
        guard !lines.isEmpty, let font = fonts.font(.mono, size: points) else { return ([], []) }
        let skip = Float(TTF_FontLineSkip(font))
        func row(_ text: String) -> PanelRow {
            PanelRow(text: text, font: font, color: Palette.dimText, advance: skip, isTextEntity: false)
        }
        var header = row("keys")
        header.color = Palette.accent
        let widest = lines.map { Canvas.measure($0, font: font).x }.max() ?? 0
        let flowed = [header] + SceneRenderer.flow(lines, separator: "  ", width: width, font: font).map(row)
        return (widest <= width ? [header] + lines.map(row) : flowed, flowed)
    }

    /// `parts` joined with `separator` into rows no wider than `width` with `font`, a part
    /// wider than that broken at its spaces.
    static func flow(_ parts: [String], separator: String, width: Float, font: OpaquePointer) -> [String] {
        var rows: [String] = []
        var row = ""
        for part in parts {
            let candidate = row.isEmpty ? part : row + separator + part
            if Canvas.measure(candidate, font: font).x <= width {
                row = candidate
                continue
            }
            if !row.isEmpty { rows.append(row) }
            if Canvas.measure(part, font: font).x <= width {
                row = part
            } else {
                let pieces = wrap(part, width: width, font: font)
                rows += pieces.dropLast()
                row = pieces.last ?? ""
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
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

    /// The HUD: its lines in monospaced text. Where they do not fit across, the text gets
    /// smaller and the lines break between their fields (never inside one) into as many rows
    /// as the HUD's height takes, down to ``minimumPoints``.
    private func drawHud(_ lines: [String], in hud: Rect) {
        canvas.fill(hud, color: Palette.hud, radius: 8)
        guard let font = fonts.font(.mono, size: SceneRenderer.hudPoints) else { return }
        let region = Rect(x: hud.x + 12, y: hud.y + 6, width: hud.width - 24, height: hud.height - 12)
        var widest: Float = 0
        for line in lines { widest = max(widest, Canvas.measure(line, font: font).x) }
        canvas.clip(to: hud)
        defer { canvas.clip(to: nil) }
        let colors = SceneRenderer.hudColors
        var y = hud.y + 8
        guard widest > region.width else {
            for (index, line) in lines.enumerated() {
                y +=
                    put(
                        line, font: font, x: hud.x + 12, y: y, color: colors[min(index, colors.count - 1)],
                        in: hud
                    ).y
            }
            return
        }
        var smaller = font
        var rows: [(text: String, color: Color)] = []
        var points = SceneRenderer.hudPoints - 1
        while let candidate = fonts.font(.mono, size: points) {
            smaller = candidate
            rows = lines.enumerated().flatMap { index, line in
                let fields = line.components(separatedBy: SceneRenderer.hudSeparator)
                let color = colors[min(index, colors.count - 1)]
                return SceneRenderer.flow(
                    fields, separator: SceneRenderer.hudSeparator, width: region.width, font: candidate
                ).map { (text: $0, color: color) }
            }
            let height = Float(rows.count) * Float(TTF_FontLineSkip(candidate))
            if height <= region.height || points <= SceneRenderer.minimumPoints { break }
            points -= 1
        }
        let skip = Float(TTF_FontLineSkip(smaller))
        for row in rows {
            guard y + skip <= hud.maxY - 2 || y == hud.y + 8 else { break }  // whole rows only
            y += put(row.text, font: smaller, x: hud.x + 12, y: y, color: row.color, in: hud).y
        }
    }
}
