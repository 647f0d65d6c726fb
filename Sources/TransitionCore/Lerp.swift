/// The value `t` of the way from `a` to `b`: exactly `a` at `t == 0`, and exactly `a` for every
/// `t` when `a == b` (all finite). `t` may leave 0...1 to extrapolate. Non-finite inputs follow
/// IEEE arithmetic: a NaN `t` gives NaN, as does an infinite `t` when `a == b`.
@inlinable
public func lerp(_ a: Float, _ b: Float, _ t: Float) -> Float {
    a + (b - a) * t
}

/// The value `t` of the way from `a` to `b` in double precision.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
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
