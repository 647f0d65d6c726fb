import TransitionCore

/// The palette's buffers, read in place by one tick: swift-collections' unsafe-handle
/// pattern, as ``AnimatedStorage/TickBuffers``.
@usableFromInline
struct TimelineSampling<Value: Transitionable> {
    @usableFromInline let spans: UnsafeBufferPointer<TimelinePalette<Value>.Span>
    @usableFromInline let initialValues: UnsafeBufferPointer<Value>
    @usableFromInline let partStarts: UnsafeBufferPointer<UInt64>
    @usableFromInline let parts: UnsafeBufferPointer<TimelinePalette<Value>.Part>
    @usableFromInline let samplers: UnsafeBufferPointer<Animation.TickSampler>
    @usableFromInline let curves: UnsafeBufferPointer<Animation.TickSampler.PolynomialCurve?>
    @usableFromInline let animations: UnsafeBufferPointer<Animation>
    @usableFromInline let rate: Double

    @inlinable
    init(
        spans: UnsafeBufferPointer<TimelinePalette<Value>.Span>, initialValues: UnsafeBufferPointer<Value>,
        partStarts: UnsafeBufferPointer<UInt64>, parts: UnsafeBufferPointer<TimelinePalette<Value>.Part>,
        samplers: UnsafeBufferPointer<Animation.TickSampler>,
        curves: UnsafeBufferPointer<Animation.TickSampler.PolynomialCurve?>,
        animations: UnsafeBufferPointer<Animation>, rate: Double
    ) {
        (self.spans, self.initialValues, self.partStarts) = (spans, initialValues, partStarts)
        (self.parts, self.samplers, self.curves) = (parts, samplers, curves)
        (self.animations, self.rate) = (animations, rate)
    }

    /// The index of the part of palette entry `entry`'s timeline that plays `ticks` ticks from
    /// its start: the last that has started; nil before the first, where the timeline shows its
    /// initial value.
    @inlinable @inline(__always)
    func part(ofEntry entry: Int, atTick ticks: UInt64) -> Int? {
        let span = spans[entry]
        // A binary search over the start ticks.
        var low = span.first
        var high = span.first + span.count
        while low < high {
            let middle = (low + high) / 2
            if partStarts[middle] <= ticks { low = middle + 1 } else { high = middle }
        }
        return low > span.first ? low - 1 : nil
    }

    /// The ticks part `index` has played `ticks` ticks from its timeline's start, and its
    /// curve, when it is a running move on a polynomial curve, whose progress the tick kernel
    /// computes; else nil.
    @inlinable @inline(__always)
    func curveMove(_ index: Int, atTick ticks: UInt64)
        -> (elapsed: UInt64, curve: Animation.TickSampler.PolynomialCurve)?
    {
        let part = parts.baseAddress.unsafelyUnwrapped + index
        let elapsed = ticks - partStarts[index]
        guard let curve = curves[index], elapsed < part.pointee.length
        else { return nil }
        return (elapsed, curve)
    }

    /// The value of part `index` `ticks + fraction` ticks from its timeline's start, as
    /// ``Timeline/value(atTick:fraction:)`` gives it; nil where a part other than a move plays,
    /// which the timeline itself samples.
    @inlinable @inline(__always)
    func value(ofPart index: Int, atTick ticks: UInt64, fraction: Double) -> Value? {
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

/// A move on a polynomial curve found by the timeline tick, whose value it writes after the
/// kernel's pass: the player's slot and its component's, the part, the ticks the part has
/// played, and whether its curve is the one of the move found just before.
@usableFromInline
struct TimelineCurveMove {
    @usableFromInline let slot: UInt32
    @usableFromInline let componentSlot: UInt32
    @usableFromInline let part: UInt32
    @usableFromInline let joinsPrevious: Bool
    @usableFromInline let elapsed: UInt64

    @inlinable
    init(slot: Int, componentSlot: Int, part: Int, elapsed: UInt64, joinsPrevious: Bool) {
        (self.slot, self.componentSlot, self.part) = (UInt32(slot), UInt32(componentSlot), UInt32(part))
        (self.elapsed, self.joinsPrevious) = (elapsed, joinsPrevious)
    }
}
