import Engine
import TransitionCore

extension DemoApp {
    /// The scene showing.
    public var sceneKind: SceneKind { activeScene.kind }

    /// The choreographed scene, while it shows; nil in the others.
    public var choreography: ChoreographyScene? { activeScene as? ChoreographyScene }

    /// The rollback scene, while it shows; nil in the others.
    public var rollback: RollbackScene? { activeScene as? RollbackScene }

    /// The motion scene, while it shows; nil in the others.
    public var motion: MotionScene? { activeScene as? MotionScene }

    /// Shows `kind`: the choreography starts from its beginning, the rollback scene's peers
    /// from their first tick, or the motion scene with its first wave, with the field
    /// suspended; or the field's boxes come back. The scene it leaves goes: the choreography's
    /// and the motion scene's entities are despawned, the peers' worlds let go.
    /// With ``network`` set, the rollback scene plays the other process and stays: the other
    /// scenes are not shown.
    public func show(_ kind: SceneKind) {
        guard kind != sceneKind, !(activeScene is NetworkRollbackScene) else { return }
        activeScene.leave()
        activeScene = makeScene(kind)
    }

    /// The scene `kind` as it starts, laid out as the field is; the field itself, resumed.
    private func makeScene(_ kind: SceneKind) -> any Scene {
        switch kind {
        case .field:
            field.resume()
            return field
        case .choreography:
            return ChoreographyScene(world: world, layout: field.layout, panel: field.panel)
        case .rollback:
            if let networkScene { return networkScene }
            return RollbackScene(tickRate: world.tickRate, layout: field.layout, seed: seed)
        case .motion:
            return MotionScene(world: world, layout: field.layout, panel: field.panel, seed: seed)
        }
    }

    /// Every box of the scene showing, as presented `alpha` of a tick after the last tick (in
    /// the rollback scene, both peers' in window pixels, left panel first).
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        let boxes = activeScene.boxSnapshots(alpha: alpha)
        let peerViews = activeScene.peerViews(alpha: alpha)
        return peerViews.isEmpty ? boxes : boxes + peerViews.flatMap(\.boxes)
    }

    /// The note at the top of the text panel.
    public var panelNote: String { activeScene.panelNote }

    /// What a renderer draws for the frame about to be drawn: the scene showing as presented at
    /// ``alpha``, the text panel (the field's, in every scene) and the HUD's lines with `stats`.
    public func snapshot(stats: FrameStats) -> SceneSnapshot {
        let peerViews = activeScene.peerViews(alpha: alpha)
        var snapshot = SceneSnapshot(
            layout: field.layout, boxes: activeScene.boxSnapshots(alpha: alpha),
            panelNote: panelNote,
            textLines: activeScene.showsPanelText ? field.textSnapshots(alpha: alpha) : [],
            hudLines: hudLines(stats),
            keyLines: activeScene is NetworkRollbackScene
                ? KeyBindings.networkRollbackKeys : KeyBindings.keyList(for: sceneKind), peerViews: peerViews,
            overlay: activeScene.overlay(alpha: alpha))
        snapshot.charts = activeScene.panelCharts(alpha: alpha)
        if sceneKind == .field, !stats.recentFrameMilliseconds.isEmpty {
            let frames = ChartSeries("frame", color: Palette.plot, values: stats.recentFrameMilliseconds)
            snapshot.charts.insert(
                PanelChart("frame time, ms", .series([frames], slots: FrameMeter.recentFrames)),
                at: min(1, snapshot.charts.count))
        }
        return snapshot
    }
}
