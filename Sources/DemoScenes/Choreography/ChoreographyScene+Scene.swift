import Engine

extension ChoreographyScene: Scene {
    /// The choreography.
    public var kind: SceneKind { .choreography }

    /// None: the choreography is one world.
    public func peerViews(alpha: Double) -> [PeerView] { [] }

    /// Nothing: the choreography draws only its boxes.
    public func overlay(alpha: Double) -> FieldOverlay { .empty }

    /// "reversed" while the choreography runs backwards, and the autopilot switch, which the
    /// other scenes follow (the choreography plays on its own).
    public func hudMode(autopilot: Bool) -> String? {
        let switchState = "autopilot \(autopilot ? "on" : "off") (other scenes)"
        return isReversed ? "reversed   " + switchState : switchState
    }

    /// The grid's boxes.
    public var boxCount: Int { boxes.count }

    /// The world's running transitions.
    public var activeTransitionCount: Int { world.activeTransitionCount }

    /// Carries out `command`; returns false for the commands it leaves to the field and the app.
    /// Reverse runs its timelines backwards; the field's arrangements, boxes and fonts (N,
    /// click, + / -, F) are dropped, not kept for later. Pause, step and slow motion act on the
    /// loop, in every scene alike; C sets the field's curve (the HUD names it) and A the
    /// autopilot switch of the other scenes (the HUD shows it).
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .reverse: toggleReverse()
        case .nextArrangement, .gather, .nextFont, .addBoxes, .removeBoxes: break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene, .resize:
            return false
        }
        return true
    }
}
