import Engine
import TransitionCore

extension ChoreographyScene {
    /// A change made to every timeline of the scene at once, so they stay in step.
    enum TimelineControl {
        case paused(Bool)
        case reversed(Bool)
        case timeScale(TimeScale)
        case seek(toSeconds: Double)
    }

    /// Holds or releases every playhead (Space). The loop keeps running: a font on its way
    /// still lands.
    public func togglePause() {
        isPaused.toggle()
        apply(.paused(isPaused))
    }

    /// Runs every timeline backwards, or forwards again, from where it is (R): nothing jumps.
    /// Backwards it loops too: the conductor's system keeps the playhead off the start.
    public func toggleReverse() {
        isReversed.toggle()
        apply(.reversed(isReversed))
    }

    /// Plays every timeline at a quarter speed, or at full speed again (S).
    public func toggleSlowMotion() {
        isSlowMotion.toggle()
        apply(.timeScale(isSlowMotion ? ChoreographyScene.slowMotion : .normal))
    }

    /// Holds the playheads and moves them one tick in the direction they run (`.`).
    public func step() {
        guard let playback else { return }
        if !isPaused { togglePause() }
        var position = playback.position
        if isReversed, playback.cycle == 0 { position += ChoreographyScore.cycleSeconds }
        let tick = 1 / Double(world.tickRate)
        apply(.seek(toSeconds: isReversed ? position - tick : position + tick))
    }

    /// Makes `control` on the conductor's timeline and on every box's three.
    func apply(_ control: TimelineControl) {
        apply(control, Float.self, conductor)
        for box in boxes {
            apply(control, BoxFrame.self, box)
            apply(control, Color.self, box)
            apply(control, CornerRadius.self, box)
        }
    }

    private func apply<Value: Transitionable>(
        _ control: TimelineControl, _ type: Value.Type, _ entity: Entity
    ) {
        guard let timeline = world.timeline(type, of: entity) else { return }
        switch control {
        case .paused(let paused): timeline.isPaused = paused
        case .reversed(let reversed): timeline.isReversed = reversed
        case .timeScale(let scale): timeline.timeScale = scale
        case .seek(let seconds): timeline.seek(toSeconds: seconds)
        }
    }
}
