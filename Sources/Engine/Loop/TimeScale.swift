/// A rational factor applied to elapsed time: `numerator / denominator`, exact.
public struct TimeScale: Equatable, Sendable {
    /// Scaled time per real time, numerator (0 freezes time).
    public let numerator: UInt64
    /// Scaled time per real time, denominator (at least 1).
    public let denominator: UInt64

    /// The largest numerator or denominator accepted; larger ones are lowered to it.
    public static let maximumTerm: UInt64 = 1024

    /// `numerator / denominator`; a zero denominator is taken as 1 and terms above
    /// ``maximumTerm`` are lowered to it.
    public init(_ numerator: UInt64, _ denominator: UInt64 = 1) {
        self.numerator = min(numerator, TimeScale.maximumTerm)
        self.denominator = min(max(denominator, 1), TimeScale.maximumTerm)
    }

    /// Real time.
    public static let normal = TimeScale(1)
}
