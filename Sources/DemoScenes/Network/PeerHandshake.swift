import RollbackNetwork

/// How the two processes of a rollback game agree on a session: the connecting peer (1) draws
/// a random session token each run and sends peer 0 its packets at once; the listening peer
/// (0) takes the first datagram that decodes as a packet from peer 1 to peer 0 of a two-peer
/// session, whatever its token, and adopts that token and the datagram's source as peer 1's.
/// From then on its session drops packets of every other token and the transport those of
/// every other source, so a process left over from an earlier run (another token) is refused,
/// and a connecting process that reaches a listener already playing gets no answer and gives
/// up. A hostile sender that sends a well-formed packet first takes peer 1's place: the
/// protocol has no authentication.
public enum PeerHandshake {
    /// Where a session token lies in a packet: after the magic, version, flags, sender and
    /// destination.
    static let tokenOffset = 8

    /// The session token and source of the first datagram on `socket` that is a packet from
    /// peer 1, waiting at most `timeout` milliseconds of `clock` (milliseconds); nil when none
    /// came.
    public static func awaitPeer(
        on socket: UDPSocket, timeout: UInt64, clock: () -> UInt64
    ) -> (token: UInt64, source: IPv4Endpoint)? {
        let start = clock()
        while true {
            // At most a transport's worth of datagrams between two looks at the clock, so that a
            // flood cannot hold the wait up.
            for _ in 0..<UDPTransport.maximumDatagramsPerReceive {
                guard let (bytes, source) = socket.receive() else { break }
                if let token = token(ofPacketFromPeer1: bytes) { return (token, source) }
            }
            let elapsed = clock() - start
            guard elapsed < timeout else { return nil }
            _ = socket.waitForDatagram(timeoutMilliseconds: Int32(min(timeout - elapsed, 100)))
        }
    }

    /// The token of `bytes` when they are a well-formed packet from peer 1 to peer 0 of a
    /// two-peer session near its start; nil otherwise.
    static func token(ofPacketFromPeer1 bytes: [UInt8]) -> UInt64? {
        guard bytes.count >= tokenOffset + 8 else { return nil }
        var token: UInt64 = 0
        for index in 0..<8 { token |= UInt64(bytes[tokenOffset + index]) << (8 * index) }
        let expectations = PacketExpectations(
            sessionToken: token, peerCount: 2, localPeer: 0,
            tickWindow: NetworkPeer.configuration.tickWindow,
            maximumInputCount: NetworkPeer.configuration.maximumInputsPerPacket)
        guard
            case .success(let packet) = NetworkPacket<PeerInput>.decode(
                bytes, expecting: expectations, referenceTick: 0), packet.sender == 1
        else { return nil }
        return token
    }
}
