/// How a value moves over time, modelled on SwiftUI's `Animation`: a timing curve with a
/// duration, a spring or a decay, optionally delayed, sped up and repeated. Times are seconds.
///
/// Bad input is made harmless, never trapped on: a NaN, infinite, zero or negative duration
/// finishes at once; a NaN, infinite or negative delay is no delay; a NaN, infinite, zero or
/// negative speed is speed 1, and others are clamped to 10⁻⁶...10⁶; a repeat count below 1 is 1.
public struct Animation: Sendable {
    /// What drives the progress of one cycle.
    public enum Timing: Sendable {
        /// `curve` over `duration` seconds.
        case curve(Curve, duration: Double)
        /// A spring; one cycle lasts its settling duration.
        case spring(Spring)
        /// The exponential slowing of a ``Decay``, scaled to reach the target exactly at its
        /// settling duration, which one cycle lasts: the move from a value to
        /// ``Decay/restingValue(from:velocity:)`` follows the friction curve of that velocity.
        case decay(Decay)
    }

    /// What drives the progress of one cycle.
    public let timing: Timing
    /// Seconds before the animation starts moving.
    public private(set) var delay: Double = 0
    /// Rate of play: 2 runs twice as fast.
    public private(set) var speed: Double = 1
    /// Number of cycles; `nil` repeats forever.
    public private(set) var repeatCount: Int? = 1
    /// Whether every other cycle plays backwards.
    public private(set) var autoreverses = false
    /// Seconds one cycle lasts, in the animation's own time (before `speed`).
    public let cycleDuration: Double
    /// The total length in seconds including delay and repeats; infinite only when it repeats
    /// forever. The animation is finished from this elapsed time on, or, once
    /// aligned to a tick rate (``alignedToTicks(tickRate:)``, as every animation a world runs
    /// is), from the end of its last tick (``lengthInTicks(tickRate:)``) if that comes first.
    public private(set) var totalDuration: Double
    /// Seconds from which ``sample(at:)`` reports the animation finished: ``totalDuration``, or
    /// the end of its last tick when that comes first, once aligned to a tick rate.
    @usableFromInline internal private(set) var finishTime: Double

    /// An animation of one cycle driven by `timing`.
    public init(_ timing: Timing) {
        switch timing {
        case .curve(let curve, let duration):
            let duration = duration.isFinite && duration > 0 ? duration : 0
            self.timing = .curve(curve, duration: duration)
            cycleDuration = duration
        case .spring(let spring):
            self.timing = timing
            cycleDuration = spring.settlingDuration
        case .decay(let decay):
            self.timing = timing
            cycleDuration = decay.settlingDuration
        }
        totalDuration = cycleDuration
        finishTime = cycleDuration
    }

    /// Recomputes ``totalDuration`` after a modifier changed the timing.
    private mutating func updateTotalDuration() {
        defer { finishTime = totalDuration }
        totalDuration = delay + movingDuration
    }

    /// Seconds the animation moves for after its delay: every cycle at its speed; infinite when
    /// it repeats forever.
    private var movingDuration: Double {
        guard cycleDuration > 0 else { return 0 }
        guard let repeatCount else { return .infinity }
        return cycleDuration * Double(repeatCount) / speed
    }

    /// The most ticks a delay, or an animation's cycles together, last: 2⁵⁰ (about 36 years at
    /// a million ticks a second, 600,000 years at 60). Below it a tick count and its successor
    /// give distinct times in seconds, so an animation ends on exactly its tick.
    public static let maximumTicks: UInt64 = 1 << 50

    /// Whole ticks at `tickRate` that cover `seconds`, the one rule by which the engine turns
    /// seconds into ticks: the nearest whole tick when `seconds × tickRate` lies within 10⁻⁹
    /// (relative) of one, so that a duration written as a whole number of ticks (0.1 s × 3 at
    /// 60 Hz) is exactly that many despite rounding, otherwise rounded up. NaN, zero and
    /// negative seconds are 0 ticks; more than ``maximumTicks`` (and infinity) are that many.
    public static func ticks(covering seconds: Double, tickRate: UInt64) -> UInt64 {
        let exact = seconds * Double(tickRate)
        guard exact > 0 else { return 0 }
        let limit = maximumTicks
        guard exact < Double(limit) else { return limit }
        let nearest = exact.rounded()
        if abs(exact - nearest) <= 1e-9 * max(1, exact) { return UInt64(nearest) }
        return UInt64(exact.rounded(.up))
    }

