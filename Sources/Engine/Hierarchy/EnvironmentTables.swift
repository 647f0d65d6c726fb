import TransitionCore

/// A world's environment slots (one per key path a setting was made through) and how a read
/// finds them: by key path, by the order they were made, by name, and, for key paths read but
/// never set, the slots writing what they read. Slots are made and kept here, never removed.
@usableFromInline
struct EnvironmentTables {
    /// The slots by key path.
    private var byKeyPath: [AnyKeyPath: EnvironmentSlot] = [:]
    /// The slots in the order they were made (each one's `order`).
    private(set) var ordered: [EnvironmentSlot] = []
    /// The `order` of every slot, by name: the order settings on one entity apply in, whatever
    /// the order the key paths were first used.
    private(set) var byName: [Int] = []
    /// For key paths read but never set: the keys they read and the slots that write them.
    private var readGroups: [AnyKeyPath: (keys: Set<ObjectIdentifier>, related: [Int])] = [:]
    /// The slots of the key path objects read or written lately, in front of `byKeyPath`.
    @usableFromInline var lookup = EnvironmentSlotLookup()

    init() {}

    /// The `order` the next slot made gets.
    var nextOrder: Int { ordered.count }

    /// The slot made `order`-th.
    subscript(order: Int) -> EnvironmentSlot { ordered[order] }

    /// The slot of `keyPath`, if a setting was ever made through it; caches it for the key
    /// path object.
    mutating func slot(ifMadeFor keyPath: AnyKeyPath) -> EnvironmentSlot? {
        if let cached = lookup.cachedSlot(for: keyPath) { return cached.takeUnretainedValue() }
        guard let slot = byKeyPath[keyPath] else { return nil }
        lookup.remember(slot, for: keyPath)
        return slot
    }

    /// Adds `slot`, made for `keyPath` with order ``nextOrder``: each slot writing a key it
    /// writes, and each read group reading one, learns of it.
    mutating func add(_ slot: EnvironmentSlot, for keyPath: AnyKeyPath) {
        precondition(slot.order == nextOrder, "slots are added in the order they are made")
        byKeyPath[keyPath] = slot
        ordered.append(slot)
        insertByName(slot.order, into: &byName)
        slot.related = []
        for other in ordered where !other.keys.isDisjoint(with: slot.keys) {
            insertByName(other.order, into: &slot.related)
            if other !== slot { insertByName(slot.order, into: &other.related) }
        }
        readGroups[keyPath] = nil
        for (path, group) in readGroups where !group.keys.isDisjoint(with: slot.keys) {
            insertByName(slot.order, into: &readGroups[path]!.related)
        }
    }

    /// For a key path no setting was made with, reading the environment keys `keys()` gives:
    /// the `order` of the slots writing one of them, by name; worked out on the first read and
    /// kept up to date as slots are added.
    mutating func readGroup(for keyPath: AnyKeyPath, keys: () -> Set<ObjectIdentifier>) -> [Int] {
        if let group = readGroups[keyPath] { return group.related }
        let keys = keys()
        let related = byName.filter { !ordered[$0].keys.isDisjoint(with: keys) }
        readGroups[keyPath] = (keys, related)
        return related
    }

    /// Empties the cache of slots by key path object (the slots stay).
    mutating func forgetCachedLookups() {
        lookup = EnvironmentSlotLookup()
    }

    /// Bytes held by the slots' memos of nearest setters.
    var memoByteCount: Int {
        ordered.reduce(0) { $0 + $1.nearestSetters.byteCount }
    }

    /// Inserts the slot `order` into `slots` (slots' `order`s, by name) where its name sorts.
    private func insertByName(_ order: Int, into slots: inout [Int]) {
        let name = ordered[order].name
        let index = slots.firstIndex { ordered[$0].name > name } ?? slots.endIndex
        slots.insert(order, at: index)
    }
}
