import TransitionCore

#if hasFeature(Embedded)
    /// How the values of one type are mixed into ``World/stateHash()``: in Embedded Swift every
    /// stored value is `StateHashable` (a ``StateValue``) and hashes itself, as it does
    /// natively; the storage learns how from its maker, where the type is known to be one.
    struct ValueHashing<Value> {
        private let hashValue: ((Value, inout StateHasher) -> Void)?

        /// For a storage whose values are hashed by the storage itself, never through this.
        static var unused: ValueHashing { ValueHashing(hashValue: nil) }

        private init(hashValue: ((Value, inout StateHasher) -> Void)?) { self.hashValue = hashValue }

        /// For values of a ``StateValue`` type.
        init() where Value: StateValue { hashValue = { $0.hash(into: &$1) } }

        /// Mixes `value` into `hasher`.
        mutating func hash(_ value: Value, into hasher: inout StateHasher) {
            guard let hashValue else { preconditionFailure("a storage hashed values it has no hash for") }
            hashValue(value, &hasher)
        }

        /// Whether values of this type are hashed by their bytes: never, in Embedded Swift.
        mutating func hashesBytes(_ value: Value) -> Bool { false }
    }
#else
    /// How the values of one type are mixed into ``World/stateHash()``: by their values, never by
    /// bytes that may be padding (the gap after a one-byte enum, a SIMD3's fourth lane), so that
    /// equal states hash equal whatever was in memory before.
    ///
    /// - A `StateHashable` value hashes itself.
    /// - A struct made only of floats, integers, `SIMD2`/`SIMD4` lanes and such structs, whose
    ///   fields fill its size exactly, has no padding: its bytes are its values, hashed at once.
    /// - Any other value is walked field by field (`Mirror`), each field hashed by these rules;
    ///   strings by their UTF-8, enums by case and payload, sets and dictionaries in an
    ///   order-independent way, class instances by a tag only (their identity is not state).
    ///
    /// The choice is made once per type, from the first value hashed.
    struct ValueHashing<Value> {
        /// For a storage whose values are hashed by the storage itself, never through this.
        static var unused: ValueHashing { ValueHashing() }

        private enum Mode {
            /// `Value` is `StateHashable`: its own hash, reached without a cast per value.
            case own((Value, inout StateHasher) -> Void)
            /// Values whose dynamic type is `StateHashable` though `Value` is not: cast each.
            case ownByCast
            case bytes
            case fields
        }
        private var mode: Mode?

        /// Mixes `value` into `hasher`.
        mutating func hash(_ value: Value, into hasher: inout StateHasher) {
            let mode = self.mode ?? ValueHashing.mode(of: value)
            self.mode = mode
            switch mode {
            case .own(let hash): hash(value, &hasher)
            case .ownByCast: (value as? StateHashable)?.hash(into: &hasher)
            case .bytes: withUnsafeBytes(of: value) { hasher.combine(bytes: $0) }
            case .fields: FieldHashing.hash(value, into: &hasher)
            }
        }

        /// Whether values of this type are hashed by their bytes, decided from `value` when not
        /// yet decided: then an array of them can be hashed as one buffer.
        mutating func hashesBytes(_ value: Value) -> Bool {
            let mode = self.mode ?? ValueHashing.mode(of: value)
            self.mode = mode
            if case .bytes = mode { return true }
            return false
        }

        private static func mode(of value: Value) -> Mode {
            if let type = Value.self as? any StateHashable.Type { return .own(ownHash(type)) }
            if value is StateHashable { return .ownByCast }
            return FieldHashing.paddingFreeSize(of: value) != nil ? .bytes : .fields
        }

        /// `Own`'s hash of a value of `Value`, which is `Own`.
        private static func ownHash<Own: StateHashable>(_: Own.Type) -> (Value, inout StateHasher) -> Void {
            { value, hasher in unsafeBitCast(value, to: Own.self).hash(into: &hasher) }
        }
    }

    /// The field-by-field walk behind ``ValueHashing``.
    enum FieldHashing {
        /// Mixes `value` into `hasher` field by field.
        static func hash(_ value: Any, into hasher: inout StateHasher) {
            if let own = value as? StateHashable { return own.hash(into: &hasher) }
            if let string = value as? String {
                hasher.combine(UInt64(string.utf8.count))
                for byte in string.utf8 { hasher.combine(byte: byte) }
                return
            }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .class?:
                hasher.combine(UInt64(0xC1A55))
            case .enum?:
                // The case, by name: a payload-free case has no field to tell it by.
                let name = mirror.children.first?.label ?? String(describing: value)
                hash(name, into: &hasher)
                for child in mirror.children { hash(child.value, into: &hasher) }
            case .set?, .dictionary?:
                // Iteration order varies from process to process: combine the elements' own hashes
                // with a commutative sum.
                var sum: UInt64 = 0
                for child in mirror.children {
                    var element = StateHasher()
                    hash(child.value, into: &element)
                    sum &+= element.finalValue
                }
                hasher.combine(UInt64(mirror.children.count))
                hasher.combine(sum)
            case nil where mirror.children.isEmpty:
                // An opaque scalar (e.g. Float16): its bytes are its value.
                bytes(of: value, into: &hasher)
            default:
                hasher.combine(UInt64(mirror.children.count))
                for child in mirror.children { hash(child.value, into: &hasher) }
            }
        }

        private static func bytes<Opened>(of value: Opened, into hasher: inout StateHasher) {
            withUnsafeBytes(of: value) { hasher.combine(bytes: $0) }
        }

        /// The size of `value`'s type when every one of its bytes is part of a value (no padding,
        /// no unused lanes, no references); nil when that cannot be shown.
        static func paddingFreeSize<Opened>(of value: Opened) -> Int? {
            let size = MemoryLayout<Opened>.size
            if value is Float || value is Double || value is Bool || value is Int || value is UInt
                || value is Int8 || value is Int16 || value is Int32 || value is Int64 || value is UInt8
                || value is UInt16 || value is UInt32 || value is UInt64 || value is SIMD2<Float>
                || value is SIMD4<Float> || value is SIMD2<Double> || value is SIMD4<Double>
            {
                return size
            }
            guard _isPOD(Opened.self), size > 0 else { return nil }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .struct || mirror.displayStyle == .tuple, !mirror.children.isEmpty
            else { return nil }
            var total = 0
            for child in mirror.children {
                guard let fieldSize = paddingFreeSize(of: child.value) else { return nil }
                total += fieldSize
            }
            return total == size ? size : nil
        }
    }
#endif
