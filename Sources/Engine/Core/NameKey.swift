/// A name used as a dictionary or set key, compared and hashed by its UTF-8 bytes (see
/// `String.isSameName(as:)`).
@usableFromInline
struct NameKey: Hashable, Sendable {
    /// The name.
    @usableFromInline let name: String

    @inlinable init(_ name: String) { self.name = name }

    @inlinable static func == (lhs: NameKey, rhs: NameKey) -> Bool { lhs.name.isSameName(as: rhs.name) }

    @inlinable func hash(into hasher: inout Hasher) { name.hashName(into: &hasher) }
}

extension String {
    /// Whether `other` is the same name: the same UTF-8 bytes. The engine's names (storages,
    /// environment keys and paths, markers, state hash parts) compare this way rather than by
    /// `==`, which compares canonical equivalence, so that they compare alike on every target
    /// and an Embedded Swift build carries no Unicode normalisation tables.
    @inlinable
    func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
    }

    /// Feeds the name's UTF-8 bytes and their count to `hasher` (as `isSameName(as:)` compares).
    @inlinable
    func hashName(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil { for byte in utf8 { hasher.combine(byte) } }
    }
}
