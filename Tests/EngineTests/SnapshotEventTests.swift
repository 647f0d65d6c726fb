import Engine
import Testing
import TransitionCore

/// A card's position and how much it pulses: the game reacts to a card's landing marker by
/// pulsing it.
private struct Pulse: Equatable {
    var amount: Float
}

/// A world of `count` cards, each dropped by a timeline with a "landed" marker, the k-th
/// starting k ticks after the first.
private func makeTable(count: Int) -> (World, [Entity]) {
    let world = World(tickRate: 60)
    var cards: [Entity] = []
    for index in 0..<count {
        let card = world.spawn()
        var drop = Timeline(from: SIMD2<Float>(Float(index), 0), tickRate: 60)
        drop.add(
            to: SIMD2(Float(index), 100), .timingCurve(.easeInQuad, duration: 0.1),
            at: .at(Double(index) / 60))
        drop.addMarker("landed")
        world.play(drop, on: card)
        world.set(Pulse(amount: 0), for: card)
        cards.append(card)
    }
    return (world, cards)
}

/// The game's system: every card whose marker was reached on the last tick pulses, and the
/// pulse grows on every later landing of any card.
private func reactToLandings(_ world: World) {
    let landings = world.events.filter { $0.markerName == "landed" }
    for event in landings {
        let pulse = world.get(Pulse.self, of: event.entity) ?? Pulse(amount: 0)
        world.set(Pulse(amount: pulse.amount + 1 + Float(landings.count)), for: event.entity)
    }
}

@Suite("Snapshots hold the events a system reads")
struct SnapshotEventTests {
    @Test func aRestoredWorldShowsTheEventsOfTheTickItWasTakenOn() throws {
        let (world, _) = makeTable(count: 3)
        while !world.events.contains(where: { $0.markerName == "landed" }) { world.advance() }
        let seen = world.events
        let snapshot = world.snapshot()
        for _ in 0..<5 { world.advance() }
        try world.restore(snapshot)
        #expect(world.events == seen)
        #expect(!world.events.isEmpty)
        #expect(world.events.allSatisfy { !$0.isResimulated })
    }

    @Test func restoringThenReplayingAGameThatReactsToEventsEndsAsAStraightRun() throws {
        let (straight, _) = makeTable(count: 6)
        let (replayed, _) = makeTable(count: 6)
        var snapshot: WorldSnapshot?
        for tick in 1...30 {
            reactToLandings(straight)
            straight.advance()
            reactToLandings(replayed)
            replayed.advance()
            // Snapshot on a tick that raised a marker, then move on and come back.
            if snapshot == nil, replayed.events.contains(where: { $0.markerName == "landed" }), tick > 6 {
                snapshot = replayed.snapshot()
            }
        }
        let saved = try #require(snapshot)
        for _ in 0..<4 {
            reactToLandings(replayed)
            replayed.advance()
        }
        try replayed.restore(saved)
        while replayed.tick < straight.tick {
            reactToLandings(replayed)
            replayed.advance()
        }
        #expect(replayed.stateHash() == straight.stateHash())
        #expect(replayed.events == straight.events)
    }

    @Test func eventsRestoredForAResimulationAreMarkedSeenAgain() throws {
        let (world, _) = makeTable(count: 2)
        while !world.events.contains(where: { $0.markerName == "landed" }) { world.advance() }
        let snapshot = world.snapshot()
        world.advance()
        world.isResimulating = true
        try world.restore(snapshot)
        world.isResimulating = false
        #expect(!world.events.isEmpty)
        #expect(world.events.allSatisfy { $0.isResimulated })
    }

    @Test func interruptionsAskedForBeforeTheSnapshotAreReportedByTheNextTickAfterRestore() throws {
        let world = World(tickRate: 60)
        let box = world.spawn()
        world.set(Float(0), for: box)
        world.animate(box, to: Float(10), .linear(duration: 1))
        world.advance()
        world.animate(box, to: Float(20), .linear(duration: 1))  // interrupts: the next tick's event
        let snapshot = world.snapshot()
        world.advance()
        let reported = world.events
        #expect(reported.contains { $0.interruption == .retargeted })
        try world.restore(snapshot)
        world.advance()
        #expect(world.events == reported)
    }

    /// A rollback session whose step reacts to markers: the remote peer's moves arrive
    /// `latency` ticks late, so every move is a misprediction rolled back.
    @Test(arguments: [1, 3, 7])
    func aRollbackSessionReactingToEventsAgreesWithAStraightRun(latency: Int) throws {
        let (straight, _) = makeTable(count: 8)
        let (world, _) = makeTable(count: 8)
        let step: (World, [UInt32]) -> Void = { world, moves in
            reactToLandings(world)
            for (peer, move) in moves.enumerated() where move != 0 {
                let cards = world.entities(with: Pulse.self).sorted()
                let card = cards[Int(move) % cards.count]
                world.animate(
                    card, to: SIMD2(Float(move), Float(peer)), .spring(response: 0.2, dampingFraction: 0.5))
            }
        }
        let session = try #require(
            RollbackSession(world: world, peerCount: 2, localPeer: 0, initialInput: UInt32(0)) {
                world, moves, _ in step(world, moves)
            })
        var remote: [UInt32] = []
        var random = SeededRandom(seed: 29)
        for tick in 1...120 {
            let local: UInt32 = random.next() % 5 == 0 ? UInt32(random.next() % 1000) + 1 : 0
            remote.append(random.next() % 4 == 0 ? UInt32(random.next() % 1000) + 1 : 0)
            session.advance(localInput: local)
            if tick > latency {
                try session.receive(remote[tick - latency - 1], from: 1, forTick: UInt64(tick - latency))
            }
            step(straight, [local, remote[tick - 1]])
            straight.advance()
        }
        for late in (120 - latency + 1)...120 {
            try session.receive(remote[late - 1], from: 1, forTick: UInt64(late))
        }
        session.correct()
        #expect(session.rollbackCount > 10)
        #expect(session.confirmedTick == 120)
        #expect(session.confirmedHash == straight.stateHash())
        #expect(world.events == straight.events)
    }
}
