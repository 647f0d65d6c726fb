extension OperationGenerator {
    /// Numbered places snapshots are kept in.
    static let snapshotSlots = 4

    /// A snapshot into a random slot, or (a little more often, once there is one) a restore of
    /// a saved one; now and then a restore of another world's snapshot.
    mutating func snapshotOrRestore(_ model: ReferenceModel) -> FuzzOperation {
        if chance(4) { return .restoreForeign }
        let filled = model.saved.keys.sorted()
        if filled.isEmpty || chance(45) {
            return .snapshot(slot: below(OperationGenerator.snapshotSlots))
        }
        return .restore(slot: filled[below(filled.count)])
    }
}
