#if canImport(CLoadedImage)
import CLoadedImage
#endif
import TransitionCore

/// What a registered storage holds, named so that every process of the same build names it
/// alike: the order storages are hashed and advanced in, whatever the order they were made.
struct StorageKey: Comparable {
    /// What kind of storage it is, for one value type.
    enum Kind: String {
        case component, additive, timeline, environment, choreography
    }

    /// A readable name, unique within a world: the kind and the qualified type name, or the
    /// environment key path.
    let name: String
    /// The hash of the kind and the value type's qualified name, never of code addresses: what
    /// a storage's part of the state hash starts from, the same in every build.
    let typeHash: UInt64

    /// The key of the `kind` storage of `type`, or of the environment setting at `keyPath`.
    init(_ kind: Kind, of type: Any.Type, keyPath: AnyKeyPath? = nil) {
        let described = keyPath.map(StorageKey.stableDescription(of:)) ?? StorageKey.stableName(of: type)
        name = kind == .component ? described : "\(kind.rawValue) \(described)"
        var hasher = StateHasher()
        hasher.combine(string: "\(kind.rawValue) \(StorageKey.stableName(of: type))")
        typeHash = hasher.value
    }

    /// `type`'s qualified name without the addresses the runtime writes for a type declared
    /// inside a function (`(unknown context at $…)`), which differ from process to process. A
    /// private type's name keeps its file's discriminator, the same in every process.
    static func stableName(of type: Any.Type) -> String {
        var name = Substring(_typeName(type, qualified: true))
        var stable = ""
        let marker = "(unknown context at $"
        while let range = name.firstRange(of: marker) {
            stable += name[..<range.lowerBound]
            stable += "(local)"
            name = name[range.upperBound...]
            guard let close = name.firstIndex(of: ")") else { break }
            name = name[name.index(after: close)...]
        }
        return stable + name
    }

    /// `keyPath`'s description with each code address in it (a computed property's accessor,
    /// as `<computed 0x… (Float)>`) written as its offset in the loaded image that holds it:
    /// the same in every process of the same build.
    static func stableDescription(of keyPath: AnyKeyPath) -> String {
        let described = String(describing: keyPath)
        var stable = ""
        var rest = Substring(described)
        while let range = rest.firstRange(of: "0x") {
            stable += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
            rest = rest[range.upperBound...].dropFirst(digits.count)
            stable += imageOffset(of: UInt(digits, radix: 16) ?? 0)
        }
        return stable + rest
    }

    /// `address` as `+0x…`, its offset from the start of the image (executable or library)
    /// it lies in, or `0x…` as it is when it lies in none.
    private static func imageOffset(of address: UInt) -> String {
        var offset: UInt = 0
        if loaded_image_offset(address, &offset) != 0 { return "+0x" + String(offset, radix: 16) }
        return "0x" + String(address, radix: 16)
    }

    static func < (lhs: StorageKey, rhs: StorageKey) -> Bool { lhs.name < rhs.name }
    static func == (lhs: StorageKey, rhs: StorageKey) -> Bool { lhs.name == rhs.name }
}
