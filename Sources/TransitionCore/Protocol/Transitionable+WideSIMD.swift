// The wide vectors: components of up to 16 floats (the C interface's component types among them).

extension SIMD8: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation, each lane as `Float`'s `transition(to:progress:)`
    /// computes it (finite between finite ends however far apart).
    @inlinable
    public func transition(to other: SIMD8<Float>, progress: Float) -> SIMD8<Float> {
        lerpLanes(self, other, progress)
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD8<Float> { self * factor }

    /// The value lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springValue(
        from: SIMD8<Float>, to: SIMD8<Float>, velocity: SIMD8<Float>?, step: Float, impulse: Float
    ) -> SIMD8<Float> {
        springValueLanes(from: from, to: to, velocity: velocity, step: step, impulse: impulse)
    }

    /// The velocity lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springVelocity(
        from: SIMD8<Float>, to: SIMD8<Float>, velocity: SIMD8<Float>?, stepRate: Float, impulseRate: Float
    ) -> SIMD8<Float>? {
        springVelocityLanes(
            from: from, to: to, velocity: velocity, stepRate: stepRate, impulseRate: impulseRate)
    }
}

extension SIMD16: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation, each lane as `Float`'s `transition(to:progress:)`
    /// computes it (finite between finite ends however far apart).
    @inlinable
    public func transition(to other: SIMD16<Float>, progress: Float) -> SIMD16<Float> {
        lerpLanes(self, other, progress)
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD16<Float> { self * factor }

    /// The value lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springValue(
        from: SIMD16<Float>, to: SIMD16<Float>, velocity: SIMD16<Float>?, step: Float, impulse: Float
    ) -> SIMD16<Float> {
        springValueLanes(from: from, to: to, velocity: velocity, step: step, impulse: impulse)
    }

    /// The velocity lane by lane as `Float`'s: saturating rather than infinite between finite
    /// inputs.
    @inlinable
    public static func springVelocity(
        from: SIMD16<Float>, to: SIMD16<Float>, velocity: SIMD16<Float>?, stepRate: Float, impulseRate: Float
    ) -> SIMD16<Float>? {
        springVelocityLanes(
            from: from, to: to, velocity: velocity, stepRate: stepRate, impulseRate: impulseRate)
    }
}
