/// How a ``NetworkSession`` talks to its peers and paces itself; the same for every peer of a
/// session (a packet with more inputs than the receiver's ``maximumInputsPerPacket`` is dropped).
public struct NetworkSessionConfiguration: Equatable, Sendable {
    /// How many ticks a packet's ticks may lie from the receiver's (see ``PacketExpectations``).
    public let tickWindow: UInt64
    /// The most inputs one packet carries (the oldest unacknowledged first).
    public let maximumInputsPerPacket: Int
    /// How long a peer may stay silent before it counts as disconnected, in milliseconds.
    public let disconnectTimeout: UInt64
    /// How long a peer never heard from may stay silent before it counts as disconnected, in
    /// milliseconds: the time another process has to start.
    public let firstContactTimeout: UInt64
    /// How many ticks ahead of the slowest peer, by the estimate of both sides, the session
    /// may run before it waits a tick.
    public let maximumAdvantage: Double
    /// The fewest ticks run between two ticks waited for time synchronisation.
    public let ticksBetweenWaits: Int
    /// How many of its last confirmed ticks the session keeps the hashes of, to compare with
    /// the peers' as their packets arrive.
    public let hashHistory: Int

    /// A configuration from its fields, each held to a sensible range; `firstContactTimeout`
    /// is `disconnectTimeout` when nil.
    public init(
        tickWindow: UInt64 = 600, maximumInputsPerPacket: Int = 128, disconnectTimeout: UInt64 = 3_000,
        maximumAdvantage: Double = 1.5, ticksBetweenWaits: Int = 3, hashHistory: Int = 256,
        firstContactTimeout: UInt64? = nil
    ) {
        self.tickWindow = max(tickWindow, 2)
        self.maximumInputsPerPacket = min(
            max(maximumInputsPerPacket, 1), NetworkPacketLimits.maximumInputCount)
        self.disconnectTimeout = max(disconnectTimeout, 1)
        self.firstContactTimeout = max(firstContactTimeout ?? disconnectTimeout, 1)
        self.maximumAdvantage = maximumAdvantage.isNaN ? 1.5 : max(maximumAdvantage, 0.5)
        self.ticksBetweenWaits = max(ticksBetweenWaits, 1)
        self.hashHistory = min(max(hashHistory, 1), 4_096)
    }
}

/// The format's limits that do not depend on the input type.
enum NetworkPacketLimits {
    static let maximumInputCount = 1_024
}
