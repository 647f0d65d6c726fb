extension World {
    /// Makes room for `count` components of type `Value`, and for all of them to animate at
    /// once, so that storing and animating that many does not grow the storage again: for a
    /// game that knows its sizes, this spares the growth's copies and its spare capacity (up to
    /// twice the memory while appending). A count below what is stored changes nothing; inside
    /// a query it waits, as changes do, until the outermost query ends.
    /// - Complexity: O(count) when the storage grows, else O(1).
    public func reserveCapacity<Value>(_ count: Int, for type: Value.Type) {
        guard count > 0 else { return }
        if deferIfIterating({ [unowned self] in self.reserveCapacity(count, for: type) }) { return }
        storage(for: type).reserveCapacity(count)
    }

    /// Makes room for `count` entities in all, living or despawned, so that spawning that many
    /// does not grow the world's entity tables again. A count below what exists changes nothing.
    public func reserveEntityCapacity(_ count: Int) {
        guard count > 0 else { return }
        allocator.reserveCapacity(count)
    }
}
