/// A transport whose outgoing datagrams cross a ``LinkSimulator`` first: they reach the
/// transport beneath when the caller's clock reaches their delivery time (``advance(to:)``, or
/// a later ``send(_:to:)``). Received datagrams come straight from the transport beneath.
public final class ConditionedTransport: Transport {
    /// The transport the datagrams go on to.
    public let base: any Transport
    /// The link outgoing datagrams cross.
    public private(set) var link: LinkSimulator<Datagram>
    /// The caller's clock, in milliseconds.
    public private(set) var now: UInt64 = 0

    /// Datagrams to `base` delayed, lost, duplicated and reordered as `conditions` say, the
    /// randomness fixed by `seed`.
    public init(base: any Transport, conditions: LinkConditions, seed: UInt64) {
        self.base = base
        link = LinkSimulator(conditions: conditions, seed: seed)
    }

    /// The link's conditions, from now on.
    public var conditions: LinkConditions {
        get { link.conditions }
        set { link.conditions = newValue }
    }

    /// Sets the clock to `time` (a time before the clock's is ignored) and passes on the
    /// datagrams due by then.
    public func advance(to time: UInt64) {
        now = max(now, time)
        for datagram in link.deliver(at: now) { base.send(datagram.bytes, to: datagram.peer) }
    }

    /// Puts `bytes` on the link at the clock's time; always true, as the link decides what is
    /// lost.
    @discardableResult
    public func send(_ bytes: [UInt8], to peer: Int) -> Bool {
        link.send(Datagram(peer: peer, bytes: bytes), at: now)
        advance(to: now)
        return true
    }

    /// What the transport beneath received.
    public func receive() -> [Datagram] {
        base.receive()
    }
}
