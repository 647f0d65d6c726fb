import Engine

extension ReferenceModel {
    /// Copies the model's state into `slot`, beside the world's hash and each clock domain's
    /// at that moment. Inside a query it copies the model as it is now: the changes asked for
    /// meanwhile are not in it.
    func save(slot: Int, worldHash: UInt64, domainHashes: [UInt64]) {
        saved[slot] = ModelSnapshot(
            worldHash: worldHash, domainHashes: domainHashes, tick: tick, alive: alive,
            aliveOrdinals: aliveOrdinals,
            alivePosition: alivePosition, ordinalOf: ordinalOf, recentlyDespawned: recentlyDespawned,
            floats: floats, vectors: vectors, labels: labels, parents: parents, children: children,
            levels: levels, offsets: offsets, floatTimelines: floatTimelines,
            vectorTimelines: vectorTimelines,
            domains: domains, domainOf: domainOf, lastTickEvents: lastTickEvents)
    }

    /// Puts back the state saved in `slot` (nothing when the slot is empty); inside a query,
    /// when the outermost query ends, the snapshot as it is now. No event is raised, and the
    /// last tick's events are the snapshot's, as the world's are; the
    /// entities living before and not after join the stale handles checked every step; the
    /// clock domains made since are dropped (their handles refused until a make hands the same
    /// place out again); the world must then hash as it did when the snapshot was taken.
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
        domains = snapshot.domains
        domainOf = snapshot.domainOf
        lastTickEvents = snapshot.lastTickEvents
        clearEvents()
        hashToCheck = (snapshot.worldHash, snapshot.domainHashes)
    }

    /// The hashes the world and its clock domains must have after the last change applied, if
    /// that was a restore; forgets them.
    func takeHashToCheck() -> (world: UInt64, domains: [UInt64])? {
        defer { hashToCheck = nil }
        return hashToCheck
    }
}
