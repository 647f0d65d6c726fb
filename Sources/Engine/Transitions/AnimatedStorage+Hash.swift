import TransitionCore

extension AnimatedStorage {
    /// ``hash(into:)``: the components, then every waiting retarget and running transition.
    func hashState(into hasher: inout StateHasher) {
        super.hash(into: &hasher)
        hasher.combine(UInt64(delayed.count))
        hashMotions(into: &hasher)
    }

    /// ``hash(into:including:)``: the components, waiting retargets and running transitions of
    /// the entities `including` accepts, each in handle order.
    func hashState(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        super.hash(into: &hasher, including: including)
        // In handle order, as the components: other entities reorder the queue and the slots.
        var waiting: [DelayedRetarget<Value>] = []
        delayed.forEachWaiting { if including($0.entity) { waiting.append($0) } }
        waiting.sort { $0.entity < $1.entity }
        for retarget in waiting {
            hashDelayed(retarget, into: &hasher)
        }
        for slot in includedSlots(of: 0..<activeCount, including) {
            hashRecord(slot, into: &hasher)
        }
    }

    /// Mixes every waiting retarget and running transition into `hasher`, in the order the
    /// retargets start and in slot order, each with its clock domain when it has one.
    private func hashMotions(into hasher: inout StateHasher) {
        delayed.forEachWaiting { hashDelayed($0, into: &hasher) }
        hasher.combine(UInt64(activeCount))
        guard activeCount > 0 else { return }
        guard MemoryLayout<Value>.size == MemoryLayout<Value>.stride,
            valueHashing.hashesBytes(records[0].from)
        else {
            for slot in 0..<activeCount {
                hashRecord(slot, into: &hasher)
            }
            return
        }
        // Padding-free values: the records as one buffer, then each transition's start tick and
        // the hash of its palette entry (its animation, clock domain and velocity), each entry
        // hashed once.
        records.withUnsafeBytes {
            hasher.combine(
                bytes: UnsafeRawBufferPointer(
                    rebasing: $0.prefix(activeCount * MemoryLayout<TransitionRecord<Value>>.stride)))
        }
        var entryHashes = [UInt64](repeating: 0, count: palette.entries.count)
        var hashed = [Bool](repeating: false, count: palette.entries.count)
        for slot in 0..<activeCount {
            let index = Int(animationIndices[slot])
            if !hashed[index] {
                var entry = StateHasher()
                hashEntry(index, into: &entry)
                entryHashes[index] = entry.value
                hashed[index] = true
            }
            hasher.combine(startTick(ofSlot: slot))
            hasher.combine(entryHashes[index])
        }
    }

    /// Mixes the clock domain, animation and velocity of palette entry `index` into `hasher`.
    private func hashEntry(_ index: Int, into hasher: inout StateHasher) {
        if palette.entryDomains[index] != 0 { hasher.combine(UInt64(palette.entryDomains[index])) }
        palette.entries[index].animation.hash(into: &hasher)
        if let velocity = palette.velocities[index] { valueHashing.hash(velocity, into: &hasher) }
    }

    /// Mixes the waiting `retarget` into `hasher`.
    private func hashDelayed(_ retarget: DelayedRetarget<Value>, into hasher: inout StateHasher) {
        hasher.combine(UInt64(retarget.entity.index) << 32 | UInt64(retarget.entity.generation))
        hasher.combine(retarget.requestTick)
        hasher.combine(retarget.startTick)
        if retarget.domain != 0 { hasher.combine(UInt64(retarget.domain)) }
        valueHashing.hash(retarget.target, into: &hasher)
        retarget.animation.hash(into: &hasher)
    }

    /// Mixes the running transition in `slot` into `hasher`.
    private func hashRecord(_ slot: Int, into hasher: inout StateHasher) {
        hasher.combine(startTick(ofSlot: slot))
        valueHashing.hash(records[slot].from, into: &hasher)
        valueHashing.hash(records[slot].to, into: &hasher)
        hashEntry(Int(animationIndices[slot]), into: &hasher)
    }
}