    /// The ticks this animation lasts at `tickRate`, decided once in whole ticks: its delay
    /// covered by ``ticks(covering:tickRate:)``, then its cycles at their speed covered by the
    /// same rule. Nil only when it repeats forever: every other animation ends, within twice
    /// ``maximumTicks`` (that many for its delay and as many for its cycles). Started on tick
    /// t, it finishes, presents its target exactly and reports it on tick t + this, never a tick
    /// late or early, whether it runs as a transition, after a retarget's delay, in a stagger,
    /// as a timeline part or from C.
    public func lengthInTicks(tickRate: UInt64) -> UInt64? {
        let moving = movingDuration
        guard moving.isFinite else { return nil }
        let delayTicks = Animation.ticks(covering: delay, tickRate: tickRate)
        let movingTicks = Animation.ticks(covering: moving, tickRate: tickRate)
        return delayTicks + movingTicks
    }

    /// This animation as a world runs it at `tickRate`: its delay moved to the end of the tick
    /// that covers it, and finished from its ``totalDuration`` or from the end of its last tick
    /// (``lengthInTicks(tickRate:)``), whichever comes first: sampled at whole ticks, it finishes
    /// on exactly that tick, however the seconds rounded.
    public func alignedToTicks(tickRate: UInt64) -> Animation {
        guard tickRate > 0 else { return self }
        var aligned = self
        let rate = Double(tickRate)
        aligned.delay = Double(Animation.ticks(covering: delay, tickRate: tickRate)) / rate
        aligned.updateTotalDuration()
        if let ticks = lengthInTicks(tickRate: tickRate) {
            aligned.finishTime = min(aligned.totalDuration, Double(ticks) / rate)
        }
        return aligned
    }

    /// The eased progress and whether the animation is over, `elapsed` seconds after it began.
    public struct Sample: Sendable, Equatable {
        /// Progress of the move, 0 at the start; meaningless once `isFinished`.
        public var progress: Float
        /// For springs, the impulse response's position: how much of the initial velocity
        /// still shows (see ``Spring/responses(at:)``); 0 for curves and decays.
        public var impulse: Float
        /// Whether the animation has ended, so that the target should be presented exactly.
        public var isFinished: Bool

        /// A sample of `progress` and `impulse`, finished or not.
        @inlinable
        public init(progress: Float, impulse: Float = 0, isFinished: Bool) {
            self.progress = progress
            self.impulse = impulse
            self.isFinished = isFinished
        }
    }

    /// Whether the animation has ended `elapsed` seconds after it began: what
    /// `sample(at: elapsed).isFinished` says, without sampling the curve.
    @inlinable
    public func isFinished(at elapsed: Double) -> Bool { elapsed >= finishTime }

    /// Progress at `elapsed` seconds since the animation began (delay included). A NaN or
    /// negative `elapsed` is the start.
    @inlinable
    public func sample(at elapsed: Double) -> Sample {
        if elapsed >= finishTime { return Sample(progress: 1, isFinished: true) }
        let time = (elapsed - delay) * speed
        guard time > 0 else { return Sample(progress: 0, isFinished: false) }
        var cycle = 0.0
        var within = time
        if time >= cycleDuration {
            cycle = (time / cycleDuration).rounded(.down)
            if let repeatCount, cycle >= Double(repeatCount) {
                // Rounding put the time past the end just before `totalDuration`: hold the end.
                cycle = Double(repeatCount - 1)
            }
            within = min(time - cycle * cycleDuration, cycleDuration)
        }
        let backwards = autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1
        switch timing {
        case .curve(let curve, _):
            let fraction = Float(within / cycleDuration)
            return Sample(progress: curve(backwards ? 1 - fraction : fraction), isFinished: false)
        case .spring(let spring):
            let (step, impulse) = spring.responses(at: within)
            let progress = Float(step.position)
            if backwards { return Sample(progress: 1 - progress, isFinished: false) }
            return Sample(progress: progress, impulse: Float(impulse.position), isFinished: false)
        case .decay(let decay):
            // Backwards, time runs back through the cycle, as for a curve.
            let progress = decay.progress(at: backwards ? cycleDuration - within : within)
            return Sample(progress: Float(progress), isFinished: false)
        }
    }

