/// A source of monotonic time in nanoseconds. The engine only ever subtracts two readings.
public protocol TimeSource {
    /// Nanoseconds since an arbitrary fixed origin.
    func now() -> UInt64
}
