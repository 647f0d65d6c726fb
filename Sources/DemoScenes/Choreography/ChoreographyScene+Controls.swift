import Engine
import TransitionCore

extension ChoreographyScene {
    /// A change to the choreography's playhead.
    enum TimelineControl {
        case paused(Bool)
        case reversed(Bool)
        case timeScale(TimeScale)
        case seek(toSeconds: Double)
    }

    /// Holds or releases the playhead (Space). The loop keeps running: a font on its way
    /// still lands.
    public func togglePause() {
        isPaused.toggle()
        apply(.paused(isPaused))
    }

    /// Runs the choreography backwards, or forwards again, from where it is (R): nothing jumps.
    /// Backwards it loops too: the conductor's system keeps the playhead off the start.
    public func toggleReverse() {
        isReversed.toggle()
        apply(.reversed(isReversed))
    }

    /// Plays the choreography at a quarter speed, or at full speed again (S).
    public func toggleSlowMotion() {
        isSlowMotion.toggle()
        apply(.timeScale(isSlowMotion ? ChoreographyScene.slowMotion : .normal))
    }

    /// Holds the playhead and moves it one tick in the direction they run (`.`).
    public func step() {
        guard let playback else { return }
        if !isPaused { togglePause() }
        var position = playback.position
        if isReversed, playback.cycle == 0 { position += ChoreographyScore.cycleSeconds }
        let tick = 1 / Double(world.tickRate)
        apply(.seek(toSeconds: isReversed ? position - tick : position + tick))
    }

    /// Makes `control` on the choreography: every track at once.
    func apply(_ control: TimelineControl) {
        guard let playback else { return }
        switch control {
        case .paused(let paused): playback.isPaused = paused
        case .reversed(let reversed): playback.isReversed = reversed
        case .timeScale(let scale): playback.timeScale = scale
        case .seek(let seconds): playback.seek(toSeconds: seconds)
        }
    }
}
