/// A key for a value that entities hand down to their descendants, as SwiftUI's
/// `EnvironmentKey`: declare one, then a property on ``EnvironmentValues`` that reads it.
public protocol EnvironmentKey: SendableMetatype {
    /// The type of the value.
    associatedtype Value
    /// The value wherever no ancestor sets one.
    static var defaultValue: Value { get }
    #if hasFeature(Embedded)
        /// The key's name, unique among the keys of a program: Embedded Swift has no type
        /// metadata to tell keys apart by.
        static var name: String { get }
    #endif
}

#if hasFeature(Embedded)
    /// Identifies an environment key: its name.
    typealias EnvironmentKeyID = NameKey
#else
    /// Identifies an environment key: its type's.
    typealias EnvironmentKeyID = ObjectIdentifier
#endif

/// The environment values an entity sees, read and written by key type or through the
/// properties declared in extensions, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
    /// Each key's value, boxed; a write replaces the box, so copies never share a change.
    private var values: [EnvironmentKeyID: EnvironmentBox] = [:]

    /// Values that are all their keys' defaults.
    public init() {}

    /// The keys written so far: which keys a key path writes, found by writing through it.
    var writtenKeys: Dictionary<EnvironmentKeyID, EnvironmentBox>.Keys { values.keys }

    /// The value for `key`, or its default when none is set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = values[Self.id(of: key)] else { return Key.defaultValue }
            return unsafeDowncast(box, to: TypedEnvironmentBox<Key.Value>.self).value
        }
        set { values[Self.id(of: key)] = TypedEnvironmentBox(newValue) }
    }

    private static func id<Key: EnvironmentKey>(of key: Key.Type) -> EnvironmentKeyID {
        #if hasFeature(Embedded)
            return NameKey(Key.name)
        #else
            return ObjectIdentifier(key)
        #endif
    }
}

/// One environment value, boxed.
class EnvironmentBox {}

/// An environment value of type `Value`, boxed.
final class TypedEnvironmentBox<Value>: EnvironmentBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}
