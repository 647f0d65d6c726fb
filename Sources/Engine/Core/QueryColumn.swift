import TransitionCore

/// One storage's packed arrays as a query walks them: base addresses taken once per query, so
/// that each entity costs loads and stores instead of array accesses. Valid while the query
/// runs: structural changes wait until the outermost query returns, so the arrays neither grow
/// nor move meanwhile, and taking the addresses made the values unique (not shared with a copy).
/// Callers let a column go before the changes that waited are applied (its copy of the sparse
/// index would make the first one copy the index). Anything that shares these arrays while a
/// query runs (a snapshot taken from a query's body) must copy them instead, as the query writes
/// through the addresses.
@usableFromInline
struct QueryColumn<Value> {
    @usableFromInline unowned(unsafe) let storage: ComponentStorage<Value>
    @usableFromInline let values: UnsafeMutablePointer<Value>
    @usableFromInline let entities: UnsafePointer<Entity>
    @usableFromInline let count: Int
    /// The storage's sparse index as the query found it (it does not change meanwhile).
    @usableFromInline let sparse: SparseIndex

    @inlinable
    init(_ storage: ComponentStorage<Value>) {
        self.storage = storage
        count = storage.values.count
        sparse = storage.sparse
        values = storage.values.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Value>.alignment)!
        }
        entities = storage.entities.withUnsafeBufferPointer { buffer in
            buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Entity>.alignment)!
        }
    }

    /// `entity`'s slot in this column, or nil when it has no component here; `hint` is checked
    /// first (storages filled in the same order keep an entity in the same slot).
    @inlinable @inline(__always)
    func slot(of entity: Entity, hint: Int) -> Int? {
        if hint < count, entities[hint] == entity { return hint }
        return slot(of: entity)
    }

    /// Whether `other` seems to hold the same entities in the same slots: equal counts and
    /// equal entities at the first, middle and last slots. A guess for choosing which column a
    /// query walks, never for what it visits.
    @inlinable
    func sharesOrder<Other>(with other: QueryColumn<Other>) -> Bool {
        guard count == other.count, count > 0 else { return false }
        return entities[0] == other.entities[0] && entities[count / 2] == other.entities[count / 2]
            && entities[count - 1] == other.entities[count - 1]
    }

    /// `entity`'s slot in this column, or nil when it has no component here.
    @inlinable @inline(__always)
    func slot(of entity: Entity) -> Int? {
        let slot = sparse.slot(of: entity.index)
        guard slot != SparseIndex.absent, Int(slot) < count, entities[Int(slot)] == entity else { return nil }
        return Int(slot)
    }
}
