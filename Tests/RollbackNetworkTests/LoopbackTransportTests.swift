import RollbackNetwork
import Testing

/// The in-memory transport and the conditioned one over it.
struct LoopbackTransportTests {
    @Test func datagramsArriveInOrderFromTheirSender() throws {
        let network = LoopbackNetwork(peerCount: 3)
        let transports = try (0..<3).map { try #require(network.transport(for: $0)) }
        #expect(network.transport(for: 3) == nil && network.transport(for: -1) == nil)
        #expect(transports[0].send([1, 2], to: 2) && transports[1].send([3], to: 2))
        #expect(transports[0].send([4], to: 2))
        #expect(!transports[0].send([5], to: 0), "not to itself")
        #expect(!transports[0].send([5], to: 7), "not to a peer not on the network")
        #expect(
            transports[2].receive() == [
                Datagram(peer: 0, bytes: [1, 2]), Datagram(peer: 1, bytes: [3]),
                Datagram(peer: 0, bytes: [4]),
            ])
        #expect(transports[2].receive().isEmpty && transports[0].receive().isEmpty)
    }

    @Test func conditionedTransportDelaysOnTheCallersClock() throws {
        let network = LoopbackNetwork(peerCount: 2)
        let sender = ConditionedTransport(
            base: try #require(network.transport(for: 0)), conditions: LinkConditions(delay: 50), seed: 1)
        let receiver = try #require(network.transport(for: 1))
        sender.advance(to: 100)
        sender.send([9], to: 1)
        sender.advance(to: 149)
        #expect(receiver.receive().isEmpty)
        sender.advance(to: 120)
        #expect(sender.now == 149, "the clock does not go back")
        sender.advance(to: 150)
        #expect(receiver.receive() == [Datagram(peer: 0, bytes: [9])])
    }

    @Test func conditionedTransportIsDeterministicForASeed() throws {
        func deliveries(seed: UInt64) throws -> [[UInt8]] {
            let network = LoopbackNetwork(peerCount: 2)
            let conditions = LinkConditions(
                lossRate: 0.2, delay: 60, jitter: 20, duplicationRate: 0.1, reorderRate: 0.1)
            let sender = ConditionedTransport(
                base: try #require(network.transport(for: 0)), conditions: conditions, seed: seed)
            let receiver = try #require(network.transport(for: 1))
            var received: [[UInt8]] = []
            for time in stride(from: UInt64(0), through: 3_000, by: 5) {
                sender.advance(to: time)
                if time % 15 == 0, time < 2_500 { sender.send([UInt8(truncatingIfNeeded: time / 15)], to: 1) }
                received += receiver.receive().map(\.bytes)
            }
            return received
        }
        let first = try deliveries(seed: 5)
        #expect(first == (try deliveries(seed: 5)))
        #expect(first != (try deliveries(seed: 6)))
        #expect(first.count > 100 && first.count < 167 * 11 / 10, "some lost, a few duplicated")
    }
}
