import Engine
import RollbackNetwork
import Testing

/// The README's input of one peer in one tick.
private struct Move: Equatable { var target: SIMD2<Float> }

// As the README writes it.
extension Move: NetworkInput {  // 8 bytes on the wire
    static var byteCount: Int { 8 }
    func encode(into bytes: inout [UInt8]) {
        var writer = ByteWriter()
        writer.write(target.x.bitPattern)  // little-endian
        writer.write(target.y.bitPattern)
        bytes += writer.bytes
    }
    init?(decoding bytes: ArraySlice<UInt8>) {
        var reader = ByteReader(Array(bytes))
        guard let x = reader.read(UInt32.self), let y = reader.read(UInt32.self) else { return nil }
        self.init(target: SIMD2(Float(bitPattern: x), Float(bitPattern: y)))
    }
}

/// The README's "Playing over a network" example, two peers in this process over real UDP
/// sockets on 127.0.0.1, on a simulated clock.
@Suite struct ReadmeNetworkExampleTests {
    @Test func theInputCrossesTheWireUnchanged() throws {
        for move in [
            Move(target: [1.5, -2]), Move(target: [.infinity, -0.0]),
            Move(target: [0, .leastNonzeroMagnitude]),
        ] {
            var bytes: [UInt8] = []
            move.encode(into: &bytes)
            #expect(bytes.count == Move.byteCount)
            let decoded = try #require(Move(decoding: bytes[...]))
            #expect(decoded.target.x.bitPattern == move.target.x.bitPattern)
            #expect(decoded.target.y.bitPattern == move.target.y.bitPattern)
        }
        #expect(Move(decoding: [1, 2, 3][...]) == nil)
    }

    @Test func twoPeersOverUDPAgree() throws {
        let sockets = try (0..<2).map { _ in try UDPSocket(bindingTo: .loopback(port: 0)) }
        var hashes: [[UInt64: UInt64]] = [[:], [:]]
        let networks = try (0..<2).map { peer in
            let world = World(tickRate: 60)
            let player = world.spawn()
            world.set(SIMD2<Float>(0, 0), for: player)
            let session = try #require(
                RollbackSession(
                    world: world, peerCount: 2, localPeer: peer, initialInput: Move(target: .zero)
                ) {
                    world, moves, _ in
                    let target = moves[0].target + moves[1].target
                    if target != .zero {
                        world.animate(player, to: target, .spring(response: 0.3, dampingFraction: 0.8))
                    }
                })
            session.onConfirm = { tick, hash in hashes[peer][tick] = hash }
            let transport = UDPTransport(
                socket: sockets[peer], endpoints: [1 - peer: sockets[1 - peer].localEndpoint])
            return try #require(
                NetworkSession(session: session, transport: transport, sessionToken: 42, now: 0))
        }
        var (now, ran): (UInt64, [Int]) = (0, [0, 0])
        while now < 20_000, networks.contains(where: { $0.session.confirmedTick < 120 }) {
            now += 1
            for (peer, network) in networks.enumerated() where now % 17 == UInt64(peer * 8) {
                let tick = Int(network.session.world.tick) + 1
                guard tick <= 120 else {
                    network.update(at: now)
                    continue
                }
                let move =
                    tick % 30 == peer * 10 ? Move(target: [Float(tick), Float(peer)]) : Move(target: .zero)
                if case .advanced = network.advance(localInput: move, at: now) { ran[peer] += 1 }
            }
        }
        #expect(ran == [120, 120])
        #expect(networks.allSatisfy { $0.session.confirmedTick == 120 && $0.desyncs.isEmpty })
        for tick in UInt64(1)...120 { #expect(hashes[0][tick] != nil && hashes[0][tick] == hashes[1][tick]) }
        #expect(networks[0].session.rollbackCount + networks[1].session.rollbackCount > 0)
    }
}
