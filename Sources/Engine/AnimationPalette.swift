import TransitionCore

/// The animations of the running transitions of one value type, shared between transitions
/// that use the same one and reference-counted, so that a transition record carries a 4-byte
/// index instead of a whole ``Animation``. A spring that carries velocity has an entry of its own.
/// Beside each entry, at the same index, a ``Animation/TickSampler`` of its animation: plain
/// data that the tick loop reads instead of the entry.
@usableFromInline
struct AnimationPalette<Value: Transitionable> {
    @usableFromInline
    struct Entry {
        @usableFromInline var animation: Animation
        @usableFromInline var references: UInt32

        @inlinable
        init(animation: Animation, references: UInt32) {
            self.animation = animation
            self.references = references
        }
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    /// The velocity a spring entry starts with, same indices as `entries`: apart from them, so
    /// that reading one copies plain data.
    @usableFromInline var velocities: ContiguousArray<Value?> = []
    /// The sampler of each entry's animation at the world's tick rate, same indices as `entries`.
    @usableFromInline var samplers: ContiguousArray<Animation.TickSampler> = []
    /// Entries no transition uses, to be reused.
    @usableFromInline var free: ContiguousArray<UInt32> = []
    /// The last entry made without velocity: the one a new transition may share.
    @usableFromInline var lastShared: UInt32?
    /// The samplers of the first animations this palette met (never custom curves, whose
    /// closures must not be kept alive): a new entry of one of them copies its sampler instead of
    /// making one, and a spring met again gets a table of its samples then. Never evicted, so
    /// that what a game uses over and over stays and its memory is settled early.
    @usableFromInline var knownSamplers:
        ContiguousArray<(animation: Animation, sampler: Animation.TickSampler)> =
            []
    /// How many animations `knownSamplers` keeps at most.
    @usableFromInline static var knownSamplerLimit: Int { 16 }

    @usableFromInline init() {}

    /// What a free entry holds.
    @usableFromInline static var unused: Animation { .linear(duration: 0) }

    /// An entry for `animation` with `velocity`, shared with the last one made when they match;
    /// a new one gets its sampler at `tickRate` ticks per second, copied from entry `like` when
    /// that one's animation is the same.
    @inlinable
    mutating func retain(_ animation: Animation, velocity: Value?, tickRate: UInt64, like: UInt32? = nil)
        -> UInt32
    {
        if velocity == nil, let last = lastShared, entries[Int(last)].references > 0,
            velocities[Int(last)] == nil, entries[Int(last)].animation.isSame(as: animation)
        {
            entries[Int(last)].references += 1
            return last
        }
        let entry = Entry(animation: animation, references: 1)
        let sampler = sampler(for: animation, tickRate: tickRate, like: like)
        let index: UInt32
        if let reused = free.popLast() {
            entries[Int(reused)] = entry
            velocities[Int(reused)] = velocity
            samplers[Int(reused)] = sampler
            index = reused
        } else {
            entries.append(entry)
            velocities.append(velocity)
            samplers.append(sampler)
            index = UInt32(entries.count - 1)
            // The free list never holds more than every entry: room for that now means it
            // reallocates only when the entries do, not at each new peak of releases.
            free.reserveCapacity(entries.capacity)
        }
        if velocity == nil { lastShared = index }
        return index
    }

    /// A sampler of `animation`: entry `like`'s when its animation is the same and it has what
    /// a known one would give, else a known one, else a new one (known from now on while there
    /// is room).
    @inlinable
    mutating func sampler(for animation: Animation, tickRate: UInt64, like: UInt32?) -> Animation.TickSampler
    {
        let likeIsSame =
            like.map { entries[Int($0)].references > 0 && entries[Int($0)].animation.isSame(as: animation) }
            ?? false
        if let like, likeIsSame, !samplers[Int(like)].isSpring || samplers[Int(like)].springTable != nil {
            return samplers[Int(like)]
        }
        if let known = knownSampler(for: animation) { return known }
        if let like, likeIsSame { return samplers[Int(like)] }
        let sampler = Animation.TickSampler(animation, tickRate: tickRate)
        // Only animations known to equal themselves: not custom curves.
        if knownSamplers.count < Self.knownSamplerLimit, animation.isSame(as: animation) {
            knownSamplers.append((animation, sampler))
        }
        return sampler
    }

    /// The known sampler of `animation`, given its spring's table now that the spring is met
    /// again; nil when `animation` is not known.
    @usableFromInline
    mutating func knownSampler(for animation: Animation) -> Animation.TickSampler? {
        for index in knownSamplers.indices where knownSamplers[index].animation.isSame(as: animation) {
            knownSamplers[index].sampler = knownSamplers[index].sampler.withSpringTable()
            return knownSamplers[index].sampler
        }
        return nil
    }

    /// Drops one reference to entry `index`.
    @inlinable
    mutating func release(_ index: UInt32) {
        entries[Int(index)].references -= 1
        if entries[Int(index)].references == 0 {
            // Keep nothing alive that no transition uses: a custom curve's closure holds what it
            // captured.
            velocities[Int(index)] = nil
            entries[Int(index)].animation = AnimationPalette.unused
            free.append(index)
        }
    }

    var byteCount: Int {
        let tables = knownSamplers.compactMap(\.sampler.springTable).reduce(0) { $0 + $1.byteCount }
        return entries.capacity * MemoryLayout<Entry>.stride + velocities.capacity
            * MemoryLayout<Value?>.stride
            + samplers.capacity * MemoryLayout<Animation.TickSampler>.stride + free.capacity * 4
            + knownSamplers.capacity * MemoryLayout<(Animation, Animation.TickSampler)>.stride + tables
    }
}
