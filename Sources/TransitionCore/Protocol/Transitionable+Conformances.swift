extension Float: VectorTransitionable {
    /// Linear interpolation, `self + (other − self)·progress`; extrapolates outside 0...1.
    /// Between ends so far apart that the difference overflows, `self·(1 − progress) +
    /// other·progress` instead: finite and between the ends for progress in 0...1, exact at
    /// both. Every finite result of the plain form (the free `lerp`) is kept bit for bit.
    @inlinable
    public func transition(to other: Float, progress: Float) -> Float {
        finiteLerp(self, other, progress)
    }

    /// This value multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> Float { self * factor }

    /// `from.transition(to: to, progress: step) + velocity·impulse`, as for every ``VectorTransitionable`` value,
    /// except that a value beyond `Float`'s range between finite inputs (a spring overshooting
    /// past ±`greatestFiniteMagnitude`) saturates there instead of becoming infinite.
    @inlinable
    public static func springValue(from: Float, to: Float, velocity: Float?, step: Float, impulse: Float)
        -> Float
    {
        var plain = finiteLerp(from, to, step)
        if let velocity { plain = plain + velocity * impulse }
        if plain.isFinite { return plain }
        return saturatedSpringValue(
            from: from, to: to, velocity: velocity ?? 0, step: step, impulse: impulse, plain: plain)
    }

    /// `(to − from)·stepRate + velocity·impulseRate`, as for every ``VectorTransitionable``
    /// value, except that a velocity beyond `Float`'s range between finite inputs (a spring
    /// retargeted between far-apart values) saturates at ±`greatestFiniteMagnitude` instead of
    /// becoming infinite, so that the spring's values stay finite.
    @inlinable
    public static func springVelocity(
        from: Float, to: Float, velocity: Float?, stepRate: Float, impulseRate: Float
    ) -> Float? {
        var plain = (to - from) * stepRate
        if let velocity { plain = plain + velocity * impulseRate }
        if plain.isFinite { return plain }
        return saturatedSpringVelocity(
            from: from, to: to, velocity: velocity ?? 0, stepRate: stepRate, impulseRate: impulseRate,
            plain: plain)
    }
}

extension Double: VectorTransitionable {
    /// Linear interpolation in double precision; extrapolates outside 0...1. Finite between
    /// far-apart finite ends, as `Float`'s.
    @inlinable
    public func transition(to other: Double, progress: Float) -> Double {
        finiteLerp(self, other, Double(progress))
    }

    /// This value multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> Double { self * Double(factor) }

    /// `from.transition(to: to, progress: step) + velocity·impulse`, saturating at ±`greatestFiniteMagnitude`
    /// between finite inputs as `Float`'s does.
    @inlinable
    public static func springValue(
        from: Double, to: Double, velocity: Double?, step: Float, impulse: Float
    ) -> Double {
        var plain = finiteLerp(from, to, Double(step))
        if let velocity { plain = plain + velocity * Double(impulse) }
        if plain.isFinite { return plain }
        return saturatedSpringValue(
            from: from, to: to, velocity: velocity ?? 0, step: step, impulse: impulse, plain: plain)
    }

    /// `(to − from)·stepRate + velocity·impulseRate`, saturating at ±`greatestFiniteMagnitude`
    /// between finite inputs as `Float`'s does.
    @inlinable
    public static func springVelocity(
        from: Double, to: Double, velocity: Double?, stepRate: Float, impulseRate: Float
    ) -> Double? {
        var plain = (to - from) * Double(stepRate)
        if let velocity { plain = plain + velocity * Double(impulseRate) }
        if plain.isFinite { return plain }
        return saturatedSpringVelocity(
            from: from, to: to, velocity: velocity ?? 0, stepRate: stepRate, impulseRate: impulseRate,
            plain: plain)
    }
}

extension Int: Transitionable {
    /// Linear interpolation rounded to the nearest integer (halves away from zero), clamped to
    /// `Int`'s range: exactly `self` at progress 0 or when both ends agree, exactly `other` at
    /// progress 1; a non-finite progress gives `self`.
    @inlinable
    public func transition(to other: Int, progress: Float) -> Int {
        guard progress.isFinite, progress != 0, other != self else { return self }
        if progress == 1 { return other }
        let step = ((Double(other) - Double(self)) * Double(progress)).rounded(.toNearestOrAwayFromZero)
        guard step > -9.223372036854775e18 else { return .min }
        guard step < 9.223372036854775e18 else { return .max }
        let (sum, overflow) = addingReportingOverflow(Int(step))
        guard overflow else { return sum }
        return step > 0 ? .max : .min
    }
}

