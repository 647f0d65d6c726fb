/// Ticks in increasing order, added mostly at the end and dropped from the front: where a
/// ``RollbackSession`` finds a peer's last known input before a tick by binary search.
struct KnownTicks {
    private var ticks: [UInt64] = []
    /// The first tick still held; those before it were dropped.
    private var head = 0

    /// Adds `tick`, if not held already.
    mutating func insert(_ tick: UInt64) {
        let place = firstIndex(notBelow: tick)
        guard place == ticks.endIndex || ticks[place] != tick else { return }
        ticks.insert(tick, at: place)
    }

    /// The greatest tick held below `tick`.
    func last(before tick: UInt64) -> UInt64? {
        let place = firstIndex(notBelow: tick)
        return place > head ? ticks[place - 1] : nil
    }

    /// Drops every tick up to `tick`, included.
    mutating func drop(through tick: UInt64) {
        while head < ticks.endIndex, ticks[head] <= tick { head += 1 }
        if head > 64, head * 2 > ticks.count {
            ticks.removeFirst(head)
            head = 0
        }
    }

    /// The index of the first tick held at or above `tick`.
    private func firstIndex(notBelow tick: UInt64) -> Int {
        var low = head
        var high = ticks.endIndex
        while low < high {
            let middle = (low + high) / 2
            if ticks[middle] < tick { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
