#if !hasFeature(Embedded)
    /// Finds the environment slot of a key path: a small direct-mapped cache keyed by the key
    /// path object in front of the world's dictionary, so that a read whose key path is the same
    /// object as last time (a literal usually is) costs a compare and a load instead of hashing
    /// the key path. The cache holds the key path objects it was filled with, so an address it
    /// compares against is never reused by another key path; equal key paths that are different
    /// objects find their slot through the dictionary. The slots are held unretained, so that a
    /// read costs no reference counting: the world keeps every slot it made and never removes one,
    /// so an entry never dangles or goes stale.
    @usableFromInline
    struct EnvironmentSlotLookup {
        @usableFromInline static var slotCount: Int { 8 }
        @usableFromInline var keyPaths: ContiguousArray<AnyKeyPath?>
        @usableFromInline var slots: ContiguousArray<Unmanaged<EnvironmentSlot>?>

        init() {
            keyPaths = ContiguousArray(repeating: nil, count: Self.slotCount)
            slots = ContiguousArray(repeating: nil, count: Self.slotCount)
        }

        /// The cache position of `keyPath`.
        @inlinable @inline(__always)
        static func position(of keyPath: AnyKeyPath) -> Int {
            let bits = UInt(bitPattern: ObjectIdentifier(keyPath))
            return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 7)) & (slotCount - 1)
        }

        /// The slot cached for this very key path object, if any.
        @inlinable @inline(__always)
        func cachedSlot(for keyPath: AnyKeyPath) -> Unmanaged<EnvironmentSlot>? {
            let position = Self.position(of: keyPath)
            guard keyPaths[position] === keyPath else { return nil }
            return slots[position]
        }

        /// Caches `slot` as the one of `keyPath`.
        mutating func remember(_ slot: EnvironmentSlot, for keyPath: AnyKeyPath) {
            let position = Self.position(of: keyPath)
            keyPaths[position] = keyPath
            slots[position] = Unmanaged.passUnretained(slot)
        }
    }
#endif
