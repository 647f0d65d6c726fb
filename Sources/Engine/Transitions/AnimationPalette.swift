import TransitionCore

/// The animations of the running transitions of one value type, shared between transitions
/// that use the same one and reference-counted, so that a transition record carries a 4-byte
/// index instead of a whole ``Animation``. A spring that carries velocity has an entry of its own.
/// Each entry names a ``Animation/TickSampler`` of its animation: plain data that the tick loop
/// reads instead of the entry, shared by every entry of the same animation, so that the
/// samplers stay few and in cache however many springs carry a velocity of their own.
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
    /// The index in `samplers` of each entry's sampler, same indices as `entries`.
    @usableFromInline var samplerIndices: ContiguousArray<UInt32> = []
    /// The clock domain each entry's transitions run on, same indices as `entries`.
    @usableFromInline var entryDomains: ContiguousArray<UInt32> = []
    /// The tick, of its clock domain, each entry's transitions count their start ticks from,
    /// same indices as `entries`: each starts less than 2¹⁶ ticks after it (18 minutes at
    /// 60 Hz), so that a transition keeps its start in 2 bytes; the same animation started
    /// later gets a new entry, and elapsed ticks are counted in 64 bits however long one runs.
    @usableFromInline var entryBases: ContiguousArray<UInt64> = []
    /// Number of entries in use on a clock domain other than the world's: while there are none,
    /// every transition runs on the world's ticks.
    @usableFromInline var domainEntryCount = 0
    /// Samplers at the world's tick rate, each shared by the entries of one animation.
    @usableFromInline var samplers: ContiguousArray<Animation.TickSampler> = []
    /// How many entries use each sampler, plus one for a known sampler, which is never freed.
    @usableFromInline var samplerReferences: ContiguousArray<UInt32> = []
    /// Entries no transition uses, to be reused.
    @usableFromInline var free: ContiguousArray<UInt32> = []
    /// Samplers no entry uses, to be reused.
    @usableFromInline var freeSamplers: ContiguousArray<UInt32> = []
    /// The last entry made without velocity: the one a new transition may share.
    @usableFromInline var lastShared: UInt32?
    /// The samplers of the first animations this palette met (never custom curves, whose
    /// closures must not be kept alive): a new entry of one of them shares its sampler instead
    /// of making one, and a spring or decay met again gets a table of its samples then. Never evicted,
    /// so that what a game uses over and over stays and its memory is settled early.
    @usableFromInline var knownSamplers: ContiguousArray<(animation: Animation, sampler: UInt32)> = []
    /// How many animations `knownSamplers` keeps at most.
    @usableFromInline static var knownSamplerLimit: Int { 16 }

    @usableFromInline init() {}

    /// What a free entry holds.
    @usableFromInline static var unused: Animation { unusedAnimation }

    /// Whether a transition starting on `tick` can count its start from entry `index`'s base.
    @inlinable
    func fits(_ tick: UInt64, in index: UInt32) -> Bool {
        tick &- entryBases[Int(index)] <= UInt64(UInt16.max)
    }

    /// Gives entry `index`, which only one transition uses, the velocity `velocity` and the
    /// base `startTick` where a new entry of the same animation would be made for it; returns
    /// whether it could.
    @inlinable
    mutating func reuse(
        _ index: UInt32, for animation: Animation, velocity: Value, domain: UInt32, startTick: UInt64,
        tickRate: UInt64
    ) -> Bool {
        guard entries[Int(index)].references == 1, entryDomains[Int(index)] == domain,
            entries[Int(index)].animation.isSame(as: animation.alignedToTicks(tickRate: tickRate))
        else {
            return false
        }
        velocities[Int(index)] = velocity
        entryBases[Int(index)] = startTick
        if lastShared == index { lastShared = nil }
        return true
    }

    /// An entry for `animation` with `velocity` on clock domain `domain`, for a transition
    /// starting on `startTick`, shared with the last one made when they match and the start
    /// fits its base; a new one, based on `startTick`, shares the sampler of entry `like` when
    /// that one's animation is the same, else of a known animation, else gets a new one at
    /// `tickRate` ticks per second.
    @inlinable
    mutating func retain(
        _ animation: Animation, velocity: Value?, tickRate: UInt64, like: UInt32? = nil, domain: UInt32 = 0,
        startTick: UInt64
    ) -> UInt32 {
        // Finished on the tick its length in whole ticks says, whichever way it is sampled.
        let animation = animation.alignedToTicks(tickRate: tickRate)
        if velocity == nil, let last = lastShared, entries[Int(last)].references > 0,
            velocities[Int(last)] == nil, entryDomains[Int(last)] == domain, fits(startTick, in: last),
            entries[Int(last)].animation.isSame(as: animation)
        {
            entries[Int(last)].references += 1
            if entries[Int(last)].references == 2 { makeTableIfShared(samplerIndices[Int(last)]) }
            return last
        }
        let sampler = retainSampler(for: animation, tickRate: tickRate, like: like)
        let index = store(
            Entry(animation: animation, references: 1), velocity: velocity, sampler: sampler, domain: domain,
            base: startTick)
        if velocity == nil { lastShared = index }
        return index
    }

    /// Stores `entry` with its velocity, sampler, domain and base in a free place; returns its
    /// index.
    @inlinable
    mutating func store(_ entry: Entry, velocity: Value?, sampler: UInt32, domain: UInt32, base: UInt64)
        -> UInt32
    {
        let index: UInt32
        if let reused = free.popLast() {
            entries[Int(reused)] = entry
            velocities[Int(reused)] = velocity
            samplerIndices[Int(reused)] = sampler
            entryDomains[Int(reused)] = domain
            entryBases[Int(reused)] = base
            index = reused
        } else {
            entries.append(entry)
            velocities.append(velocity)
            samplerIndices.append(sampler)
            entryDomains.append(domain)
            entryBases.append(base)
            index = UInt32(entries.count - 1)
            // The free list never holds more than every entry: room for that now means it
            // reallocates only when the entries do, not at each new peak of releases.
            free.reserveCapacity(entries.capacity)
        }
        if domain != 0 { domainEntryCount += 1 }
        return index
    }

    /// One more reference to a sampler of `animation`: entry `like`'s when its animation is the
    /// same and it has what a known one would give, else a known one, else entry `like`'s, else
    /// a new one (known from now on while there is room).
    @usableFromInline
    mutating func retainSampler(for animation: Animation, tickRate: UInt64, like: UInt32?) -> UInt32 {
        let likeIsSame =
            like.map { entries[Int($0)].references > 0 && entries[Int($0)].animation.isSame(as: animation) }
            ?? false
        let found: UInt32
        if let like, likeIsSame, !needsTable(samplerIndices[Int(like)]) {
            found = samplerIndices[Int(like)]
        } else if let known = knownSampler(for: animation) {
            found = known
        } else if let like, likeIsSame {
            found = samplerIndices[Int(like)]
        } else {
            found = storeSampler(Animation.TickSampler(animation, tickRate: tickRate))
            // Only animations known to equal themselves: not custom curves.
            if knownSamplers.count < Self.knownSamplerLimit, animation.isSame(as: animation) {
                knownSamplers.append((animation, found))
                samplerReferences[Int(found)] += 1
            }
        }
        samplerReferences[Int(found)] += 1
        return found
    }

    /// Whether sampler `index` is a spring's or a decay's without its table.
    @usableFromInline
    func needsTable(_ index: UInt32) -> Bool {
        (samplers[Int(index)].isSpring || samplers[Int(index)].isDecay)
            && !samplers[Int(index)].hasSampleTable
    }

    /// Gives sampler `index` a table of its samples if it is a spring's or a decay's without
    /// one: the one rule for tables, applied when a second transition comes to share a sampler
    /// (an entry's second reference, or a known animation met again), as making the table
    /// costs about as much as computing that many samples.
    @usableFromInline
    mutating func makeTableIfShared(_ index: UInt32) {
        guard needsTable(index) else { return }
        samplers[Int(index)] = samplers[Int(index)].withSampleTable()
    }

    /// The known sampler of `animation`, given its table of samples now that a spring or decay is met
    /// again; nil when `animation` is not known.
    @usableFromInline
    mutating func knownSampler(for animation: Animation) -> UInt32? {
        for known in knownSamplers where known.animation.isSame(as: animation) {
            makeTableIfShared(known.sampler)
            return known.sampler
        }
        return nil
    }

    /// Stores `sampler` in a free place, unreferenced; returns its index.
    @usableFromInline
    mutating func storeSampler(_ sampler: Animation.TickSampler) -> UInt32 {
        if let reused = freeSamplers.popLast() {
            samplers[Int(reused)] = sampler
            return reused
        }
        samplers.append(sampler)
        samplerReferences.append(0)
        freeSamplers.reserveCapacity(samplers.capacity)
        return UInt32(samplers.count - 1)
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
            releaseSampler(samplerIndices[Int(index)])
            if entryDomains[Int(index)] != 0 {
                entryDomains[Int(index)] = 0
                domainEntryCount -= 1
            }
            free.append(index)
        }
    }

    /// Drops one reference to sampler `index`, freeing it (and any table of samples) at the last.
    @usableFromInline
    mutating func releaseSampler(_ index: UInt32) {
        samplerReferences[Int(index)] -= 1
        if samplerReferences[Int(index)] == 0 {
            samplers[Int(index)] = Animation.TickSampler(AnimationPalette.unused, tickRate: 1)
            freeSamplers.append(index)
        }
    }

    var byteCount: Int {
        let tables = knownSamplers.compactMap { samplers[Int($0.sampler)].sampleTable }.reduce(0) {
            $0 + $1.byteCount
        }
        return entries.capacity * MemoryLayout<Entry>.stride + velocities.capacity
            * MemoryLayout<Value?>.stride + samplerIndices.capacity * 4
            + entryDomains.capacity * 4 + entryBases.capacity * 8 + samplers.capacity
            * MemoryLayout<Animation.TickSampler>.stride
            + samplerReferences.capacity * 4
            + free.capacity * 4 + freeSamplers.capacity * 4
            + knownSamplers.capacity * MemoryLayout<(Animation, UInt32)>.stride + tables
    }
}

/// What a free palette entry holds: made once, as making it costs more than keeping it.
@usableFromInline let unusedAnimation = Animation.linear(duration: 0)
