import TransitionCore

/// The reference model of one transitionable value on one entity: the value the last tick
/// wrote, and the running move as TransitionCore's own ``Transition`` with the tick it began.
/// Everything is sampled straight from `Transition` at `elapsed = (tick - startTick) / rate`.
struct ModelValue<Value: Transitionable> {
    /// What reading the component gives: the value of the last tick, or the last set.
    var value: Value
    /// The running move, if any.
    var running: Transition<Value>?
    /// The tick the running move (re)started on.
    var startTick: UInt64 = 0

    init(_ value: Value) {
        self.value = value
    }

    /// Jumps to `value`, dropping any move.
    mutating func set(_ value: Value) {
        self.value = value
        running = nil
    }

    /// Starts a move to `target` at `tick`, or retargets the running one from where it is.
    mutating func animate(to target: Value, _ animation: Animation, tick: UInt64, rate: UInt64) {
        if var transition = running {
            transition.retarget(
                to: target, animation: animation, elapsed: Double(tick - startTick) / Double(rate))
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
        return running.sample(elapsed: (Double(tick - startTick) + alpha) / Double(rate)).value
    }

    /// Runs tick `tick`: writes the sampled value; returns whether the move ended.
    mutating func advance(tick: UInt64, rate: UInt64) -> Bool {
        guard let running else { return false }
        let sample = running.sample(elapsed: Double(tick - startTick) / Double(rate))
        value = sample.value
        if sample.isFinished {
            self.running = nil
            return true
        }
        return false
    }
}
