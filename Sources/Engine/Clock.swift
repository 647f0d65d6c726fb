/// A source of monotonic time in nanoseconds. The engine only ever subtracts two readings.
public protocol Clock {
    /// Nanoseconds since an arbitrary fixed origin.
    func now() -> UInt64
}

/// The operating system's monotonic clock (`CLOCK_MONOTONIC` on Linux, through the standard
/// library's `SuspendingClock`), counted from the moment the clock was made.
public struct SystemClock: Clock {
    private let origin = SuspendingClock.now

    /// A clock reading 0 now.
    public init() {}

    /// Nanoseconds since this clock was made.
    public func now() -> UInt64 {
        let elapsed = origin.duration(to: SuspendingClock.now).components
        guard elapsed.seconds >= 0 else { return 0 }
        return UInt64(elapsed.seconds) &* 1_000_000_000 &+ UInt64(elapsed.attoseconds / 1_000_000_000)
    }
}

/// A clock that only moves when told to: what tests and headless runs drive the engine with.
public final class MockClock: Clock {
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
