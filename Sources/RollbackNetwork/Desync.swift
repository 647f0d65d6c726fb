/// Two peers whose states differ after a tick both confirmed: the world is not deterministic
/// for them (or one was changed outside the session).
public struct Desync: Equatable, Sendable {
    /// The remote peer that disagrees.
    public var peer: Int
    /// The first confirmed tick found whose hashes differ.
    public var tick: UInt64
    /// The local state hash after ``tick``.
    public var localHash: UInt64
    /// The remote peer's state hash after ``tick``.
    public var remoteHash: UInt64
    /// The names of the parts that differ (component types and other storages, see
    /// ``StateHashes/differingParts(from:)``), once the peers have exchanged per-type hashes
    /// of a confirmed tick both keep; nil until then.
    public var differingParts: [String]?
    /// The tick whose per-type hashes gave ``differingParts``.
    public var partsTick: UInt64?

    /// A disagreement with `peer` at `tick`, its parts not yet compared.
    public init(peer: Int, tick: UInt64, localHash: UInt64, remoteHash: UInt64) {
        self.peer = peer
        self.tick = tick
        self.localHash = localHash
        self.remoteHash = remoteHash
    }
}
