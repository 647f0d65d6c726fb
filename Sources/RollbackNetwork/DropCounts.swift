/// How many datagrams were dropped, for each reason.
public struct DropCounts: Equatable, Sendable {
    private var counts = Array(repeating: 0, count: PacketDropReason.allCases.count)

    /// No drops.
    public init() {}

    /// The datagrams dropped for `reason`.
    public subscript(reason: PacketDropReason) -> Int {
        counts[reason.rawValue]
    }

    /// The datagrams dropped, for every reason.
    public var total: Int { counts.reduce(0, +) }

    /// Counts one more drop for `reason`.
    public mutating func record(_ reason: PacketDropReason) {
        counts[reason.rawValue] += 1
    }
}
