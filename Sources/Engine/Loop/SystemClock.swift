// Host-only: Embedded Swift targets have no operating system clock; a game there passes its own
// `TimeSource` (a hardware timer).
#if !hasFeature(Embedded)
    /// The operating system's monotonic clock (`CLOCK_MONOTONIC` on Linux, through the standard
    /// library's `SuspendingClock`), counted from the moment the clock was made.
    public struct SystemClock: TimeSource {
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
#endif
