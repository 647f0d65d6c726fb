/// Turns datagrams into packets for one receiver: decodes them against its expectations, drops
/// replayed ones (a sequence number not above the last taken from that sender), and counts
/// every drop by reason. Sequence numbers are not taken to wrap: a sender sends a receiver
/// fewer than 2^32 packets (over two years at 60 a second).
public struct PacketReceiver<Input: NetworkInput>: Sendable {
    /// What packets must be to be taken.
    public let expectations: PacketExpectations
    /// The datagrams dropped so far, by reason.
    public private(set) var drops = DropCounts()
    /// The last sequence number taken from each peer.
    private var lastSequences: [UInt32?]

    /// A receiver that takes the packets `expectations` describe.
    public init(expectations: PacketExpectations) {
        self.expectations = expectations
        lastSequences = Array(repeating: nil, count: min(max(expectations.peerCount, 0), 256))
    }

    /// The packet `bytes` hold, or nil when it is dropped (and counted in ``drops``);
    /// `referenceTick` is the receiver's tick. With `source`, the transport's idea of the
    /// sender, a packet naming another sender is dropped as ``PacketDropReason/unexpectedSource``.
    public mutating func receive(
        _ bytes: [UInt8], from source: Int? = nil, referenceTick: UInt64
    ) -> NetworkPacket<Input>? {
        switch NetworkPacket<Input>.decode(bytes, expecting: expectations, referenceTick: referenceTick) {
        case .failure(let reason):
            drops.record(reason)
            return nil
        case .success(let packet):
            if let source, source != packet.sender {
                drops.record(.unexpectedSource)
                return nil
            }
            if let last = lastSequences[packet.sender], packet.sequence <= last {
                drops.record(.replayed)
                return nil
            }
            lastSequences[packet.sender] = packet.sequence
            return packet
        }
    }

    /// Counts a datagram dropped before decoding, such as one from an unexpected address.
    public mutating func recordDrop(_ reason: PacketDropReason) {
        drops.record(reason)
    }
}
