@testable import TransitionCore

/// Colours for the colour sweeps, drawn from the tests' seeded generator.
extension SeededRandom {
    /// A uniform `Float` in `range`, with 24 bits of resolution.
    mutating func float(in range: ClosedRange<Float>) -> Float {
        let unit = Float(next() >> 40) / Float((1 << 24) - 1)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A colour with components drawn from `components` and an opacity from `alphas`.
    mutating func color(_ components: ClosedRange<Float>, alpha alphas: ClosedRange<Float> = 1...1) -> Color {
        Color(
            red: float(in: components), green: float(in: components), blue: float(in: components),
            alpha: float(in: alphas))
    }
}

/// The bits of everything a colour holds: its components, then the LMS cube roots it mixes
/// from.
func bits(_ color: Color) -> [UInt32] {
    let roots = color.storedRoots
    return [color.red, color.green, color.blue, color.alpha, roots.x, roots.y, roots.z].map(\.bitPattern)
}
