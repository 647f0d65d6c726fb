/// Everything a world's future depends on, at one moment: the tick, entities and generations,
/// every clock domain, component, running transition (velocities included), timeline and playhead,
/// environment setting and the hierarchy. Not the events. Taking one costs O(component types):
/// it shares the world's arrays, which are copied when either side first changes them. It stays
/// as it was while the world moves on, and ``World/restore(_:)`` can put it back any number of
/// times, into the world it was taken from.
public struct WorldSnapshot {
    /// The world's tick when the snapshot was taken.
    public let tick: UInt64
    /// The world it was taken from.
    let identity: World.Identity
    /// The entities and generations, the free list included.
    let allocator: EntityAllocator
    /// The clock domains' time.
    let clocks: DomainClocks.State
    /// Each storage's state, in the order the world made its storages.
    let states: [StorageState]
}

/// Why a snapshot cannot be restored.
public enum SnapshotError: Error, Equatable {
    /// The snapshot was taken from another world: its component storages are not this one's.
    case fromAnotherWorld
}
