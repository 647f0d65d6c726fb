import CBaseline

/// Nanoseconds `body` took on the monotonic clock.
@inlinable @inline(__always)
public func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = cbaseline_now_nanoseconds()
    body()
    return cbaseline_now_nanoseconds() - start
}
