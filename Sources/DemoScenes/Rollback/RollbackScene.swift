import Engine
import TransitionCore

/// Two peers of a game side by side, each its own world and ``RollbackSession``, joined by a
/// ``SimulatedNetwork``: a click in a panel is that peer's input, which reaches the other
/// peer ticks later, out of order or twice. Each panel draws its own world, so a move shows at
/// once where it was made and, after a rollback, jumps ahead in the other panel; the peers'
/// hashes are compared at every tick both have confirmed.
public final class RollbackScene {
    /// The peers, left panel first.
    public let peers: [RollbackPeer]
    /// The network between them.
    public private(set) var network: SimulatedNetwork
    /// Where the panels are.
    public private(set) var layout: Layout
    /// Scene ticks run: the network's clock.
    public private(set) var now: UInt64 = 0
    /// The last tick both peers have confirmed and whose hashes were compared.
    public private(set) var comparedTick: UInt64 = 0
    /// Ticks whose hashes were compared.
    public private(set) var comparedCount = 0
    /// The first tick whose hashes differ; nil while the peers agree.
    public private(set) var firstDisagreement: UInt64?
    /// Inputs the sessions refused (too late to correct); 0 while the network's delays fit in
    /// the snapshots kept.
    public private(set) var refusedCount = 0
    /// What each peer's session corrected, per half second: rollbacks of peers 0 and 1, then
    /// their resimulated ticks.
    public private(set) var corrections: CountHistory
    /// Each peer's next move, made at its next tick.
    private var pending: [PeerInput?]
    private var script: RollbackScript

    /// The logical size of each peer's arena; a panel draws it scaled to fit.
    public static let arena = SIMD2<Float>(400, 560)

    /// Two peers ticking at `tickRate`, their network and scripted moves drawn from `seed`,
    /// drawn in the field of `layout`.
    public init(tickRate: UInt64, layout: Layout, seed: UInt64) {
        peers = (0..<2).map { RollbackPeer(index: $0, peerCount: 2, tickRate: tickRate) }
        network = SimulatedNetwork(seed: seed &+ 0x5EED)
        script = RollbackScript(seed: seed)
        self.layout = layout
        pending = Array(repeating: nil, count: peers.count)
        corrections = CountHistory(count: 2 * peers.count, stretch: max(tickRate / 2, 1))
    }

    /// One tick of the scene: the autopilot's scripted moves when on, every peer's tick on its
    /// input, the inputs sent, the messages that arrived delivered (correcting what they show
    /// wrong) and the newly confirmed hashes compared.
    public func update(autopilot: Bool) {
        now += 1
        if autopilot {
            for (peer, target) in script.moves(at: now) { move(peer, to: target) }
        }
        for peer in peers {
            let input = pending[peer.index] ?? peer.input
            pending[peer.index] = nil
            let tick = peer.advance(input)
            for other in peers where other !== peer {
                network.send(input, from: peer.index, to: other.index, forTick: tick, now: now)
            }
        }
        for message in network.deliver(upTo: now) {
            do throws(RollbackError) {
                try peers[message.to].session.receive(
                    message.input, from: message.from, forTick: message.tick)
            } catch {
                refusedCount += 1
            }
        }
        for peer in peers { peer.session.correct() }
        compareHashes()
        corrections.record(
            now: now, counts: peers.map(\.session.rollbackCount) + peers.map(\.session.resimulatedTickCount))
    }

    /// Makes `peer`'s next tick start a move to `target` (arena units).
    public func move(_ peer: Int, to target: SIMD2<Float>) {
        guard peers.indices.contains(peer) else { return }
        let last = pending[peer] ?? peers[peer].input
        pending[peer] = last.moving(to: target.clamped(lowerBound: .zero, upperBound: RollbackScene.arena))
    }

    /// A click at (`x`, `y`) in window pixels: a move of the peer whose panel it is in, to the
    /// point clicked; returns the peer, nil outside both panels.
    @discardableResult
    public func click(x: Float, y: Float) -> Int? {
        let point = SIMD2(x, y)
        for (peer, panel) in panels.enumerated() where panel.frame.contains(point) {
            move(peer, to: panel.arenaPoint(of: point))
            return peer
        }
        return nil
    }

    /// The next scripted move of every peer at once (N): both predict wrong.
    public func scriptedMoves() {
        for (peer, target) in script.nextMoves() { move(peer, to: target) }
    }

    /// Lays the panels out for `layout`; the worlds, in arena units, stay as they are.
    public func resize(to layout: Layout) {
        self.layout = layout
    }

    /// Compares the hashes of the ticks every peer has confirmed since the last comparison.
    private func compareHashes() {
        let common = peers.map(\.session.confirmedTick).min() ?? 0
        guard common > comparedTick else { return }
        for tick in (comparedTick + 1)...common {
            let hashes = peers.map { $0.confirmedHashes.removeValue(forKey: tick) }
            if Set(hashes).count != 1, firstDisagreement == nil { firstDisagreement = tick }
            comparedCount += 1
        }
        comparedTick = common
    }
}
