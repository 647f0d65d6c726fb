import TransitionCore

extension DelayedQueue {
    /// Calls `body` with every waiting retarget, in the order they start across the lanes.
    func forEachWaiting(_ body: (DelayedRetarget<Value>) -> Void) {
        var cursors = lanes.map { $0.head }
        while true {
            var chosen: Int?
            for lane in lanes.indices {
                let entries = lanes[lane].entries
                while cursors[lane] < entries.count, !entries[cursors[lane]].isWaiting { cursors[lane] += 1 }
                guard cursors[lane] < entries.count else { continue }
                if let best = chosen,
                    !entries[cursors[lane]].startsBefore(lanes[best].entries[cursors[best]])
                {
                    continue
                }
                chosen = lane
            }
            guard let chosen else { return }
            body(lanes[chosen].entries[cursors[chosen]])
            cursors[chosen] += 1
        }
    }

    /// Removes every entry done with, so that the lanes hold only waiting retargets: what a
    /// snapshot keeps.
    mutating func sweepAll() {
        for lane in lanes.indices where lanes[lane].head > 0 || lanes[lane].dropped > 0 {
            lanes[lane].sweep(positions: &positions)
        }
    }

    /// Bytes held by the lanes and the index (capacity, not count).
    var byteCount: Int {
        lanes.capacity * MemoryLayout<DelayedLane<Value>>.stride
            + lanes.reduce(0) { $0 + $1.entries.capacity * MemoryLayout<DelayedRetarget<Value>>.stride }
            + positions.byteCount + domains.byteCount
    }
}
