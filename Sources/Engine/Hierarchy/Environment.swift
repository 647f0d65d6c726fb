/// A key for a value that entities hand down to their descendants, as SwiftUI's
/// `EnvironmentKey`: declare one, then a property on ``EnvironmentValues`` that reads it.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value wherever no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The environment values an entity sees, read and written by key type or through the
/// properties declared in extensions, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Values that are all their keys' defaults.
    public init() {}

    /// The keys written so far: which keys a key path writes, found by writing through it.
    var writtenKeys: Dictionary<ObjectIdentifier, Any>.Keys { values.keys }

    /// The value for `key`, or its default when none is set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
