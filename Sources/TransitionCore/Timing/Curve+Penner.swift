/// Which end of an easing curve is eased.
public enum EasingDirection: UInt8, Sendable, CaseIterable {
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
}

/// Robert Penner's easing families, with the constants easings.net uses.
public enum PennerFamily: UInt8, Sendable, CaseIterable {
    /// `1 - cos(tπ/2)`.
    case sine
    /// `t²`.
    case quad
    /// `t³`.
    case cubic
    /// `t⁴`.
    case quart
    /// `t⁵`.
    case quint
    /// `2^(10t - 10)`.
    case expo
    /// `1 - √(1 - t²)`.
    case circ
    /// Pulls back before moving: c1 = 1.70158, c2 = c1·1.525.
    case back
    /// A decaying oscillation: c4 = 2π/3, c5 = 2π/4.5.
    case elastic
    /// Bounces like a dropped ball: n1 = 7.5625, d1 = 2.75.
    case bounce

    /// The ease-in form of this family at `t` in 0...1.
    @inlinable
    internal func easeIn(_ t: Double) -> Double {
        switch self {
        case .sine: return 1 - Math.cos(t * Math.pi / 2)
        case .quad: return PennerFamily.polynomial(t, degree: 2, .easeIn)
        case .cubic: return PennerFamily.polynomial(t, degree: 3, .easeIn)
        case .quart: return PennerFamily.polynomial(t, degree: 4, .easeIn)
        case .quint: return PennerFamily.polynomial(t, degree: 5, .easeIn)
        case .expo: return Math.exp2(10 * t - 10)
        case .circ: return 1 - (1 - t * t).squareRoot()
        case .back: return PennerFamily.c3 * t * t * t - PennerFamily.c1 * t * t
        case .elastic: return -Math.exp2(10 * t - 10) * Math.sin((t * 10 - 10.75) * PennerFamily.c4)
        case .bounce: return 1 - PennerFamily.bounceOut(1 - t)
        }
    }

    /// The ease-out form of this family at `t` in 0...1.
    @inlinable
    internal func easeOut(_ t: Double) -> Double {
        switch self {
        case .sine: return Math.sin(t * Math.pi / 2)
        case .quad: return PennerFamily.polynomial(t, degree: 2, .easeOut)
        case .cubic: return PennerFamily.polynomial(t, degree: 3, .easeOut)
        case .quart: return PennerFamily.polynomial(t, degree: 4, .easeOut)
        case .quint: return PennerFamily.polynomial(t, degree: 5, .easeOut)
        case .expo: return 1 - Math.exp2(-10 * t)
        case .circ: return (1 - (t - 1) * (t - 1)).squareRoot()
        case .back:
            let u = t - 1
            return 1 + PennerFamily.c3 * u * u * u + PennerFamily.c1 * u * u
        case .elastic: return Math.exp2(-10 * t) * Math.sin((t * 10 - 0.75) * PennerFamily.c4) + 1
        case .bounce: return PennerFamily.bounceOut(t)
        }
    }

    /// The ease-in-out form of this family at `t` in 0...1.
    @inlinable
    internal func easeInOut(_ t: Double) -> Double {
        switch self {
        case .sine: return -(Math.cos(Math.pi * t) - 1) / 2
        case .quad: return PennerFamily.polynomial(t, degree: 2, .easeInOut)
        case .cubic: return PennerFamily.polynomial(t, degree: 3, .easeInOut)
        case .quart: return PennerFamily.polynomial(t, degree: 4, .easeInOut)
        case .quint: return PennerFamily.polynomial(t, degree: 5, .easeInOut)
        case .expo:
            if t < 0.5 { return Math.exp2(20 * t - 10) / 2 }
            return (2 - Math.exp2(-20 * t + 10)) / 2
        case .circ:
            if t < 0.5 { return (1 - (1 - 4 * t * t).squareRoot()) / 2 }
            let u = -2 * t + 2
            return ((1 - u * u).squareRoot() + 1) / 2
        case .back:
            let c2 = PennerFamily.c2
            if t < 0.5 { return (2 * t) * (2 * t) * ((c2 + 1) * 2 * t - c2) / 2 }
            let u = 2 * t - 2
            return (u * u * ((c2 + 1) * u + c2) + 2) / 2
        case .elastic:
            let c5 = PennerFamily.c5
            if t < 0.5 { return -(Math.exp2(20 * t - 10) * Math.sin((20 * t - 11.125) * c5)) / 2 }
            return Math.exp2(-20 * t + 10) * Math.sin((20 * t - 11.125) * c5) / 2 + 1
        case .bounce:
            if t < 0.5 { return (1 - PennerFamily.bounceOut(1 - 2 * t)) / 2 }
            return (1 + PennerFamily.bounceOut(2 * t - 1)) / 2
        }
    }

