import TransitionCore

extension World {
    /// A 64-bit hash of the whole state: tick, entities and generations, clock domains, every
    /// component, transition, timeline, choreography, additive move and environment setting,
    /// the hierarchy, and the events systems can still read (the last tick's and those asked
    /// for since). It is a hash of the state, not
    /// of its history: equal states hash equal whatever the order component types were first
    /// used in, whether a type's storage is empty or was never made, in every process of the
    /// same build, however the ticks were split into frames. Each storage's part starts from
    /// its kind and value type's name, never from code addresses, and the parts are summed, so
    /// the hash does not depend on the order storages are kept in either. Values are hashed by
    /// value, never by padding bytes: see `StateHashable` to hash a type faster or more
    /// precisely than the field-by-field default. ``stateHashes()`` gives it with its parts.
    /// - Complexity: O(entities + components + running transitions + timelines).
    public func stateHash() -> UInt64 {
        var storages: UInt64 = 0
        for entry in registry where !entry.storage.holdsNothing {
            storages &+= partHash(of: entry)
        }
        return StateHashes.combined(world: worldPartHash(), storages: storages)
    }

    /// ``stateHash()`` with its parts: the tick, entities, clock domains and events, then one part per
    /// storage that holds anything, by name. Two worlds whose hashes differ can be narrowed to
    /// the component types that differ with ``StateHashes/differingParts(from:)``.
    /// - Complexity: as ``stateHash()``.
    public func stateHashes() -> StateHashes {
        var parts = [StateHashes.Part(name: StateHashes.worldPartName, hash: worldPartHash())]
        for entry in registry where !entry.storage.holdsNothing {
            parts.append(StateHashes.Part(name: entry.key.name, hash: partHash(of: entry)))
        }
        return StateHashes(parts: parts)
    }

    /// The hash of the tick, every index's generation and alive flag, the clock domains, and
    /// the events a snapshot keeps.
    func worldPartHash() -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(tick)
        hasher.combine(UInt64(allocator.states.count))
        // Each index as its generation shifted left by one, the low bit set while alive.
        for state in allocator.states {
            hasher.combine(UInt64(state))
        }
        for domain in 1..<clocks.count {
            clocks.hash(domain, into: &hasher)
        }
        hashEvents(into: &hasher)
        return hasher.value
    }

    /// The hash of what `entry`'s storage holds, started from its kind and value type, and
    /// finalised, as the parts are summed.
    func partHash(of entry: RegisteredStorage) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(entry.key.typeHash)
        entry.storage.hash(into: &hasher)
        return hasher.finalValue
    }
}
