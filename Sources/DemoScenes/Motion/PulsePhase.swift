import Foundation
import TransitionCore

/// How many pulses a wave-grid box has made: each wave moves it on by exactly one, and the box
/// swells and shrinks back as the fraction runs from 0 to 1 (see ``swell``). At every whole
/// number the box is at its home size, so a wave ends exactly where it started to look, while
/// the value it animates still ends exactly on its target.
public struct PulsePhase: VectorTransitionable, Sendable {
    /// The pulses made, and the fraction of the current one.
    public var value: Float

    /// A phase of `value` pulses.
    public init(_ value: Float) {
        self.value = value
    }

    /// How much larger than home the box is drawn: 0 at every whole number of pulses, up to 1
    /// halfway through one (sin π·fraction).
    public var swell: Float {
        let fraction = value - value.rounded(.down)
        return Float(sin(Double.pi * Double(fraction)))
    }

    /// Linear interpolation.
    public func transition(to other: PulsePhase, progress: Float) -> PulsePhase {
        PulsePhase(value.transition(to: other.value, progress: progress))
    }

    /// The sum.
    public static func + (lhs: PulsePhase, rhs: PulsePhase) -> PulsePhase {
        PulsePhase(lhs.value + rhs.value)
    }

    /// The difference.
    public static func - (lhs: PulsePhase, rhs: PulsePhase) -> PulsePhase {
        PulsePhase(lhs.value - rhs.value)
    }

    /// The phase multiplied by `factor`.
    public func scaled(by factor: Float) -> PulsePhase { PulsePhase(value * factor) }
}
