/// What a fuzz operation does to a playing timeline through its `PlaybackController`.
public enum TimelineControl: Sendable {
    /// `isPaused = value`.
    case pause(Bool)
    /// `isReversed = value`.
    case reverse(Bool)
    /// `timeScale = TimeScale(numerator, denominator)`.
    case timeScale(UInt64, UInt64)
    /// `seek(toSeconds:)`.
    case seekSeconds(Double)
    /// `seek(toProgress:)`.
    case seekProgress(Double)
    /// `stop()`.
    case stop

    /// The Swift after `controller`.
    var swift: String {
        switch self {
        case .pause(let value): ".isPaused = \(value)"
        case .reverse(let value): ".isReversed = \(value)"
        case .timeScale(let numerator, let denominator):
            ".timeScale = TimeScale(\(numerator), \(denominator))"
        case .seekSeconds(let seconds): ".seek(toSeconds: \(seconds))"
        case .seekProgress(let progress): ".seek(toProgress: \(progress))"
        case .stop: ".stop()"
        }
    }
}
