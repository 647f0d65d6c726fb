import Engine
import Testing
import TransitionCore

/// What one player does in one tick: 0 for nothing, else a box to send and where.
private struct Move: Equatable {
    var code: UInt32
    static let none = Move(code: 0)
}

/// The two-player game both peers run: each player's move sends one of 16 boxes on a spring.
private func makeGame() -> World {
    let world = World(tickRate: 60)
    for index in 0..<16 {
        let entity = world.spawn()
        world.set(SIMD2<Float>(Float(index), 0), for: entity)
    }
    return world
}

private func play(_ world: World, _ moves: [Move]) {
    let boxes = world.entities(with: SIMD2<Float>.self).sorted()
    for (player, move) in moves.enumerated() where move.code != 0 {
        let target = SIMD2(Float(move.code % 97), Float(move.code % 89) + Float(player))
        let animation: Animation =
            move.code % 3 == 0 ? .easeInOut(duration: 0.3) : .spring(response: 0.35, dampingFraction: 0.6)
        world.animate(boxes[Int(move.code % 16)], to: target, animation)
    }
}

/// A message on its way: `move` of `peer` for `tick`, delivered at step `due`.
private struct Message {
    var due: Int
    var order: UInt64
    var peer: Int
    var tick: UInt64
    var move: Move
}

/// Two peers over a network with seeded delays of 0 to 8 ticks, jitter, reordering and
/// duplicated messages; returns each peer's confirmed hashes and the sessions.
private func simulateNetwork(seed: UInt64, steps: Int) throws -> (
    hashes: [[UInt64: UInt64]], sessions: [RollbackSession<Move>]
) {
    var random = SeededRandom(seed: seed)
    var hashes: [[UInt64: UInt64]] = [[:], [:]]
    let sessions = try (0..<2).map { peer in
        try #require(
            RollbackSession(world: makeGame(), peerCount: 2, localPeer: peer, initialInput: .none) {
                world, moves, _ in play(world, moves)
            })
    }
    for peer in 0..<2 { sessions[peer].onConfirm = { tick, hash in hashes[peer][tick] = hash } }
    let latency = Int(random.next() % 5)  // this seed's base delay, 0...4 ticks
    var inFlight: [Message] = []
    for step in 0..<(steps + 12) {
        if step < steps {
            for peer in 0..<2 {
                let move = random.next() % 6 == 0 ? Move(code: UInt32(random.next() % 10_000) + 1) : .none
                let tick = sessions[peer].advance(localInput: move)
                let copies = random.next() % 10 == 0 ? 2 : 1
                for _ in 0..<copies {
                    let delay = min(latency + Int(random.next() % 5), 8)
                    inFlight.append(
                        Message(due: step + delay, order: random.next(), peer: peer, tick: tick, move: move))
                }
            }
        } else {
            for peer in 0..<2 where sessions[peer].world.tick < UInt64(steps) {
                sessions[peer].advance(localInput: .none)
            }
        }
        let due = inFlight.filter { $0.due <= step }.sorted { $0.order < $1.order }
        inFlight.removeAll { $0.due <= step }
        for message in due {
            try sessions[1 - message.peer].receive(message.move, from: message.peer, forTick: message.tick)
        }
    }
    for session in sessions { session.correct() }
    return (hashes, sessions)
}

struct RollbackSessionTests {
    @Test(arguments: 1...20)
    func twoPeersAgreeAtEveryConfirmedTick(seed: UInt64) throws {
        let steps = 10_000
        let (hashes, sessions) = try simulateNetwork(seed: seed, steps: steps)
        let common = Set(hashes[0].keys).intersection(hashes[1].keys)
        #expect(common.count == steps, "every tick confirmed by both")
        for tick in common.sorted() where hashes[0][tick] != hashes[1][tick] {
            Issue.record("seed \(seed): the peers' hashes differ at confirmed tick \(tick)")
            break
        }
        #expect(sessions[0].world.stateHash() == sessions[1].world.stateHash())
        #expect(sessions.allSatisfy { $0.rollbackCount > 0 && $0.resimulatedTickCount >= $0.rollbackCount })
    }

    @Test func eventsOfResimulatedTicksAreMarked() throws {
        var marks: [(resimulating: Bool, events: [Bool])] = []
        let session = try #require(
            RollbackSession(world: makeGame(), peerCount: 2, localPeer: 0, initialInput: Move.none) {
                world, moves, resimulating in
                marks.append((resimulating, world.events.map(\.isResimulated)))
                play(world, moves)
            })
        session.advance(localInput: Move(code: 5))
        session.advance(localInput: Move(code: 5))
        session.advance(localInput: .none)
        // The remote peer moved the same box on tick 1: the local moves of ticks 1 and 2 now
        // interrupt it, in resimulated ticks.
        try session.receive(Move(code: 21), from: 1, forTick: 1)
        session.advance(localInput: .none)
        #expect(session.rollbackCount == 1 && session.resimulatedTickCount == 3)
        let resimulated = marks.filter(\.resimulating)
        #expect(resimulated.count == 3)
        #expect(resimulated.dropFirst().allSatisfy { !$0.events.isEmpty && $0.events.allSatisfy { $0 } })
        #expect(marks.filter { !$0.resimulating }.dropLast().allSatisfy { $0.events.allSatisfy { !$0 } })
    }

    @Test func badInputsAreRefusedAndChangeNothing() throws {
        #expect(
            RollbackSession(world: makeGame(), peerCount: 2, localPeer: 2, initialInput: Move.none) {
                _, _, _ in
            } == nil)
        #expect(
            RollbackSession(world: makeGame(), peerCount: 0, localPeer: 0, initialInput: Move.none) {
                _, _, _ in
            } == nil)
        let session = try #require(
            RollbackSession(
                world: makeGame(), peerCount: 2, localPeer: 0, initialInput: Move.none, maximumRollback: 4
            ) {
                world, moves, _ in play(world, moves)
            })
        #expect(throws: RollbackError.unknownPeer(0)) { try session.receive(.none, from: 0, forTick: 1) }
        #expect(throws: RollbackError.unknownPeer(5)) { try session.receive(.none, from: 5, forTick: 1) }
        for _ in 0..<10 { session.advance(localInput: .none) }
        let hash = session.world.stateHash()
        #expect(throws: RollbackError.tooLate(tick: 2)) {
            try session.receive(Move(code: 3), from: 1, forTick: 2)
        }
        try session.receive(.none, from: 1, forTick: 2)  // as predicted: nothing to correct
        try session.receive(.none, from: 1, forTick: 2)  // a duplicate
        #expect(throws: RollbackError.tooLate(tick: 2)) {
            try session.receive(Move(code: 3), from: 1, forTick: 2)
        }
        #expect(session.world.stateHash() == hash)
        #expect(session.rollbackCount == 0)
    }
}
