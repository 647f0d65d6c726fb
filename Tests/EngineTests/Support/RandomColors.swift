import Engine
import TransitionCore

/// A float in `range` from 24 random bits.
func float(_ random: inout SeededRandom, _ range: ClosedRange<Float>) -> Float {
    range.lowerBound + (range.upperBound - range.lowerBound) * Float(random.next() >> 40) / Float(1 << 24)
}

/// Colours of every kind a run meets: in gamut, out of it, transparent, with opacities outside
/// 0...1 or NaN, sampled from a transition (carrying their mix), beyond the fast conversion,
/// and non-finite.
func anyColor(_ random: inout SeededRandom) -> Color {
    func color(_ components: ClosedRange<Float>, _ alphas: ClosedRange<Float> = 1...1) -> Color {
        Color(
            red: float(&random, components), green: float(&random, components),
            blue: float(&random, components), alpha: float(&random, alphas))
    }
    switch random.next(in: 0...11) {
    case 0, 1: return color(0...1)
    case 2: return color(-0.5...1.5)
    case 3: return color(0...1, 0...0)
    case 4: return color(-0.5...1.5, 0...1)
    case 5: return color(0...1, -0.5...1.5)
    case 6: return color(0...1).transition(to: color(-0.5...1.5, 0...1), progress: float(&random, 0...1))
    case 7: return Color(red: 1e30, green: -1e30, blue: 0.5, alpha: 0.5)
    case 8: return color(0...1, 0.5...0.5)
    case 9: return Color(red: 0.5, green: 0.25, blue: 0.75, alpha: .nan)
    case 10:
        return [Color(red: .nan, green: 0.5, blue: 0.5), Color(red: .infinity, green: 0, blue: 0)][
            Int(random.next(in: 0...1))]
    default: return .clear
    }
}
