import TransitionCore

#if !hasFeature(Embedded)
    import CLoadedImage
#endif

/// Identifies a value type in a world: its metadata's identity on a normal build; in Embedded
/// Swift, which has no metadata for a value type, the identity of the class `TypeMarker` made
/// for it (a specialised class has metadata, one per type).
public typealias ValueTypeID = ObjectIdentifier

/// A class that exists only to give each value type an identity in Embedded Swift.
@usableFromInline
final class TypeMarker<Value> {}

/// The names and identities of the value types a world keeps.
@usableFromInline
enum ValueTypes {
    /// `type`'s module-qualified name, the same in every process of the same build and unique
    /// among the types of one build: a normal build's metadata name with the address it writes
    /// for a type declared inside a function (`(unknown context at $…)`) written as that
    /// context's offset in its loaded image (`(local +0x…)`), so that two local types of one
    /// name are told apart; a type's ``StateValue/typeName`` in Embedded Swift.
    static func name<Value: StateValue>(of type: Value.Type) -> String {
        #if hasFeature(Embedded)
            return Value.typeName
        #else
            var name = Substring(_typeName(type, qualified: true))
            var stable = ""
            let marker = "(unknown context at $"
            while let range = name.firstRange(of: marker) {
                stable += name[..<range.lowerBound]
                name = name[range.upperBound...]
                let digits = name.prefix { $0.isHexDigit }
                stable += "(local \(imageOffset(of: UInt(digits, radix: 16) ?? 0)))"
                name = name.dropFirst(digits.count)
                guard let close = name.firstIndex(of: ")") else { break }
                name = name[name.index(after: close)...]
            }
            return stable + name
        #endif
    }

    #if !hasFeature(Embedded)
        /// `address` as `+0x…`, its offset from the start of the image (executable or library)
        /// it lies in, or `0x…` as it is when it lies in none.
        static func imageOffset(of address: UInt) -> String {
            var offset: UInt = 0
            if loaded_image_offset(address, &offset) != 0 { return "+0x" + String(offset, radix: 16) }
            return "0x" + String(address, radix: 16)
        }
    #endif

    /// `type`'s identity.
    @inlinable @inline(__always)
    static func id<Value: StateValue>(of type: Value.Type) -> ValueTypeID {
        #if hasFeature(Embedded)
            return ObjectIdentifier(TypeMarker<Value>.self)
        #else
            return ObjectIdentifier(type)
        #endif
    }

    /// The identity of ``Choreography``, whose storage holds players of scores.
    static var choreographyID: ValueTypeID {
        #if hasFeature(Embedded)
            return ObjectIdentifier(TypeMarker<Choreography>.self)
        #else
            return ObjectIdentifier(Choreography.self)
        #endif
    }
}
