import DemoScenes

/// A row of text a ``SceneRenderer`` drew: what it says, where it went and the area it had to
/// stay inside (the HUD, or the panel within its padding). Tests check that nothing is clipped.
public struct DrawnText: Equatable, Sendable {
    /// The row's text.
    public var text: String
    /// Where it was drawn, in pixels.
    public var frame: Rect
    /// The area it had to fit in.
    public var region: Rect

    /// Whether the row lies inside its region (within a pixel of rounding).
    public var isInside: Bool { region.contains(frame) }
}
