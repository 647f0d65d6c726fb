import TransitionCore

extension World {
    /// A 64-bit hash of the whole state: tick, entities and generations, every component,
    /// transition, timeline and environment setting, in creation order. The same operations and
    /// ticks give the same hash in every run and build, however the ticks were split into
    /// frames. Values are hashed by value, never by padding bytes: see ``StateHashable`` to hash
    /// a type faster or more precisely than the field-by-field default.
    /// - Complexity: O(entities + components + running transitions + timelines).
    public func stateHash() -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(tick)
        hasher.combine(UInt64(allocator.states.count))
        // Each index as its generation shifted left by one, the low bit set while alive.
        for state in allocator.states {
            hasher.combine(UInt64(state))
        }
        // A storage that holds nothing counts as one never made: a restored world keeps the
        // storages made after its snapshot, empty.
        // Without domains of its own, a world hashes as it did before they existed.
        for domain in 1..<clocks.count {
            clocks.hash(domain, into: &hasher)
        }
        for entry in registry where !entry.storage.holdsNothing {
            entry.storage.hash(into: &hasher)
        }
        return hasher.value
    }
}
