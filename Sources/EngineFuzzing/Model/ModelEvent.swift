import Engine

/// A completion event as the model records it.
struct ModelEvent: Hashable, Comparable {
    enum Kind: Int, Comparable {
        case float, vector, level, offset

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var entity: Entity
    var kind: Kind
    var tick: UInt64

    static func < (lhs: ModelEvent, rhs: ModelEvent) -> Bool {
        (lhs.tick, lhs.kind, lhs.entity) < (rhs.tick, rhs.kind, rhs.entity)
    }
}
