/// Where the three parts of the demo go in a window of a given size: the HUD strip at the top
/// left, the text panel on the right and the field of boxes below the HUD.
public struct Layout: Equatable, Sendable {
    /// Window width in pixels.
    public let width: Int
    /// Window height in pixels.
    public let height: Int
    /// The heads-up display.
    public let hud: Rect
    /// The text panel.
    public let panel: Rect
    /// The area the boxes arrange themselves in.
    public let field: Rect

    /// Space around and between the parts.
    public static let margin: Float = 14
    /// Height of the HUD strip (three lines of monospaced text).
    public static let hudHeight: Float = 62

    /// The layout of a `width` × `height` window (each taken as at least 1).
    public init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        let margin = Layout.margin
        let w = Float(self.width)
        let h = Float(self.height)
        let panelWidth = min(max(w * 0.3, 110), 420)
        panel = Rect(x: w - panelWidth - margin, y: margin, width: panelWidth, height: h - 2 * margin)
        hud = Rect(x: margin, y: margin, width: panel.x - 2 * margin, height: Layout.hudHeight)
        let fieldTop = hud.maxY + margin
        field = Rect(x: margin, y: fieldTop, width: hud.width, height: h - fieldTop - margin)
    }
}
