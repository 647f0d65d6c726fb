/// Everything a world's future depends on and everything its systems can observe, at one
/// moment: the tick, entities and generations, every clock domain, component, running
/// transition (velocities included), timeline and playhead, environment setting and the
/// hierarchy, and the events (``World/events``, the last tick's, and the interruptions already
/// asked for that the next tick will report). Taking one costs O(component types): it shares the
/// world's arrays, which are copied when either side first changes them. It stays as it was
/// while the world moves on, and ``World/restore(_:)`` can put it back any number of times, into
/// the world it was taken from.
public struct WorldSnapshot {
    /// The world's tick when the snapshot was taken.
    public let tick: UInt64
    /// The world it was taken from.
    let identity: World.Identity
    /// The entities and generations, the free list included.
    let allocator: EntityAllocator
    /// The clock domains' time.
    let clocks: DomainClocks.State
    /// Each storage (by identity) and its state, in the world's order of storages.
    let states: [(storage: ObjectIdentifier, state: StorageState)]
    /// The last tick's events.
    let events: [MotionEvent]
    /// The interruptions asked for since the last tick: the next tick's first events.
    let pendingEvents: [MotionEvent]
}

/// Why a snapshot cannot be restored.
public enum SnapshotError: Error, Equatable {
    /// The snapshot was taken from another world: its component storages are not this one's.
    case fromAnotherWorld
}
