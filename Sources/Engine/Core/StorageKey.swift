import TransitionCore

/// What a registered storage holds, named so that every process of the same build names it
/// alike: the order storages are hashed and advanced in, whatever the order they were made.
struct StorageKey: Comparable {
    /// What kind of storage it is, for one value type.
    enum Kind: String {
        case component, additive, timeline, environment, choreography
    }

    /// What kind of storage it is.
    let kind: Kind
    /// A readable name, unique within a world: the kind and the qualified type name, or for the
    /// environment the path's name and its value type's (`environment glow (Swift.Float)`).
    let name: String
    /// The hash of the kind, the value type's qualified name and, for the environment, the
    /// path's name, never of code addresses: what a storage's part of the state hash starts
    /// from, the same in every process of the same build, and different for two paths of one
    /// value type.
    let typeHash: UInt64

    /// The key of the `kind` storage of the type named `typeName` (see ``ValueTypes/name(of:)``),
    /// or of the environment property named `pathName`.
    init(_ kind: Kind, typeName: String, pathName: String? = nil) {
        let described = pathName.map { "\($0) (\(typeName))" } ?? typeName
        self.kind = kind
        name = kind == .component ? described : "\(kind.rawValue) \(described)"
        var hasher = StateHasher()
        hasher.combine(string: "\(kind.rawValue) \(typeName)")
        if let pathName { hasher.combine(string: pathName) }
        typeHash = hasher.value
    }

    /// The key of the `kind` storage of `type`.
    init<Value: StateValue>(_ kind: Kind, of type: Value.Type) {
        self.init(kind, typeName: ValueTypes.name(of: type))
    }

    /// By name, byte by byte (UTF-8): the same order on every target.
    static func < (lhs: StorageKey, rhs: StorageKey) -> Bool {
        lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
    static func == (lhs: StorageKey, rhs: StorageKey) -> Bool { lhs.name.isSameName(as: rhs.name) }
}
