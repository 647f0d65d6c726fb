/// How a simulated link treats datagrams: how many it loses, duplicates and holds back, and
/// how late it delivers them. Rates are fractions in 0...1 and delays milliseconds; values
/// outside their ranges (NaN included) are held to them.
public struct LinkConditions: Equatable, Sendable {
    /// The fraction of datagrams lost.
    public var lossRate: Double { didSet { lossRate = Self.rate(lossRate) } }
    /// The delay of a datagram, before jitter, in milliseconds (at most ``maximumDelay``).
    public var delay: UInt64 { didSet { delay = min(delay, Self.maximumDelay) } }
    /// How far a datagram's delay may lie either side of ``delay``, uniformly, in milliseconds
    /// (at most ``maximumDelay``); a delay never goes below zero.
    public var jitter: UInt64 { didSet { jitter = min(jitter, Self.maximumDelay) } }
    /// The fraction of datagrams (of those not lost) delivered twice, each copy with its own
    /// delay.
    public var duplicationRate: Double { didSet { duplicationRate = Self.rate(duplicationRate) } }
    /// The fraction of datagrams held back ``reorderHold`` more, so that later ones overtake
    /// them.
    public var reorderRate: Double { didSet { reorderRate = Self.rate(reorderRate) } }
    /// The extra delay of a datagram held back, in milliseconds (at most ``maximumDelay``).
    public var reorderHold: UInt64 { didSet { reorderHold = min(reorderHold, Self.maximumDelay) } }

    /// The longest delay, jitter or hold: a minute.
    public static var maximumDelay: UInt64 { 60_000 }

    /// A link that delivers every datagram once, at once, in order.
    public static var perfect: LinkConditions { LinkConditions() }

    /// Conditions from their fields, each held to its range.
    public init(
        lossRate: Double = 0, delay: UInt64 = 0, jitter: UInt64 = 0, duplicationRate: Double = 0,
        reorderRate: Double = 0, reorderHold: UInt64 = 40
    ) {
        self.lossRate = Self.rate(lossRate)
        self.delay = min(delay, Self.maximumDelay)
        self.jitter = min(jitter, Self.maximumDelay)
        self.duplicationRate = Self.rate(duplicationRate)
        self.reorderRate = Self.rate(reorderRate)
        self.reorderHold = min(reorderHold, Self.maximumDelay)
    }

    /// `value` held in 0...1, NaN as 0.
    private static func rate(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
