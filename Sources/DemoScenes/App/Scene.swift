/// One of the demo's scenes as the app runs and draws it: the field, the choreography, the
/// rollback scene or the motion scene. The app shows one at a time. The field stays while
/// another shows, suspended: its layout, text panel, curve and autopilot switch serve every
/// scene.
public protocol Scene: AnyObject {
    /// Which scene this is.
    var kind: SceneKind { get }

    // MARK: What it draws

    /// Every box drawn straight in the field as presented `alpha` of a tick after the last tick,
    /// in drawing order; none for a scene that draws its boxes in ``peerViews(alpha:)``.
    func boxSnapshots(alpha: Double) -> [BoxSnapshot]

    /// The panels of peers drawn in the field, each with its own boxes in window pixels, as
    /// presented `alpha` of a tick on; none for a scene of one world.
    func peerViews(alpha: Double) -> [PeerView]

    /// What the field shows besides the boxes at `alpha`.
    func overlay(alpha: Double) -> FieldOverlay

    /// The note at the top of the text panel.
    var panelNote: String { get }

    /// The charts the text panel draws below its note, as presented `alpha` of a tick on.
    func panelCharts(alpha: Double) -> [PanelChart]

    /// Whether the panel shows the field's text entities: where the environment moves their
    /// font (the field's F, the choreography's bars).
    var showsPanelText: Bool { get }

    /// The HUD's second line.
    var hudLine: String { get }

    /// The scene's mode as the HUD's third line names it, given whether the autopilot is on;
    /// nil for none.
    func hudMode(autopilot: Bool) -> String?

    /// The boxes the HUD counts.
    var boxCount: Int { get }

    /// The running transitions the HUD counts, in every world the scene draws.
    var activeTransitionCount: Int { get }

    // MARK: What it does

    /// Carries out `command`; returns false for the commands it leaves to the field and the app.
    func handle(_ command: DemoCommand) -> Bool

    /// Lays the scene out for `layout`.
    func resize(to layout: Layout)

    /// One tick of the scene's rules, before the world advances; `autopilot` is the app's
    /// autopilot switch.
    func update(autopilot: Bool)

    /// Puts the scene away as another takes its place.
    func leave()
}

extension Scene {
    /// No charts.
    public func panelCharts(alpha: Double) -> [PanelChart] { [] }

    /// No text entities: the scene's charts explain it.
    public var showsPanelText: Bool { false }
}
