import Engine

extension MotionScene: Scene {
    /// The motion scene.
    public var kind: SceneKind { .motion }

    /// None: the motion scene is one world.
    public func peerViews(alpha: Double) -> [PeerView] { [] }

    /// Whether the autopilot flicks the card and pauses gameplay.
    public func hudMode(autopilot: Bool) -> String? {
        autopilot ? "autopilot on (flicks, pauses)" : "autopilot off"
    }

    /// The world's running transitions.
    public var activeTransitionCount: Int { world.activeTransitionCount }

    /// Carries out `command`; returns false for the commands it leaves to the field and the app.
    /// R pauses or resumes gameplay by hand, C (Shift+C) changes gameplay's time scale, N starts
    /// the next wave now, a click flicks the card towards the pointer and F flicks it as the
    /// autopilot does (A turns the autopilot's flicks and pauses on and off); + / - are dropped.
    /// Pause, step and slow motion act on the loop, as in every scene.
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .reverse: togglePause()
        case .nextCurve: cycleTimeScale(by: 1)
        case .previousCurve: cycleTimeScale(by: -1)
        case .nextArrangement: nextWaveNow()
        case .gather(let x, let y): click(x: x, y: y)
        case .nextFont: autopilotFlick()
        case .addBoxes, .removeBoxes, .drag, .release, .nextLabel, .nextTimelineSpeed: break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .toggleAutopilot, .switchScene,
            .resize:
            return false
        }
        return true
    }
}
