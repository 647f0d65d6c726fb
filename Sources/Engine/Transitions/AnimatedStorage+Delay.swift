import TransitionCore

extension AnimatedStorage {
    /// Queues a retarget of `entity`'s running transition that takes over once `animation`'s
    /// delay has passed; the running transition goes on until then.
    @usableFromInline
    func delayRetarget(
        _ entity: Entity, to target: Value, animation: Animation, tick: UInt64, tickRate: UInt64,
        domain: UInt32
    ) {
        // Waits exactly its delay's whole ticks; the retarget then happens on that tick.
        let animation = animation.alignedToTicks(tickRate: tickRate)
        let delayTicks = Animation.ticks(covering: animation.delay, tickRate: tickRate)
        let (start, overflow) = tick.addingReportingOverflow(delayTicks)
        delayed.append(
            DelayedRetarget(
                entity: entity, target: target, animation: animation, requestTick: tick,
                startTick: overflow ? .max : start, domain: domain))
        refreshNextDelayedStart()
    }

    /// Sets ``nextDelayedStart``: the first start, or 0 (look every tick) while a retarget waits
    /// on a clock domain other than the world's.
    @inlinable
    func refreshNextDelayedStart() {
        guard delayed.countElsewhere > 0 else {
            nextDelayedStart = delayed.firstWorldStart
            return
        }
        // Only a world with clock domains of its own has other domains' ticks to look at.
        nextDelayedStart = clocks.ticks.count > 1 ? 0 : delayed.firstStart
    }

    /// Moves the target of `entity`'s delayed retarget by `change`; returns whether one waits.
    func moveWaitingTarget(of entity: Entity, by change: Value) -> Bool where Value: VectorTransitionable {
        delayed.moveTarget(of: entity, by: change)
    }

    /// Forgets the delayed retarget of `entity`, if one waits.
    @inlinable
    func dropDelayedRetarget(of entity: Entity) {
        guard delayed.remove(entity) != nil else { return }
        refreshNextDelayedStart()
    }

    /// Starts every delayed retarget due at `tick` (each at its clock domain's tick), in the
    /// order they start: a running transition is retargeted from its value at the end of the
    /// delay (exactly, between ticks), a resting component starts from where it rests. The new
    /// move is timed from the tick it was asked for, so its animation's own delay ends exactly
    /// where the old motion was left.
    /// - Complexity: O(k) amortised for k starting, times the clock domains that have
    ///   retargets waiting.
    @inlinable
    func startDelayedRetargets(at tick: UInt64, tickRate: UInt64) {
        if delayed.countElsewhere == 0 {
            while let due = delayed.removeFirstWorld(dueBy: tick) { startDelayed(due, tickRate: tickRate) }
        } else {
            while let due = delayed.removeFirst(dueBy: clocks.ticks, tick: tick) {
                startDelayed(due, tickRate: tickRate)
            }
        }
        delayed.tidy()
        refreshNextDelayedStart()
    }

    /// Starts `retarget`, due now, on its entity's component, if it still has one.
    @inlinable
    func startDelayed(_ retarget: DelayedRetarget<Value>, tickRate: UInt64) {
        guard var slot = slot(of: retarget.entity) else { return }
        if slot < activeCount {
            var transition = transition(at: slot)
            let elapsed =
                Double(retarget.requestTick &- startTick(ofSlot: slot)) / Double(tickRate)
                + retarget.animation.delay
            transition.retarget(to: retarget.target, animation: retarget.animation, elapsed: elapsed)
            palette.release(animationIndices[slot])
            animationIndices[slot] = palette.retain(
                retarget.animation, velocity: transition.velocity, tickRate: tickRate,
                domain: retarget.domain,
                startTick: retarget.requestTick)
            records[slot] = TransitionRecord(from: transition.from, to: retarget.target)
            setStartTick(retarget.requestTick, ofSlot: slot)
            reportInterruption(of: retarget.entity, .transition, .retargeted)
            return
        }
        let first = activeCount
        swapSlots(slot, first)
        slot = first
        appendRecord(
            TransitionRecord(from: values[slot], to: retarget.target),
            entry: palette.retain(
                retarget.animation, velocity: nil, tickRate: tickRate, domain: retarget.domain,
                startTick: retarget.requestTick),
            startTick: retarget.requestTick)
    }
}
