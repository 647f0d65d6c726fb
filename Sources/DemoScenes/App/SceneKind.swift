/// Which scene the demo shows: the field of boxes that retarget, or the choreography built
/// from timelines (`--scene`, the T key).
public enum SceneKind: String, Equatable, Sendable, CaseIterable {
    /// Thousands of boxes retargeted by keys, clicks and the autopilot (the default).
    case field
    /// A grid of boxes entering in a stagger and changing on a beat, every box driven by
    /// timelines that loop.
    case choreography

    /// The scene named `name` (case-insensitive), if there is one.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The name `--scene` takes and the HUD shows.
    public var name: String { rawValue }

    /// The other scene: what the T key switches to.
    public var toggled: SceneKind { self == .field ? .choreography : .field }
}
