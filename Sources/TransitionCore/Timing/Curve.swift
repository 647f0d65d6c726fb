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
        if case .custom(let function) = kind {
            guard t > 0 else { return 0 }  // also NaN
            guard t < 1 else { return 1 }
            let progress = function(t)
            return progress.isFinite ? progress : t
        }
        return shape(t)
    }

    /// Progress at time fraction `t`, in double precision where the curve is defined by a
    /// formula (linear, Penner, cubic Bézier); steps and custom curves, defined on `Float`,
    /// give their `Float` result. For planning in whole ticks (staggers), where a value a
    /// `Float` rounding puts a hair past a whole tick would start a tick late.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }  // also NaN
        guard t < 1 else { return 1 }
        switch kind {
        case .linear: return t
        case .penner(let family, let direction): return family.evaluate(t, direction)
        case .cubicBezier(let bezier): return bezier.y(atX: t)
        case .steps, .custom: return Double(self(Float(t)))
        }
    }

    /// This curve as plain data: what it is made of, without a custom curve's function.
    ///
    /// Copying a `Curve` from another module goes through its value witnesses (the enum holds
    /// a closure), which costs more than evaluating it; a `Shape` is trivially copyable, so a
    /// loop over many transitions can keep one per animation and read it for free.
    @usableFromInline
    internal enum Shape: Sendable {
        case linear
        case penner(PennerFamily, EasingDirection)
        case cubicBezier(CubicBezier)
        case steps(Int, StepJump)
        /// A custom curve: only the ``Curve`` itself can evaluate it.
        case custom

        /// Progress at `t`, exactly as ``Curve/callAsFunction(_:)`` computes it (`.custom`
        /// gives `t` between the ends: evaluate a custom curve through its ``Curve``).
        @inlinable @inline(__always)
        internal func callAsFunction(_ t: Float) -> Float {
            callAsFunction(t, code)
        }

        /// Progress at `t` for this shape, whose ``code`` is `code`: linear and the polynomial
        /// Penner curves inline, behind one jump, the others out of line, so that a loop that
        /// keeps the code beside the shape stays small.
        @inlinable @inline(__always)
        internal func callAsFunction(_ t: Float, _ code: Code) -> Float {
            guard t > 0 else { return 0 }  // also NaN
            guard t < 1 else { return 1 }
            let x = Double(t)
            switch code {
            case .linear: return t
            case .quadIn: return Float(PennerFamily.polynomial(x, degree: 2, .easeIn))
            case .quadOut: return Float(PennerFamily.polynomial(x, degree: 2, .easeOut))
            case .quadInOut: return Float(PennerFamily.polynomial(x, degree: 2, .easeInOut))
            case .cubicIn: return Float(PennerFamily.polynomial(x, degree: 3, .easeIn))
            case .cubicOut: return Float(PennerFamily.polynomial(x, degree: 3, .easeOut))
            case .cubicInOut: return Float(PennerFamily.polynomial(x, degree: 3, .easeInOut))
            case .quartIn: return Float(PennerFamily.polynomial(x, degree: 4, .easeIn))
            case .quartOut: return Float(PennerFamily.polynomial(x, degree: 4, .easeOut))
            case .quartInOut: return Float(PennerFamily.polynomial(x, degree: 4, .easeInOut))
            case .quintIn: return Float(PennerFamily.polynomial(x, degree: 5, .easeIn))
            case .quintOut: return Float(PennerFamily.polynomial(x, degree: 5, .easeOut))
            case .quintInOut: return Float(PennerFamily.polynomial(x, degree: 5, .easeInOut))
            case .other:
                // Each case calls out with its payload in registers, so that a loop calling this
                // never copies the whole shape to memory.
                switch self {
                case .linear: return t
                case .penner(let family, let direction): return Shape.penner(t, family, direction)
                case .cubicBezier(let bezier): return Shape.cubicBezier(t, bezier)
                case .steps(let count, let jump): return Shape.steps(t, count, jump)
                case .custom: return t
                }
            }
        }

        /// A Penner curve at `t` strictly between 0 and 1.
        @usableFromInline @inline(never)
        internal static func penner(_ t: Float, _ family: PennerFamily, _ way: EasingDirection) -> Float {
            Float(family.evaluate(Double(t), way))
        }

        /// A cubic Bézier curve at `t` strictly between 0 and 1.
        @usableFromInline @inline(never)
        internal static func cubicBezier(_ t: Float, _ bezier: CubicBezier) -> Float {
            Float(bezier.y(atX: Double(t)))
        }

        /// A steps curve at `t` strictly between 0 and 1.
        @usableFromInline @inline(never)
        internal static func steps(_ t: Float, _ count: Int, _ jump: StepJump) -> Float {
            Curve.step(t, count: count, jump: jump)
        }

        /// The shapes evaluated inline, flattened into one byte; everything else is `.other`.
        @usableFromInline
        internal enum Code: UInt8, Sendable {
            case linear
            case quadIn, quadOut, quadInOut
            case cubicIn, cubicOut, cubicInOut
            case quartIn, quartOut, quartInOut
            case quintIn, quintOut, quintInOut
            case other
        }

        /// This shape's code.
        @inlinable
        internal var code: Code {
            switch self {
            case .linear: return .linear
            case .penner(let family, let direction):
                let easeIn: Code
                switch family {
                case .quad: easeIn = .quadIn
                case .cubic: easeIn = .cubicIn
                case .quart: easeIn = .quartIn
                case .quint: easeIn = .quintIn
                default: return .other
                }
                // In, out, in-out follow each other in both enums.
                return Code(rawValue: easeIn.rawValue + direction.rawValue) ?? .other
            default: return .other
            }
        }
    }

    /// This curve as plain data.
    @inlinable
    internal var shape: Shape {
        switch kind {
        case .linear: return .linear
        case .penner(let family, let direction): return .penner(family, direction)
        case .cubicBezier(let bezier): return .cubicBezier(bezier)
        case .steps(let count, let jump): return .steps(count, jump)
        case .custom: return .custom
        }
    }

    /// Progress rises at a constant rate.
    public static let linear = Curve(kind: .linear)

    /// A curve computed by `function`; its values at 0 and 1 are replaced by exactly 0 and 1,
    /// and a NaN or infinite value by `t`, so that a faulty function cannot put NaN into the
    /// values it drives. `function` should be a pure function of `t`: an engine calls it while
    /// it ticks, where a change it asks of a world waits until the tick ends, and reading a
    /// world's components from it is not allowed. A world keeps `function` while the animation
    /// runs and in its snapshots: capture plain values; a box through which it reaches a world
    /// must hold the world `weak`, or the two keep each other alive.
    public static func custom(_ function: @escaping @Sendable (Float) -> Float) -> Curve {
        Curve(kind: .custom(function))
    }
}
