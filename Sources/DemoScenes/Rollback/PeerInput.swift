/// What one peer of the rollback scene does in one tick: the latest move it asked for, kept as
/// state rather than as an event, so that repeating the last input (the session's prediction)
/// is right every tick but the one where a new move starts.
public struct PeerInput: Equatable, Sendable {
    /// How many moves the peer has asked for: a new number starts a move.
    public var sequence: UInt32
    /// Where the peer's boxes gather, in arena units (see ``RollbackScene/arena``).
    public var target: SIMD2<Float>

    /// The input of a peer that asked for `sequence` moves, the last around `target`.
    public init(sequence: UInt32, target: SIMD2<Float>) {
        self.sequence = sequence
        self.target = target
    }

    /// Every peer's input before its first move: the middle of the arena.
    public static let start = PeerInput(sequence: 0, target: RollbackScene.arena / 2)

    /// The next move, to `target`.
    public func moving(to target: SIMD2<Float>) -> PeerInput {
        PeerInput(sequence: sequence &+ 1, target: target)
    }
}
