import TransitionCore

/// Where each label of a schedule is among its marks, by name: an open-addressing table of
/// mark indices keyed by a hash of the name's UTF-8 bytes, names compared byte by byte. Growing
/// rehashes the hashes kept, never the names, so that adding n labels costs O(n) in all.
struct LabelIndex: Sendable {
    /// Each slot's mark index, or -1 for an empty slot; a power of two long, at most ¾ full.
    private var slots: [Int] = []
    /// The hash of each mark's name, by mark index.
    private var hashes: [UInt64] = []

    /// The hash of `name`'s UTF-8 bytes, every bit mixed.
    static func hash(_ name: String) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(string: name)
        return hasher.finalValue
    }

    /// The mark index of the label named `name` (of hash `hash`) among `marks`; nil if none.
    func index(of name: String, hash: UInt64, in marks: [TimelineMark]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if hashes[entry] == hash, marks[entry].name.utf8.elementsEqual(name.utf8) { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the mark at the next index (the number recorded so far) is a label whose
    /// name has hash `hash` and is not recorded yet.
    mutating func append(hash: UInt64) {
        hashes.append(hash)
        if hashes.count * 4 > slots.count * 3 {
            slots = Array(repeating: -1, count: max(16, slots.count * 2))
            for index in hashes.indices { place(index) }
        } else {
            place(hashes.count - 1)
        }
    }

    /// Puts mark index `index` in the first empty slot from its hash's.
    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[index]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }
}
