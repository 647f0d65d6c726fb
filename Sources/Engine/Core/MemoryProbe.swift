#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether an allocation can be made before the arrays that would crash on failing to make it
/// are asked to.
enum MemoryProbe {
    /// The bytes `count` elements of each of `strides` take side by side, or nil when the sum
    /// overflows `Int`.
    static func bytes(_ count: Int, strides: [Int]) -> Int? {
        var total = 0
        for stride in strides {
            let (bytes, overflow) = count.multipliedReportingOverflow(by: stride)
            guard !overflow else { return nil }
            let (sum, sumOverflow) = total.addingReportingOverflow(bytes)
            guard !sumOverflow else { return nil }
            total = sum
        }
        return total
    }

    /// Whether `bytes` can be allocated now: the system gives them (and they are released at
    /// once). Where no C allocator is at hand, any count that fits in `Int`.
    static func canAllocate(_ bytes: Int) -> Bool {
        guard bytes >= 0 else { return false }
        #if canImport(Glibc) || canImport(Darwin)
            guard let memory = malloc(bytes) else { return false }
            free(memory)
        #endif
        return true
    }
}
