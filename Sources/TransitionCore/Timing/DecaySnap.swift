/// Where a decay's resting value is moved before the decay starts, as Motion's `modifyTarget`
/// does: the decay then ends exactly on the snapped value, its speed at the start scaled so
/// that it still follows the friction curve there (v₀′ = (snapped − start) / (τ·(1 − e^(−T/τ)))).
/// For any other rule, work out the resting value with ``Decay/restingValue(from:velocity:)``,
/// choose the value to land on and pass it as the one point of ``nearest(_:)``.
public enum DecaySnap<Value: LaneVector> {
    /// Each lane rounded to the nearest multiple of the same lane of `step` (halves away from
    /// zero); a lane whose step is 0, NaN or infinite is left as it is, a negative step counts
    /// as its magnitude.
    case grid(Value)
    /// The point of the list nearest to the resting value (Euclidean distance over the lanes;
    /// the first of equally near ones). Points with a NaN or infinite lane are skipped; with
    /// none left, the resting value is kept.
    case nearest([Value])

    /// `value` snapped by this rule.
    @inlinable
    public func snapped(_ value: Value) -> Value {
        switch self {
        case .grid(let step):
            var snapped = value
            for lane in 0..<Value.laneCount {
                let size = abs(step[lane: lane])
                guard size.isFinite, size > 0 else { continue }
                snapped[lane: lane] = (value[lane: lane] / size).rounded() * size
            }
            return snapped
        case .nearest(let points):
            var nearest = value
            var nearestDistance = Double.infinity
            for point in points where point.lanesAreFinite {
                var distance = 0.0
                for lane in 0..<Value.laneCount {
                    let difference = point[lane: lane] - value[lane: lane]
                    distance += difference * difference
                }
                if distance < nearestDistance {
                    nearest = point
                    nearestDistance = distance
                }
            }
            return nearest
        }
    }
}

extension DecaySnap: Sendable where Value: Sendable {}
