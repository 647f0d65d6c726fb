/// For one environment slot, the entity whose setting each reading entity saw (or none), each
/// answer stamped with the versions it was worked out under: an answer whose stamp is not the
/// current one is unknown, so nothing is ever cleared when the hierarchy or the settings
/// change. Paged by entity index as ``SparseIndex`` is: memory follows the entities read (and
/// the ancestors their reads walked through), a page allocated on the first read of an
/// entity in it; no read allocates once its page exists.
@usableFromInline
struct NearestSetterMemo {
    /// One reading entity's answer.
    @usableFromInline
    struct Entry {
        /// The versions the answer holds under; 0 marks an empty entry.
        @usableFromInline var stamp: UInt64
        /// The entity the answer is for: another generation of the index has none.
        @usableFromInline var reader: Entity
        /// The nearest of the reader and its ancestors that sets the value, or ``none``.
        @usableFromInline var setter: Entity

        @inlinable
        init(stamp: UInt64, reader: Entity, setter: Entity) {
            (self.stamp, self.reader, self.setter) = (stamp, reader, setter)
        }

        /// An empty entry.
        static var empty: Entry {
            Entry(stamp: 0, reader: NearestSetterMemo.none, setter: NearestSetterMemo.none)
        }
    }

    @usableFromInline static var pageShift: Int { 10 }
    @usableFromInline static var pageMask: Int { (1 << pageShift) - 1 }
    /// The answer "no entity sets it": a handle no entity ever has (indices stop below
    /// `UInt32.max`), so that a storage finds no component for it.
    @usableFromInline static let none = Entity(index: .max, generation: .max)

    @usableFromInline var pages: ContiguousArray<ContiguousArray<Entry>> = []

    @usableFromInline init() {}

    /// The setter remembered for `reader` under `stamp` (``none`` when none sets the value),
    /// or nil when nothing current is remembered.
    @inlinable @inline(__always)
    func setter(of reader: Entity, stamp: UInt64) -> Entity? {
        let page = Int(reader.index) >> NearestSetterMemo.pageShift
        let offset = Int(reader.index) & NearestSetterMemo.pageMask
        guard page < pages.count, offset < pages[page].count else { return nil }
        let entry = pages[page][offset]
        guard entry.stamp == stamp, entry.reader == reader else { return nil }
        return entry.setter
    }

    /// Remembers `setter` as what `reader` sees under `stamp`.
    mutating func record(_ setter: Entity, for reader: Entity, stamp: UInt64) {
        let page = Int(reader.index) >> NearestSetterMemo.pageShift
        if page >= pages.count {
            pages.append(contentsOf: repeatElement([], count: page - pages.count + 1))
        }
        if pages[page].isEmpty {
            pages[page] = ContiguousArray(repeating: .empty, count: 1 << NearestSetterMemo.pageShift)
        }
        pages[page][Int(reader.index) & NearestSetterMemo.pageMask] = Entry(
            stamp: stamp, reader: reader, setter: setter)
    }

    /// Forgets what is remembered for `entity`'s index.
    mutating func forget(_ entity: Entity) {
        let page = Int(entity.index) >> NearestSetterMemo.pageShift
        guard page < pages.count, !pages[page].isEmpty else { return }
        pages[page][Int(entity.index) & NearestSetterMemo.pageMask].stamp = 0
    }

    /// Bytes held (capacities, not counts).
    var byteCount: Int {
        pages.capacity * 8 + pages.reduce(0) { $0 + $1.capacity * MemoryLayout<Entry>.stride }
    }
}
