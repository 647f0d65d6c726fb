import TransitionCore

/// What happened to a world's motions, tick by tick: the events of the last tick, and those
/// raised since it ended, which open the next tick's. A tick's events are, in order, the
/// interruptions asked for before it (by systems or between frames), then what landed, cycled
/// or finished during it.
struct EventLog {
    /// The events of the last tick.
    private(set) var lastTick: [MotionEvent] = []
    /// The events raised since the last tick ended.
    private(set) var pending: [MotionEvent] = []
    /// Whether a tick is running, so that events raised now are its own.
    private(set) var isTicking = false

    /// A tick begins: the events raised since the last one become its first.
    mutating func beginTick() {
        swap(&lastTick, &pending)
        pending.removeAll(keepingCapacity: true)
        isTicking = true
    }

    /// The tick that began ends: events raised from now on belong to the next.
    mutating func endTick() {
        isTicking = false
    }

    /// The tick an event raised now belongs to, in a world whose last tick was `worldTick`.
    func tick(ofEventRaisedAfter worldTick: UInt64) -> UInt64 {
        isTicking ? worldTick : worldTick &+ 1
    }

    /// Records `event` with the tick it belongs to.
    mutating func record(_ event: consuming MotionEvent) {
        if isTicking {
            lastTick.append(event)
        } else {
            pending.append(event)
        }
    }

    /// Bytes held by the two lists (capacities, not counts).
    var byteCount: Int { (lastTick.capacity + pending.capacity) * MemoryLayout<MotionEvent>.stride }

    /// Makes room for `count` events in a tick and as many raised between two ticks.
    mutating func reserveCapacity(_ count: Int) {
        lastTick.reserveCapacity(count)
        pending.reserveCapacity(count)
    }

    /// Puts back the events `lastTick` and `pending` of a snapshot, marked as seen a second
    /// time when `resimulated`.
    mutating func restore(lastTick: [MotionEvent], pending: [MotionEvent], resimulated: Bool) {
        self.lastTick = resimulated ? lastTick.map { $0.resimulated() } : lastTick
        self.pending = resimulated ? pending.map { $0.resimulated() } : pending
    }
}
