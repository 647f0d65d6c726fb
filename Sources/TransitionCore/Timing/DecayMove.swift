/// A decay of one value worked out in full before it runs: where the friction curve takes it
/// (snapped), where it finally rests (inside the bounds) and, at a given tick rate, the tick a
/// bounce takes over. An engine runs ``decayTransition`` and, from ``handoverTick(tickRate:)``
/// on, ``bounds``' bounce towards ``restingValue``.
public struct DecayMove<Value: LaneVector> {
    /// Where the move starts.
    public let start: Value
    /// The velocity per second it starts with, as given (snapping changes the decay's own).
    public let velocity: Value
    /// The friction.
    public let decay: Decay
    /// Where the friction curve takes the value: ``Decay/restingValue(from:velocity:)``,
    /// snapped.
    public let decayTarget: Value
    /// Where the value finally rests: ``decayTarget``, clamped into the bounds when there are
    /// some.
    public let restingValue: Value
    /// The bounds the value bounces back from, if any.
    public let bounds: DecayBounds<Value>?

    /// The decay of `start` moving at `velocity` (per second) under `decay`, its resting value
    /// snapped by `snap` and bounded by `bounds`; nil when `start` or `velocity` has a NaN or
    /// infinite lane, or the resting value would (a distance beyond the value's range).
    public init?(
        from start: Value, velocity: Value, decay: Decay, snap: DecaySnap<Value>? = nil,
        bounds: DecayBounds<Value>? = nil
    ) {
        guard start.lanesAreFinite, velocity.lanesAreFinite else { return nil }
        let free = decay.restingValue(from: start, velocity: velocity)
        let decayTarget = snap?.snapped(free) ?? free
        guard decayTarget.lanesAreFinite else { return nil }
        self.start = start
        self.velocity = velocity
        self.decay = decay
        self.decayTarget = decayTarget
        restingValue = bounds?.clamped(decayTarget) ?? decayTarget
        self.bounds = bounds
    }

    /// Whether the value starts outside the bounds, so that the bounce takes over at once.
    public var startsOutsideBounds: Bool {
        guard let bounds else { return false }
        return !bounds.contains(start)
    }

    /// The friction the move runs under: ``decay``, or, when the value does not move (no
    /// velocity, or one too small to change a lane), a decay that stops at once, so that a
    /// value at rest finishes on the next tick rather than after the settling time.
    public var friction: Decay {
        decayTarget == start ? Decay(timeConstant: 0) : decay
    }

    /// The friction part of the move, from ``start`` to ``decayTarget``, beginning at 0 s.
    public var decayTransition: Transition<Value> {
        Transition(from: start, to: decayTarget, animation: .decay(friction))
    }

    /// The whole tick, counted from the start at `tickRate` ticks per second, at which the
    /// bounce takes over: 0 when the value starts outside the bounds, else the first tick whose
    /// value ``decayTransition`` presents outside them (sampled as an engine samples it, so the
    /// value there is the one presented); nil when the decay stays inside. A `tickRate` of 0
    /// counts as 1.
    public func handoverTick(tickRate: UInt64) -> UInt64? {
        guard let bounds else { return nil }
        if !bounds.contains(start) { return 0 }
        if bounds.contains(decayTarget) { return nil }
        let rate = Double(max(tickRate, 1))
        var transition = decayTransition
        // As a world runs it: finished on the tick its length in whole ticks says.
        transition.animation = transition.animation.alignedToTicks(tickRate: max(tickRate, 1))
        let isOutside = { (ticks: UInt64) -> Bool in
            !bounds.contains(transition.sample(elapsed: Double(ticks) / rate).value)
        }
        // The decay presents its target, outside, from the first tick at or after it settles.
        let settlingTicks = (decay.settlingDuration * rate).rounded(.up)
        var outside = settlingTicks < 0x1p53 ? UInt64(settlingTicks) : 1 << 53
        while !transition.animation.sample(at: Double(outside) / rate).isFinished { outside += 1 }
        // Each lane moves one way, so once outside the value stays outside: bisect.
        var inside: UInt64 = 0
        while outside - inside > 1 {
            let middle = inside + (outside - inside) / 2
            if isOutside(middle) { outside = middle } else { inside = middle }
        }
        return outside
    }
}

extension DecayMove: Sendable where Value: Sendable {}
