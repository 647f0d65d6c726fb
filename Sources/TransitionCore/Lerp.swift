/// The value `t` of the way from `a` to `b`: exactly `a` at `t == 0`, exactly `b` at `t == 1`,
/// and exactly `a` for every `t` when `a == b` (all finite). `t` may leave 0...1 to
/// extrapolate. Ends too far apart for their difference to be a `Float` (`-max` to `max`) are
/// mixed without it, so finite ends never give NaN or ∞ within 0...1. Non-finite inputs follow
/// IEEE arithmetic: a NaN `t` gives NaN, as does an infinite `t` when `a == b`.
@inlinable
public func lerp(_ a: Float, _ b: Float, _ t: Float) -> Float {
    let difference = b - a
    if _fastPath(difference.isFinite) { return a + difference * t }
    return a * (1 - t) + b * t
}

/// The value `t` of the way from `a` to `b` in double precision, as the `Float` one.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let difference = b - a
    if _fastPath(difference.isFinite) { return a + difference * t }
    return a * (1 - t) + b * t
}

/// The value `t` of the way from `a` to `b`, lane by lane, as the `Float` `lerp`: what the SIMD
/// vectors' `transition(to:progress:)` is.
@inlinable
func lerpLanes<Vector: SIMD>(_ a: Vector, _ b: Vector, _ t: Float) -> Vector where Vector.Scalar == Float {
    let difference = b - a
    let near = a + difference * t
    let finite = (difference .< .infinity) .& (difference .> -.infinity)
    if _fastPath(all(finite)) { return near }
    return near.replacing(with: a * (1 - t) + b * t, where: .!finite)
}

/// The value `progress` of the way from one ``Transitionable`` value to another.
@inlinable
public func lerp<Value: Transitionable>(_ a: Value, _ b: Value, _ progress: Float) -> Value {
    a.transition(to: b, progress: progress)
}

extension Float {
    /// The value this progress of the way from `min` to `max` (the seed's spelling).
    @inlinable
    public func lerp<Value: Transitionable>(min: Value, max: Value) -> Value {
        min.transition(to: max, progress: self)
    }

    /// A discrete value: `from` while this progress is below `threshold`, `to` from there on.
    @inlinable
    public func switching<Value>(from: Value, to: Value, at threshold: Float = 0.5) -> Value {
        self < threshold ? from : to
    }
}
