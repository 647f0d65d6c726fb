/// A value that mixes its own state into a world's state hash. The scalar, SIMD, optional and
/// colour types conform already; a component that does not conform is hashed field by field,
/// which is exact but slower than a conformance that combines each field itself. Never mix in
/// raw bytes that may hold padding.
public protocol StateHashable {
    /// Mixes this value's state into `hasher`, deterministically.
    func hash(into hasher: inout StateHasher)
}