    /// Rates of change per real second of the spring's two responses at `elapsed` seconds (see
    /// ``Spring/responses(at:)``): what a retarget needs to keep the velocity. For a decay, the
    /// rate of its progress (``Decay/progressRate(at:)``) as `step` and 0 as `impulse`, so that
    /// a spring taking over a decay keeps its velocity too. Zero for curves, during the delay,
    /// on backward cycles and once finished.
    public func springRates(at elapsed: Double) -> (step: Float, impulse: Float) {
        switch timing {
        case .curve:
            return (0, 0)
        case .spring(let spring):
            guard let within = forwardCycleTime(at: elapsed) else { return (0, 0) }
            let (step, impulse) = spring.responses(at: within)
            return (Float(step.velocity * speed), Float(impulse.velocity * speed))
        case .decay(let decay):
            guard let within = forwardCycleTime(at: elapsed) else { return (0, 0) }
            return (Float(decay.progressRate(at: within) * speed), 0)
        }
    }

    /// Seconds into the current forward cycle, or `nil` outside one.
    internal func forwardCycleTime(at elapsed: Double) -> Double? {
        let time = (elapsed - delay) * speed
        guard time >= 0, elapsed < finishTime else { return nil }
        let cycle = (time / cycleDuration).rounded(.down)
        if let repeatCount, cycle >= Double(repeatCount) { return nil }
        if autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1 { return nil }
        return time - cycle * cycleDuration
    }
}

extension Animation {
    /// Progress at a constant rate over `duration` seconds.
    public static func linear(duration: Double = 0.35) -> Animation {
        Animation(.curve(.linear, duration: duration))
    }

    /// CSS `ease-in` over `duration` seconds.
    public static func easeIn(duration: Double = 0.35) -> Animation {
        Animation(.curve(.easeIn, duration: duration))
    }

    /// CSS `ease-out` over `duration` seconds.
    public static func easeOut(duration: Double = 0.35) -> Animation {
        Animation(.curve(.easeOut, duration: duration))
    }

    /// CSS `ease-in-out` over `duration` seconds.
    public static func easeInOut(duration: Double = 0.35) -> Animation {
        Animation(.curve(.easeInOut, duration: duration))
    }

    /// SwiftUI's default: ease-in-out over 0.35 seconds.
    public static let `default` = easeInOut()

    /// Any curve over `duration` seconds.
    public static func timingCurve(_ curve: Curve, duration: Double = 0.35) -> Animation {
        Animation(.curve(curve, duration: duration))
    }

    /// CSS `cubic-bezier(x1, y1, x2, y2)` over `duration` seconds.
    public static func timingCurve(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(.curve(.cubicBezier(x1, y1, x2, y2), duration: duration))
    }

    /// A spring with SwiftUI's response and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction)))
    }

    /// A spring with SwiftUI's perceptual duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }

    /// The exponential slowing of `decay`, scaled to end exactly on the target when it settles:
    /// an ease-out whose speed at the start is the decay's (see ``Decay``). Starting a decay
    /// from a velocity is the engine's `decay`, which picks the target the velocity reaches.
    public static func decay(_ decay: Decay = .normal) -> Animation {
        Animation(.decay(decay))
    }

    /// This animation started `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        var copy = self
        copy.delay = seconds.isFinite && seconds > 0 ? seconds : 0
        copy.updateTotalDuration()
        return copy
    }

    /// The slowest speed kept; slower ones are raised to it (a spring retargeted onto a slower
    /// one would carry a velocity too large for a `Float`).
    public static let minimumSpeed = 1e-6
    /// The fastest speed kept; faster ones are lowered to it.
    public static let maximumSpeed = 1e6

    /// This animation played `factor` times as fast once its delay (in real seconds) is over.
    /// A NaN, infinite, zero or negative factor is 1; others are clamped to
    /// ``minimumSpeed``...``maximumSpeed``.
    public func speed(_ factor: Double) -> Animation {
        var copy = self
        let clamped = min(max(factor, Animation.minimumSpeed), Animation.maximumSpeed)
        copy.speed = factor.isFinite && factor > 0 ? clamped : 1
        copy.updateTotalDuration()
        return copy
    }

    /// This animation played `count` times; with `autoreverses`, every other time backwards.
    /// As in SwiftUI, an even count with `autoreverses` ends its last cycle at the start and
    /// then presents the target.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(count, 1)
        copy.autoreverses = autoreverses
        copy.updateTotalDuration()
        return copy
    }

    /// This animation repeated forever; with `autoreverses`, every other time backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        copy.updateTotalDuration()
        return copy
    }
}
