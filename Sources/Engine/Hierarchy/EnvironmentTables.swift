import TransitionCore

/// A world's environment slots (one per path a setting was made through) and how a read finds
/// them: by path, by the order they were made, by name, and, for paths read but never set, the
/// slots writing what they read. Slots are made and kept here, never removed.
@usableFromInline
struct EnvironmentTables {
    /// The slots by path.
    private var byPath: [EnvironmentPathID: EnvironmentSlot] = [:]
    /// The slots in the order they were made (each one's `order`).
    private(set) var ordered: [EnvironmentSlot] = []
    /// The `order` of every slot, by name: the order settings on one entity apply in, whatever
    /// the order the key paths were first used.
    private(set) var byName: [Int] = []
    /// For paths read but never set: the keys they read and the slots that write them.
    private var readGroups: [EnvironmentPathID: (keys: Set<EnvironmentKeyID>, related: [Int])] = [:]
    #if !hasFeature(Embedded)
        /// The slots of the key path objects read or written lately, in front of `byPath`.
        @usableFromInline var lookup = EnvironmentSlotLookup()
    #endif

    init() {}

    /// The `order` the next slot made gets.
    var nextOrder: Int { ordered.count }

    /// The slot made `order`-th.
    subscript(order: Int) -> EnvironmentSlot { ordered[order] }

    /// The slot of `path`, if a setting was ever made through it; on a normal build caches it
    /// for the key path object.
    mutating func slot(ifMadeFor path: EnvironmentPathID) -> EnvironmentSlot? {
        #if hasFeature(Embedded)
            return byPath[path]
        #else
            if let keyPath = path.keyPath, let cached = lookup.cachedSlot(for: keyPath) {
                return cached.takeUnretainedValue()
            }
            guard let slot = byPath[path] else { return nil }
            if let keyPath = path.keyPath { lookup.remember(slot, for: keyPath) }
            return slot
        #endif
    }

    /// Adds `slot`, made for `path` with order ``nextOrder``: each slot writing a key it
    /// writes, and each read group reading one, learns of it.
    mutating func add(_ slot: EnvironmentSlot, for path: EnvironmentPathID) {
        precondition(slot.order == nextOrder, "slots are added in the order they are made")
        byPath[path] = slot
        ordered.append(slot)
        insertByName(slot.order, into: &byName)
        slot.related = []
        for other in ordered where !other.keys.isDisjoint(with: slot.keys) {
            insertByName(other.order, into: &slot.related)
            if other !== slot { insertByName(slot.order, into: &other.related) }
        }
        readGroups[path] = nil
        for (path, group) in readGroups where !group.keys.isDisjoint(with: slot.keys) {
            insertByName(slot.order, into: &readGroups[path]!.related)
        }
    }

    /// For a path no setting was made with, reading the environment keys `keys()` gives: the
    /// `order` of the slots writing one of them, by name; worked out on the first read and kept
    /// up to date as slots are added.
    mutating func readGroup(for path: EnvironmentPathID, keys: () -> Set<EnvironmentKeyID>) -> [Int] {
        if let group = readGroups[path] { return group.related }
        let keys = keys()
        let related = byName.filter { !ordered[$0].keys.isDisjoint(with: keys) }
        readGroups[path] = (keys, related)
        return related
    }

    /// Empties the cache of slots by key path object (the slots stay).
    mutating func forgetCachedLookups() {
        #if !hasFeature(Embedded)
            lookup = EnvironmentSlotLookup()
        #endif
    }

    /// Bytes held by the slots' memos of nearest setters.
    var memoByteCount: Int {
        ordered.reduce(0) { $0 + $1.nearestSetters.byteCount }
    }

    /// Inserts the slot `order` into `slots` (slots' `order`s, by name) where its name sorts.
    private func insertByName(_ order: Int, into slots: inout [Int]) {
        let name = ordered[order].name.utf8
        let index =
            slots.firstIndex { name.lexicographicallyPrecedes(ordered[$0].name.utf8) } ?? slots.endIndex
        slots.insert(order, at: index)
    }
}
