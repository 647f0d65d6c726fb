import Engine

/// The autopilot's moves in the rollback scene: each peer moves to a seeded point of its arena
/// every 0.7 to 1.6 s at 60 Hz, on ticks of its own, so the capture and the tests show moves
/// crossing on the network.
struct RollbackScript: Sendable {
    private var random: SeededRandom
    /// The scene tick of each peer's next move.
    private var due: [UInt64]

    /// A script for `peerCount` peers drawn from `seed`; the first moves come early: peer 0 at
    /// tick 12, peer 1 at 30, each next peer 18 ticks later.
    init(seed: UInt64, peerCount: Int = 2) {
        random = SeededRandom(seed: seed &* 0x9E37_79B9 &+ 11)
        due = (0..<max(peerCount, 1)).map { 12 + 18 * UInt64($0) }
    }

    /// The moves due at scene tick `now`, as (peer, target in arena units).
    mutating func moves(at now: UInt64) -> [(Int, SIMD2<Float>)] {
        var moves: [(Int, SIMD2<Float>)] = []
        for peer in due.indices where due[peer] == now {
            moves.append((peer, nextTarget()))
            due[peer] = now + random.next(in: 42...96)
        }
        return moves
    }

    /// A move of every peer now.
    mutating func nextMoves() -> [(Int, SIMD2<Float>)] {
        due.indices.map { ($0, nextTarget()) }
    }

    private mutating func nextTarget() -> SIMD2<Float> {
        let margin: Float = 70
        let span = RollbackScene.arena - 2 * margin
        return SIMD2(margin + random.nextUnitFloat() * span.x, margin + random.nextUnitFloat() * span.y)
    }
}
