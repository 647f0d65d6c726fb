import Engine
import TransitionCore

extension RollbackScene {
    /// The two panels side by side in the field.
    public var panels: [PeerPanel] {
        let field = layout.field
        let gap = layout.isCompact ? Layout.compactMargin : Layout.margin
        let width = (field.width - gap) / 2
        return peers.indices.map { index in
            PeerPanel(
                frame: Rect(
                    x: field.x + Float(index) * (width + gap), y: field.y, width: width, height: field.height),
                arenaSize: RollbackScene.arena)
        }
    }

    /// Every peer's panel, its boxes as its own world presents them `alpha` of a tick on.
    public func peerViews(alpha: Double) -> [PeerView] {
        zip(peers, panels).map { peer, panel in
            let session = peer.session!
            return PeerView(
                frame: panel.frame, arena: panel.arena,
                lines: [
                    "peer \(peer.index) (\(peer.index == 0 ? "left" : "right"))   tick #\(peer.world.tick)",
                    "rollbacks \(session.rollbackCount)   resimulated \(session.resimulatedTickCount)   "
                        + "confirmed #\(session.confirmedTick)",
                ],
                boxes: peer.boxSnapshots(alpha: alpha).map(panel.placed))
        }
    }

    /// Whether the peers agree: "hashes agree at tick N" at the last tick both confirmed, or
    /// where they first differed.
    public var agreement: String {
        if let tick = firstDisagreement { return "hashes DIFFER at tick \(tick)" }
        return "hashes agree at tick \(comparedTick)"
    }

    /// The HUD's second line.
    public var hudLine: String {
        let late = refusedCount == 0 ? "" : "   refused \(refusedCount)"
        return "scene rollback   network \(network.latency)+0…\(network.jitter) ticks, "
            + "1 in 8 held \(network.holdBack) more, 1 in 16 twice   \(agreement)\(late)"
    }

    /// The note at the top of the text panel.
    public var panelNote: String {
        "Two peers, each its own world and RollbackSession; a click is that peer's input, which "
            + "reaches the other \(network.latency) or more ticks later. Each panel draws its own world: "
            + "a late input rolls the other back and it jumps to where the move has got to."
    }

    /// Boxes in both worlds.
    public var boxCount: Int { peers.reduce(0) { $0 + $1.boxes.joined().count } }

    /// Transitions running in both worlds.
    public var activeTransitionCount: Int { peers.reduce(0) { $0 + $1.world.activeTransitionCount } }
}
