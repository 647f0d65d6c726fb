import TransitionCore

/// The animations of the running transitions of one value type, shared between transitions
/// that use the same one and reference-counted, so that a transition record carries a 4-byte
/// index instead of a whole ``Animation``. A spring that carries velocity has an entry of its own.
@usableFromInline
struct AnimationPalette<Value: Transitionable> {
    @usableFromInline
    struct Entry {
        @usableFromInline var animation: Animation
        @usableFromInline var velocity: Value?
        @usableFromInline var references: UInt32
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    private var free: ContiguousArray<UInt32> = []
    private var lastShared: UInt32?

    @usableFromInline init() {}

    /// An entry for `animation` with `velocity`, shared with the last one made when they match.
    mutating func retain(_ animation: Animation, velocity: Value?) -> UInt32 {
        if velocity == nil, let last = lastShared, entries[Int(last)].references > 0,
            entries[Int(last)].velocity == nil, entries[Int(last)].animation.isSame(as: animation)
        {
            entries[Int(last)].references += 1
            return last
        }
        let entry = Entry(animation: animation, velocity: velocity, references: 1)
        let index: UInt32
        if let reused = free.popLast() {
            entries[Int(reused)] = entry
            index = reused
        } else {
            entries.append(entry)
            index = UInt32(entries.count - 1)
        }
        if velocity == nil { lastShared = index }
        return index
    }

    /// Drops one reference to entry `index`.
    mutating func release(_ index: UInt32) {
        entries[Int(index)].references -= 1
        if entries[Int(index)].references == 0 {
            entries[Int(index)].velocity = nil
            free.append(index)
        }
    }

    var byteCount: Int { entries.capacity * MemoryLayout<Entry>.stride + free.capacity * 4 }
}
