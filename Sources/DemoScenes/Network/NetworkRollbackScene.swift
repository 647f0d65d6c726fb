import Engine
import RollbackNetwork
import TransitionCore

/// The rollback scene with one peer in this process and the other in another sdl-demo
/// (`--listen`, `--connect` with a window): one panel, this peer's world with both peers'
/// boxes; a click moves the local peer's boxes, the autopilot makes its scripted moves, and
/// the HUD shows the ping, the frames ahead, rollbacks and whether the hashes agree.
public final class NetworkRollbackScene {
    /// This process's peer and its session.
    public let game: NetworkPeer
    /// Where the panel is.
    public private(set) var layout: Layout
    /// This peer's rollbacks and resimulated ticks per half second of ticks.
    public private(set) var corrections: CountHistory
    /// Ticks of the scene so far.
    private var updates: UInt64 = 0
    private let clock: () -> UInt64

    /// The scene over `game`, laid out in `layout`'s field; `clock` gives the session's time in
    /// milliseconds.
    public init(game: NetworkPeer, layout: Layout, clock: @escaping () -> UInt64) {
        self.game = game
        self.layout = layout
        self.clock = clock
        corrections = CountHistory(count: 2, stretch: max(game.peer.world.tickRate / 2, 1))
    }

    /// The panel: the whole field.
    public var panel: PeerPanel { PeerPanel(frame: layout.field, arenaSize: RollbackScene.arena) }

    /// The HUD's line on the session: ping, frames ahead, rollbacks, ticks run again, and the
    /// hashes compared or where they first differed; or that the other peer is gone.
    public var status: String {
        let network = game.network
        let session = network.session
        if network.disconnectedPeers.contains(game.remote) {
            let heard = network.lastHeard(from: game.remote) == nil ? "never answered" : "disconnected"
            return "peer \(game.remote) \(heard)   confirmed #\(session.confirmedTick)"
        }
        let ping = network.roundTrip(to: game.remote).map { "\(Int($0.rounded())) ms" } ?? "-"
        let hashes =
            network.desyncs[game.remote].map { "hashes DIFFER at tick \($0.tick)" }
            ?? "hashes agree (\(network.comparedHashCount) compared)"
        return "ping \(ping)   ahead \(Format.fixed(network.advantage, 1))   rollbacks "
            + "\(session.rollbackCount)   resimulated \(session.resimulatedTickCount)   \(hashes)"
    }
}

extension NetworkRollbackScene: Scene {
    /// The rollback scene.
    public var kind: SceneKind { .rollback }

    /// None: the boxes are drawn in the peer's view.
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] { [] }

    /// This peer's panel.
    public func peerViews(alpha: Double) -> [PeerView] {
        let peer = game.peer
        let session = game.network.session
        return [
            PeerView(
                frame: panel.frame, arena: panel.arena,
                lines: [
                    "peer \(peer.index) (this process) with peer \(game.remote) over UDP   tick #\(peer.world.tick)",
                    "confirmed #\(session.confirmedTick)   \(status)",
                ],
                boxes: peer.boxSnapshots(alpha: alpha).map(panel.placed))
        ]
    }

    /// Nothing: the panel is the peer's view.
    public func overlay(alpha: Double) -> FieldOverlay { .empty }

    /// The note at the top of the text panel.
    public var panelNote: String {
        "One peer of a game between two processes: this world holds both peers' boxes; a click "
            + "moves this peer's, the other's arrive over UDP and roll this world back when late."
    }

    /// The session's figures.
    public var hudLine: String { "scene rollback over UDP   \(status)" }

    /// Whether the autopilot makes this peer's scripted moves.
    public func hudMode(autopilot: Bool) -> String? {
        autopilot ? "autopilot on (scripted moves)" : "autopilot off"
    }

    /// Boxes in this world.
    public var boxCount: Int { game.peer.boxes.joined().count }

    /// Transitions running in this world.
    public var activeTransitionCount: Int { game.peer.world.activeTransitionCount }

    /// A click in the panel moves this peer's boxes there; R, F, + / -, N and C are dropped.
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .gather(let x, let y):
            if panel.frame.contains(SIMD2(x, y)) { game.move(to: panel.arenaPoint(of: SIMD2(x, y))) }
        case .nextArrangement, .reverse, .nextFont, .addBoxes, .removeBoxes, .nextCurve, .previousCurve,
            .drag,
            .release, .nextLabel, .nextTimelineSpeed:
            break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .toggleAutopilot, .switchScene,
            .resize:
            return false
        }
        return true
    }

    /// Lays the panel out for `layout`.
    public func resize(to layout: Layout) {
        self.layout = layout
    }

    /// One tick of the game, paced by the app's loop.
    public func update(autopilot: Bool) {
        game.autopilot = autopilot
        game.tick(at: clock())
        let session = game.network.session
        corrections.record(now: updates, counts: [session.rollbackCount, session.resimulatedTickCount])
        updates += 1
    }

    /// Nothing: the scene stays while the app runs (the other process needs it).
    public func leave() {}
}
