/// Memory for elements written before they are read, kept and grown as needed: no reference
/// counting and no allocation once large enough. Its owner deallocates it.
struct ReusedBuffer<Element> {
    /// The first element.
    private(set) var pointer = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    private var capacity = 0

    /// Room for `count` elements; what was there is lost when it grows.
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = max(count, capacity * 2)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    /// Frees the memory; the buffer is not used again.
    func deallocate() {
        pointer.deallocate()
    }
}
