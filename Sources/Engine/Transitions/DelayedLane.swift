import TransitionCore

/// The retargets waiting on one clock domain, in the order they start: by start tick, then by
/// order. The entries before `head` have started or been dropped; dropped ones after it stay
/// in place, no longer waiting, until more than half the lane is done with and it is swept.
/// Whatever moves an entry keeps the queue's `positions` (entity index to place) right.
@usableFromInline
struct DelayedLane<Value: Transitionable> {
    @usableFromInline var entries: ContiguousArray<DelayedRetarget<Value>> = []
    /// The first entry not done with: one that waits, or the end.
    @usableFromInline var head = 0
    /// Entries from `head` on that no longer wait.
    @usableFromInline var dropped = 0

    @inlinable
    init() {}

    /// The first waiting retarget's start tick and order; nil when none waits.
    @inlinable
    var firstKey: (start: UInt64, order: Int64)? {
        guard head < entries.count else { return nil }
        return (entries[head].startTick, entries[head].order)
    }

    /// Whether more than half the entries are done with, so that sweeping them pays.
    @inlinable
    var needsSweep: Bool { (head + dropped) * 2 > entries.count }

    /// The position `retarget` belongs at: after every entry from `head` on that starts before it.
    @inlinable
    func insertionPoint(of retarget: DelayedRetarget<Value>) -> Int {
        var (low, high) = (head, entries.count)
        while low < high {
            let middle = low + (high - low) / 2
            if entries[middle].startsBefore(retarget) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Puts `retarget` in its place; returns its position.
    @inlinable
    mutating func insert(_ retarget: DelayedRetarget<Value>, positions: inout SparseIndex) -> Int {
        let position = insertionPoint(of: retarget)
        if position == entries.count {
            entries.append(retarget)
            return position
        }
        if position == head, head > 0 {
            // The entry before the head is done with: take its place.
            head -= 1
            entries[head] = retarget
            return head
        }
        entries.insert(retarget, at: position)
        for moved in (position + 1)..<entries.count where entries[moved].isWaiting {
            positions.set(UInt32(moved), for: entries[moved].entity.index)
        }
        return position
    }

    /// Marks the entry at `position` as no longer waiting.
    @inlinable
    mutating func drop(at position: Int) {
        entries[position].isWaiting = false
        dropped += 1
        skipDone()
    }

    /// Takes the first waiting retarget.
    @inlinable
    mutating func removeFirst() -> DelayedRetarget<Value> {
        let first = entries[head]
        head += 1
        skipDone()
        return first
    }

    /// Moves `head` past the entries that no longer wait; empties the lane when none waits.
    @inlinable
    mutating func skipDone() {
        while head < entries.count, !entries[head].isWaiting {
            head += 1
            dropped -= 1
        }
        if head > 0, head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
        }
    }

    /// Removes the entries done with, keeping their order and `positions` right.
    @inlinable
    mutating func sweep(positions: inout SparseIndex) {
        var kept = 0
        for position in head..<entries.count where entries[position].isWaiting {
            if kept != position {
                entries[kept] = entries[position]
                positions.set(UInt32(kept), for: entries[kept].entity.index)
            }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        (head, dropped) = (0, 0)
    }

    /// Merges `batch`, in start order and of entities without a waiting retarget, into the
    /// lane, and sets the positions of the entries it moves and adds.
    @inlinable
    mutating func merge(_ batch: ArraySlice<DelayedRetarget<Value>>, positions: inout SparseIndex) {
        guard let first = batch.first else { return }
        if entries.last.map({ $0.startsBefore(first) }) ?? true {
            // After every entry already here, the usual case: appended.
            if needsSweep { sweep(positions: &positions) }
            let needed = entries.count + batch.count
            if entries.capacity < needed { entries.reserveCapacity(max(needed, 2 * entries.capacity)) }
            for retarget in batch {
                positions.set(UInt32(entries.count), for: retarget.entity.index)
                entries.append(retarget)
            }
            return
        }
        var merged = ContiguousArray<DelayedRetarget<Value>>()
        merged.reserveCapacity(entries.count - head - dropped + batch.count)
        var next = batch.startIndex
        for position in head..<entries.count where entries[position].isWaiting {
            while next < batch.endIndex, batch[next].startsBefore(entries[position]) {
                merged.append(batch[next])
                next += 1
            }
            merged.append(entries[position])
        }
        merged.append(contentsOf: batch[next...])
        (entries, head, dropped) = (merged, 0, 0)
        for position in entries.indices {
            positions.set(UInt32(position), for: entries[position].entity.index)
        }
    }
}
