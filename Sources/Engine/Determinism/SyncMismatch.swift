/// What a ``SyncTest`` found: a tick that ran again from the same state and the same input
/// did not reach the same state. Something the tick reads differed between the runs: a clock,
/// an unseeded random number, state kept outside the world, or an effect of running twice.
public struct SyncMismatch: Equatable, Sendable, CustomStringConvertible {
    /// The tick whose state differed.
    public let tick: UInt64
    /// The parts of the state that differed (see ``StateHashes/Part/name``): the component
    /// types, timelines or environment values, or ``StateHashes/worldPartName`` for the
    /// entities, the tick and the clock domains.
    public let parts: [String]
    /// One entity whose state differed in the first of `parts`, when the difference belongs
    /// to an entity; the handle as it was on the second run.
    public let entity: Entity?

    /// A mismatch from its parts.
    public init(tick: UInt64, parts: [String], entity: Entity?) {
        self.tick = tick
        self.parts = parts
        self.entity = entity
    }

    /// Whether the two name the same tick, parts (by their UTF-8 bytes) and entity.
    public static func == (lhs: SyncMismatch, rhs: SyncMismatch) -> Bool {
        lhs.tick == rhs.tick && lhs.entity == rhs.entity && lhs.parts.count == rhs.parts.count
            && zip(lhs.parts, rhs.parts).allSatisfy { $0.isSameName(as: $1) }
    }

    /// One line: the tick, the parts and the entity.
    public var description: String {
        let who = entity.map { " (entity \($0.index), generation \($0.generation))" } ?? ""
        return "tick \(tick) ran again differs in \(parts.joined(separator: ", "))\(who)"
    }
}
