import Engine
import Testing
import TransitionCore

private struct Health: Equatable {
    var points: Float
}

private struct Glow: Transitionable {
    var level: Float
    func transition(to other: Glow, progress: Float) -> Glow {
        Glow(level: progress.lerp(min: level, max: other.level))
    }
}

@Suite("The state hash is of the state, not of its history")
struct HistoryFreeHashTests {
    /// One entity with a health, a glow moving and a float moving, the types first used in
    /// `order`.
    private func world(usingTypesIn order: [Int]) -> World {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        for type in order {
            switch type {
            case 0: world.set(Health(points: 3), for: entity)
            case 1:
                world.set(Glow(level: 0), for: entity)
                world.animate(entity, to: Glow(level: 1), .linear(duration: 0.05))
            default:
                world.set(Float(0), for: entity)
                world.animate(entity, to: Float(1), .linear(duration: 0.05))
            }
        }
        return world
    }

    @Test func theOrderTypesWereFirstUsedInLeavesTheHashAlone() {
        let orders = [[0, 1, 2], [2, 1, 0], [1, 0, 2], [2, 0, 1]]
        let worlds = orders.map { world(usingTypesIn: $0) }
        #expect(Set(worlds.map { $0.stateHash() }).count == 1)
        for world in worlds { for _ in 0..<2 { world.advance() } }
        #expect(Set(worlds.map { $0.stateHash() }).count == 1)
        #expect(Set(worlds.map { $0.stateHashes() }).count == 1)
    }

    @Test func eventsOfOneTickComeInTheSameOrderWhateverTheOrderTypesWereFirstUsedIn() {
        let worlds = [[1, 2], [2, 1]].map { world(usingTypesIn: $0) }
        var logs: [[MotionEvent]] = [[], []]
        for _ in 0..<5 {
            for index in 0..<2 { worlds[index].advance(logging: &logs[index]) }
        }
        #expect(logs[0].filter(\.isFinished).count == 2)
        #expect(logs[0] == logs[1])
    }

