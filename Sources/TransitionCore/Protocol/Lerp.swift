/// The value `t` of the way from `a` to `b`, the plain `a + (b − a)·t`: exactly `a` at
/// `t == 0`, and exactly `a` for every `t` when `a == b` (all finite). `t` may leave 0...1 to
/// extrapolate. Non-finite inputs follow IEEE arithmetic: a NaN `t` gives NaN, as does an
/// infinite `t` when `a == b`.
///
/// Ends so far apart that `b − a` overflows (as from `-greatestFiniteMagnitude` to
/// `+greatestFiniteMagnitude`) give ±∞ or NaN here. `Float`'s and `Double`'s
/// `transition(to:progress:)` (and the vector conformances) interpolate those finitely, with
/// the same bits as this function wherever it is finite; call them for fields that can be that
/// far apart. This function stays the plain formula because a test of its result stops the
/// compiler from vectorising a struct's fields interpolated side by side (measured: 2.5 times
/// the tick of an 8-float component; as a select, 1.5 times).
@inlinable
public func lerp(_ a: Float, _ b: Float, _ t: Float) -> Float {
    a + (b - a) * t
}

/// The value `t` of the way from `a` to `b` in double precision, the plain `a + (b − a)·t`.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
}

/// `lerp` without its overflow: `a + (b − a)·t` where that is finite, bit for bit; else, when
/// `a`, `b` and `t` are finite (the difference or the product overflowed), `a·(1 − t) + b·t`:
/// finite and between the ends for `t` in 0...1, exactly `a` at 0 and exactly `b` at 1; else
/// (non-finite inputs) the plain form's IEEE result. The common case costs one well-predicted
/// test of the result.
@inlinable
func finiteLerp(_ a: Float, _ b: Float, _ t: Float) -> Float {
    let value = a + (b - a) * t
    if value.isFinite { return value }
    return farApartLerp(a, b, t, plain: value)
}

/// The double-precision `finiteLerp`.
@inlinable
func finiteLerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let value = a + (b - a) * t
    if value.isFinite { return value }
    return farApartLerp(a, b, t, plain: value)
}

/// `finiteLerp` where `a + (b − a)·t` gave the non-finite `plain`: `a·(1 − t) + b·t` when the
/// inputs are finite, else `plain`. Out of line, so the common case inlines to the plain form
/// and one test.
@usableFromInline @inline(never)
func farApartLerp(_ a: Float, _ b: Float, _ t: Float, plain: Float) -> Float {
    guard a.isFinite, b.isFinite, t.isFinite else { return plain }
    return a * (1 - t) + b * t
}

/// The double-precision `farApartLerp`.
@usableFromInline @inline(never)
func farApartLerp(_ a: Double, _ b: Double, _ t: Double, plain: Double) -> Double {
    guard a.isFinite, b.isFinite, t.isFinite else { return plain }
    return a * (1 - t) + b * t
}

/// The lanes of `a` interpolated `t` of the way to `b`, each exactly as `finiteLerp` computes
/// it: the vector form `a + (b − a)·t`, and when one of its lanes is not finite, every lane
/// through `finiteLerp` (one test per vector, not per lane).
@inlinable
func lerpLanes<Vector: SIMD>(_ a: Vector, _ b: Vector, _ t: Float) -> Vector where Vector.Scalar == Float {
    let value = a + (b - a) * t
    if allLanesFinite(value) { return value }
    return farApartLanes(a, b, t)
}

/// Whether every lane of `vector` is finite: `x − x` is 0 exactly when `x` is finite (NaN for ±∞
/// and NaN), so the lanes' sum of `x − x` is 0 when all are finite and NaN otherwise. A sum, not
/// a lane-by-lane comparison: the compiler keeps it in vector registers, without an early exit;
/// taken by halves (the upper half added to the lower, again and again), so that eight lanes
/// cost three dependent additions rather than seven.
@inlinable @inline(__always)
public func allLanesFinite<Vector: SIMD>(_ vector: Vector) -> Bool where Vector.Scalar == Float {
    var lanes = vector - vector
    var count = Vector.scalarCount
    while count > 1 {
        let half = count / 2
        for index in 0..<half { lanes[index] += lanes[count - half + index] }
        count -= half
    }
    return lanes[0] == 0
}

/// Every lane of `a` interpolated `t` of the way to `b` through the scalar `finiteLerp`.
@inlinable @inline(never)
func farApartLanes<Vector: SIMD>(_ a: Vector, _ b: Vector, _ t: Float) -> Vector
where Vector.Scalar == Float {
    var value = a
    for lane in value.indices { value[lane] = finiteLerp(a[lane], b[lane], t) }
    return value
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
