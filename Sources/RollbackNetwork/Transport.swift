/// A datagram between two peers: the other peer's index (the sender of one received, the
/// destination of one sent) and the bytes.
public struct Datagram: Equatable, Sendable {
    /// The other peer's index.
    public var peer: Int
    /// What the datagram carries.
    public var bytes: [UInt8]

    /// A datagram to or from `peer`.
    public init(peer: Int, bytes: [UInt8]) {
        self.peer = peer
        self.bytes = bytes
    }
}

/// Carries datagrams between the local peer and the others, unreliably: a datagram may be lost,
/// duplicated or overtaken, as on the internet. Nothing here waits.
public protocol Transport: AnyObject {
    /// Sends `bytes` to `peer` as one datagram; false when it could not go (an unknown peer, a
    /// full buffer, a datagram too large), which is a datagram lost.
    @discardableResult
    func send(_ bytes: [UInt8], to peer: Int) -> Bool

    /// The datagrams received since the last call, oldest first; empty when none.
    func receive() -> [Datagram]
}
