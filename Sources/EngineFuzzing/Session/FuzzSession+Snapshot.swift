import Engine

extension FuzzSession {
    /// Takes a snapshot of the world into `slot`, the model's beside it, with the world's hash
    /// and each clock domain's.
    func snapshot(slot: Int) throws(Divergence) {
        let snapshot = world.snapshot()
        let hash = world.stateHash()
        try expect(snapshot.tick == world.tick, "snapshot().tick \(snapshot.tick), expected \(world.tick)")
        snapshots[slot] = snapshot
        model.save(
            slot: slot, worldHash: hash, domainHashes: world.clockDomains.map { world.stateHash(of: $0) })
        snapshotsTaken += 1
    }

    /// Restores the snapshot in `slot` into the world and the model (inside a query, both wait
    /// until it ends); nothing when the slot is empty.
    func restore(slot: Int) throws(Divergence) {
        guard let snapshot = snapshots[slot] else { return }
        do throws(SnapshotError) {
            try world.restore(snapshot)
        } catch {
            throw fail("restore(snapshots[\(slot)]) threw \(error)")
        }
        model.restore(slot: slot)
        restores += 1
    }

    /// Restores another world's snapshot: it must throw `.fromAnotherWorld` and leave the
    /// world as it was.
    func restoreForeign() throws(Divergence) {
        let hash = world.stateHash()
        var thrown: SnapshotError?
        do throws(SnapshotError) { try world.restore(foreignSnapshot) } catch { thrown = error }
        try expect(
            thrown == .fromAnotherWorld,
            "restore of another world's snapshot threw \(thrown.map { "\($0)" } ?? "nothing")")
        try expect(world.stateHash() == hash, "a refused restore changed the state hash")
    }

    /// After a change whose last effect was a restore: the world and each of its clock domains
    /// hash as they did when the snapshot was taken, as `restore(_:)` promises.
    func checkRestoredHash() throws(Divergence) {
        guard let expected = model.takeHashToCheck() else { return }
        let hash = world.stateHash()
        try expect(
            hash == expected.world,
            "after restore, stateHash() 0x\(String(hash, radix: 16)), expected 0x\(String(expected.world, radix: 16))"
        )
        let domainHashes = world.clockDomains.map { world.stateHash(of: $0) }
        try expect(
            domainHashes == expected.domains,
            "after restore, stateHash(of:) of each clock domain \(domainHashes.map { String($0, radix: 16) }), "
                + "expected \(expected.domains.map { String($0, radix: 16) })")
    }
}
