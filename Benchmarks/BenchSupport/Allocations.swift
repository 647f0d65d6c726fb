import CBaseline

/// The process-wide allocation counter that CBaseline's interposed `malloc` & co. keep.
public enum Allocations {
    /// Allocating calls made by the process so far.
    @usableFromInline
    static var count: UInt64 { cbaseline_allocation_count() }

    /// Allocating calls made while `body` ran.
    @inlinable
    public static func counted(_ body: () -> Void) -> UInt64 {
        let before = count
        body()
        return count - before
    }

    /// Whether Swift's own allocations reach the counter: makes a heap array of a size the
    /// optimiser cannot know, hands it to an opaque C function, and checks that the count
    /// moved by exactly one. The first such array is not counted: making it also has the
    /// runtime allocate its type's metadata.
    static func verify() -> (works: Bool, observed: UInt64) {
        func makeArray() {
            let array = ContiguousArray<UInt64>(repeating: count, count: 512 + Int(count % 7))
            array.withUnsafeBufferPointer { cbaselineKeep($0.baseAddress!) }
        }
        makeArray()
        let observed = counted(makeArray)
        return (observed == 1, observed)
    }
}
