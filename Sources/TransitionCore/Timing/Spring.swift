/// A damped spring with SwiftUI's parameterisation (mass 1, stiffness (2π/response)²,
/// damping 4π·dampingFraction/response), described by its unit step response: the position of
/// a mass that starts at 0 with a given velocity and is pulled towards 1.
public struct Spring: Sendable, Equatable {
    /// The period of the undamped oscillation, in seconds.
    public let response: Double
    /// The ratio of damping to critical damping: below 1 bounces, 1 is critical, above 1 creeps.
    public let dampingFraction: Double

    /// The smallest response accepted; smaller, zero, negative and NaN responses are raised to it.
    public static let minimumResponse = 1e-3

    /// The distance from the target, as a fraction of the move, that counts as settled.
    public static let settlingTolerance = 1e-3

    /// The longest response kept (about 11.6 days); longer ones, and infinity, are lowered to it.
    public static let maximumResponse = 1e6

    /// The smallest damping fraction kept, so that every spring settles: smaller ones (0, an
    /// undamped spring, which would never settle), negative ones and NaN are raised to it. Such
    /// a spring rings for about 110 periods (``settlingDuration`` ≈ 110 × ``response``).
    public static let minimumDampingFraction = 0.01

    /// The largest damping fraction kept; larger ones, and infinity, are lowered to it (a spring
    /// that creeps: it settles in about 2·10⁶ × ``response``).
    public static let maximumDampingFraction = 1e6

