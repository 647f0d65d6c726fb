import Engine
import TransitionCore

extension DemoApp {
    /// The scene showing.
    public var sceneKind: SceneKind {
        if rollback != nil { return .rollback }
        if motion != nil { return .motion }
        return choreography == nil ? .field : .choreography
    }

    /// Shows `kind`: the choreography starts from its beginning, the rollback scene's peers
    /// from their first tick, or the motion scene with its first wave, with the field
    /// suspended; or the field's boxes come back. The scene it leaves goes: the choreography's
    /// and the motion scene's entities are despawned, the peers' worlds let go.
    public func show(_ kind: SceneKind) {
        guard kind != sceneKind else { return }
        choreography?.tearDown()
        choreography = nil
        rollback = nil
        motion?.tearDown()
        motion = nil
        switch kind {
        case .choreography:
            field.suspend()
            choreography = ChoreographyScene(world: world, layout: field.layout, panel: field.panel)
        case .rollback:
            field.suspend()
            rollback = RollbackScene(tickRate: world.tickRate, layout: field.layout, seed: seed)
        case .motion:
            field.suspend()
            motion = MotionScene(world: world, layout: field.layout, panel: field.panel, seed: seed)
        case .field:
            field.resume()
        }
    }

    /// Every box of the scene showing, as presented `alpha` of a tick after the last tick (in
    /// the rollback scene, both peers' in window pixels, left panel first).
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        if let rollback { return rollback.peerViews(alpha: alpha).flatMap(\.boxes) }
        if let motion { return motion.boxSnapshots(alpha: alpha) }
        return choreography?.boxSnapshots(alpha: alpha) ?? field.boxSnapshots(alpha: alpha)
    }

    /// The note at the top of the text panel.
    public var panelNote: String {
        if let choreography { return choreography.panelNote }
        if let rollback { return rollback.panelNote }
        if let motion { return motion.panelNote }
        let target = FontDescriptor.cycleNames[field.fontIndex]
        return "Text entities under one parent; F moves the parent's environment FontDescriptor to "
            + "\(target)."
    }

    /// What a renderer draws for the frame about to be drawn: the scene showing as presented at
    /// ``alpha``, the text panel and the HUD's lines with `stats`.
    public func snapshot(stats: FrameStats) -> SceneSnapshot {
        let peerViews = rollback?.peerViews(alpha: alpha) ?? []
        return SceneSnapshot(
            layout: field.layout, boxes: rollback == nil ? boxSnapshots(alpha: alpha) : [],
            panelNote: panelNote, textLines: field.textSnapshots(alpha: alpha), hudLines: hudLines(stats),
            keyLines: KeyBindings.keyList(for: sceneKind), peerViews: peerViews,
            overlay: motion?.overlay(alpha: alpha) ?? .empty)
    }

    /// Carries out `command` in the choreography; returns false for the commands it leaves to
    /// the app. Reverse runs its timelines backwards; the field's arrangements, boxes and fonts
    /// (N, click, + / -, F) are dropped, not kept for later. Pause, step and slow motion act on
    /// the loop, in every scene alike; the curve and the autopilot (C, A) set the field's, which
    /// apply once the field shows again.
    func applyToChoreography(_ command: DemoCommand) -> Bool {
        guard let choreography else { return false }
        switch command {
        case .reverse: choreography.toggleReverse()
        case .nextArrangement, .gather, .nextFont, .addBoxes, .removeBoxes: break
        case .resize(let width, let height):
            field.resize(width: width, height: height)
            choreography.resize(to: field.layout)
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene:
            return false
        }
        return true
    }

    /// Carries out `command` in the rollback scene; returns false for the commands it leaves to
    /// the app. A click moves the boxes of the peer whose panel it is in; N moves both peers'
    /// at once; the autopilot (A, the field's too) makes scripted moves. Reverse, fonts and
    /// boxes (R, F, + / -) are dropped; C sets the field's curve, as in the choreography.
    func applyToRollback(_ command: DemoCommand) -> Bool {
        guard let rollback else { return false }
        switch command {
        case .gather(let x, let y): rollback.click(x: x, y: y)
        case .nextArrangement: rollback.scriptedMoves()
        case .reverse, .nextFont, .addBoxes, .removeBoxes: break
        case .resize(let width, let height):
            field.resize(width: width, height: height)
            rollback.resize(to: field.layout)
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene:
            return false
        }
        return true
    }
}

extension DemoApp {
    /// Carries out `command` in the motion scene; returns false for the commands it leaves to
    /// the app. R pauses or resumes gameplay by hand, C (Shift+C) changes gameplay's time scale,
    /// N starts the next wave now, a click flicks the card towards the pointer and F flicks it
    /// as the autopilot does (A turns the autopilot's flicks and pauses on and off); + / -
    /// are dropped. Pause, step and slow motion act on the loop, as in every scene.
    func applyToMotion(_ command: DemoCommand) -> Bool {
        guard let motion else { return false }
        switch command {
        case .reverse: motion.togglePause()
        case .nextCurve: motion.cycleTimeScale(by: 1)
        case .previousCurve: motion.cycleTimeScale(by: -1)
        case .nextArrangement: motion.nextWaveNow()
        case .gather(let x, let y): motion.click(x: x, y: y)
        case .nextFont: motion.autopilotFlick()
        case .addBoxes, .removeBoxes: break
        case .resize(let width, let height):
            field.resize(width: width, height: height)
            motion.resize(to: field.layout)
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .toggleAutopilot, .switchScene:
            return false
        }
        return true
    }
}
