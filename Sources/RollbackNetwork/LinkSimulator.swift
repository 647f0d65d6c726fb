import Engine

/// A simulated one-way link: datagrams sent at a time go through ``LinkConditions`` (lost,
/// duplicated, delayed, held back) and come out when the caller's clock reaches their delivery
/// time. Deterministic: the same seed, conditions and calls give the same deliveries. Time is
/// in milliseconds, passed in by the caller; there is no clock inside.
public struct LinkSimulator<Payload: Sendable>: Sendable {
    /// How the link treats datagrams.
    public var conditions: LinkConditions
    /// Datagrams handed to ``send(_:at:)``.
    public private(set) var sentCount = 0
    /// Datagrams lost.
    public private(set) var lostCount = 0
    /// Extra copies made of duplicated datagrams.
    public private(set) var duplicateCount = 0
    /// Datagrams held back to be overtaken.
    public private(set) var heldBackCount = 0
    /// Datagrams (and copies) sent and not delivered yet.
    public var inFlightCount: Int { inFlight.count }

    private var random: SeededRandom
    private var inFlight: [InFlight] = []
    private var sendOrder: UInt64 = 0

    private struct InFlight: Sendable {
        var due: UInt64
        var order: UInt64
        var payload: Payload
    }

    /// A link under `conditions` whose randomness is fixed by `seed`.
    public init(conditions: LinkConditions, seed: UInt64) {
        self.conditions = conditions
        random = SeededRandom(seed: seed)
    }

    /// Puts `payload` on the link at time `now`.
    public mutating func send(_ payload: Payload, at now: UInt64) {
        sentCount += 1
        if chance(conditions.lossRate) {
            lostCount += 1
            return
        }
        let copies = chance(conditions.duplicationRate) ? 2 : 1
        duplicateCount += copies - 1
        for _ in 0..<copies {
            var delay = conditions.delay
            if conditions.jitter > 0 {
                let low = delay > conditions.jitter ? delay - conditions.jitter : 0
                delay = random.next(in: low...(conditions.delay + conditions.jitter))
            }
            if chance(conditions.reorderRate) {
                heldBackCount += 1
                delay += conditions.reorderHold
            }
            let (due, overflows) = now.addingReportingOverflow(delay)
            inFlight.append(InFlight(due: overflows ? .max : due, order: sendOrder, payload: payload))
            sendOrder &+= 1
        }
    }

    /// The datagrams whose delivery time is `now` or earlier, by delivery time, then in the
    /// order sent; they leave the link.
    public mutating func deliver(at now: UInt64) -> [Payload] {
        guard inFlight.contains(where: { $0.due <= now }) else { return [] }
        let due = inFlight.filter { $0.due <= now }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        inFlight.removeAll { $0.due <= now }
        return due.map(\.payload)
    }

    /// True with probability `rate`; draws nothing when `rate` is 0.
    private mutating func chance(_ rate: Double) -> Bool {
        guard rate > 0 else { return false }
        return Double(random.next() >> 11) / Double(1 << 53) < rate
    }
}
