/// How a fuzz frame moves the mock clock.
public enum ClockMove: Sendable, CustomStringConvertible {
    /// Forwards by this many nanoseconds (saturating).
    case forward(UInt64)
    /// Backwards by this many nanoseconds (stopping at 0).
    case backward(UInt64)

    /// `+16ms`-style text.
    public var description: String {
        switch self {
        case .forward(let nanoseconds): "+\(nanoseconds)ns"
        case .backward(let nanoseconds): "-\(nanoseconds)ns"
        }
    }
}
