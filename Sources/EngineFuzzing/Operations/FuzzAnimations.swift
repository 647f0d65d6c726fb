import TransitionCore

/// The animations fuzz operations choose from, by index: ordinary ones, every modifier, and the
/// bad inputs `Animation` promises to make harmless (NaN, infinite, zero and negative
/// durations, delays, speeds, spring responses, damping fractions and bounces, decay rates,
/// `steps(0)`, absurd cubic-bézier handles): every one that does not repeat forever must end.
public enum FuzzAnimations {
    /// Each animation with the Swift expression that made it.
    public static let all: [(name: String, animation: Animation)] =
        [
            (".linear(duration: 0.2)", .linear(duration: 0.2)),
            (".default", .default),
            (".easeIn(duration: 0.05)", .easeIn(duration: 0.05)),
            (".timingCurve(.easeOutBack, duration: 0.5)", .timingCurve(.easeOutBack, duration: 0.5)),
            (
                ".timingCurve(.easeInOutElastic, duration: 0.4)",
                .timingCurve(.easeInOutElastic, duration: 0.4)
            ),
            (".timingCurve(.easeOutBounce, duration: 0.3)", .timingCurve(.easeOutBounce, duration: 0.3)),
            (".timingCurve(.steps(4), duration: 0.3)", .timingCurve(.steps(4), duration: 0.3)),
            (".timingCurve(.steps(0), duration: 0.3)", .timingCurve(.steps(0), duration: 0.3)),
            (
                ".timingCurve(.steps(3, jump: .both), duration: 0.2)",
                .timingCurve(.steps(3, jump: .both), duration: 0.2)
            ),
            (
                ".timingCurve(0.3, -1.5, 0.7, 2.5, duration: 0.25)",
                .timingCurve(0.3, -1.5, 0.7, 2.5, duration: 0.25)
            ),
            (
                ".timingCurve(.custom { $0 * $0 }, duration: 0.2)",
                .timingCurve(.custom { $0 * $0 }, duration: 0.2)
            ),
            (".spring(response: 0.3, dampingFraction: 0.5)", .spring(response: 0.3, dampingFraction: 0.5)),
            (".spring(response: 0.5, dampingFraction: 1)", .spring(response: 0.5, dampingFraction: 1)),
            (".spring(response: 0.2, dampingFraction: 1.8)", .spring(response: 0.2, dampingFraction: 1.8)),
            (".spring(response: 0.4, dampingFraction: 0)", .spring(response: 0.4, dampingFraction: 0)),
            (".spring(response: 0, dampingFraction: 0.7)", .spring(response: 0, dampingFraction: 0.7)),
            (".spring(response: -1, dampingFraction: 0.7)", .spring(response: -1, dampingFraction: 0.7)),
            (
                ".spring(response: .nan, dampingFraction: .nan)",
                .spring(response: .nan, dampingFraction: .nan)
            ),
            (".spring(response: .infinity)", .spring(response: .infinity)),
            (".spring(duration: 0.3, bounce: 0.3)", .spring(duration: 0.3, bounce: 0.3)),
            (".linear(duration: 0)", .linear(duration: 0)),
            (".linear(duration: -1)", .linear(duration: -1)),
            (".linear(duration: .nan)", .linear(duration: .nan)),
            (".linear(duration: .infinity)", .linear(duration: .infinity)),
            (".linear(duration: 1e-9)", .linear(duration: 1e-9)),
            (".easeOut(duration: 0.1).delay(0.1)", .easeOut(duration: 0.1).delay(0.1)),
            (".linear(duration: 0.1).delay(.nan)", .linear(duration: 0.1).delay(.nan)),
            (".linear(duration: 0.1).delay(-1)", .linear(duration: 0.1).delay(-1)),
            (".linear(duration: 0.1).delay(.infinity)", .linear(duration: 0.1).delay(.infinity)),
            (".linear(duration: 0).delay(0.05)", .linear(duration: 0).delay(0.05)),
            (".default.speed(2)", .default.speed(2)),
            (".default.speed(0)", .default.speed(0)),
            (".default.speed(.nan)", .default.speed(.nan)),
            (".default.speed(-3)", .default.speed(-3)),
            (".spring().speed(0.5)", .spring().speed(0.5)),
            (
                ".linear(duration: 0.1).repeatCount(3, autoreverses: true)",
                .linear(duration: 0.1).repeatCount(3, autoreverses: true)
            ),
            (".linear(duration: 0.1).repeatCount(0)", .linear(duration: 0.1).repeatCount(0)),
            (
                ".spring(response: 0.2).repeatCount(2, autoreverses: false)",
                .spring(response: 0.2).repeatCount(2, autoreverses: false)
            ),
            (".easeInOut(duration: 0.08).repeatForever()", .easeInOut(duration: 0.08).repeatForever()),
            (".spring(response: 0.15).repeatForever()", .spring(response: 0.15).repeatForever()),
            (
                ".spring(response: 0.4, dampingFraction: 0.7).delay(0.05).speed(1.5)",
                .spring(response: 0.4, dampingFraction: 0.7).delay(0.05).speed(1.5)
            ),
            // Parameters clamped so that the animation ends.
            (".spring(response: 0.25, dampingFraction: -1)", .spring(response: 0.25, dampingFraction: -1)),
            (
                ".spring(response: 0.2, dampingFraction: .infinity)",
                .spring(response: 0.2, dampingFraction: .infinity)
            ),
            (".spring(duration: 0.2, bounce: 2)", .spring(duration: 0.2, bounce: 2)),
            (".spring(duration: 0.3, bounce: .infinity)", .spring(duration: 0.3, bounce: .infinity)),
            (".spring(duration: .nan, bounce: -.infinity)", .spring(duration: .nan, bounce: -.infinity)),
            (".decay(Decay(rate: .leastNonzeroMagnitude))", .decay(Decay(rate: .leastNonzeroMagnitude))),
            (".decay(Decay(timeConstant: .nan))", .decay(Decay(timeConstant: .nan))),
            (".timingCurve(.steps(.min), duration: 0.1)", .timingCurve(.steps(.min), duration: 0.1)),
            (".linear(duration: 0.1).speed(1e-300)", .linear(duration: 0.1).speed(1e-300)),
        ] + extremes

    /// Valid but extreme lengths, delays and repeat counts: a timeline made of them reaches
    /// ``Timeline/maximumTicks`` and its playhead the top of its range.
    public static let extremes: [(name: String, animation: Animation)] = [
        (".linear(duration: 0.35).repeatCount(Int.max)", .linear(duration: 0.35).repeatCount(Int.max)),
        (
            ".easeInOut(duration: 0.2).repeatCount(Int.max, autoreverses: true)",
            .easeInOut(duration: 0.2).repeatCount(Int.max, autoreverses: true)
        ),
        (".linear(duration: 0.1).delay(1e300)", .linear(duration: 0.1).delay(1e300)),
        (".easeOut(duration: 0.1).delay(1e9)", .easeOut(duration: 0.1).delay(1e9)),
        (".easeOut(duration: 1e300)", .easeOut(duration: 1e300)),
        (".linear(duration: 1e-300)", .linear(duration: 1e-300)),
        (".spring(response: 1e12, dampingFraction: 1)", .spring(response: 1e12, dampingFraction: 1)),
    ]
}
