/// Limits, lane by lane, that a decay bounces back from, as Motion's `inertia` `min` and `max`
/// do: when the decay's resting value lies outside them, the decay runs until the first tick
/// its value is outside, and ``bounce`` then takes over, from that value with the decay's
/// velocity at that tick, towards the resting value clamped into the bounds, where it rests
/// exactly. A value that starts outside bounces at once, with its velocity.
///
/// A critically or over-damped spring (the default) comes back without crossing the bound
/// again; an underdamped one swings back and forth across it before it rests.
///
/// Bad input is made harmless: a NaN bound is no bound on its side of its lane, and a lane whose
/// lower bound lies above its upper one has the two swapped.
public struct DecayBounds<Value: LaneVector> {
    /// The smallest value of each lane.
    public let lowerBound: Value
    /// The largest value of each lane.
    public let upperBound: Value
    /// What takes over at a bound, without delay: a spring keeps the decay's velocity, other
    /// animations start from the value at rest.
    public let bounce: Animation

    /// A critically damped spring of response 0.35 s: back to the bound in about half a
    /// second, without crossing it again.
    public static var defaultBounce: Animation { .spring(response: 0.35, dampingFraction: 1) }

    /// Bounds from `min` to `max`, lane by lane (±infinity leaves a side open), bounced back
    /// from with `bounce`, whose delay is dropped.
    public init(min: Value, max: Value, bounce: Animation = DecayBounds.defaultBounce) {
        var lower = min
        var upper = max
        for lane in 0..<Value.laneCount {
            let low = min[lane: lane].isNaN ? -Double.infinity : min[lane: lane]
            let high = max[lane: lane].isNaN ? Double.infinity : max[lane: lane]
            lower[lane: lane] = Swift.min(low, high)
            upper[lane: lane] = Swift.max(low, high)
        }
        lowerBound = lower
        upperBound = upper
        self.bounce = bounce.delay(0)
    }

    /// Whether every lane of `value` lies within its bounds.
    @inlinable
    public func contains(_ value: Value) -> Bool {
        for lane in 0..<Value.laneCount {
            let x = value[lane: lane]
            if x < lowerBound[lane: lane] || x > upperBound[lane: lane] { return false }
        }
        return true
    }

    /// `value` with each lane clamped into its bounds.
    @inlinable
    public func clamped(_ value: Value) -> Value {
        var clamped = value
        for lane in 0..<Value.laneCount {
            let x = value[lane: lane]
            if x < lowerBound[lane: lane] {
                clamped[lane: lane] = lowerBound[lane: lane]
            } else if x > upperBound[lane: lane] {
                clamped[lane: lane] = upperBound[lane: lane]
            }
        }
        return clamped
    }
}

extension DecayBounds where Value: Comparable {
    /// Bounds of a one-lane value, `range.lowerBound...range.upperBound`.
    public init(_ range: ClosedRange<Value>, bounce: Animation = DecayBounds.defaultBounce) {
        self.init(min: range.lowerBound, max: range.upperBound, bounce: bounce)
    }
}

extension DecayBounds: Sendable where Value: Sendable {}
