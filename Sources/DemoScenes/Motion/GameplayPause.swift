/// Whether the motion scene's gameplay domain is paused, and by whom: R pauses and resumes it
/// by hand; the autopilot pauses it for a moment now and then and resumes only its own pauses.
public enum GameplayPause: Equatable, Sendable {
    /// Gameplay runs.
    case running
    /// Paused with R, until R again.
    case byHand
    /// Paused by the autopilot, until it resumes (or R, or the autopilot is turned off).
    case byAutopilot

    /// Whether gameplay is paused.
    public var isPaused: Bool { self != .running }

    /// How the HUD says it.
    public var name: String {
        switch self {
        case .running: return "running"
        case .byHand: return "paused (R)"
        case .byAutopilot: return "paused (autopilot)"
        }
    }
}