    @Test func aTypeFirstUsedAfterASnapshotLeavesNoTraceOnceRestored() throws {
        let fresh = world(usingTypesIn: [0])
        let restored = world(usingTypesIn: [0])
        let snapshot = restored.snapshot()
        let entity = restored.entities(with: Health.self)[0]
        restored.set(Glow(level: 5), for: entity)  // a first use, in a future abandoned below
        restored.set(Float(2), for: entity)
        restored.advance()
        try restored.restore(snapshot)
        #expect(restored.stateHash() == fresh.stateHash())
        // The types are now used in the other order than in `fresh`: same state, same hash.
        for world in [fresh, restored] {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(1), .linear(duration: 0.05))
        }
        for world in [restored, fresh] {
            world.set(Glow(level: 0), for: entity)
            world.animate(entity, to: Glow(level: 1), .linear(duration: 0.05))
        }
        for _ in 0..<3 {
            fresh.advance()
            restored.advance()
            #expect(restored.stateHash() == fresh.stateHash())
            #expect(restored.events == fresh.events)
        }
    }

    @Test func partsNameTheTypesThatDiffer() {
        let one = world(usingTypesIn: [0, 1, 2])
        let other = world(usingTypesIn: [0, 1, 2])
        let entity = one.entities(with: Health.self)[0]
        other.set(Health(points: 4), for: entity)
        #expect(one.stateHash() != other.stateHash())
        let differing = one.stateHashes().differingParts(from: other.stateHashes())
        #expect(differing.count == 1)
        #expect(differing.first?.hasSuffix("Health") == true)
        #expect(one.stateHashes().combined == one.stateHash())
        // As a peer would rebuild them from names and hashes it received.
        let received = StateHashes(parts: other.stateHashes().parts)
        #expect(received == other.stateHashes())
        #expect(one.stateHashes().differingParts(from: received) == differing)
        // An environment setting or a timeline is a part of its own.
        other.setEnvironment(\.hashTestLevel, 2, for: entity, .default)
        #expect(
            one.stateHashes().differingParts(from: other.stateHashes()).contains {
                $0.hasPrefix("environment")
            })
    }

    /// Two peers, one of which predicted a move that made the game's first glow on tick 1
    /// where the other never did: once corrected, both confirm the same hash on every tick.
    @Test func peersThatMispredictedAFirstUseConfirmTheSameHashes() throws {
        var confirmed: [[UInt64: UInt64]] = [[:], [:]]
        let sessions = try (0..<2).map { peer in
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.set(Health(points: 1), for: entity)
            // Until an input is known, each peer's counts as 5: peer 0 predicts a glow.
            return try #require(
                RollbackSession(world: world, peerCount: 2, localPeer: peer, initialInput: 5) {
                    world, moves, _ in
                    if moves[0] == 3 {
                        world.set(Float(0), for: entity)
                        world.animate(entity, to: Float(1), .linear(duration: 0.1))
                    }
                    if moves[1] == 5 { world.set(Glow(level: 1), for: entity) }
                })
        }
        for peer in 0..<2 { sessions[peer].onConfirm = { tick, hash in confirmed[peer][tick] = hash } }
        // Peer 0 makes the float storage on tick 2, peer 1 the glow on tick 3. Peer 0 first
        // ran tick 1 on a predicted 5: its glow storage came first, then was rolled back empty.
        let moves: [[Int]] = [[0, 3, 0, 0, 0, 0], [0, 0, 5, 0, 0, 0]]
        for tick in 1...6 {
            for peer in 0..<2 { sessions[peer].advance(localInput: moves[peer][tick - 1]) }
            try sessions[0].receive(moves[1][tick - 1], from: 1, forTick: UInt64(tick))
            try sessions[1].receive(moves[0][tick - 1], from: 0, forTick: UInt64(tick))
        }
        for session in sessions { session.correct() }
        #expect(sessions[0].rollbackCount > 0)
        #expect(sessions[0].confirmedTick == 6)
        #expect(sessions[1].confirmedTick == 6)
        #expect(confirmed[0] == confirmed[1])
        #expect(sessions[0].confirmedStateHashes == sessions[1].confirmedStateHashes)
    }

    /// Names must not carry what differs from process to process: a local type's context
    /// address, an accessor's address.
    @Test func partNamesCarryNoAddresses() {
        struct Local: Equatable { var x: Float }
        let world = World()
        let entity = world.spawn()
        world.set(Local(x: 1), for: entity)
        world.setEnvironment(\.hashTestLevel, 2, for: entity)
        let names = world.stateHashes().parts.map(\.name)
        let local = names.first { $0.hasSuffix(".Local") }
        #expect(local?.contains("(local +0x") == true)
        #expect(local?.contains("$") == false)
        let environment = names.first { $0.hasPrefix("environment") }
        #expect(environment?.contains("<computed +0x") == true)
        #expect(environment?.contains("(Float)") == true)
    }

    @Test func anAbsurdPeerCountIsRefused() {
        let world = World()
        #expect(
            RollbackSession(world: world, peerCount: 1 << 40, localPeer: 0, initialInput: 0) { _, _, _ in }
                == nil)
        #expect(
            RollbackSession(
                world: world, peerCount: RollbackSession<Int>.maximumPeerCount, localPeer: 0, initialInput: 0
            ) { _, _, _ in } != nil)
    }

    /// A peer silent for thousands of ticks is predicted from its last input, found at once;
    /// its inputs arriving late are still taken.
    @Test func aPeerSilentForLongIsPredictedFromItsLastInput() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        var seen: [Int] = []
        let session = try #require(
            RollbackSession(world: world, peerCount: 2, localPeer: 0, initialInput: 0, maximumRollback: 8) {
                world, moves, _ in
                seen.append(moves[1])
                world.set(Float(moves[1]), for: entity)
            })
        session.advance(localInput: 0)
        try session.receive(5, from: 1, forTick: 1)
        for _ in 0..<3000 { session.advance(localInput: 0) }
        #expect(seen.suffix(10) == Array(repeating: 5, count: 10))
        #expect(session.confirmedTick == 1)
        try session.receive(5, from: 1, forTick: 2)
        #expect(session.confirmedTick == 2)
        #expect(throws: RollbackError.tooLate(tick: 3)) { try session.receive(6, from: 1, forTick: 3) }
    }
}

private struct HashTestLevel: EnvironmentKey {
    static let defaultValue: Float = 0
}

extension EnvironmentValues {
    fileprivate var hashTestLevel: Float {
        get { self[HashTestLevel.self] }
        set { self[HashTestLevel.self] = newValue }
    }
}
