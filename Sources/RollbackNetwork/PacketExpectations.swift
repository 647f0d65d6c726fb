/// What a receiver takes a packet to be: of its session, from one of its remote peers, for it,
/// and with ticks near its own.
public struct PacketExpectations: Equatable, Sendable {
    /// The session's token.
    public var sessionToken: UInt64
    /// Peers in the session, the receiver included (1...256).
    public var peerCount: Int
    /// The receiver's peer index.
    public var localPeer: Int
    /// How many ticks a packet's ticks may lie before or after the receiver's tick.
    public var tickWindow: UInt64
    /// The most inputs a packet may hold (at most ``NetworkPacket/maximumInputCount``).
    public var maximumInputCount: Int

    /// Expectations from their fields; `tickWindow` is at least 1 and `maximumInputCount` is
    /// held in 0...``NetworkPacket/maximumInputCount``.
    public init(
        sessionToken: UInt64, peerCount: Int, localPeer: Int, tickWindow: UInt64 = 600,
        maximumInputCount: Int = 256
    ) {
        self.sessionToken = sessionToken
        self.peerCount = peerCount
        self.localPeer = localPeer
        self.tickWindow = max(tickWindow, 1)
        self.maximumInputCount = min(max(maximumInputCount, 0), 1_024)
    }

    /// Whether `tick` lies within ``tickWindow`` ticks of `reference`.
    func isNear(_ tick: UInt64, to reference: UInt64) -> Bool {
        tick >= reference ? tick - reference <= tickWindow : reference - tick <= tickWindow
    }
}
