import TransitionCore

extension AnimatedStorage where Value: LaneVector {
    /// The decay of `entity`'s component starting now at `tick`: from the value presented now,
    /// with `velocity`, or, when it is nil, with the component's own velocity (zero when a
    /// timeline moves it); nil without the component or when ``DecayMove`` refuses the input.
    @usableFromInline
    func decayMove(
        of entity: Entity, velocity: Value?, _ decay: Decay, snap: DecaySnap<Value>?,
        bounds: DecayBounds<Value>?, tick: UInt64, tickRate: UInt64
    ) -> DecayMove<Value>? {
        guard let slot = slot(of: entity) else { return nil }
        let start = presentedValue(at: slot, tick: tick, alpha: 0, tickRate: tickRate)
        let timelineMoves = playsTimelines && timelinePresented(entity, alpha: 0) != nil
        let velocity =
            velocity
            ?? (timelineMoves ? start - start : self.velocity(at: slot, tick: tick, tickRate: tickRate))
        return DecayMove(from: start, velocity: velocity, decay: decay, snap: snap, bounds: bounds)
    }

    /// Runs `move` on `entity`'s component from `tick` of clock domain `domain`: ends what
    /// moved it (a running transition is reported as retargeted), starts the decay, or the
    /// bounce at once when the value starts outside the bounds, and queues the bounce's
    /// takeover for the tick the decay leaves them.
    @usableFromInline
    func start(_ move: DecayMove<Value>, of entity: Entity, tick: UInt64, tickRate: UInt64, domain: UInt32) {
        let handover = move.handoverTick(tickRate: tickRate)
        if handover == 0, let bounds = move.bounds {
            start(
                entity, from: move.start, to: move.restingValue, animation: bounds.bounce,
                velocity: move.velocity, tick: tick, tickRate: tickRate, domain: domain)
            return
        }
        start(
            entity, from: move.start, to: move.decayTarget, animation: .decay(move.friction), velocity: nil,
            tick: tick, tickRate: tickRate, domain: domain)
        if let handover, let bounds = move.bounds {
            let (takeover, overflow) = tick.addingReportingOverflow(handover)
            guard !overflow else { return }
            scheduleRetarget(
                entity, to: move.restingValue, animation: bounds.bounce, at: takeover, domain: domain)
        }
    }

    /// Starts a move of `entity`'s component from `start` (the value presented now) to `target`
    /// under `animation` at `tick`, a spring with `velocity` per real second; whatever moved the
    /// component ends, a running transition reported as retargeted.
    func start(
        _ entity: Entity, from start: Value, to target: Value, animation: Animation, velocity: Value?,
        tick: UInt64, tickRate: UInt64, domain: UInt32
    ) {
        endTimeline(of: entity, .retargeted)
        if delaysRetargets { dropDelayedRetarget(of: entity) }
        guard var slot = slot(of: entity) else { return }
        let ownVelocity = animation.isSpring ? velocity?.scaled(by: Float(1 / animation.speed)) : nil
        let index = palette.retain(
            animation, velocity: ownVelocity, tickRate: tickRate, domain: domain, startTick: tick)
        if slot < activeCount {
            palette.release(animationIndices[slot])
            animationIndices[slot] = index
            records[slot] = TransitionRecord(from: start, to: target)
            setStartTick(tick, ofSlot: slot)
            reportInterruption(of: entity, .transition, .retargeted)
            return
        }
        let first = activeCount
        swapSlots(slot, first)
        slot = first
        appendRecord(TransitionRecord(from: start, to: target), entry: index, startTick: tick)
    }

    /// Queues a retarget of `entity`'s running transition to `target` under `animation` (which
    /// has no delay) that takes over at `tick`, from the value presented there, a spring with
    /// the velocity there; any write of the component before then drops it.
    func scheduleRetarget(
        _ entity: Entity, to target: Value, animation: Animation, at tick: UInt64, domain: UInt32
    ) {
        delayed.append(
            DelayedRetarget(
                entity: entity, target: target, animation: animation, requestTick: tick, startTick: tick,
                domain: domain))
        refreshNextDelayedStart()
    }
}
