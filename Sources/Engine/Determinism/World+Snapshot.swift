extension World {
    /// A token unique to one world, which its snapshots keep to recognise it.
    final class Identity {}

    /// Everything this world's future depends on and its systems can observe, now: see
    /// ``WorldSnapshot``. After ``restore(_:)`` a system sees exactly what it saw when the
    /// snapshot was taken, the events included. Inside a query (or a tick), the changes asked
    /// for meanwhile are not in it, as they wait until the query returns; the values are then
    /// copied, as the query writes them in place.
    /// - Complexity: O(component types), O(components) inside a query.
    public func snapshot() -> WorldSnapshot {
        let copyingValues = commands.isDeferring
        return WorldSnapshot(
            tick: tick, identity: identity, allocator: allocator, clocks: clocks.state,
            states: registry.map {
                (ObjectIdentifier($0.storage), $0.storage.saveState(copyingValues: copyingValues))
            },
            events: eventLog.lastTick, pendingEvents: eventLog.pending)
    }

    /// Puts the world back as it was when `snapshot` was taken: afterwards every read answers
    /// as it did then, ``events`` included, and the same operations give the same
    /// ``stateHash()`` and the same events at every tick. Restored while
    /// ``isResimulating`` is set, the events are marked ``MotionEvent/isResimulated``: they are
    /// seen a second time. Entities spawned since are stale; handles from before are alive again
    /// if they were then. The spawns that follow hand out the same handles as the run after the
    /// snapshot did (a replay or a rollback needs exactly that), so a handle kept from the
    /// abandoned run names the entity spawned in its place once there is one. Component types
    /// first used since stay known, with no components: the state hash, the order of ticking
    /// and the order of events do not depend on which types were used first. No event is
    /// raised: nothing finished or was interrupted. Inside a query the restore waits, like any
    /// change, until the query returns.
    /// - Throws: ``SnapshotError/fromAnotherWorld`` for a snapshot of another world, which is
    ///   left as it is.
    /// - Complexity: O(component types + events); the first change of each array afterwards
    ///   copies it.
    public func restore(_ snapshot: WorldSnapshot) throws(SnapshotError) {
        guard snapshot.identity === identity else { throw .fromAnotherWorld }
        if commands.isDeferring {
            commands.append { try? $0.restore(snapshot) }
            return
        }
        tick = snapshot.tick
        allocator = snapshot.allocator
        clocks.restore(snapshot.clocks)
        // The snapshot's storages are a subsequence of the registry, in the same order: storages
        // made since were inserted between them, never moved.
        var saved = snapshot.states.startIndex
        for entry in registry {
            if saved < snapshot.states.endIndex,
                snapshot.states[saved].storage == ObjectIdentifier(entry.storage)
            {
                entry.storage.restoreState(snapshot.states[saved].state)
                saved += 1
            } else {
                entry.storage.restoreState(nil)
            }
        }
        eventLog.restore(
            lastTick: snapshot.events, pending: snapshot.pendingEvents, resimulated: isResimulating)
        forgetEnvironmentReads()
    }
}
