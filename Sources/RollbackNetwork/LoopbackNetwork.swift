/// Peers in one process joined in memory: a datagram sent is in its destination's mailbox at
/// once, in order, never lost. For deterministic tests; ``ConditionedTransport`` adds loss and
/// delay.
public final class LoopbackNetwork {
    /// Peers on the network.
    public let peerCount: Int
    private var mailboxes: [[Datagram]]

    /// A network of `peerCount` peers (at least 0).
    public init(peerCount: Int) {
        self.peerCount = max(peerCount, 0)
        mailboxes = Array(repeating: [], count: self.peerCount)
    }

    /// The transport of peer `peer`; nil when the network has no such peer.
    public func transport(for peer: Int) -> LoopbackTransport? {
        guard (0..<peerCount).contains(peer) else { return nil }
        return LoopbackTransport(network: self, peer: peer)
    }

    fileprivate func post(_ bytes: [UInt8], from sender: Int, to peer: Int) -> Bool {
        guard (0..<peerCount).contains(peer), peer != sender else { return false }
        mailboxes[peer].append(Datagram(peer: sender, bytes: bytes))
        return true
    }

    fileprivate func collect(for peer: Int) -> [Datagram] {
        defer { mailboxes[peer].removeAll(keepingCapacity: true) }
        return mailboxes[peer]
    }
}

/// One peer's end of a ``LoopbackNetwork``.
public final class LoopbackTransport: Transport {
    /// The network it belongs to.
    public let network: LoopbackNetwork
    /// This end's peer index.
    public let peer: Int

    fileprivate init(network: LoopbackNetwork, peer: Int) {
        self.network = network
        self.peer = peer
    }

    /// Puts `bytes` in `peer`'s mailbox; false for the sender itself or a peer not on the network.
    @discardableResult
    public func send(_ bytes: [UInt8], to peer: Int) -> Bool {
        network.post(bytes, from: self.peer, to: peer)
    }

    /// What the mailbox holds, emptying it.
    public func receive() -> [Datagram] {
        network.collect(for: peer)
    }
}
