/// Finds a component type's storage: a small direct-mapped cache in front of the world's
/// dictionary, so that a read that names its type (`get`, `has`, `presented`, `query`) costs a
/// compare and a load instead of hashing. Storages are never removed, so an entry never goes
/// stale; the cache holds them unretained, the dictionary keeping them alive, so that a read
/// through ``withStorage(_:_:)`` costs no reference counting.
@usableFromInline
struct StorageLookup {
    @usableFromInline static var slotCount: Int { 8 }
    @usableFromInline var keys: ContiguousArray<UInt64>
    @usableFromInline var storages: ContiguousArray<Unmanaged<AnyComponentStorage>?>
    private var byType: [ValueTypeID: AnyComponentStorage] = [:]

    init() {
        keys = ContiguousArray(repeating: 0, count: Self.slotCount)
        storages = ContiguousArray(repeating: nil, count: Self.slotCount)
    }

    /// The cache slot of `key`.
    @inlinable
    static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key >> 4) ^ (key >> 7)) & (slotCount - 1)
    }

    /// The bits that tell `key` from every other key: the identity's address.
    @inlinable @inline(__always)
    static func bits(of key: ValueTypeID) -> UInt64 {
        UInt64(UInt(bitPattern: key))
    }

    /// The storage of the type `key` names, if one was made.
    @inlinable
    mutating func storage(_ key: ValueTypeID) -> AnyComponentStorage? {
        cached(key)?.takeUnretainedValue() ?? miss(key)
    }

    /// The storage of the type `key` names when the cache holds it.
    @inlinable @inline(__always)
    func cached(_ key: ValueTypeID) -> Unmanaged<AnyComponentStorage>? {
        let bits = Self.bits(of: key)
        let slot = Self.slot(of: bits)
        return keys[slot] == bits ? storages[slot] : nil
    }

    /// `body`'s result for the storage of the type `key` names, or nil if none was made; the
    /// storage is lent to `body` without retaining it.
    @inlinable @inline(__always)
    mutating func withStorage<Result>(_ key: ValueTypeID, _ body: (AnyComponentStorage) -> Result)
        -> Result?
    {
        if let cached = cached(key) { return cached._withUnsafeGuaranteedRef(body) }
        return miss(key).map(body)
    }

    /// Looks `key` up in the dictionary and caches what it finds.
    @usableFromInline
    mutating func miss(_ key: ValueTypeID) -> AnyComponentStorage? {
        guard let found = byType[key] else { return nil }
        let bits = Self.bits(of: key)
        keys[Self.slot(of: bits)] = bits
        storages[Self.slot(of: bits)] = Unmanaged.passUnretained(found)
        return found
    }

    /// Records the storage made for the type `key` names.
    mutating func insert(_ storage: AnyComponentStorage, for key: ValueTypeID) {
        byType[key] = storage
    }
}
