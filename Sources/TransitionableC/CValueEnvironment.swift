import Engine

/// The environment key of a C value type: its default is the one registered.
enum CValueEnvironmentKey<Tag: CTag, Lanes: CLanes>: EnvironmentKey {
    static var defaultValue: CValue<Tag, Lanes> {
        CValue(lanes: Lanes(prefixOf: CTypeRegistry.shared.defaults[CValue<Tag, Lanes>.slot]))
    }
}

/// Names a C value type's environment value in a key path.
struct CValueKey<Tag: CTag, Lanes: CLanes>: Hashable {}

extension EnvironmentValues {
    /// The environment value of a C value type.
    subscript<Tag: CTag, Lanes: CLanes>(cValue key: CValueKey<Tag, Lanes>) -> CValue<Tag, Lanes> {
        get { self[CValueEnvironmentKey<Tag, Lanes>.self] }
        set { self[CValueEnvironmentKey<Tag, Lanes>.self] = newValue }
    }
}

extension CValue {
    /// The key path of this type's environment value, made when the type was registered.
    @inline(__always)
    static var environmentKeyPath: WritableKeyPath<EnvironmentValues, CValue> {
        unsafeDowncast(
            CTypeRegistry.shared.keyPaths[slot]!, to: WritableKeyPath<EnvironmentValues, CValue>.self)
    }
}
