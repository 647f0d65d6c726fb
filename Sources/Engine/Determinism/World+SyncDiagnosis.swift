import TransitionCore

extension World {
    /// An entity whose state in the part named `part` differs between this world as it is and
    /// `other`, a snapshot of it; nil when none does (the difference is not an entity's, or
    /// there is none). Narrowed by halving the range of entity indices, hashing the part's
    /// entities in each half in both states, so O(entities × log entities). Leaves the world
    /// as it was.
    func entityDiffering(inPart part: String, from other: WorldSnapshot) -> Entity? {
        let here = snapshot()
        let count = max(allocator.states.count, other.allocator.states.count)
        if part.isSameName(as: StateHashes.worldPartName) {
            let mine = allocator.states
            let theirs = other.allocator.states
            guard let index = (0..<count).first(where: { mine.at($0) != theirs.at($0) }) else { return nil }
            return Entity(index: UInt32(index), generation: (mine.at(index) ?? theirs.at(index) ?? 0) >> 1)
        }
        guard let storage = registry.first(where: { $0.key.name.isSameName(as: part) })?.storage else {
            return nil
        }
        func hashes(_ indices: Range<Int>) -> (mine: UInt64, theirs: UInt64) {
            var mine = StateHasher()
            storage.hash(into: &mine) { indices.contains(Int($0.index)) }
            try? restore(other)
            var theirs = StateHasher()
            storage.hash(into: &theirs) { indices.contains(Int($0.index)) }
            try? restore(here)
            return (mine.value, theirs.value)
        }
        var range = 0..<count
        guard hashes(range).mine != hashes(range).theirs else { return nil }
        while range.count > 1 {
            let lower = range.lowerBound..<(range.lowerBound + range.count / 2)
            let (mine, theirs) = hashes(lower)
            range = mine != theirs ? lower : lower.upperBound..<range.upperBound
        }
        let index = range.lowerBound
        let state = allocator.states.at(index) ?? other.allocator.states.at(index) ?? 0
        return Entity(index: UInt32(index), generation: state >> 1)
    }
}

extension ContiguousArray<UInt32> {
    /// The element at `index`, nil past the end.
    fileprivate func at(_ index: Int) -> UInt32? { index < count ? self[index] : nil }
}