extension Bool: Transitionable {
    /// Switches from `self` to `other` at progress 0.5.
    @inlinable
    public func transition(to other: Bool, progress: Float) -> Bool {
        progress.switching(from: self, to: other)
    }
}

extension SIMD2: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation, each lane as `Float`'s `transition(to:progress:)`
    /// computes it (finite between finite ends however far apart).
    @inlinable
    public func transition(to other: SIMD2<Float>, progress: Float) -> SIMD2<Float> {
        lerpLanes(self, other, progress)
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD2<Float> { self * factor }

    /// The value lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springValue(
        from: SIMD2<Float>, to: SIMD2<Float>, velocity: SIMD2<Float>?, step: Float, impulse: Float
    ) -> SIMD2<Float> {
        springValueLanes(from: from, to: to, velocity: velocity, step: step, impulse: impulse)
    }

    /// The velocity lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springVelocity(
        from: SIMD2<Float>, to: SIMD2<Float>, velocity: SIMD2<Float>?, stepRate: Float, impulseRate: Float
    ) -> SIMD2<Float>? {
        springVelocityLanes(
            from: from, to: to, velocity: velocity, stepRate: stepRate, impulseRate: impulseRate)
    }
}

extension SIMD3: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation, each lane as `Float`'s `transition(to:progress:)`
    /// computes it (finite between finite ends however far apart).
    @inlinable
    public func transition(to other: SIMD3<Float>, progress: Float) -> SIMD3<Float> {
        lerpLanes(self, other, progress)
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD3<Float> { self * factor }

    /// The value lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springValue(
        from: SIMD3<Float>, to: SIMD3<Float>, velocity: SIMD3<Float>?, step: Float, impulse: Float
    ) -> SIMD3<Float> {
        springValueLanes(from: from, to: to, velocity: velocity, step: step, impulse: impulse)
    }

    /// The velocity lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springVelocity(
        from: SIMD3<Float>, to: SIMD3<Float>, velocity: SIMD3<Float>?, stepRate: Float, impulseRate: Float
    ) -> SIMD3<Float>? {
        springVelocityLanes(
            from: from, to: to, velocity: velocity, stepRate: stepRate, impulseRate: impulseRate)
    }
}

extension SIMD4: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation, each lane as `Float`'s `transition(to:progress:)`
    /// computes it (finite between finite ends however far apart).
    @inlinable
    public func transition(to other: SIMD4<Float>, progress: Float) -> SIMD4<Float> {
        lerpLanes(self, other, progress)
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD4<Float> { self * factor }

    /// The value lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springValue(
        from: SIMD4<Float>, to: SIMD4<Float>, velocity: SIMD4<Float>?, step: Float, impulse: Float
    ) -> SIMD4<Float> {
        springValueLanes(from: from, to: to, velocity: velocity, step: step, impulse: impulse)
    }

    /// The velocity lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springVelocity(
        from: SIMD4<Float>, to: SIMD4<Float>, velocity: SIMD4<Float>?, stepRate: Float, impulseRate: Float
    ) -> SIMD4<Float>? {
        springVelocityLanes(
            from: from, to: to, velocity: velocity, stepRate: stepRate, impulseRate: impulseRate)
    }
}

extension Optional: Transitionable where Wrapped: Transitionable {
    /// Interpolates when both ends are present; otherwise switches at progress 0.5.
    @inlinable
    public func transition(to other: Wrapped?, progress: Float) -> Wrapped? {
        if let self, let other { return self.transition(to: other, progress: progress) }
        return progress.switching(from: self, to: other)
    }
}

