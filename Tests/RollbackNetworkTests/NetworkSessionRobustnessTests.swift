import Engine
import RollbackNetwork
import Testing

/// A network session fed garbage keeps playing, and two sessions agree over real UDP sockets.
struct NetworkSessionRobustnessTests {
    /// A rollback session of `peerCount` peers on the mesh's game, as `peer`.
    static func rollback(peer: Int, of peerCount: Int = 2) throws -> RollbackSession<TestInput> {
        try #require(
            RollbackSession(
                world: NetworkMesh.makeWorld(), peerCount: peerCount, localPeer: peer, initialInput: .none
            ) {
                world, inputs, _ in NetworkMesh.play(world, inputs, diverges: false)
            })
    }

    @Test func garbageDatagramsAreDroppedAndCounted() throws {
        let network = LoopbackNetwork(peerCount: 3)
        let sessions = try (0..<2).map { peer in
            let transport = try #require(network.transport(for: peer))
            let rollback = try Self.rollback(peer: peer)
            return try #require(
                NetworkSession(session: rollback, transport: transport, sessionToken: 9, now: 0))
        }
        let intruder = try #require(network.transport(for: 2))
        var random = SeededRandom(seed: 12)
        for tick in UInt64(1)...300 {
            for _ in 0..<4 {
                let count = Int(random.next() % 120)
                intruder.send((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, to: 0)
            }
            // A well-formed packet claiming to come from peer 1: its source gives it away.
            let forged = NetworkPacket<TestInput>(
                sessionToken: 9, sender: 1, destination: 0, sequence: UInt32(tick) + 1_000_000,
                acknowledgedTick: 0, currentTick: tick, confirmedTick: 0, confirmedHash: 0,
                firstInputTick: tick, inputs: [TestInput(buttons: 3, stick: 1)])
            intruder.send(try #require(forged.encoded()), to: 0)
            for session in sessions {
                session.advance(localInput: TestInput(buttons: UInt16(tick % 5), stick: 0), at: tick * 16)
            }
        }
        sessions[0].update(at: 4_900)
        sessions[1].update(at: 4_900)
        sessions[0].update(at: 4_900)
        #expect(sessions.allSatisfy { $0.session.world.tick == 300 && $0.session.confirmedTick == 300 })
        #expect(sessions[0].session.confirmedHash == sessions[1].session.confirmedHash)
        #expect(sessions[0].drops[.unexpectedSource] == 300, "every forged packet")
        #expect(sessions[0].drops.total >= 1_200, "every random datagram dropped")
        #expect(sessions[0].refusedInputCount == 0 && sessions[0].desyncs.isEmpty)
    }

    #if canImport(Glibc)
        @Test func twoSessionsAgreeOverUDPOnLoopback() throws {
            let sockets = try (0..<2).map { _ in try UDPSocket(bindingTo: .loopback(port: 0)) }
            let transports = (0..<2).map { peer in
                UDPTransport(socket: sockets[peer], endpoints: [1 - peer: sockets[1 - peer].localEndpoint])
            }
            let sessions = try (0..<2).map { peer in
                let rollback = try Self.rollback(peer: peer)
                return try #require(
                    NetworkSession(session: rollback, transport: transports[peer], sessionToken: 0x55, now: 0)
                )
            }
            var now: UInt64 = 0
            // At most 2,000 rounds; each waits at most 2 ms for a datagram when a peer is held up.
            for _ in 0..<2_000 where sessions.contains(where: { $0.session.confirmedTick < 240 }) {
                now += 16
                for (peer, session) in sessions.enumerated() {
                    let tick = session.session.world.tick
                    if tick < 240 {
                        let input = TestInput(buttons: UInt16((tick + UInt64(peer)) % 7), stick: Int8(peer))
                        if session.advance(localInput: input, at: now) == .waitingForPeers {
                            _ = sockets[peer].waitForDatagram(timeoutMilliseconds: 2)
                        }
                    } else {
                        _ = sockets[peer].waitForDatagram(timeoutMilliseconds: 2)
                        session.update(at: now)
                    }
                }
            }
            #expect(sessions.allSatisfy { $0.session.confirmedTick == 240 })
            #expect(sessions[0].session.confirmedHash == sessions[1].session.confirmedHash)
            #expect(sessions.allSatisfy { $0.desyncs.isEmpty && $0.comparedHashCount > 100 })
        }
    #endif
}
