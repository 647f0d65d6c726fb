import CTransitionable

/// `tr_events_drain`: see transitionable.h.
@c(tr_events_drain) public func trEventsDrain(
    _ world: OpaquePointer?, _ outEvents: UnsafeMutablePointer<tr_event>?, _ eventSize: UInt,
    _ capacity: UInt64,
    _ outCount: UnsafeMutablePointer<UInt64>?, _ outDropped: UnsafeMutablePointer<UInt64>?
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let outEvents = try required(outEvents)
        let outCount = try required(outCount)
        let eventSize = Int(clamping: eventSize)
        try CSizedStruct.check(size: eventSize, minimumSize: 8)
        guard eventSize % 8 == 0 else { throw .invalidArgument }
        let drained = world.drainEvents(
            into: UnsafeMutableRawPointer(outEvents), stride: eventSize, capacity: Int(clamping: capacity))
        outCount.pointee = UInt64(drained.count)
        outDropped?.pointee = drained.dropped
    }
}
