import Engine
import RollbackNetwork
import Testing

/// What a network session tells of each remote peer: when it was heard, what it acknowledged,
/// the round trip, and how long a peer never heard from is waited for.
struct NetworkSessionPeerTests {
    @Test func aPeerNeverHeardFromHasTheFirstContactTimeout() {
        let network = LoopbackNetwork(peerCount: 2)
        let configuration = NetworkSessionConfiguration(disconnectTimeout: 100, firstContactTimeout: 5_000)
        let session = NetworkSession(
            session: NetworkMesh.makeSession(peer: 0), transport: network.transport(for: 0)!, sessionToken: 9,
            now: 0, configuration: configuration)!
        session.update(at: 4_000)
        #expect(session.disconnectedPeers.isEmpty && session.lastHeard(from: 1) == nil)
        session.update(at: 5_001)
        #expect(session.disconnectedPeers == [1])
        #expect(session.lastHeard(from: 0) == nil && session.acknowledgedTick(by: 7) == nil)
    }

    @Test func theRoundTripFollowsTheLinkDelay() {
        let mesh = NetworkMesh(peerCount: 2, conditions: LinkConditions(delay: 40), seed: 5)
        mesh.run(ticks: 600, limit: 30_000)
        for (peer, network) in mesh.sessions.enumerated() {
            let other = 1 - peer
            let roundTrip = network.roundTrip(to: other) ?? 0
            // Two delays of 40 ms, plus up to a frame (17 ms) of each peer before it answers
            // and sees the answer.
            #expect((80...115).contains(roundTrip), "peer \(peer): \(roundTrip) ms")
            #expect((580...600).contains(network.acknowledgedTick(by: other) ?? 0))
            #expect(network.lastHeard(from: other) != nil)
        }
    }
}