/// A spring's velocity `(to − from)·stepRate + velocity·impulseRate` that overflowed to the
/// non-finite `plain`: when every input is finite, the exact sum (in double precision, where it
/// cannot overflow) saturated to ±`Float.greatestFiniteMagnitude`; else `plain`.
@usableFromInline @inline(never)
func saturatedSpringVelocity(
    from: Float, to: Float, velocity: Float, stepRate: Float, impulseRate: Float, plain: Float
) -> Float {
    guard from.isFinite, to.isFinite, velocity.isFinite, stepRate.isFinite, impulseRate.isFinite else {
        return plain
    }
    let exact = (Double(to) - Double(from)) * Double(stepRate) + Double(velocity) * Double(impulseRate)
    let limit = Double(Float.greatestFiniteMagnitude)
    return Float(min(max(exact, -limit), limit))
}

/// The double-precision `saturatedSpringVelocity`: the sum worked out at a scale of 2⁻⁶⁴, where
/// it cannot overflow, and saturated to ±`Double.greatestFiniteMagnitude`.
@usableFromInline @inline(never)
func saturatedSpringVelocity(
    from: Double, to: Double, velocity: Double, stepRate: Float, impulseRate: Float, plain: Double
) -> Double {
    guard from.isFinite, to.isFinite, velocity.isFinite, stepRate.isFinite, impulseRate.isFinite else {
        return plain
    }
    let scale = 0x1p-64
    let scaled = (to * scale - from * scale) * Double(stepRate) + velocity * scale * Double(impulseRate)
    let limit = Double.greatestFiniteMagnitude * scale
    return min(max(scaled, -limit), limit) / scale
}

/// A vector spring's velocity, each lane as `Float.springVelocity` computes it: the vector sum,
/// and when one of its lanes is not finite, every lane through the scalar function.
@inlinable
func springVelocityLanes<Vector: SIMD>(
    from: Vector, to: Vector, velocity: Vector?, stepRate: Float, impulseRate: Float
) -> Vector where Vector.Scalar == Float {
    var plain = (to - from) * stepRate
    if let velocity { plain = plain + velocity * impulseRate }
    if allLanesFinite(plain) { return plain }
    var saturated = plain
    for lane in plain.indices {
        saturated[lane] = Float.springVelocity(
            from: from[lane], to: to[lane], velocity: velocity?[lane], stepRate: stepRate,
            impulseRate: impulseRate)!
    }
    return saturated
}

/// A spring's value `finiteLerp(from, to, step) + velocity·impulse` that overflowed to the non-finite
/// `plain`: when every input is finite, the sum worked out in double precision, where it cannot
/// overflow, saturated to ±`Float.greatestFiniteMagnitude`; else `plain`.
@usableFromInline @inline(never)
func saturatedSpringValue(
    from: Float, to: Float, velocity: Float, step: Float, impulse: Float, plain: Float
) -> Float {
    guard from.isFinite, to.isFinite, velocity.isFinite, step.isFinite, impulse.isFinite else { return plain }
    let start = Double(from)
    let exact = start + (Double(to) - start) * Double(step) + Double(velocity) * Double(impulse)
    let limit = Double(Float.greatestFiniteMagnitude)
    return Float(min(max(exact, -limit), limit))
}

/// The double-precision `saturatedSpringValue`: the sum worked out at a scale of 2⁻⁶⁴.
@usableFromInline @inline(never)
func saturatedSpringValue(
    from: Double, to: Double, velocity: Double, step: Float, impulse: Float, plain: Double
) -> Double {
    guard from.isFinite, to.isFinite, velocity.isFinite, step.isFinite, impulse.isFinite else { return plain }
    let scale = 0x1p-64
    let start = from * scale
    let scaled = start + (to * scale - start) * Double(step) + velocity * scale * Double(impulse)
    let limit = Double.greatestFiniteMagnitude * scale
    return min(max(scaled, -limit), limit) / scale
}

/// A vector spring's value, each lane as `Float.springValue` computes it: the vector sum, and
/// when one of its lanes is not finite, every lane through the scalar function.
@inlinable
func springValueLanes<Vector: SIMD>(
    from: Vector, to: Vector, velocity: Vector?, step: Float, impulse: Float
) -> Vector where Vector.Scalar == Float {
    var plain = lerpLanes(from, to, step)
    if let velocity { plain = plain + velocity * impulse }
    if allLanesFinite(plain) { return plain }
    var saturated = plain
    for lane in plain.indices {
        saturated[lane] = Float.springValue(
            from: from[lane], to: to[lane], velocity: velocity?[lane], step: step, impulse: impulse)
    }
    return saturated
}
