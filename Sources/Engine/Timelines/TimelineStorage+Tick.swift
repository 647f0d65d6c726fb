import TransitionCore

extension TimelineStorage {
    /// Moves every playhead whose clock domain ran, as many steps as it ran, and writes its
    /// timeline's value into its component; the runs that finished are removed, from the highest
    /// slot down, their events raised as their playheads crossed them. A step that crosses
    /// nothing only moves the playhead; a move part is sampled through its tick sampler, as
    /// ``Timeline/value(atTick:fraction:)`` samples it, to the bit. Allocates nothing once
    /// `finishedSlots` has grown. Inlinable, so that it is compiled where `Value` is known.
    @inlinable
    func advance() {
        guard !values.isEmpty else { return }
        var finishedSlots = self.finishedSlots
        self.finishedSlots = []
        finishedSlots.removeAll(keepingCapacity: true)
        let components = self.components
        withSampling { sampling in
            var slot = values.count
            while slot > 0 {
                slot -= 1
                let steps = clocks.lastSteps[Int(values[slot].domain)]
                guard steps > 0 else { continue }
                let entity = entities[slot]
                var done = false
                for _ in 0..<steps where !done {
                    if !values[slot].stepQuietly() { done = step(slot, of: entity) }
                }
                let (ticks, fraction) = values[slot].local
                let value =
                    sampling.value(ofEntry: Int(values[slot].entry), atTick: ticks, fraction: fraction)
                    ?? timelineValue(ofSlot: slot, atTick: ticks, fraction: fraction)
                let target = Int(values[slot].componentSlot)
                if target < components.entities.count, components.entities[target] == entity {
                    components.values[target] = value
                } else {
                    show(value, ofSlot: slot, for: entity)
                }
                if done { finishedSlots.append(slot) }
            }
        }
        // Descending order: each removal moves into the freed slot a player already stepped.
        for slot in finishedSlots { removePlayer(at: slot) }
        self.finishedSlots = finishedSlots
    }

    /// Calls `body` with the palette's buffers; they are valid only during the call.
    @inlinable @inline(__always)
    func withSampling<Result>(_ body: (TimelineSampling<Value>) -> Result) -> Result {
        palette.spans.withUnsafeBufferPointer { spans in
            palette.initialValues.withUnsafeBufferPointer { initialValues in
                palette.partStarts.withUnsafeBufferPointer { partStarts in
                    palette.parts.withUnsafeBufferPointer { parts in
                        palette.samplers.withUnsafeBufferPointer { samplers in
                            palette.animations.withUnsafeBufferPointer { animations in
                                body(
                                    TimelineSampling(
                                        spans: spans, initialValues: initialValues, partStarts: partStarts,
                                        parts: parts, samplers: samplers, animations: animations,
                                        rate: palette.rate))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Installs ``advance()`` compiled for `Value`: inlinable, so that called where `Value` is
    /// known, the tick is compiled there.
    @inlinable
    func specializeTick() {
        if specializedAdvance == nil { specializedAdvance = { $0.advance() } }
    }
}

/// The palette's buffers, read in place by one tick: swift-collections' unsafe-handle
/// pattern, as ``AnimatedStorage/TickBuffers``.
@usableFromInline
struct TimelineSampling<Value: Transitionable> {
    @usableFromInline let spans: UnsafeBufferPointer<TimelinePalette<Value>.Span>
    @usableFromInline let initialValues: UnsafeBufferPointer<Value>
    @usableFromInline let partStarts: UnsafeBufferPointer<UInt64>
    @usableFromInline let parts: UnsafeBufferPointer<TimelinePalette<Value>.Part>
    @usableFromInline let samplers: UnsafeBufferPointer<Animation.TickSampler>
    @usableFromInline let animations: UnsafeBufferPointer<Animation>
    @usableFromInline let rate: Double

    @inlinable
    init(
        spans: UnsafeBufferPointer<TimelinePalette<Value>.Span>, initialValues: UnsafeBufferPointer<Value>,
        partStarts: UnsafeBufferPointer<UInt64>, parts: UnsafeBufferPointer<TimelinePalette<Value>.Part>,
        samplers: UnsafeBufferPointer<Animation.TickSampler>, animations: UnsafeBufferPointer<Animation>,
        rate: Double
    ) {
        (self.spans, self.initialValues, self.partStarts) = (spans, initialValues, partStarts)
        (self.parts, self.samplers, self.animations, self.rate) = (parts, samplers, animations, rate)
    }

    /// The value of the timeline of palette entry `entry` `ticks + fraction` ticks from its
    /// start, as ``Timeline/value(atTick:fraction:)`` gives it; nil where a part other than a
    /// move plays, which the timeline itself samples.
    @inlinable @inline(__always)
    func value(ofEntry entry: Int, atTick ticks: UInt64, fraction: Double) -> Value? {
        let span = spans[entry]
        // The last part that has started (binary search over the start ticks).
        var low = span.first
        var high = span.first + span.count
        while low < high {
            let middle = (low + high) / 2
            if partStarts[middle] <= ticks { low = middle + 1 } else { high = middle }
        }
        guard low > span.first else { return initialValues[entry] }
        let index = low - 1
        let part = parts.baseAddress.unsafelyUnwrapped + index
        guard part.pointee.isMove else { return nil }
        let elapsed = ticks - partStarts[index]
        if elapsed >= part.pointee.length { return part.pointee.to }
        let sampler = samplers.baseAddress.unsafelyUnwrapped + index
        let fast =
            fraction == 0
            ? sampler.pointee.sample(ticks: elapsed)
            : sampler.pointee.sample(tickTime: Double(elapsed) + fraction, after: elapsed)
        let sample = fast ?? animations[index].sample(at: (Double(elapsed) + fraction) / rate)
        return Transition.presentedValue(
            from: part.pointee.from, to: part.pointee.to, velocity: part.pointee.velocity,
            isSpring: sampler.pointee.isSpring, at: sample)
    }
}
