import TransitionCore

/// The reference model of one transitionable value on one entity: the value the last tick
/// wrote, and the running move as TransitionCore's own ``Transition`` with the tick it began.
/// Everything is sampled straight from `Transition` at `elapsed = (tick - startTick) / rate`.
/// Ticks are those of the entity's clock domain (the world's unless it was moved); moving to
/// another domain rebases them, so they count modulo 2⁶⁴: a move that began before the new
/// domain's first tick has a start that wrapped.
struct ModelValue<Value: Transitionable> {
    /// What reading the component gives: the value of the last tick, or the last set.
    var value: Value
    /// The running move, if any.
    var running: Transition<Value>?
    /// The tick the running move (re)started on.
    var startTick: UInt64 = 0
    /// A retarget under a delayed animation asked for while moving: the move goes on until the
    /// first whole tick at or after the delay's end (`due`), then the new one takes over, timed
    /// from the tick it was asked for (`asked`).
    var delayed: (target: Value, animation: Animation, asked: UInt64, due: UInt64)?

    init(_ value: Value) {
        self.value = value
    }

    /// Jumps to `value`, dropping any move.
    mutating func set(_ value: Value) {
        self.value = value
        running = nil
        delayed = nil
    }

    /// Starts a move to `target` at `tick`, or retargets the running one from where it is.
    mutating func animate(to target: Value, _ animation: Animation, tick: UInt64, rate: UInt64) {
        // As a world runs it: its delay and its end on whole ticks.
        let animation = animation.alignedToTicks(tickRate: rate)
        delayed = nil
        if running != nil, animation.delay > 0 {
            let ticks = animation.delay * Double(rate)
            let whole =
                abs(ticks - ticks.rounded()) <= 1e-9 * max(1, ticks) ? ticks.rounded() : ticks.rounded(.up)
            let due = whole >= 0x1p63 ? UInt64.max : tick.addingReportingOverflow(UInt64(whole)).partialValue
            delayed = (target, animation, tick, whole >= 0x1p63 || due < tick ? .max : due)
            return
        }
        start(
            to: target, animation, tick: tick, rate: rate, elapsed: Double(tick &- startTick) / Double(rate))
    }

    /// Retargets the running move from its value `elapsed` seconds in, or starts one from the
    /// value; the new move is timed from `tick`.
    private mutating func start(
        to target: Value, _ animation: Animation, tick: UInt64, rate: UInt64, elapsed: Double
    ) {
        if var transition = running {
            transition.retarget(to: target, animation: animation, elapsed: elapsed)
            running = transition
        } else {
            running = Transition(from: value, to: target, animation: animation)
        }
        startTick = tick
    }

    /// The value presented `alpha` of a tick after `tick` (alpha clamped to 0...1; NaN and
    /// infinite alphas are 0, as documented on `World.presented`).
    func presented(tick: UInt64, alpha: Double, rate: UInt64) -> Value {
        guard let running else { return value }
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        return running.sample(elapsed: (Double(tick &- startTick) + alpha) / Double(rate)).value
    }

    /// Runs tick `tick`: starts a delayed retarget that is due and, when `sampling` (the
    /// domain ran a whole tick), writes the sampled value; returns whether the move ended.
    mutating func advance(tick: UInt64, rate: UInt64, sampling: Bool) -> Bool {
        if let delayed, tick >= delayed.due {
            self.delayed = nil
            let elapsed = Double(delayed.asked &- startTick) / Double(rate) + delayed.animation.delay
            start(to: delayed.target, delayed.animation, tick: delayed.asked, rate: rate, elapsed: elapsed)
        }
        guard let running, sampling else { return false }
        let sample = running.sample(elapsed: Double(tick &- startTick) / Double(rate))
        value = sample.value
        if sample.isFinished {
            self.running = nil
            return true
        }
        return false
    }

    /// Whether the running move has gone on past its length in whole ticks at `tick`: every
    /// animation but one that repeats forever must have ended by then (on the next tick for a
    /// length of 0).
    func isOverdue(tick: UInt64, rate: UInt64) -> Bool {
        guard let running, delayed == nil, let length = running.animation.lengthInTicks(tickRate: rate)
        else { return false }
        return tick &- startTick > max(length, 1)
    }

    /// Moves the running move and the delayed retarget to another clock domain, whose tick is
    /// `new` where the old one's is `old`: each has run as many ticks as before and waits as
    /// many more (a retarget that never starts still never does).
    mutating func rebase(from old: UInt64, to new: UInt64) {
        if running != nil { startTick = new &- (old &- startTick) }
        if let delayed {
            self.delayed = (
                delayed.target, delayed.animation, new &- (old &- delayed.asked),
                delayed.due == .max ? .max : new &+ (delayed.due &- old)
            )
        }
    }
}
