import Engine
import Foundation
import TransitionCore

/// The number of moves of one peer a world has applied: kept in the world, so a rollback puts
/// it back with everything else and a resimulated tick starts the same moves again.
struct AppliedMoves: Equatable, Sendable {
    var sequence: UInt32
}

/// One peer of the rollback scene: its own world holding every peer's boxes, and the
/// ``RollbackSession`` that runs it on its local input and predictions of the others'.
public final class RollbackPeer {
    /// The peer's index.
    public let index: Int
    /// The peer's world.
    public let world: World
    /// The session keeping this world in lockstep with the other peers'.
    public private(set) var session: RollbackSession<PeerInput>!
    /// The boxes of each peer, in drawing order; the same handles in every peer's world.
    public let boxes: [[Entity]]
    /// The local input of the last tick run.
    public private(set) var input = PeerInput.start
    /// The hash after each confirmed tick not yet compared with the other peers'.
    var confirmedHashes: [UInt64: UInt64] = [:]
    private let controls: [Entity]
    private var reader = BoxReader()

    /// Boxes each peer moves.
    public static let boxesPerPeer = 14
    /// The side of a box, in arena units.
    public static let boxSide: Float = 30

    /// Peer `index` of `peerCount`, every box at the middle of the arena.
    public init(index: Int, peerCount: Int, tickRate: UInt64) {
        self.index = index
        let world = World(tickRate: tickRate)
        self.world = world
        controls = (0..<peerCount).map { _ in
            let control = world.spawn()
            world.set(AppliedMoves(sequence: 0), for: control)
            return control
        }
        boxes = (0..<peerCount).map { peer in
            (0..<RollbackPeer.boxesPerPeer).map { _ in
                let box = world.spawn()
                world.set(BoxFrame(center: RollbackScene.arena / 2, size: .zero), for: box)
                world.set(RollbackPeer.color(of: peer, sequence: 0), for: box)
                world.set(CornerRadius(RollbackPeer.boxSide / 2), for: box)
                return box
            }
        }
        let controls = controls
        let boxes = boxes
        session = RollbackSession(
            world: world, peerCount: peerCount, localPeer: index, initialInput: .start, maximumRollback: 16
        ) { world, inputs, _ in
            RollbackPeer.step(world, inputs, controls: controls, boxes: boxes)
        }
        session.onConfirm = { [unowned self] tick, hash in self.confirmedHashes[tick] = hash }
    }

    /// Runs the next tick on `input` for this peer; returns the tick run.
    @discardableResult
    public func advance(_ input: PeerInput) -> UInt64 {
        self.input = input
        return session.advance(localInput: input)
    }

    /// Records `input` as the local input of the tick just run by another driver of
    /// ``session``, such as a network session.
    public func ran(_ input: PeerInput) {
        self.input = input
    }

    /// The game's tick, the same in every peer: each peer's boxes start a move when its input
    /// asks for one the world has not applied yet.
    static func step(_ world: World, _ inputs: [PeerInput], controls: [Entity], boxes: [[Entity]]) {
        for (peer, input) in inputs.enumerated() {
            guard world.get(AppliedMoves.self, of: controls[peer])?.sequence != input.sequence else {
                continue
            }
            world.set(AppliedMoves(sequence: input.sequence), for: controls[peer])
            gather(boxes[peer], of: peer, around: input, in: world)
        }
    }

    /// Sends `boxes` to a ring around the input's target, in the peer's colour of that move.
    static func gather(_ boxes: [Entity], of peer: Int, around input: PeerInput, in world: World) {
        let turn = Float(input.sequence % 8) / 8
        let color = color(of: peer, sequence: input.sequence)
        let radius = CornerRadius(input.sequence % 2 == 0 ? boxSide / 2 : 5)
        for (place, box) in boxes.enumerated() {
            let ring: Float = place % 2 == 0 ? 46 : 84
            let angle = (Float(place) / Float(boxes.count) + turn) * 2 * Float.pi
            let center = input.target + ring * SIMD2(cos(angle), sin(angle))
            let half = SIMD2<Float>(repeating: boxSide / 2)
            let clamped = center.clamped(lowerBound: half, upperBound: RollbackScene.arena - half)
            let delay = Double(place) * 0.02
            world.animate(
                box, to: BoxFrame(center: clamped, size: SIMD2(repeating: boxSide)),
                .spring(response: 0.55, dampingFraction: 0.62).delay(delay))
            world.animate(box, to: color, .easeInOut(duration: 0.5).delay(delay))
            world.animate(box, to: radius, .easeOut(duration: 0.4))
        }
    }

    /// The colour of `peer`'s boxes after `sequence` moves: warm hues for peer 0, cool for
    /// peer 1, turning a little with each move.
    static func color(of peer: Int, sequence: UInt32) -> OKLab {
        let base: Float = peer == 0 ? 35 : 215
        return Palette.oklab(0.74, 0.15, base + Float(sequence % 5) * 14)
    }

    /// Every box as this peer's world presents it `alpha` of a tick after its last tick, in
    /// arena units.
    func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        reader.read(boxes.flatMap { $0 }, in: world, alpha: alpha)
    }
}
