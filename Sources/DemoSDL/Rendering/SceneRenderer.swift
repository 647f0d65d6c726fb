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
    public internal(set) var textBounds: Rect?
    /// Every row of text the last frame drew, with the area it had to stay in.
    public internal(set) var drawnText: [DrawnText] = []
    /// The fonts' generation the canvas's cached text was drawn with.
    private var fontGeneration: Int
    /// Rows of wrapped text by text, width and font, from earlier frames.
    private var wrapped: [WrapKey: [String]] = [:]
    /// The key list's rows by list, width and size, from earlier frames.
    var keyRowsCache: [KeyRowsKey: (oneEach: [PanelRow], flowed: [PanelRow])] = [:]
    /// The panel's rows of the frame being drawn, kept with their capacity.
    var noteRows: [PanelRow] = []
    var lineRows: [PanelRow] = []

    struct KeyRowsKey: Hashable {
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

    /// Draws `snapshot`: the boxes (or the rollback scene's peers) with what the field shows
    /// besides them, the text panel and the HUD.
    public func draw(_ snapshot: SceneSnapshot) {
        if fonts.generation != fontGeneration {
            canvas.forgetCachedText()
            wrapped.removeAll()
            keyRowsCache.removeAll()
            fontGeneration = fonts.generation
        }
        drawnText.removeAll(keepingCapacity: true)
        canvas.clear(Palette.background)
        drawGuides(snapshot.overlay)
        canvas.fill(snapshot.boxes)
        drawSpritesAndLabels(snapshot.overlay, in: snapshot.layout)
        drawPeers(snapshot.peerViews)
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
    func put(_ text: String, font: OpaquePointer, x: Float, y: Float, color: Color, in region: Rect)
        -> SIMD2<Float>
    {
        let size = canvas.text(text, font: font, x: x, y: y, color: color)
        drawnText.append(
            DrawnText(text: text, frame: Rect(x: x, y: y, width: size.x, height: size.y), region: region))
        return size
    }

    /// Grows ``textBounds`` to cover `rect`.
    func include(_ rect: Rect) {
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
    func wrap(_ text: String, width: Float, font: OpaquePointer) -> [String] {
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
}
