import TransitionCore

/// A world's state hash with its parts: one for the tick, entities and clock domains, one per
/// component type (and per timeline, additive, environment and choreography storage) that holds
/// anything. Peers or a sync test that disagree on ``combined`` compare parts to learn which
/// types differ (``differingParts(from:)``). Names and hashes are the same in every process of
/// the same build.
public struct StateHashes: Hashable, Sendable {
    /// One storage's hash.
    public struct Part: Hashable, Sendable {
        /// The component type's qualified name (`Game.Card`), or the kind and type of another
        /// storage (`timeline Game.Card`, `additive Game.Card`, `choreography
        /// Engine.Choreography`), or `environment` and the key path (`environment
        /// \EnvironmentValues.font`).
        public let name: String
        /// The hash of everything the storage holds.
        public let hash: UInt64

        /// A part from its name and hash (as received from a peer).
        public init(name: String, hash: UInt64) {
            self.name = name
            self.hash = hash
        }

        /// Whether the two have the same name (the same UTF-8 bytes) and hash.
        public static func == (lhs: Part, rhs: Part) -> Bool {
            lhs.hash == rhs.hash && lhs.name.isSameName(as: rhs.name)
        }

        /// Feeds the name's UTF-8 bytes and the hash to `hasher`.
        public func hash(into hasher: inout Hasher) {
            name.hashName(into: &hasher)
            hasher.combine(hash)
        }
    }

    /// The name of the part holding the tick, the entities and the clock domains.
    public static let worldPartName = "world"

    /// ``World/stateHash()``: every part combined.
    public let combined: UInt64
    /// The tick, entities and generations, and clock domains; then each storage that holds
    /// anything, ordered by name.
    public let parts: [Part]

    /// Hashes from their parts (as received from a peer); ``combined`` is computed from them as
    /// the world computes it: the world part, then the sum of the others.
    public init(parts: [Part]) {
        self.parts = parts
        var world: UInt64 = 0
        var storages: UInt64 = 0
        for part in parts {
            if part.name.isSameName(as: StateHashes.worldPartName) {
                world = part.hash
            } else {
                storages &+= part.hash
            }
        }
        combined = StateHashes.combined(world: world, storages: storages)
    }

    /// The state hash of a world part and the sum of the storages' parts.
    static func combined(world: UInt64, storages: UInt64) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(world)
        hasher.combine(storages)
        return hasher.value
    }

    /// The names of the parts that differ between the two, in order: those whose hashes differ
    /// and those only one of them has.
    public func differingParts(from other: StateHashes) -> [String] {
        var theirs: [NameKey: UInt64] = [:]
        for part in other.parts { theirs[NameKey(part.name)] = part.hash }
        var differing: [String] = []
        for part in parts where theirs.removeValue(forKey: NameKey(part.name)) != part.hash {
            differing.append(part.name)
        }
        let onlyTheirs = other.parts.filter { theirs[NameKey($0.name)] != nil }.map { $0.name }
        return differing + onlyTheirs
    }
}
