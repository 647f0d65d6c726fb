import TransitionCore

/// Mixes `value` into `hasher` as ``World/stateHash()`` does: through its own
/// ``StateHashable`` conformance when it has one, else by its bytes when it is plain data;
/// other values contribute nothing.
func hashState<Value>(of value: Value, into hasher: inout StateHasher) {
    if let hashable = value as? StateHashable {
        hashable.hash(into: &hasher)
    } else if _isPOD(Value.self) {
        withUnsafeBytes(of: value) { hasher.combine(bytes: $0) }
    }
}