    /// The polynomial family of `degree` (2...5) eased in `direction`, at `t` in 0...1:
    /// easings.net's formulas, multiplied out left to right as they are written
    /// (`4 * t * t * t`, `1 - u * u * u / 2`), so each degree rounds exactly as its own formula.
    /// Small enough to inline into a loop that dispatches on the curve (see `Curve.Shape`).
    @inlinable @inline(__always)
    internal static func polynomial(_ t: Double, degree: Int, _ direction: EasingDirection) -> Double {
        switch direction {
        case .easeIn:
            return product(t, t, degree - 1)
        case .easeOut:
            let u = 1 - t
            return 1 - product(u, u, degree - 1)
        case .easeInOut:
            if t < 0.5 { return product(Double(1 << (degree - 1)), t, degree) }
            let u = -2 * t + 2
            return 1 - product(u, u, degree - 1) / 2
        }
    }

    /// `first * factor * factor ...` with `count` (1...5) factors, multiplied left to right.
    @inlinable @inline(__always)
    internal static func product(_ first: Double, _ factor: Double, _ count: Int) -> Double {
        switch count {
        case 1: return first * factor
        case 2: return first * factor * factor
        case 3: return first * factor * factor * factor
        case 4: return first * factor * factor * factor * factor
        default: return first * factor * factor * factor * factor * factor
        }
    }

    /// This family eased in `direction`, at `t` in 0...1.
    @inlinable
    internal func evaluate(_ t: Double, _ direction: EasingDirection) -> Double {
        switch direction {
        case .easeIn: return easeIn(t)
        case .easeOut: return easeOut(t)
        case .easeInOut: return easeInOut(t)
        }
    }

    @usableFromInline static let c1 = 1.70158
    @usableFromInline static let c2 = c1 * 1.525
    @usableFromInline static let c3 = c1 + 1
    @usableFromInline static let c4 = 2 * Math.pi / 3
    @usableFromInline static let c5 = 2 * Math.pi / 4.5

    /// easings.net's `easeOutBounce`.
    @inlinable
    internal static func bounceOut(_ t: Double) -> Double {
        let n1 = 7.5625
        let d1 = 2.75
        if t < 1 / d1 { return n1 * t * t }
        if t < 2 / d1 {
            let u = t - 1.5 / d1
            return n1 * u * u + 0.75
        }
        if t < 2.5 / d1 {
            let u = t - 2.25 / d1
            return n1 * u * u + 0.9375
        }
        let u = t - 2.625 / d1
        return n1 * u * u + 0.984375
    }
}

extension Curve {
    /// A Penner curve of `family` eased in `direction`.
    public static func penner(_ family: PennerFamily, _ direction: EasingDirection) -> Curve {
        Curve(kind: .penner(family, direction))
    }

