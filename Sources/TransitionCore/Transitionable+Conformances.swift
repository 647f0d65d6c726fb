extension Float: VectorTransitionable {
    /// Linear interpolation; extrapolates outside 0...1.
    @inlinable
    public func transition(to other: Float, progress: Float) -> Float {
        TransitionCore.lerp(self, other, progress)
    }

    /// This value multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> Float { self * factor }
}

extension Double: VectorTransitionable {
    /// Linear interpolation in double precision; extrapolates outside 0...1.
    @inlinable
    public func transition(to other: Double, progress: Float) -> Double {
        TransitionCore.lerp(self, other, Double(progress))
    }

    /// This value multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> Double { self * Double(factor) }
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
    /// Component-wise linear interpolation.
    @inlinable
    public func transition(to other: SIMD2<Float>, progress: Float) -> SIMD2<Float> {
        self + (other - self) * progress
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD2<Float> { self * factor }
}

extension SIMD3: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation.
    @inlinable
    public func transition(to other: SIMD3<Float>, progress: Float) -> SIMD3<Float> {
        self + (other - self) * progress
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD3<Float> { self * factor }
}

extension SIMD4: Transitionable, VectorTransitionable where Scalar == Float {
    /// Component-wise linear interpolation.
    @inlinable
    public func transition(to other: SIMD4<Float>, progress: Float) -> SIMD4<Float> {
        self + (other - self) * progress
    }

    /// This vector multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Float) -> SIMD4<Float> { self * factor }
}

extension Optional: Transitionable where Wrapped: Transitionable {
    /// Interpolates when both ends are present; otherwise switches at progress 0.5.
    @inlinable
    public func transition(to other: Wrapped?, progress: Float) -> Wrapped? {
        if let self, let other { return self.transition(to: other, progress: progress) }
        return progress.switching(from: self, to: other)
    }
}
