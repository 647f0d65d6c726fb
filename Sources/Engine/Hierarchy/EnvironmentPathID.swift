import TransitionCore

/// Identifies an ``EnvironmentPath``: by name and value type (paths of two types may share a
/// name), or on a normal build by the key path it was made from (equal key paths are the same
/// path).
@usableFromInline
struct EnvironmentPathID: Hashable, @unchecked Sendable {
    let name: String?
    let valueType: ValueTypeID?

    init<Value: StateValue>(name: String, of _: Value.Type) {
        self.name = name
        valueType = ValueTypes.id(of: Value.self)
        #if !hasFeature(Embedded)
            keyPath = nil
        #endif
    }

    #if !hasFeature(Embedded)
        /// A key path, or nil for a named path.
        @usableFromInline let keyPath: AnyKeyPath?

        @usableFromInline init(keyPath: AnyKeyPath) { (self.keyPath, name, valueType) = (keyPath, nil, nil) }

        /// `keyPath`'s description with each code address in it (a computed property's
        /// accessor, as `<computed 0x… (Float)>`) written as its offset in the loaded image that
        /// holds it: the same in every process of the same build.
        static func stableDescription(of keyPath: AnyKeyPath) -> String {
            let described = String(describing: keyPath)
            var stable = ""
            var rest = Substring(described)
            while let range = rest.firstRange(of: "0x") {
                stable += rest[..<range.lowerBound]
                let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
                rest = rest[range.upperBound...].dropFirst(digits.count)
                stable += ValueTypes.imageOffset(of: UInt(digits, radix: 16) ?? 0)
            }
            return stable + rest
        }

    #endif

    @usableFromInline
    static func == (lhs: EnvironmentPathID, rhs: EnvironmentPathID) -> Bool {
        #if !hasFeature(Embedded)
            guard lhs.keyPath == rhs.keyPath else { return false }
        #endif
        guard lhs.valueType == rhs.valueType else { return false }
        switch (lhs.name, rhs.name) {
        case (nil, nil): return true
        case (let left?, let right?): return left.isSameName(as: right)
        default: return false
        }
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        #if !hasFeature(Embedded)
            hasher.combine(keyPath)
        #endif
        hasher.combine(valueType)
        if let name { name.hashName(into: &hasher) } else { hasher.combine(0 as UInt8) }
    }
}
