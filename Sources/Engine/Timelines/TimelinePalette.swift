import TransitionCore

/// The timelines playing on one value type's components, each kept once however many entities
/// play it and reference-counted, so that a player carries a 4-byte index instead of a whole
/// ``Timeline``, as ``AnimationPalette`` shares animations. A timeline is found again by its
/// arrays (a copy of one played before) or by its content (one built apart that plays alike).
/// Beside each timeline, its moves are laid out as plain data in arrays shared by every entry
/// (where each starts, its ends and start velocity, a ``Animation/TickSampler`` of its
/// animation), which the tick reads in place.
@usableFromInline
struct TimelinePalette<Value: Transitionable> {
    /// One distinct timeline and what its players share.
    struct Entry {
        var timeline: Timeline<Value>
        /// The markers its players report: the timeline's, and for a track one more at the end
        /// of its last part (``TimelineMark/trackEndName``).
        var markers: [TimelineMark]
        var references: UInt32
        /// What finds the entry again for another player of the same timeline.
        var key: Key?
        /// What finds it for another player of a timeline with the same content.
        var digest: UInt64?
    }

    /// Where an entry's parts are in the shared arrays.
    @usableFromInline
    struct Span {
        @usableFromInline var first: Int
        @usableFromInline var count: Int

        @inlinable
        init(first: Int, count: Int) {
            (self.first, self.count) = (first, count)
        }
    }

    /// One part, as the tick samples it: a move's ends, its start velocity and its length.
    @usableFromInline
    struct Part {
        @usableFromInline var length: UInt64
        /// Whether it is a move; other parts are sampled through their timeline.
        @usableFromInline var isMove: Bool
        @usableFromInline var from: Value
        @usableFromInline var to: Value
        @usableFromInline var velocity: Value?

        @inlinable
        init(length: UInt64, isMove: Bool, from: Value, to: Value, velocity: Value?) {
            (self.length, self.isMove, self.from, self.to, self.velocity) = (
                length, isMove, from, to, velocity
            )
        }
    }

    /// A timeline's identity while an entry holds it: the buffers of its arrays, which no one
    /// changes while they are shared, and what else a copy could have changed.
    struct Key: Hashable {
        let parts: UInt
        let labels: UInt
        let markers: UInt
        let durationTicks: UInt64
        let isTrack: Bool
    }

    var entries: ContiguousArray<Entry> = []
    /// Each entry's parts, same indices as `entries`.
    @usableFromInline var spans: ContiguousArray<Span> = []
    /// Each entry's timeline's initial value, same indices as `entries`.
    @usableFromInline var initialValues: ContiguousArray<Value> = []
    /// The tick each part starts on, entry after entry, each entry's in order.
    @usableFromInline var partStarts: ContiguousArray<UInt64> = []
    /// The parts, same indices as `partStarts`.
    @usableFromInline var parts: ContiguousArray<Part> = []
    /// A sampler of each move's animation at the world's tick rate, same indices as `partStarts`.
    @usableFromInline var samplers: ContiguousArray<Animation.TickSampler> = []
    /// Each move's polynomial curve where its sampler has one (nil for other parts), same
    /// indices as `partStarts`: what the tick's kernel takes, apart from the larger sampler.
    @usableFromInline var curves: ContiguousArray<Animation.TickSampler.PolynomialCurve?> = []
    /// Each move's animation, for the ticks its sampler leaves to it, same indices as `partStarts`.
    @usableFromInline var animations: ContiguousArray<Animation> = []
    /// Ticks per second: the world's, which every timeline played is laid out at.
    @usableFromInline var rate: Double = 1
    /// Entries no player uses, to be reused.
    private var free: [UInt32] = []
    /// The entry of each timeline held, by its identity.
    private var byKey: [Key: UInt32] = [:]
    /// The entry of each timeline held whose content can be compared, by its digest (the first
    /// one of a digest: another with the same digest and other content is not shared).
    private var byDigest: [UInt64: UInt32] = [:]
    /// Parts in the shared arrays that no entry uses any more.
    private var freedParts = 0

    init() {}

