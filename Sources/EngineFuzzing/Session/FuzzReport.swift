/// What a fuzz run did.
public struct FuzzReport: Sendable {
    /// The seed of the run.
    public var seed: UInt64
    /// The tick rate it used.
    public var tickRate: UInt64
    /// Operations performed (up to and including a failing one).
    public var operations: Int
    /// Ticks the world ran (restores take it back, not this count).
    public var ticks: UInt64
    /// Entities spawned.
    public var spawned: Int
    /// Top-level operations that played or steered a timeline.
    public var timelineOperations: Int
    /// Timeline steps run: each tick counts every timeline playing then.
    public var timelineTicks: Int
    /// Timeline events that agreed (cycles completed and timelines finished).
    public var timelineEvents: Int
    /// Snapshots taken.
    public var snapshots: Int
    /// Restores of a snapshot asked for (those inside a query applied when it ended).
    public var restores: Int
    /// Moves a reacting system started on finishes it read from the last tick's events.
    public var reactions: Int
    /// What the run did with clock domains.
    public var domains: DomainCounts
    /// The world's state hash at the end.
    public var stateHash: UInt64
    /// The divergence, if the world and the model disagreed.
    public var failure: FuzzFailure?
}

/// A divergence with everything needed to reproduce it.
public struct FuzzFailure: Sendable, CustomStringConvertible {
    /// The seed that found it.
    public var seed: UInt64
    /// The tick rate of the run.
    public var tickRate: UInt64
    /// The first disagreement.
    public var divergence: Divergence
    /// Length of the shortest failing prefix of the seed's operations.
    public var prefixLength: Int
    /// A short sequence of operations that still diverges.
    public var shrunk: [FuzzOperation]
    /// The divergence the shrunk sequence shows.
    public var shrunkDivergence: Divergence?

    /// The seed, the prefix and the shrunk operations, one per line.
    public var description: String {
        var lines = [
            "divergence with seed \(seed) (tick rate \(tickRate)) at \(divergence)",
            "shortest failing prefix: \(prefixLength) operations (engine-fuzz --seed \(seed) --ops \(prefixLength))",
            "shrunk to \(shrunk.count) operations"
                + (shrunkDivergence.map { ", failing at \($0)" } ?? "") + ":",
        ]
        lines += shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
