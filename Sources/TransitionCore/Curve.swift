/// An easing curve: maps the fraction of an animation's time that has passed to its progress.
///
/// Every curve gives exactly 0 at `t == 0` and exactly 1 at `t == 1`. Inputs are clamped to
/// 0...1 and NaN counts as 0, so a curve never extrapolates; its output may still leave 0...1
/// in between (back and elastic curves overshoot).
public struct Curve: Sendable {
    /// What a curve is made of.
    @usableFromInline
    internal enum Kind: Sendable {
        case linear
        case penner(PennerFamily, EasingDirection)
        case cubicBezier(CubicBezier)
        case steps(Int, StepJump)
        case custom(@Sendable (Float) -> Float)
    }

    @usableFromInline
    internal let kind: Kind

    @inlinable
    internal init(kind: Kind) {
        self.kind = kind
    }

    /// Progress at time fraction `t`.
    @inlinable
    public func callAsFunction(_ t: Float) -> Float {
        guard t > 0 else { return 0 }  // also NaN
        guard t < 1 else { return 1 }
        switch kind {
        case .linear:
            return t
        case .penner(let family, let direction):
            return Float(family.evaluate(Double(t), direction))
        case .cubicBezier(let bezier):
            return Float(bezier.y(atX: Double(t)))
        case .steps(let count, let jump):
            return Curve.step(t, count: count, jump: jump)
        case .custom(let function):
            return function(t)
        }
    }

    /// Progress rises at a constant rate.
    public static let linear = Curve(kind: .linear)

    /// A curve computed by `function`; its values at 0 and 1 are replaced by exactly 0 and 1.
    public static func custom(_ function: @escaping @Sendable (Float) -> Float) -> Curve {
        Curve(kind: .custom(function))
    }
}
