import TransitionCore

#if hasFeature(Embedded)
    /// Identifies a value type in a world: the hash of its ``StateValue/typeName`` (Embedded
    /// Swift has no type metadata to identify it by).
    public struct ValueTypeID: Hashable, Sendable {
        @usableFromInline let nameHash: UInt64

        @usableFromInline init(nameHash: UInt64) { self.nameHash = nameHash }
    }
#else
    /// Identifies a value type in a world: its metadata's identity.
    public typealias ValueTypeID = ObjectIdentifier
#endif

/// The names and identities of the value types a world keeps.
@usableFromInline
enum ValueTypes {
    /// `type`'s module-qualified name, the same in every process of every build: a normal
    /// build's metadata name with the addresses it writes for a type declared inside a function
    /// (`(unknown context at $…)`) left out; a type's ``StateValue/typeName`` in Embedded Swift.
    static func name<Value: StateValue>(of type: Value.Type) -> String {
        #if hasFeature(Embedded)
            return Value.typeName
        #else
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
        #endif
    }

    /// `type`'s identity.
    @inlinable @inline(__always)
    static func id<Value: StateValue>(of type: Value.Type) -> ValueTypeID {
        #if hasFeature(Embedded)
            return ValueTypeID(nameHash: nameHash(Value.typeName))
        #else
            return ObjectIdentifier(type)
        #endif
    }

    /// The identity of ``Choreography``, whose storage holds players of scores.
    static var choreographyID: ValueTypeID {
        #if hasFeature(Embedded)
            return ValueTypeID(nameHash: nameHash("Engine.Choreography"))
        #else
            return ObjectIdentifier(Choreography.self)
        #endif
    }

    #if hasFeature(Embedded)
        /// The hash of a type's name.
        @usableFromInline
        static func nameHash(_ name: String) -> UInt64 {
            var hasher = StateHasher()
            hasher.combine(string: name)
            return hasher.value
        }
    #endif
}
