/// Why a received datagram was dropped rather than taken as a packet.
public enum PacketDropReason: Int, CaseIterable, Error, Hashable, Sendable {
    /// It ends before the packet does.
    case truncated
    /// Bytes follow the end of the packet.
    case trailingBytes
    /// It does not start with ``NetworkPacket/magic``.
    case wrongMagic
    /// It is of another version of the format.
    case wrongVersion
    /// It carries unknown flags.
    case unknownFlags
    /// It belongs to another session or an earlier run.
    case wrongSession
    /// Its sender is not a remote peer, or it is meant for another peer.
    case wrongPeer
    /// It holds more inputs or per-type hashes than allowed, or a name too long.
    case absurdCount
    /// A tick lies too far from the receiver's, or its ticks contradict each other.
    case tickOutOfWindow
    /// An input's bytes, or a per-type hash's name, encode nothing valid.
    case malformedContent
    /// Its sequence number is not above the last taken from that sender: a duplicate or a late
    /// packet whose inputs a newer one carried already.
    case replayed
    /// It came from another address than its sender's (counted by transports and sessions).
    case unexpectedSource
}
