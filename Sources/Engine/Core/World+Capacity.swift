import TransitionCore

extension World {
    /// The most entities a world holds at once, living or despawned: entity indices are 32-bit
    /// (and where `Int` is 32-bit, `Int.max`).
    public static var maximumEntityCount: Int { Int(clamping: UInt32.max) }

    /// Makes room for `count` components of type `Value`, and for all of them to animate at
    /// once, so that storing and animating that many does not grow the storage again: for a
    /// game that knows its sizes, this spares the growth's copies and its spare capacity (up to
    /// twice the memory while appending). A count of 0 or below, or below what is stored,
    /// changes nothing. Returns false, changing nothing, when `count` is more than
    /// ``maximumEntityCount`` or the memory for it cannot be allocated now. Inside a query the
    /// room is made, as changes are, when the outermost query ends, if it can be then; the call
    /// returns true at once.
    /// - Complexity: O(count) when the storage grows, else O(1).
    @discardableResult
    public func reserveCapacity<Value: StateValue>(_ count: Int, for type: Value.Type) -> Bool {
        guard count > 0 else { return true }
        guard count <= World.maximumEntityCount else { return false }
        if commands.isDeferring {
            commands.append { $0.reserveCapacity(count, for: type) }
            return true
        }
        let storage = storage(for: type)
        return reserving(count, strides: storage.reservedStrides) { storage.reserveCapacity(count) }
    }

    /// Makes room for `count` events raised by one tick and as many raised between two ticks
    /// (by `animate`, `set` or `play` interrupting a motion), so that a tick raising that many
    /// does not grow the event log: a world whose every entity may finish on one tick wants
    /// room for as many events as entities. A count of 0 or below, or below the room there is,
    /// changes nothing. Returns false, changing nothing, when `count` is more than
    /// ``maximumEntityCount`` or the memory for it cannot be allocated now.
    @discardableResult
    public func reserveEventCapacity(_ count: Int) -> Bool {
        reserving(count, strides: [MemoryLayout<MotionEvent>.stride * 2]) { eventLog.reserveCapacity(count) }
    }

    /// Makes room for `count` entities in all, living or despawned, so that spawning that many
    /// does not grow the world's entity tables again. A count of 0 or below, or below what
    /// exists, changes nothing. Returns false, changing nothing, when `count` is more than
    /// ``maximumEntityCount`` or the memory for it cannot be allocated now.
    @discardableResult
    public func reserveEntityCapacity(_ count: Int) -> Bool {
        reserving(count, strides: [MemoryLayout<UInt32>.stride]) { allocator.reserveCapacity(count) }
    }

    /// Runs `reserve` when room for `count` elements of `strides` bytes each can be made now;
    /// true for a count of 0 or below (nothing to do), false, without running it, for a count
    /// past ``maximumEntityCount`` or memory that cannot be allocated.
    private func reserving(_ count: Int, strides: [Int], _ reserve: () -> Void) -> Bool {
        guard count > 0 else { return true }
        guard count <= World.maximumEntityCount, let bytes = MemoryProbe.bytes(count, strides: strides),
            MemoryProbe.canAllocate(bytes)
        else { return false }
        reserve()
        return true
    }
}
