import TransitionCore

extension World {
    /// Flings `entity`'s `Value` component: from the value presented now it moves with
    /// `velocity` (units per second) and slows down under `decay` (Motion's `inertia`, Flutter's
    /// `FrictionSimulation`), coming to rest exactly on the value returned, known now:
    /// `start + velocity·τ·(1 − e^(−T/τ))` (`Decay.restingValue(from:velocity:)`), snapped by
    /// `snap` and clamped into `bounds`. The move ends on the first whole tick at or after the
    /// decay's `Decay.settlingDuration`, presenting the resting value, and raises `finished`.
    ///
    /// Whatever moved the component ends: a running transition is reported as retargeted, a
    /// timeline stops, a delayed retarget is dropped. With `snap`, the move ends exactly on the
    /// snapped value and its speed at the start is scaled to get there on the same curve (see
    /// `DecaySnap`). With `bounds`, a resting value outside them makes the decay run until the
    /// first tick its value is outside, where the bounds' bounce takes over from that value with
    /// the decay's velocity (the decay is reported as retargeted then) and rests exactly on the
    /// clamped value; a value that starts outside bounces at once (see `DecayBounds`).
    ///
    /// Returns nil, changing nothing, for a stale entity, an entity without the component, a
    /// NaN or infinite `velocity`, or a resting value beyond the value's range. A `decay` whose
    /// time constant was not valid stops at once: the value rests where it is, and the move
    /// finishes on the next tick. Called during a query, the decay starts when the query
    /// returns, and the value returned is the one predicted from the component now.
    /// - Complexity: O(1), plus O(points) to snap to the nearest point and O(log ticks) with
    ///   bounds, to find the tick the bounce takes over.
    @discardableResult @inlinable
    public func decay<Value: LaneVector>(
        _ entity: Entity, velocity: Value, _ decay: Decay = .normal, snap: DecaySnap<Value>? = nil,
        bounds: DecayBounds<Value>? = nil
    ) -> Value? {
        startDecay(entity, velocity: velocity, decay, snap: snap, bounds: bounds)
    }

    /// Lets `entity`'s `Value` component coast from its own motion: ``decay(_:velocity:_:snap:bounds:)``
    /// with the velocity it has now (``velocity(_:of:)``), so that a decay taking over a running
    /// spring (or decay) goes on from its value and velocity without a jump. A component at rest,
    /// or moved by a timeline, starts with no velocity: it stays where it is (snapped and
    /// bounded) and the move finishes on the next tick.
    /// - Complexity: as ``decay(_:velocity:_:snap:bounds:)``.
    @discardableResult @inlinable
    public func decay<Value: LaneVector>(
        _ entity: Entity, withCurrentVelocityOf type: Value.Type, _ decay: Decay = .normal,
        snap: DecaySnap<Value>? = nil,
        bounds: DecayBounds<Value>? = nil
    ) -> Value? {
        startDecay(entity, velocity: nil as Value?, decay, snap: snap, bounds: bounds)
    }

    /// Both `decay` calls: the velocity given, or the component's own when `velocity` is nil.
    /// Inlinable, so that the first call, compiled where `Value` is known, installs the tick loop
    /// specialised for `Value`.
    @inlinable
    func startDecay<Value: LaneVector>(
        _ entity: Entity, velocity: Value?, _ decay: Decay, snap: DecaySnap<Value>?,
        bounds: DecayBounds<Value>?
    ) -> Value? {
        guard isAlive(entity), let storage = existingStorage(for: Value.self) else { return nil }
        let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
        guard
            let move = animated.decayMove(
                of: entity, velocity: velocity, decay, snap: snap, bounds: bounds, tick: tick,
                tickRate: tickRate)
        else { return nil }
        if commands.isDeferring {
            commands.append {
                _ = $0.startDecay(entity, velocity: velocity, decay, snap: snap, bounds: bounds)
            }
            return move.restingValue
        }
        let domain = domainIndex(of: entity)
        animatingStorage(for: Value.self).start(
            move, of: entity, tick: clocks.ticks[Int(domain)], tickRate: tickRate, domain: domain)
        return move.restingValue
    }
}
