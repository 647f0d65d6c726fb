extension NetworkSession {
    /// When a packet of `peer` last arrived (caller's milliseconds); nil for a peer never heard
    /// from or not remote.
    public func lastHeard(from peer: Int) -> UInt64? {
        guard let remote = peers[peer], remote.hasBeenHeard else { return nil }
        return remote.lastHeard
    }

    /// The tick through which `peer` has acknowledged every local input; nil for a peer not
    /// remote.
    public func acknowledgedTick(by peer: Int) -> UInt64? {
        peers[peer]?.acknowledgedThrough
    }

    /// The smoothed time, in milliseconds, from running a local tick to `peer`'s
    /// acknowledgement of its input: the round trip plus up to a tick of the peer's pacing.
    /// Nil before the first acknowledgement or for a peer not remote.
    public func roundTrip(to peer: Int) -> Double? {
        peers[peer]?.roundTrip
    }

    /// Receives what the peers sent without running a tick or sending: for a caller woken by
    /// a datagram before its next tick is due.
    public func receive(at now: UInt64) {
        receiveAll(at: now)
    }
}
