/// A clock that only moves when told to: what tests and headless runs drive the engine with.
public final class MockClock: TimeSource {
    /// The current reading in nanoseconds.
    public var nanoseconds: UInt64

    /// A clock reading `nanoseconds`.
    public init(nanoseconds: UInt64 = 0) {
        self.nanoseconds = nanoseconds
    }

    /// The current reading.
    public func now() -> UInt64 { nanoseconds }

    /// Moves the clock forward by `delta` nanoseconds (saturating at `UInt64.max`).
    public func advance(by delta: UInt64) {
        let (sum, overflow) = nanoseconds.addingReportingOverflow(delta)
        nanoseconds = overflow ? .max : sum
    }
}
