/// Which scene the demo shows: the field of boxes that retarget, the choreography built from
/// timelines, two peers kept in lockstep by rollback, or staggers, decay, paths and clock
/// domains (`--scene`, the T key).
public enum SceneKind: String, Equatable, Sendable, CaseIterable {
    /// Thousands of boxes retargeted by keys, clicks and the autopilot (the default).
    case field
    /// A grid of boxes entering in a stagger and changing on a beat, every box driven by
    /// timelines that loop.
    case choreography
    /// Two panels, two peers with their own worlds and rollback sessions, joined by a network
    /// with latency, jitter and reordering.
    case rollback
    /// Waves staggered across a grid, a card flicked with a decay, followers on a path, on a
    /// gameplay clock domain that pauses while a UI domain goes on.
    case motion

    /// The scene named `name` (case-insensitive), if there is one.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The name `--scene` takes and the HUD shows.
    public var name: String { rawValue }

    /// The scene the T key switches to: field, choreography, rollback, motion, then the field
    /// again.
    public var next: SceneKind { advanced(by: 1) }

    /// The scene `count` presses of T away.
    public func advanced(by count: Int) -> SceneKind {
        let all = SceneKind.allCases
        let index = all.firstIndex(of: self)! + count % all.count + all.count
        return all[index % all.count]
    }
}
