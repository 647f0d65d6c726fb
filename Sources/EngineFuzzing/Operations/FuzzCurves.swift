import TransitionCore

/// The curves fuzzed keyframes ease by, by index: linear, CSS and Penner curves, one that
/// overshoots, one that bounces and one that jumps in steps.
public enum FuzzCurves {
    /// Each curve with the Swift expression that made it.
    public static let all: [(name: String, curve: Curve)] = [
        (".linear", .linear),
        (".easeInOut", .easeInOut),
        (".easeOutBack", .easeOutBack),
        (".easeOutBounce", .easeOutBounce),
        (".steps(3)", .steps(3)),
        (".cubicBezier(0.3, -1.5, 0.7, 2.5)", .cubicBezier(0.3, -1.5, 0.7, 2.5)),
    ]
}
