/// What a ``NetworkSession`` knows of one remote peer.
struct RemotePeer {
    /// Every input of the peer up to this tick has been received.
    var receivedThrough: UInt64
    /// Every local input up to this tick has reached the peer, as it acknowledged.
    var acknowledgedThrough: UInt64
    /// The sequence number of the next packet to the peer.
    var nextSequence: UInt32 = 1
    /// When a packet of the peer last arrived (caller's milliseconds).
    var lastHeard: UInt64
    /// The local tick about to run minus the peer's last run, when its last packet arrived.
    var localAdvantage: Int64 = 0
    /// The peer's tick minus the last local tick it knew of, by its last packet.
    var remoteAdvantage: Int64 = 0
    /// The peer's confirmed hashes of ticks the session has not confirmed yet.
    var pendingHashes: [UInt64: UInt64] = [:]
    /// Whether a packet of the peer has arrived.
    var hasBeenHeard = false
    /// The smoothed time from running a local tick to the peer's acknowledgement of its input,
    /// in milliseconds; nil before the first.
    var roundTrip: Double?
    /// Whether the peer was silent too long.
    var isDisconnected = false
    /// Whether packets to it carry per-type hashes, after a disagreement.
    var sendsStateHashes = false

    init(startTick: UInt64, now: UInt64) {
        receivedThrough = startTick
        acknowledgedThrough = startTick
        lastHeard = now
    }

    /// How many ticks the local peer is ahead, as both sides see it.
    var advantage: Double { Double(localAdvantage - remoteAdvantage) / 2 }
}
