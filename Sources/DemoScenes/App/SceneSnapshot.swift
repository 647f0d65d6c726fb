/// Everything a renderer draws for one frame of a ``DemoApp``, read from the world at the
/// frame's interpolation alpha. Gathering it needs no window and no drawing library.
public struct SceneSnapshot: Equatable, Sendable {
    /// Where the HUD, the panel and the field are.
    public var layout: Layout
    /// Every box of the scene showing, in drawing order.
    public var boxes: [BoxSnapshot]
    /// The note at the top of the text panel.
    public var panelNote: String
    /// The panel's lines, top to bottom, each with the font it reads from its environment.
    public var textLines: [TextSnapshot]
    /// The charts below the panel's note.
    public var charts: [PanelChart] = []
    /// The HUD's lines, top to bottom.
    public var hudLines: [String]
    /// The keys the scene showing takes, as the panel lists them.
    public var keyLines: [String]
    /// The rollback scene's panels, one per peer, drawn in the field; empty in the others.
    public var peerViews: [PeerView]
    /// What the field shows besides the boxes (the motion scene's rails, path and labels);
    /// empty in the other scenes.
    public var overlay: FieldOverlay

    /// A snapshot with every part given; `keyLines` defaults to the field's keys, the peers
    /// and the overlay to none.
    public init(
        layout: Layout, boxes: [BoxSnapshot], panelNote: String, textLines: [TextSnapshot],
        hudLines: [String], keyLines: [String] = KeyBindings.keyList(for: .field), peerViews: [PeerView] = [],
        overlay: FieldOverlay = .empty
    ) {
        self.keyLines = keyLines
        self.peerViews = peerViews
        self.overlay = overlay
        self.layout = layout
        self.boxes = boxes
        self.panelNote = panelNote
        self.textLines = textLines
        self.hudLines = hudLines
    }
}
