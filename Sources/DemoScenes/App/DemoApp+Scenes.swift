import Engine
import TransitionCore

extension DemoApp {
    /// The scene showing.
    public var sceneKind: SceneKind { choreography == nil ? .field : .choreography }

    /// Shows `kind`: the choreography starts from its beginning with the field suspended, or the
    /// field's boxes come back and the choreography's entities go.
    public func show(_ kind: SceneKind) {
        guard kind != sceneKind else { return }
        switch kind {
        case .choreography:
            scene.suspend()
            choreography = ChoreographyScene(world: world, layout: scene.layout, panel: scene.panel)
        case .field:
            choreography?.tearDown()
            choreography = nil
            scene.resume()
        }
    }

    /// Every box of the scene showing, as presented `alpha` of a tick after the last tick.
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        choreography?.boxSnapshots(alpha: alpha) ?? scene.boxSnapshots(alpha: alpha)
    }

    /// The note at the top of the text panel.
    public var panelNote: String {
        if let choreography { return choreography.panelNote }
        let target = FontDescriptor.cycleNames[scene.fontIndex]
        return "Text entities under one parent; F moves the parent's environment FontDescriptor to "
            + "\(target)."
    }

    /// What a renderer draws for the frame about to be drawn: the scene showing as presented at
    /// ``alpha``, the text panel and the HUD's lines with `stats`.
    public func snapshot(stats: FrameStats) -> SceneSnapshot {
        SceneSnapshot(
            layout: scene.layout, boxes: boxSnapshots(alpha: alpha), panelNote: panelNote,
            textLines: scene.textSnapshots(alpha: alpha), hudLines: hudLines(stats),
            keyLines: KeyBindings.keyList(for: sceneKind))
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
            scene.resize(width: width, height: height)
            choreography.resize(to: scene.layout)
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .nextCurve, .previousCurve,
            .toggleAutopilot, .switchScene:
            return false
        }
        return true
    }
}
