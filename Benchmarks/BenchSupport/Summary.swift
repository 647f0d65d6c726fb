/// The median, minimum and maximum of a set of timed runs.
public struct Summary {
    /// The middle sample (the mean of the two middle ones for an even count).
    public let median: Double
    /// The fastest sample.
    public let min: Double
    /// The slowest sample.
    public let max: Double
    /// How many samples there were.
    public let count: Int

    /// The summary of `samples`, which must not be empty.
    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        count = sorted.count
    }
}
