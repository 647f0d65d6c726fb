/// What a renderer draws for one peer of the rollback scene: a panel with a header and the
/// peer's own world's boxes, drawn inside ``arena`` only.
public struct PeerView: Equatable, Sendable {
    /// The whole panel, in window pixels.
    public var frame: Rect
    /// Where the boxes go: the peer's arena scaled to fit below the header.
    public var arena: Rect
    /// The header's lines, top to bottom: the peer, then its session's figures.
    public var lines: [String]
    /// The peer's boxes as its world presents them, in window pixels.
    public var boxes: [BoxSnapshot]

    /// A view from its parts.
    public init(frame: Rect, arena: Rect, lines: [String], boxes: [BoxSnapshot]) {
        self.frame = frame
        self.arena = arena
        self.lines = lines
        self.boxes = boxes
    }
}

/// Where one peer's panel goes in the window, and how its arena maps to window pixels.
public struct PeerPanel: Equatable, Sendable {
    /// The whole panel.
    public var frame: Rect
    /// The arena, scaled uniformly and centred below the header.
    public var arena: Rect
    /// Window pixels per arena unit.
    public var scale: Float

    /// Height of a panel's header (two lines of small text).
    public static let headerHeight: Float = 40

    /// The panel in `frame` for an arena of `size` units.
    public init(frame: Rect, arenaSize size: SIMD2<Float>) {
        self.frame = frame
        let room = Rect(
            x: frame.x + 6, y: frame.y + PeerPanel.headerHeight, width: frame.width - 12,
            height: frame.height - PeerPanel.headerHeight - 6)
        scale = max(min(room.width / size.x, room.height / size.y), 0.01)
        let width = size.x * scale
        let height = size.y * scale
        arena = Rect(
            x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2, width: width,
            height: height)
    }

    /// The arena point under window point `point`, held inside the arena.
    public func arenaPoint(of point: SIMD2<Float>) -> SIMD2<Float> {
        let local = (point - SIMD2(arena.x, arena.y)) / scale
        return local.clamped(lowerBound: .zero, upperBound: RollbackScene.arena)
    }

    /// `box`, in arena units, in window pixels.
    public func placed(_ box: BoxSnapshot) -> BoxSnapshot {
        var placed = box
        let rect = box.frame.rect
        placed.frame = BoxFrame(
            x: arena.x + rect.x * scale, y: arena.y + rect.y * scale, width: rect.z * scale,
            height: rect.w * scale)
        placed.radius = box.radius * scale
        return placed
    }
}
