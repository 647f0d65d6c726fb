/// Where the world and the reference model first disagreed.
public struct Divergence: Error, Sendable, CustomStringConvertible {
    /// The 1-based number of the top-level operation after which they disagreed.
    public var step: Int
    /// That operation.
    public var operation: String
    /// What differed.
    public var message: String

    /// `step 12 (spawn()): ...`.
    public var description: String { "step \(step) (\(operation)): \(message)" }
}
