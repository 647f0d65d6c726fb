import Engine

extension RollbackScene: Scene {
    /// The rollback scene.
    public var kind: SceneKind { .rollback }

    /// None: every box is drawn in its peer's view (see ``peerViews(alpha:)``).
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] { [] }

    /// Nothing: the panels are the peers' views.
    public func overlay(alpha: Double) -> FieldOverlay { .empty }

    /// Whether the autopilot makes its scripted moves.
    public func hudMode(autopilot: Bool) -> String? {
        autopilot ? "autopilot on (scripted moves)" : "autopilot off"
    }

    /// Carries out `command`; returns false for the commands it leaves to the field and the app.
    /// A click moves the boxes of the peer whose panel it is in; N moves both peers' at once;
    /// the autopilot (A, the field's too) makes scripted moves. Reverse, fonts and boxes (R, F,
    /// + / -) are dropped; C sets the field's curve, as in the choreography.
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .gather(let x, let y): click(x: x, y: y)
        case .nextArrangement: scriptedMoves()
        case .reverse, .nextFont, .addBoxes, .removeBoxes, .drag, .release, .nextLabel, .nextTimelineSpeed:
            break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene, .resize:
            return false
        }
        return true
    }

    /// Nothing to put away: the peers' worlds are the scene's own and go with it.
    public func leave() {}
}
