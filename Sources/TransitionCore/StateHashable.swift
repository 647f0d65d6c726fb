/// A component that hashes its own state into a world's state hash: needed for components that
/// are not plain data (they hold references, strings, arrays) or have padding between fields.
/// Other plain-data components are hashed by their bytes.
public protocol StateHashable {
    /// Mixes this value's state into `hasher`, deterministically.
    func hash(into hasher: inout StateHasher)
}
