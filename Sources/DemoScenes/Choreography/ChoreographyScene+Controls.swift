import Engine
import TransitionCore

extension ChoreographyScene {
    /// A change to the choreography's playhead.
    enum TimelineControl {
        case reversed(Bool)
        case seek(toSeconds: Double)
    }

    /// Runs the choreography backwards, or forwards again, from where it is (R): nothing jumps.
    /// Backwards it loops too: the conductor's system keeps the playhead off the start.
    public func toggleReverse() {
        isReversed.toggle()
        apply(.reversed(isReversed))
    }

    /// Makes `control` on the choreography: every track at once.
    func apply(_ control: TimelineControl) {
        guard let playback else { return }
        switch control {
        case .reversed(let reversed): playback.isReversed = reversed
        case .seek(let seconds): playback.seek(toSeconds: seconds)
        }
    }
}
