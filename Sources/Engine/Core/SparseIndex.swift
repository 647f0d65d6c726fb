/// Maps entity indices to dense slots, in pages of 4,096 (256 in Embedded Swift, for a
/// microcontroller's memory) so that memory follows the entities actually stored rather than
/// the largest index (EnTT's paged sparse array).
@usableFromInline
struct SparseIndex {
    #if hasFeature(Embedded)
        @usableFromInline static let pageShift = 8
    #else
        @usableFromInline static let pageShift = 12
    #endif
    @usableFromInline static let pageMask = (1 << pageShift) - 1
    /// Marks an index with no slot.
    @usableFromInline static let absent = UInt32.max

    @usableFromInline var pages: ContiguousArray<ContiguousArray<UInt32>> = []

    @usableFromInline init() {}

    /// The slot stored for `index`, or `absent`.
    @inlinable
    func slot(of index: UInt32) -> UInt32 {
        let page = Int(index) >> SparseIndex.pageShift
        guard page < pages.count, !pages[page].isEmpty else { return SparseIndex.absent }
        return pages[page][Int(index) & SparseIndex.pageMask]
    }

    /// Stores `slot` for `index`, allocating its page if needed.
    @inlinable
    mutating func set(_ slot: UInt32, for index: UInt32) {
        let page = Int(index) >> SparseIndex.pageShift
        if page >= pages.count {
            pages.append(contentsOf: repeatElement([], count: page - pages.count + 1))
        }
        if pages[page].isEmpty {
            pages[page] = ContiguousArray(repeating: SparseIndex.absent, count: 1 << SparseIndex.pageShift)
        }
        pages[page][Int(index) & SparseIndex.pageMask] = slot
    }

    /// Forgets the slot of `index`.
    @inlinable
    mutating func clear(_ index: UInt32) {
        let page = Int(index) >> SparseIndex.pageShift
        guard page < pages.count, !pages[page].isEmpty else { return }
        pages[page][Int(index) & SparseIndex.pageMask] = SparseIndex.absent
    }

    var byteCount: Int {
        pages.capacity * 8 + pages.reduce(0) { $0 + $1.capacity * 4 }
    }
}
