import Engine

/// How an operation names an entity, independently of the handles a particular run hands out,
/// so that a recorded sequence of operations can be replayed (and shrunk) against a fresh world.
public enum EntityReference: Sendable, Equatable, CustomStringConvertible {
    /// The `n`th entity spawned in the run (0 first), alive or not; a number no spawn reached
    /// yet names a handle that was never issued.
    case spawned(Int)
    /// A handle no world will issue in a fuzz run (its generation is far beyond any reached).
    case neverIssued(Entity)
    /// The entity the enclosing query is visiting (outside a query: a never-issued handle).
    case visited

    /// `e3`, `never(17:1000000)` or `visited`.
    public var description: String {
        switch self {
        case .spawned(let ordinal): "e\(ordinal)"
        case .neverIssued(let entity): "never(\(entity.index):\(entity.generation))"
        case .visited: "visited"
        }
    }

    /// The handle that stands for an ordinal that no spawn has reached.
    static func unreached(_ ordinal: Int) -> Entity {
        Entity(index: UInt32.max - UInt32(truncatingIfNeeded: ordinal & 0xFFFF), generation: 0x5EED_0000)
    }
}
