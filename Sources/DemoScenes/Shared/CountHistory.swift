/// How much each of several running counts grew in each stretch of ticks: the last
/// ``capacity`` stretches, oldest first, for the panel's charts (a session's rollbacks, a clock
/// domain's ticks).
public struct CountHistory: Equatable, Sendable {
    /// Ticks in one stretch.
    public let stretch: UInt64
    /// Per count, its growth in each stretch kept.
    public private(set) var growth: [[Float]]
    /// The counts at the end of the last stretch; nil before the first record.
    private var last: [Int]?

    /// Stretches kept.
    public static let capacity = 48

    /// An empty history of `count` counts, one entry per `stretch` ticks.
    public init(count: Int, stretch: UInt64) {
        self.stretch = max(stretch, 1)
        growth = Array(repeating: [], count: count)
    }

    /// Notes the counts at tick `now`: the first call sets where they start; after it, an
    /// entry is made at the end of each stretch (when `now` is a multiple of ``stretch``).
    public mutating func record(now: UInt64, counts: [Int]) {
        guard var last, last.count == counts.count else {
            last = counts
            return
        }
        guard now % stretch == 0 else { return }
        for index in counts.indices where index < growth.count {
            if growth[index].count == CountHistory.capacity { growth[index].removeFirst() }
            growth[index].append(Float(counts[index] - last[index]))
            last[index] = counts[index]
        }
        self.last = last
    }
}