    /// easings.net's `easeInSine`.
    public static let easeInSine = penner(.sine, .easeIn)
    /// easings.net's `easeOutSine`.
    public static let easeOutSine = penner(.sine, .easeOut)
    /// easings.net's `easeInOutSine`.
    public static let easeInOutSine = penner(.sine, .easeInOut)
    /// easings.net's `easeInQuad`.
    public static let easeInQuad = penner(.quad, .easeIn)
    /// easings.net's `easeOutQuad`.
    public static let easeOutQuad = penner(.quad, .easeOut)
    /// easings.net's `easeInOutQuad`.
    public static let easeInOutQuad = penner(.quad, .easeInOut)
    /// easings.net's `easeInCubic`.
    public static let easeInCubic = penner(.cubic, .easeIn)
    /// easings.net's `easeOutCubic`.
    public static let easeOutCubic = penner(.cubic, .easeOut)
    /// easings.net's `easeInOutCubic`.
    public static let easeInOutCubic = penner(.cubic, .easeInOut)
    /// easings.net's `easeInQuart`.
    public static let easeInQuart = penner(.quart, .easeIn)
    /// easings.net's `easeOutQuart`.
    public static let easeOutQuart = penner(.quart, .easeOut)
    /// easings.net's `easeInOutQuart`.
    public static let easeInOutQuart = penner(.quart, .easeInOut)
    /// easings.net's `easeInQuint`.
    public static let easeInQuint = penner(.quint, .easeIn)
    /// easings.net's `easeOutQuint`.
    public static let easeOutQuint = penner(.quint, .easeOut)
    /// easings.net's `easeInOutQuint`.
    public static let easeInOutQuint = penner(.quint, .easeInOut)
    /// easings.net's `easeInExpo`.
    public static let easeInExpo = penner(.expo, .easeIn)
    /// easings.net's `easeOutExpo`.
    public static let easeOutExpo = penner(.expo, .easeOut)
    /// easings.net's `easeInOutExpo`.
    public static let easeInOutExpo = penner(.expo, .easeInOut)
    /// easings.net's `easeInCirc`.
    public static let easeInCirc = penner(.circ, .easeIn)
    /// easings.net's `easeOutCirc`.
    public static let easeOutCirc = penner(.circ, .easeOut)
    /// easings.net's `easeInOutCirc`.
    public static let easeInOutCirc = penner(.circ, .easeInOut)
    /// easings.net's `easeInBack`.
    public static let easeInBack = penner(.back, .easeIn)
    /// easings.net's `easeOutBack`.
    public static let easeOutBack = penner(.back, .easeOut)
    /// easings.net's `easeInOutBack`.
    public static let easeInOutBack = penner(.back, .easeInOut)
    /// easings.net's `easeInElastic`.
    public static let easeInElastic = penner(.elastic, .easeIn)
    /// easings.net's `easeOutElastic`.
    public static let easeOutElastic = penner(.elastic, .easeOut)
    /// easings.net's `easeInOutElastic`.
    public static let easeInOutElastic = penner(.elastic, .easeInOut)
    /// easings.net's `easeInBounce`.
    public static let easeInBounce = penner(.bounce, .easeIn)
    /// easings.net's `easeOutBounce`.
    public static let easeOutBounce = penner(.bounce, .easeOut)
    /// easings.net's `easeInOutBounce`.
    public static let easeInOutBounce = penner(.bounce, .easeInOut)

    /// The 30 Penner curves with their easings.net names, in easings.net's order.
    public static let allPenner: [(name: StaticString, curve: Curve)] = [
        ("easeInSine", .easeInSine),
        ("easeOutSine", .easeOutSine),
        ("easeInOutSine", .easeInOutSine),
        ("easeInQuad", .easeInQuad),
        ("easeOutQuad", .easeOutQuad),
        ("easeInOutQuad", .easeInOutQuad),
        ("easeInCubic", .easeInCubic),
        ("easeOutCubic", .easeOutCubic),
        ("easeInOutCubic", .easeInOutCubic),
        ("easeInQuart", .easeInQuart),
        ("easeOutQuart", .easeOutQuart),
        ("easeInOutQuart", .easeInOutQuart),
        ("easeInQuint", .easeInQuint),
        ("easeOutQuint", .easeOutQuint),
        ("easeInOutQuint", .easeInOutQuint),
        ("easeInExpo", .easeInExpo),
        ("easeOutExpo", .easeOutExpo),
        ("easeInOutExpo", .easeInOutExpo),
        ("easeInCirc", .easeInCirc),
        ("easeOutCirc", .easeOutCirc),
        ("easeInOutCirc", .easeInOutCirc),
        ("easeInBack", .easeInBack),
        ("easeOutBack", .easeOutBack),
        ("easeInOutBack", .easeInOutBack),
        ("easeInElastic", .easeInElastic),
        ("easeOutElastic", .easeOutElastic),
        ("easeInOutElastic", .easeInOutElastic),
        ("easeInBounce", .easeInBounce),
        ("easeOutBounce", .easeOutBounce),
        ("easeInOutBounce", .easeInOutBounce),
    ]
}
