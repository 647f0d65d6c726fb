import Engine
import Testing
import TransitionCore

/// The README's "Rollback and replay" example, compiled and run: keep the two in step.
@Suite struct RollbackReadmeExampleTests {
    struct Move: Equatable { var target: SIMD2<Float> }  // one peer's input in one tick
    struct Glow: Equatable { var level: Float }

    @Test func theReadmeExampleRuns() throws {
        let world = World(tickRate: 60)
        let player = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: player)

        let saved = world.snapshot()  // O(component types): the arrays are shared, copy-on-write
        world.animate(player, to: SIMD2<Float>(50, 0), .easeOut(duration: 0.2))
        world.advance()
        try world.restore(saved)  // back exactly: the same reads, the same hashes from here on
        #expect(world.tick == 0 && world.get(SIMD2<Float>.self, of: player) == SIMD2(0, 0))

        // Replay: record each tick's input, then run the ticks again from the start, bit for bit.
        let apply: (World, Move) -> Void = { world, move in
            world.animate(player, to: move.target, .easeOut(duration: 0.2))
        }
        var recording = InputRecording<Move>(startingFrom: world)
        for tick in 0..<120 { recording.run(Move(target: [Float(tick % 40), 0]), in: world, apply) }
        let hash = world.stateHash()
        try recording.replay(into: world, apply)
        #expect(world.stateHash() == hash)

        // Rollback: this is peer 0 of 2; peer 1's input is predicted until it arrives. The step is
        // the game's tick: it applies the inputs and reacts to the last tick's events.
        var thuds = 0
        let session = RollbackSession(
            world: world, peerCount: 2, localPeer: 0, initialInput: Move(target: .zero)
        ) {
            world, moves, isResimulating in  // isResimulating: do not play sounds again
            let target = moves[0].target + moves[1].target  // .zero: nobody moves this tick
            if target != .zero {
                world.animate(player, to: target, .spring(response: 0.3, dampingFraction: 0.8))
            }
            for event in world.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
                world.set(Glow(level: 1), for: event.entity)  // landed: light up (a type first used here)
                if !isResimulating { thuds += 1 }
            }
        }!
        let tick = session.advance(localInput: Move(target: [10, 0]))  // send (tick, input) to peer 1
        try session.receive(Move(target: [0, 5]), from: 1, forTick: tick)  // not the prediction
        session.correct()  // restore before `tick`, run it again (the next advance would too)
        #expect(session.rollbackCount == 1 && session.confirmedTick == tick)
        for _ in 0..<90 {  // nobody moves: the spring lands and the step lights the player up
            let next = session.advance(localInput: Move(target: .zero))
            try session.receive(Move(target: .zero), from: 1, forTick: next)
        }
        #expect(world.get(Glow.self, of: player) == Glow(level: 1))
        #expect(thuds == 1)
        // A peer whose player glows differently: the parts name the type.
        let peer = try #require(session.confirmedStateHashes)
        let otherParts = peer.parts.map { part in
            StateHashes.Part(name: part.name, hash: part.name.hasSuffix("Glow") ? part.hash &+ 1 : part.hash)
        }
        #expect(
            peer.differingParts(from: StateHashes(parts: otherParts)).map { $0.hasSuffix("Glow") } == [true])
        #expect(session.confirmedHash == world.stateHash())
    }
}