    /// A spring with `response` seconds and `dampingFraction`, every one of which settles in a
    /// finite time. A response below ``minimumResponse`` (or NaN) is raised to it and one above
    /// ``maximumResponse`` lowered to it; the damping fraction is clamped into
    /// ``minimumDampingFraction``...``maximumDampingFraction``, NaN taken as the minimum.
    public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
        self.response =
            response.isNaN
            ? Spring.minimumResponse : min(max(response, Spring.minimumResponse), Spring.maximumResponse)
        self.dampingFraction =
            dampingFraction.isNaN
            ? Spring.minimumDampingFraction
            : min(max(dampingFraction, Spring.minimumDampingFraction), Spring.maximumDampingFraction)
    }

    /// A spring that settles in about `duration` seconds with `bounce` in -1...1 (SwiftUI's
    /// second form): 0 is critically damped, positive bounces, negative is overdamped. The
    /// duration is the response, clamped as there; a NaN bounce is 0, one below -0.999 is
    /// -0.999 (a damping fraction of 1,000), and one above 1 − ``minimumDampingFraction``
    /// (1 and ∞ included) gives the least damped spring kept.
    @_disfavoredOverload
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The stiffness of the spring with mass 1: (2π/response)².
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// The damping coefficient with mass 1: 4π·dampingFraction/response.
    public var damping: Double { 2 * dampingFraction * angularFrequency }

    /// The natural angular frequency ω₀ = 2π/response.
    @inlinable
    public var angularFrequency: Double { 2 * Math.pi / response }

    /// Position at `time` seconds of the unit step response starting with `initialVelocity`.
    /// A NaN or negative `time` is the start (0) and an infinite one the end (1); a NaN
    /// `initialVelocity` gives NaN.
    @inlinable
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        let (step, impulse) = responses(at: time)
        return step.position + initialVelocity * impulse.position
    }

    /// Velocity at `time` seconds of the unit step response starting with `initialVelocity`.
    @inlinable
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let (step, impulse) = responses(at: time)
        return step.velocity + initialVelocity * impulse.velocity
    }

    /// The time after which the unit step response starting with `initialVelocity` stays within
    /// ``settlingTolerance`` of 1. A NaN velocity counts as 0.
    public func settlingDuration(initialVelocity: Double = 0) -> Double {
        let initialVelocity = initialVelocity.isNaN ? 0 : initialVelocity
        var high = response
        while envelope(at: high, initialVelocity: initialVelocity) > Spring.settlingTolerance {
            high *= 2
        }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if envelope(at: middle, initialVelocity: initialVelocity) > Spring.settlingTolerance {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }

    /// The time after which the unit step response from rest stays within ``settlingTolerance``.
    public var settlingDuration: Double { settlingDuration() }

    /// Position and velocity at `time` of two motions: the step (from 0 at rest towards 1) and
    /// the impulse (from 0 with unit velocity towards 0). Every motion of this spring is a sum
    /// of the two, which is what lets a retargeted spring keep its velocity.
    @inlinable
    public func responses(at time: Double) -> (
        step: (position: Double, velocity: Double), impulse: (position: Double, velocity: Double)
    ) {
        guard time > 0 else { return ((0, 0), (0, 1)) }
        guard time < .infinity else { return ((1, 0), (0, 0)) }
        let omega = angularFrequency
        let zeta = dampingFraction
        if abs(zeta - 1) < 1e-4 {
            // Critically damped: y = e^(-ωt)·(a + b·t).
            let decay = Math.exp(-omega * time)
            // Step: y(0) = -1, y'(0) = 0 → a = -1, b = -ω.
            let stepPosition = 1 + decay * (-1 - omega * time)
            let stepVelocity = decay * omega * omega * time
            // Impulse: y(0) = 0, y'(0) = 1 → a = 0, b = 1.
            let impulsePosition = decay * time
            let impulseVelocity = decay * (1 - omega * time)
            return ((stepPosition, stepVelocity), (impulsePosition, impulseVelocity))
        }
        if zeta < 1 {
            // Underdamped: y = e^(-ζωt)·(a·cos ω_d t + b·sin ω_d t).
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let decayRate = zeta * omega
            let decay = Math.exp(-decayRate * time)
            let cosine = Math.cos(dampedOmega * time)
            let sine = Math.sin(dampedOmega * time)
            // Step: a = -1, b = -ζω/ω_d.
            let b = -decayRate / dampedOmega
            let stepPosition = 1 + decay * (-cosine + b * sine)
            let stepVelocity = decay * sine * (omega * omega / dampedOmega)
            // Impulse: a = 0, b = 1/ω_d.
            let impulsePosition = decay * sine / dampedOmega
            let impulseVelocity = decay * (cosine - decayRate * sine / dampedOmega)
            return ((stepPosition, stepVelocity), (impulsePosition, impulseVelocity))
        }
        // Overdamped: y = c₁·e^(r₁t) + c₂·e^(r₂t), r₁,₂ = -ω(ζ ∓ √(ζ² - 1)).
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let e1 = Math.exp(r1 * time)
        let e2 = Math.exp(r2 * time)
        // Step: c₁ + c₂ = -1, r₁c₁ + r₂c₂ = 0.
        let s2 = r1 / (r2 - r1)
        let s1 = -1 - s2
        let stepPosition = 1 + s1 * e1 + s2 * e2
        let stepVelocity = s1 * r1 * e1 + s2 * r2 * e2
        // Impulse: c₁ + c₂ = 0, r₁c₁ + r₂c₂ = 1.
        let i2 = 1 / (r2 - r1)
        let impulsePosition = -i2 * e1 + i2 * e2
        let impulseVelocity = -i2 * r1 * e1 + i2 * r2 * e2
        return ((stepPosition, stepVelocity), (impulsePosition, impulseVelocity))
    }

    /// An upper bound of the distance from 1 at `time`, decreasing once the spring has moved.
    internal func envelope(at time: Double, initialVelocity v: Double) -> Double {
        let omega = angularFrequency
        let zeta = dampingFraction
        if abs(zeta - 1) < 1e-4 {
            return Math.exp(-omega * time) * (1 + abs(v - omega) * time)
        }
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / dampedOmega
            return Math.exp(-zeta * omega * time) * (1 + b * b).squareRoot()
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v + r1) / (r2 - r1)
        let c1 = -1 - c2
        return abs(c1) * Math.exp(r1 * time) + abs(c2) * Math.exp(r2 * time)
    }
}
