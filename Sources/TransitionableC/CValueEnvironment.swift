import Engine

/// The environment key of a C value type: its default is the one registered.
enum CValueEnvironmentKey<Tag: CTag, Lanes: CLanes>: EnvironmentKey {
    static var defaultValue: CValue<Tag, Lanes> {
        CValue(lanes: Lanes(prefixOf: CTypeRegistry.shared.defaults[CValue<Tag, Lanes>.slot]))
    }

    /// The key's name (Embedded Swift tells keys apart by it): its type's, as a normal build
    /// spells it.
    static var name: String { "TransitionableC.CValueEnvironmentKey<\(CValue<Tag, Lanes>.typeArguments)>" }
}

/// The path of a C value type's environment value, made once, when the type is registered, and
/// named by the name it was registered under (the environment part of the state hash names it;
/// a named path, not a key path, so that the name is the same in every build and in Embedded
/// Swift, which has no key paths).
final class CEnvironmentPath<Tag: CTag, Lanes: CLanes> {
    let path: EnvironmentPath<CValue<Tag, Lanes>>

    init(_ name: String) { path = EnvironmentPath(name, key: CValueEnvironmentKey<Tag, Lanes>.self) }
}

extension CValue {
    /// The path of this type's environment value, made when the type was registered.
    @inline(__always)
    static var environmentPath: EnvironmentPath<CValue> {
        unsafeDowncast(CTypeRegistry.shared.environmentPaths[slot]!, to: CEnvironmentPath<Tag, Lanes>.self)
            .path
    }
}
