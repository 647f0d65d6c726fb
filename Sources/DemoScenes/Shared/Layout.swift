/// Where the three parts of the demo go in a window of a given size: the HUD strip at the top
/// left, the text panel on the right and the field of boxes below the HUD. A small window
/// (narrower than ``compactWidth`` or lower than ``compactHeight``) is laid out compactly:
/// tighter margins and a HUD across the whole width above the field and the panel, so that
/// its lines can wrap.
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
    /// Whether the window is small and laid out compactly.
    public let isCompact: Bool

    /// Space around and between the parts.
    public static let margin: Float = 14
    /// Space around and between the parts in a small window.
    public static let compactMargin: Float = 6
    /// Height of the HUD strip (three lines of monospaced text).
    public static let hudHeight: Float = 62
    /// Height of the HUD strip across a small window (its lines wrap into about five rows of
    /// smaller text).
    public static let compactHudHeight: Float = 56
    /// Windows narrower than this are laid out compactly.
    public static let compactWidth = 640
    /// Windows lower than this are laid out compactly.
    public static let compactHeight = 400

    /// The layout of a `width` × `height` window (each taken as at least 1).
    public init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        let w = Float(self.width)
        let h = Float(self.height)
        isCompact = self.width < Layout.compactWidth || self.height < Layout.compactHeight
        guard isCompact else {
            let margin = Layout.margin
            let panelWidth = min(max(w * 0.3, 110), 420)
            panel = Rect(x: w - panelWidth - margin, y: margin, width: panelWidth, height: h - 2 * margin)
            hud = Rect(x: margin, y: margin, width: panel.x - 2 * margin, height: Layout.hudHeight)
            let fieldTop = hud.maxY + margin
            field = Rect(x: margin, y: fieldTop, width: hud.width, height: h - fieldTop - margin)
            return
        }
        let margin = Layout.compactMargin
        hud = Rect(x: margin, y: margin, width: w - 2 * margin, height: Layout.compactHudHeight)
        let top = hud.maxY + margin
        let panelWidth = min(max(w * 0.44, 110), 420)
        panel = Rect(x: w - panelWidth - margin, y: top, width: panelWidth, height: h - top - margin)
        field = Rect(x: margin, y: top, width: panel.x - 2 * margin, height: h - top - margin)
    }
}
