/// Where a CSS `steps()` curve jumps, as CSS's `<step-position>` names it.
public enum StepJump: UInt8, Sendable, CaseIterable {
    /// The first jump happens as the animation starts (`jump-start`).
    case start
    /// The last jump happens as the animation ends (`jump-end`, CSS's default).
    case end
    /// No jump at either end: the first and last steps each hold for a full step (`jump-none`).
    case none
    /// Jumps at both ends, so there are `count + 1` jumps (`jump-both`).
    case both
}

extension Curve {
    /// CSS `steps(count, jump)`: progress held at `count` levels. A `count` below the minimum
    /// (1, or 2 for `.none`) is raised to it, one above 2²⁴ lowered to it. At `t == 0` the result is 0 for every jump, so a
    /// `.start` curve's first jump comes immediately after the start.
    public static func steps(_ count: Int, jump: StepJump = .end) -> Curve {
        Curve(kind: .steps(min(max(count, jump == .none ? 2 : 1), 1 << 24), jump))
    }

    /// CSS Easing Functions Level 1, "step easing function", for `t` in (0, 1).
    @inlinable
    internal static func step(_ t: Float, count: Int, jump: StepJump) -> Float {
        var current = Int((t * Float(count)).rounded(.down))
        if jump == .start || jump == .both { current += 1 }
        let jumps: Int
        switch jump {
        case .start, .end: jumps = count
        case .none: jumps = count - 1
        case .both: jumps = count + 1
        }
        current = min(current, jumps)
        return Float(current) / Float(jumps)
    }
}
