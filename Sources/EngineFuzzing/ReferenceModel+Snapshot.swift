import Engine

extension ReferenceModel {
    /// Copies the model's state into `slot`, beside the world's hash at that moment. Inside a
    /// query it copies the model as it is now: the changes asked for meanwhile are not in it.
    func save(slot: Int, worldHash: UInt64) {
        saved[slot] = ModelSnapshot(
            worldHash: worldHash, tick: tick, alive: alive, aliveOrdinals: aliveOrdinals,
            alivePosition: alivePosition, ordinalOf: ordinalOf, recentlyDespawned: recentlyDespawned,
            floats: floats, vectors: vectors, labels: labels, parents: parents, children: children,
            levels: levels, offsets: offsets, floatTimelines: floatTimelines, vectorTimelines: vectorTimelines
        )
    }

    /// Puts back the state saved in `slot` (nothing when the slot is empty); inside a query,
    /// when the outermost query ends, the snapshot as it is now. The events are forgotten; the
    /// entities living before and not after join the stale handles checked every step; the
    /// world must then hash as it did when the snapshot was taken.
    func restore(slot: Int) {
        guard let snapshot = saved[slot] else { return }
        if deferIfQuerying({ self.restore(snapshot) }) { return }
        restore(snapshot)
    }

    private func restore(_ snapshot: ModelSnapshot) {
        let gone = alive.subtracting(snapshot.alive).sorted()
        tick = snapshot.tick
        alive = snapshot.alive
        aliveOrdinals = snapshot.aliveOrdinals
        alivePosition = snapshot.alivePosition
        ordinalOf = snapshot.ordinalOf
        recentlyDespawned = Array((snapshot.recentlyDespawned + gone).suffix(12))
        floats = snapshot.floats
        vectors = snapshot.vectors
        labels = snapshot.labels
        parents = snapshot.parents
        children = snapshot.children
        levels = snapshot.levels
        offsets = snapshot.offsets
        floatTimelines = snapshot.floatTimelines
        vectorTimelines = snapshot.vectorTimelines
        clearEvents()
        hashToCheck = snapshot.worldHash
    }

    /// The hash the world must have after the last change applied, if that was a restore;
    /// forgets it.
    func takeHashToCheck() -> UInt64? {
        defer { hashToCheck = nil }
        return hashToCheck
    }
}
