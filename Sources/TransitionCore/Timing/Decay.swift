/// Friction for a move that starts from a velocity and slows down, as a flicked list does
/// (Flutter's `FrictionSimulation`, Motion's `inertia`): the velocity falls by the factor e
/// every ``timeConstant`` seconds, so a value starting at x₀ with velocity v₀ is at
/// x(t) = x₀ + v₀·τ·(1 − e^(−t/τ)).
///
/// The exponential never quite stops, so the move ends after ``settlingDuration`` T, when the
/// fraction ``settlingTolerance`` of its distance is left. As an ``Animation`` timing
/// (``Animation/Timing/decay(_:)``) its progress is p(t) = (1 − e^(−t/τ)) / (1 − e^(−T/τ)),
/// exactly 0 at the start and 1 at T: a move from x₀ to the resting value
/// x₀ + v₀·τ·(1 − e^(−T/τ)) (``restingValue(from:velocity:)``, what the exponential covers
/// until it settles) follows the friction curve with the velocity v₀ at the start and ends
/// exactly on the resting value, known up front.
///
/// Bad input is made harmless, never trapped on: a time constant that is not finite and
/// positive (so a rate that is zero, negative, NaN or infinite) makes a decay that stops at
/// once, covering no distance; one above ``maximumTimeConstant`` is lowered to it. A NaN
/// tolerance is the default one; others are clamped into ``settlingToleranceRange``.
public struct Decay: Sendable, Equatable {
    /// Seconds in which the velocity falls by the factor e (τ); 0 for a decay that stops at once.
    public let timeConstant: Double
    /// The fraction of the whole exponential's distance (v₀·τ) still to go when the move ends.
    public let settlingTolerance: Double
    /// Seconds the move lasts, T = τ·ln(1/``settlingTolerance``); 0 when it stops at once.
    public let settlingDuration: Double
    /// 1 − e^(−T/τ): the fraction of v₀·τ covered when the move ends; 0 when it stops at once.
    public let travelledFraction: Double

    /// The tolerance a decay settles to unless told otherwise: a thousandth of the distance left.
    public static let defaultSettlingTolerance = 1e-3
    /// The tolerances kept; others are clamped into this range.
    public static let settlingToleranceRange = 1e-9...0.5
    /// The longest time constant kept (about 11.6 days); longer ones are lowered to it.
    public static let maximumTimeConstant = 1e6

    /// A decay whose velocity falls by the factor e every `timeConstant` seconds, ending when
    /// `settlingTolerance` of its distance is left. A time constant that is not finite and
    /// positive makes a decay that stops at once.
    public init(timeConstant: Double = 0.5, settlingTolerance: Double = Decay.defaultSettlingTolerance) {
        let range = Decay.settlingToleranceRange
        let tolerance =
            settlingTolerance.isNaN
            ? Decay.defaultSettlingTolerance
            : min(max(settlingTolerance, range.lowerBound), range.upperBound)
        self.settlingTolerance = tolerance
        guard timeConstant.isFinite, timeConstant > 0 else {
            (self.timeConstant, settlingDuration, travelledFraction) = (0, 0, 0)
            return
        }
        self.timeConstant = min(timeConstant, Decay.maximumTimeConstant)
        settlingDuration = -self.timeConstant * Math.log(tolerance)
        travelledFraction = 1 - Math.exp(-settlingDuration / self.timeConstant)
    }

    /// A decay whose velocity falls at `rate` per second (v′ = −rate·v, the time constant
    /// 1/`rate`). A rate that is not finite and positive makes a decay that stops at once; one
    /// so small that its time constant passes ``maximumTimeConstant`` gets that one.
    public init(rate: Double, settlingTolerance: Double = Decay.defaultSettlingTolerance) {
        let timeConstant = rate.isFinite && rate > 0 ? min(1 / rate, Decay.maximumTimeConstant) : 0
        self.init(timeConstant: timeConstant, settlingTolerance: settlingTolerance)
    }

    /// The rate at which the velocity falls per second, 1/τ; infinite for a decay that stops at once.
    public var rate: Double { timeConstant > 0 ? 1 / timeConstant : .infinity }

    /// Whether the decay covers no distance and ends at once (its time constant was not valid).
    public var stopsAtOnce: Bool { settlingDuration == 0 }

    /// About the deceleration of a scroll view at its normal rate (UIKit's 0.998 per
    /// millisecond): τ = 0.5 s, settling in about 3.5 s.
    public static let normal = Decay(timeConstant: 0.5)

    /// About the deceleration of a scroll view at its fast rate (UIKit's 0.99 per millisecond):
    /// τ = 0.1 s, settling in about 0.7 s.
    public static let fast = Decay(timeConstant: 0.1)

    /// Progress of the move at `time` seconds: (1 − e^(−t/τ)) / (1 − e^(−T/τ)), never above 1;
    /// exactly 0 at or before the start (and for NaN) and 1 from ``settlingDuration`` on.
    @inlinable
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < settlingDuration else { return 1 }
        return min((1 - Math.exp(-time / timeConstant)) / travelledFraction, 1)
    }

    /// The rate of change of ``progress(at:)`` per second at `time`:
    /// e^(−t/τ) / (τ·(1 − e^(−T/τ))) while the move lasts, 0 outside it.
    @inlinable
    public func progressRate(at time: Double) -> Double {
        guard time >= 0, time < settlingDuration else { return 0 }
        return Math.exp(-time / timeConstant) / (timeConstant * travelledFraction)
    }

    /// The distance a move starting with `velocity` covers before it rests:
    /// velocity·τ·(1 − e^(−T/τ)). Zero when the decay stops at once (a NaN or infinite
    /// velocity gives NaN or an infinity there).
    @inlinable
    public func restingDistance(velocity: Double) -> Double {
        velocity * (timeConstant * travelledFraction)
    }

    /// Where a value starting at `start` with `velocity` (per second) comes to rest:
    /// `start + velocity·τ·(1 − e^(−T/τ))`, the factor rounded to `Float` once.
    @inlinable
    public func restingValue<Value: VectorTransitionable>(from start: Value, velocity: Value) -> Value {
        start + velocity.scaled(by: Float(timeConstant * travelledFraction))
    }
}
