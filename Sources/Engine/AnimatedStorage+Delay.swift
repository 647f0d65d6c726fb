import TransitionCore

/// A retarget under a delayed animation, asked for while the component was moving: as in
/// SwiftUI, the motion it replaces goes on until the delay has passed, and the new move then
/// starts from the value presented at that moment (a spring with its velocity).
struct DelayedRetarget<Value: Transitionable> {
    let entity: Entity
    let target: Value
    /// The animation, delay included: the new move samples it from `requestTick`.
    let animation: Animation
    /// The tick `animate` was called on.
    let requestTick: UInt64
    /// The first whole tick at or after the end of the delay: where the new move takes over.
    let startTick: UInt64
    /// The clock domain `requestTick` and `startTick` count ticks of.
    let domain: UInt32
}

extension AnimatedStorage {
    /// Queues a retarget of `entity`'s running transition that takes over once `animation`'s
    /// delay has passed; the running transition goes on until then.
    @usableFromInline
    func delayRetarget(
        _ entity: Entity, to target: Value, animation: Animation, tick: UInt64, tickRate: UInt64,
        domain: UInt32
    ) {
        let delayTicks = AnimatedStorage.ticksCovering(animation.delay * Double(tickRate))
        let (start, overflow) = tick.addingReportingOverflow(delayTicks)
        let delayed = DelayedRetarget(
            entity: entity, target: target, animation: animation, requestTick: tick,
            startTick: overflow ? .max : start, domain: domain)
        let index = delayedRetargets.firstIndex { $0.startTick > delayed.startTick } ?? delayedRetargets.count
        delayedRetargets.insert(delayed, at: index)
        refreshNextDelayedStart()
    }

    /// Sets ``nextDelayedStart``: the first start, or 0 (look every tick) while a retarget waits
    /// on a clock domain other than the world's.
    func refreshNextDelayedStart() {
        // Only a world with clock domains of its own has retargets to look for.
        if clocks.count > 1, delayedRetargets.contains(where: { $0.domain != 0 }) {
            nextDelayedStart = 0
        } else {
            nextDelayedStart = delayedRetargets.first?.startTick ?? .max
        }
    }

    /// Moves the target of `entity`'s delayed retarget by `change`; returns whether one waits.
    func moveWaitingTarget(of entity: Entity, by change: Value) -> Bool where Value: VectorTransitionable {
        guard let index = delayedRetargets.firstIndex(where: { $0.entity == entity }) else { return false }
        let delayed = delayedRetargets[index]
        delayedRetargets[index] = DelayedRetarget(
            entity: entity, target: delayed.target + change, animation: delayed.animation,
            requestTick: delayed.requestTick, startTick: delayed.startTick, domain: delayed.domain)
        return true
    }

    /// Forgets the delayed retarget of `entity`, if one waits.
    @usableFromInline
    func dropDelayedRetarget(of entity: Entity) {
        guard !delayedRetargets.isEmpty else { return }
        delayedRetargets.removeAll { $0.entity == entity }
        refreshNextDelayedStart()
    }

    /// Starts every delayed retarget due at `tick`: a running transition is retargeted from its
    /// value at the end of the delay (exactly, between ticks), a resting component starts from
    /// where it rests. The new move is timed from the tick it was asked for, so its animation's
    /// own delay ends exactly where the old motion was left.
    @usableFromInline
    func startDelayedRetargets(at tick: UInt64, tickRate: UInt64) {
        let rate = Double(tickRate)
        // The due ones leave the queue together: a staggered batch starts many on one tick.
        var starting: ArraySlice<DelayedRetarget<Value>>
        if nextDelayedStart == 0 {
            // Some wait on other clock domains: each is due at its own domain's tick.
            let ticks = clocks.ticks
            let isDue = { (delayed: DelayedRetarget<Value>) in delayed.startTick <= ticks[Int(delayed.domain)]
            }
            starting = ArraySlice(delayedRetargets.filter(isDue))
            if !starting.isEmpty { delayedRetargets.removeAll(where: isDue) }
        } else {
            let due = delayedRetargets.firstIndex { $0.startTick > tick } ?? delayedRetargets.count
            // A copy, so that removing them moves the rest in place instead of copying the queue.
            starting = ArraySlice(Array(delayedRetargets[..<due]))
            delayedRetargets.removeFirst(due)
        }
        for delayed in starting {
            guard var slot = slot(of: delayed.entity) else { continue }
            if slot < activeCount {
                var transition = transition(at: slot)
                let elapsed =
                    Double(delayed.requestTick &- records[slot].startTick) / rate + delayed.animation.delay
                transition.retarget(to: delayed.target, animation: delayed.animation, elapsed: elapsed)
                palette.release(animationIndices[slot])
                animationIndices[slot] = palette.retain(
                    delayed.animation, velocity: transition.velocity, tickRate: tickRate,
                    domain: delayed.domain)
                records[slot] = TransitionRecord(
                    from: transition.from, to: delayed.target, startTick: delayed.requestTick)
                reportInterruption(of: delayed.entity, .transition, .retargeted)
                continue
            }
            let first = activeCount
            swapSlots(slot, first)
            slot = first
            records.append(
                TransitionRecord(from: values[slot], to: delayed.target, startTick: delayed.requestTick))
            animationIndices.append(
                palette.retain(delayed.animation, velocity: nil, tickRate: tickRate, domain: delayed.domain))
        }
        refreshNextDelayedStart()
    }

    /// Whole ticks covering `ticks` (a count that may have a fraction): exact when it is a whole
    /// number within rounding, otherwise rounded up; saturating; NaN or negative is 0.
    @usableFromInline
    static func ticksCovering(_ ticks: Double) -> UInt64 {
        guard ticks > 0 else { return 0 }
        guard ticks < 0x1p63 else { return .max }
        let nearest = ticks.rounded()
        if abs(ticks - nearest) <= 1e-9 * max(1, ticks) { return UInt64(nearest) }
        return UInt64(ticks.rounded(.up))
    }
}
