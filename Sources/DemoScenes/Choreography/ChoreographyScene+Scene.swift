import Engine

extension ChoreographyScene: Scene {
    /// The choreography.
    public var kind: SceneKind { .choreography }

    /// None: the choreography is one world.
    public func peerViews(alpha: Double) -> [PeerView] { [] }

    /// The inspector strip under the boxes.
    public func overlay(alpha: Double) -> FieldOverlay { inspector.overlay(inspectorState) }

    /// "reversed" while the choreography runs backwards, "timeline held" while its playhead is
    /// held, its speed when not x1, and the autopilot switch, which the other scenes follow (the
    /// choreography plays on its own).
    public func hudMode(autopilot: Bool) -> String? {
        var modes: [String] = []
        if isReversed { modes.append("reversed") }
        if playback?.isPaused == true { modes.append("timeline held") }
        if speedIndex != 0 { modes.append("timeline \(speed.name)") }
        modes.append("autopilot \(autopilot ? "on" : "off") (other scenes)")
        return modes.joined(separator: "   ")
    }

    /// The grid's boxes.
    public var boxCount: Int { boxes.count }

    /// The world's running transitions.
    public var activeTransitionCount: Int { world.activeTransitionCount }

    /// Carries out `command`; returns false for the commands it leaves to the field and the app.
    /// Reverse runs its timelines backwards; L and X jump to the next label and change the
    /// playhead's speed; the mouse presses the inspector's buttons and drags its playhead. The
    /// field's arrangements, boxes and fonts (N, + / -, F) are dropped, not kept for later.
    /// Pause, step and slow motion act on the loop, in every scene alike; C sets the field's
    /// curve (the HUD names it) and A the autopilot switch of the other scenes (the HUD shows it).
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .reverse: toggleReverse()
        case .nextLabel: jumpToNextLabel()
        case .nextTimelineSpeed: nextSpeed()
        case .gather(let x, let y): press(at: SIMD2(x, y))
        case .drag(let x, _): drag(toX: x)
        case .release(let x, _): release(atX: x)
        case .nextArrangement, .nextFont, .addBoxes, .removeBoxes: break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene, .resize:
            return false
        }
        return true
    }
}
