/// One value moving from `from` to `to` under an animation that began at `start` (seconds on
/// the caller's timeline). A plain value: sample it at any time, including between ticks.
///
/// Once the animation is over the presented value is exactly `to`. Retargeting mid-flight
/// starts the new move from the presented value, so nothing jumps; for
/// ``VectorTransitionable`` values a spring also keeps its velocity.
public struct Transition<Value: Transitionable> {
    /// Where the move starts.
    public var from: Value
    /// Where the move ends.
    public var to: Value
    /// How the move is timed.
    public var animation: Animation
    /// When the move began, in seconds.
    public var start: Double
    /// For springs: the velocity at `start` in value units per second of the animation's own
    /// time; `nil` when the move started at rest or the value cannot carry velocity.
    public var velocity: Value?

    /// A move from `from` to `to` under `animation`, beginning at `start` seconds.
    @inlinable
    public init(from: Value, to: Value, animation: Animation, start: Double = 0, velocity: Value? = nil) {
        self.from = from
        self.to = to
        self.animation = animation
        self.start = start
        self.velocity = velocity
    }

    /// The presented value and whether the move is over, `elapsed` seconds after `start`.
    @inlinable
    public func sample(elapsed: Double) -> (value: Value, isFinished: Bool) {
        let sample = animation.sample(at: elapsed)
        let value = Transition.presentedValue(
            from: from, to: to, velocity: velocity, isSpring: animation.isSpring, at: sample)
        return (value, sample.isFinished)
    }

    /// The value a move from `from` to `to` presents at `sample` of its animation: exactly `to`
    /// once finished; for a spring (`isSpring`), the spring's value carrying `velocity`; else
    /// `from.transition(to: to, progress:)`. Every presentation of a transition, here and in
    /// the engine's tick, is this function.
    @inlinable @inline(__always)
    public static func presentedValue(
        from: Value, to: Value, velocity: Value?, isSpring: Bool, at sample: Animation.Sample
    ) -> Value {
        if sample.isFinished { return to }
        guard isSpring else { return from.transition(to: to, progress: sample.progress) }
        return Value.springValue(
            from: from, to: to, velocity: velocity, step: sample.progress, impulse: sample.impulse)
    }

    /// The presented value at `time` seconds.
    @inlinable
    public func value(at time: Double) -> Value {
        sample(elapsed: time - start).value
    }

    /// Whether the move is over at `time` seconds.
    @inlinable
    public func isFinished(at time: Double) -> Bool {
        animation.sample(at: time - start).isFinished
    }

    /// The velocity per real second `elapsed` seconds after `start`, for a spring or a decay
    /// moving a ``VectorTransitionable`` value; `nil` otherwise.
    @inlinable
    public func currentVelocity(elapsed: Double) -> Value? {
        let rates = animation.springRates(at: elapsed)
        guard rates != (0, 0) else { return nil }
        return Value.springVelocity(
            from: from, to: to, velocity: velocity, stepRate: rates.step, impulseRate: rates.impulse)
    }

    /// Starts a move to `target` under `animation` from the value presented `elapsed` seconds
    /// after `start`; the new move begins at `start + elapsed`. A spring keeps the current
    /// velocity of a ``VectorTransitionable`` value that a spring or a decay moved. A NaN
    /// `elapsed` counts as 0; an infinite one puts the new start at infinity (+∞: it never
    /// begins; −∞: it is already over).
    @inlinable
    public mutating func retarget(to target: Value, animation newAnimation: Animation, elapsed: Double) {
        let elapsed = elapsed.isNaN ? 0 : elapsed
        let presented = sample(elapsed: elapsed).value
        var carried: Value? = nil
        if case .spring = newAnimation.timing {
            let rates = animation.springRates(at: elapsed)
            if rates != (0, 0) {
                let perOwnSecond = Float(1 / newAnimation.speed)
                carried = Value.springVelocity(
                    from: from, to: to, velocity: velocity,
                    stepRate: rates.step * perOwnSecond, impulseRate: rates.impulse * perOwnSecond)
            }
        }
        self = Transition(
            from: presented, to: target, animation: newAnimation, start: start + elapsed, velocity: carried)
    }
}
