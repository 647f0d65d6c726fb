extension World {
    /// A token unique to one world, which its snapshots keep to recognise it.
    final class Identity {}

    /// Everything this world's future depends on, now: see ``WorldSnapshot``. Inside a query
    /// (or a tick), the changes asked for meanwhile are not in it, as they wait until the query
    /// returns; the values are then copied, as the query writes them in place.
    /// - Complexity: O(component types), O(components) inside a query.
    public func snapshot() -> WorldSnapshot {
        let copyingValues = iterationDepth > 0
        return WorldSnapshot(
            tick: tick, identity: identity, allocator: allocator, clocks: clocks.state,
            states: registry.map { $0.storage.saveState(copyingValues: copyingValues) })
    }

    /// Puts the world back as it was when `snapshot` was taken: afterwards every read answers
    /// as it did then, and the same operations give the same ``stateHash()`` at every tick.
    /// Entities spawned since are stale; handles from before are alive again if they were then.
    /// The spawns that follow hand out the same handles as the run after the snapshot did (a
    /// replay or a rollback needs exactly that), so a handle kept from the abandoned run names
    /// the entity spawned in its place once there is one.
    /// Component types first used since stay known, with no components. The events are
    /// cleared and none is raised: nothing finished or was interrupted. Inside a query the
    /// restore waits, like any change, until the query returns.
    /// - Throws: ``SnapshotError/fromAnotherWorld`` for a snapshot of another world, which is
    ///   left as it is.
    /// - Complexity: O(component types); the first change of each array afterwards copies it.
    public func restore(_ snapshot: WorldSnapshot) throws(SnapshotError) {
        guard snapshot.identity === identity else { throw .fromAnotherWorld }
        if iterationDepth > 0 {
            appendDeferred { [unowned self] in try? self.restore(snapshot) }
            return
        }
        tick = snapshot.tick
        allocator = snapshot.allocator
        clocks.restore(snapshot.clocks)
        for (index, entry) in registry.enumerated() {
            entry.storage.restoreState(index < snapshot.states.count ? snapshot.states[index] : nil)
        }
        events.removeAll(keepingCapacity: true)
        pendingEvents.removeAll(keepingCapacity: true)
        forgetEnvironmentReads()
    }
}