    /// An entry for `timeline`, played alone or as a track (`isTrack`) in a world of `tickRate`
    /// ticks per second: the one that holds it already, or a new one.
    mutating func retain(_ timeline: Timeline<Value>, isTrack: Bool, tickRate: UInt64) -> UInt32 {
        rate = Double(tickRate)
        let key = Self.key(of: timeline, isTrack: isTrack)
        if let key, let index = byKey[key] {
            entries[Int(index)].references += 1
            return index
        }
        let digest = timeline.contentDigest
        if let digest, let index = byDigest[digest], entries[Int(index)].key?.isTrack == isTrack,
            entries[Int(index)].timeline.playsAlike(timeline)
        {
            entries[Int(index)].references += 1
            return index
        }
        var markers = timeline.markers
        if isTrack { markers.add(TimelineMark.trackEndName, atTick: timeline.durationTicks) }
        let span = Span(first: parts.count, count: timeline.parts.count)
        for (index, part) in timeline.parts.enumerated() {
            let (from, velocity) = timeline.start(ofPart: index)
            partStarts.append(part.start)
            switch part.motion {
            case .move(let target, let animation):
                parts.append(
                    Part(length: part.length, isMove: true, from: from, to: target, velocity: velocity))
                let sampler = Animation.TickSampler(animation, tickRate: tickRate)
                samplers.append(sampler)
                curves.append(sampler.polynomialCurve)
                animations.append(animation)
            case .keyframes, .fields:
                parts.append(Part(length: part.length, isMove: false, from: from, to: from, velocity: nil))
                samplers.append(Animation.TickSampler(unusedAnimation, tickRate: tickRate))
                curves.append(nil)
                animations.append(unusedAnimation)
            }
        }
        let entry = Entry(timeline: timeline, markers: markers, references: 1, key: key, digest: digest)
        let index: UInt32
        if let reused = free.popLast() {
            index = reused
            entries[Int(index)] = entry
            spans[Int(index)] = span
            initialValues[Int(index)] = timeline.initialValue
        } else {
            index = UInt32(entries.count)
            entries.append(entry)
            spans.append(span)
            initialValues.append(timeline.initialValue)
            // Room to free every entry, made as they are: releasing one on a tick allocates
            // nothing.
            free.reserveCapacity(entries.capacity)
        }
        if let key { byKey[key] = index }
        if let digest, byDigest[digest] == nil { byDigest[digest] = index }
        return index
    }

    /// Lets go of entry `index` for one player; the last one frees it.
    mutating func release(_ index: UInt32) {
        let position = Int(index)
        entries[position].references -= 1
        guard entries[position].references == 0 else { return }
        if let key = entries[position].key { byKey[key] = nil }
        if let digest = entries[position].digest, byDigest[digest] == index { byDigest[digest] = nil }
        entries[position] = Entry(
            timeline: Timeline(from: initialValues[position], tickRate: 1), markers: [], references: 0,
            key: nil, digest: nil)
        let span = spans[position]
        spans[position] = Span(first: 0, count: 0)
        free.append(index)
        if span.first + span.count == parts.count {
            removeParts(from: span.first)
        } else {
            freedParts += span.count
            if freedParts * 2 > parts.count { compact() }
        }
    }

    /// The identity of `timeline` played alone or as a track; nil for one without parts, which
    /// is not shared.
    private static func key(of timeline: Timeline<Value>, isTrack: Bool) -> Key? {
        func address<Element>(_ array: [Element]) -> UInt {
            array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
        guard !timeline.parts.isEmpty else { return nil }
        return Key(
            parts: address(timeline.parts), labels: timeline.labelMarks.storageAddress,
            markers: timeline.markerMarks.storageAddress, durationTicks: timeline.durationTicks,
            isTrack: isTrack)
    }

    /// Drops the parts from `first` on.
    private mutating func removeParts(from first: Int) {
        partStarts.removeSubrange(first...)
        parts.removeSubrange(first...)
        samplers.removeSubrange(first...)
        curves.removeSubrange(first...)
        animations.removeSubrange(first...)
    }

    /// Moves the parts of the entries in use together, in entry order, dropping the freed ones.
    private mutating func compact() {
        var next = 0
        // In the order their parts lie, so that each moves down over parts already moved.
        let live = spans.indices.filter { entries[$0].references > 0 }.sorted {
            spans[$0].first < spans[$1].first
        }
        for index in live {
            let span = spans[index]
            for offset in 0..<span.count where span.first != next {
                partStarts[next + offset] = partStarts[span.first + offset]
                parts[next + offset] = parts[span.first + offset]
                samplers[next + offset] = samplers[span.first + offset]
                curves[next + offset] = curves[span.first + offset]
                animations[next + offset] = animations[span.first + offset]
            }
            spans[index].first = next
            next += span.count
        }
        removeParts(from: next)
        freedParts = 0
    }

    /// Bytes held by the palette's arrays (capacity, not count), its timelines' own left out.
    var byteCount: Int {
        entries.capacity * MemoryLayout<Entry>.stride + spans.capacity * MemoryLayout<Span>.stride
            + initialValues.capacity * MemoryLayout<Value>.stride
            + partStarts.capacity * MemoryLayout<UInt64>.stride + parts.capacity * MemoryLayout<Part>.stride
            + samplers.capacity * MemoryLayout<Animation.TickSampler>.stride
            + curves.capacity * MemoryLayout<Animation.TickSampler.PolynomialCurve?>.stride
            + animations.capacity * MemoryLayout<Animation>.stride
    }
}
