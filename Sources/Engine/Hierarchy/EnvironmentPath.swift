import TransitionCore

/// A property of ``EnvironmentValues`` that entities set and read, by name: what
/// `World.setEnvironment`, `World.environment` and `World.removeEnvironment` take. On a normal
/// build a key path (`\.fontDescriptor`) does the same; Embedded Swift has no key paths, so
/// there a path is declared once, as a static property:
///
/// ```swift
/// extension EnvironmentPath where Value == FontDescriptor {
///     static let fontDescriptor = EnvironmentPath("fontDescriptor", key: FontDescriptorKey.self)
/// }
/// ```
public struct EnvironmentPath<Value: StateValue>: Sendable {
    /// The name: it identifies the path and orders the settings of paths into the same value
    /// on one entity (a path before those whose names extend it after a dot, `font` before
    /// `font.size`, so that the size wins).
    public let name: String
    @usableFromInline let id: EnvironmentPathID
    @usableFromInline let read: @Sendable (EnvironmentValues) -> Value
    @usableFromInline let write: @Sendable (inout EnvironmentValues, Value) -> Void

    /// The path named `name` (unique among the paths to values of this type) that reads and
    /// writes a value with `read` and `write`.
    public init(
        _ name: String, read: @escaping @Sendable (EnvironmentValues) -> Value,
        write: @escaping @Sendable (inout EnvironmentValues, Value) -> Void
    ) {
        self.name = name
        self.id = EnvironmentPathID(name: name, of: Value.self)
        self.read = read
        self.write = write
    }

    /// The path named `name` to the value of `key`.
    public init<Key: EnvironmentKey>(_ name: String, key: Key.Type) where Key.Value == Value {
        self.init(name, read: { $0[Key.self] }, write: { $0[Key.self] = $1 })
    }

    /// The path to a property of this path's value, read and written by `read` and `write`,
    /// named after both: this path's name, a dot, `name` (`font.size`).
    public func appending<Property: StateValue>(
        _ name: String, read: @escaping @Sendable (Value) -> Property,
        write: @escaping @Sendable (inout Value, Property) -> Void
    ) -> EnvironmentPath<Property> {
        let outer = self
        return EnvironmentPath<Property>(
            self.name + "." + name, read: { read(outer.read($0)) },
            write: { values, property in
                var value = outer.read(values)
                write(&value, property)
                outer.write(&values, value)
            })
    }

    #if !hasFeature(Embedded)
        /// The path of `keyPath`, named by its description.
        public init(_ keyPath: WritableKeyPath<EnvironmentValues, Value>) {
            self.name = EnvironmentPathID.stableDescription(of: keyPath)
            self.id = EnvironmentPathID(keyPath: keyPath)
            nonisolated(unsafe) let keyPath = keyPath
            self.read = { $0[keyPath: keyPath] }
            self.write = { $0[keyPath: keyPath] = $1 }
        }
    #endif

    /// The value this path reads where nothing is set.
    @usableFromInline var defaultValue: Value { read(EnvironmentValues()) }

    /// The environment keys a write through this path touches (and a read reads).
    var keysWritten: Set<EnvironmentKeyID> {
        var probe = EnvironmentValues()
        write(&probe, read(probe))
        return Set(probe.writtenKeys)
    }
}
