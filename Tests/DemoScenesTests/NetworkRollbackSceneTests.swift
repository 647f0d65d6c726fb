import DemoScenes
import RollbackNetwork
import Testing

/// The rollback scene playing another process, with a window: clicks move this process's peer,
/// and the HUD tells the session's state. No other process answers here.
@Suite struct NetworkRollbackSceneTests {
    @Test func aClickInThePanelMovesThisPeersBoxes() throws {
        let game = try NetworkPeer(
            role: .connect(.loopback(port: 9)), link: nil, tickRate: 60, seed: 1, clock: { 0 })
        let scene = NetworkRollbackScene(game: game, layout: Layout(width: 1280, height: 800), clock: { 0 })
        scene.update(autopilot: false)
        #expect(game.peer.input == .start && game.peer.world.tick == 1)
        let arena = scene.panel.arena
        let point = SIMD2(arena.x + arena.width / 4, arena.y + arena.height / 2)
        #expect(scene.handle(.gather(x: point.x, y: point.y)))
        scene.update(autopilot: false)
        #expect(game.peer.input.sequence == 1)
        #expect(abs(game.peer.input.target.x - RollbackScene.arena.x / 4) < 1)
        #expect(scene.handle(.gather(x: -5, y: -5)))
        scene.update(autopilot: false)
        #expect(game.peer.input.sequence == 1, "a click outside the panel moves nothing")
        #expect(!scene.handle(.switchScene) && scene.handle(.nextArrangement))
        #expect(scene.hudLine.contains("ping -") && scene.hudLine.contains("hashes agree"))
        #expect(scene.peerViews(alpha: 0).count == 1 && scene.boxCount == 28)
    }

    /// The panel charts this peer's corrections per half second (none while alone) and the link.
    @Test func thePanelChartsThisPeersCorrectionsAndTheLink() throws {
        let game = try NetworkPeer(
            role: .connect(.loopback(port: 9)), link: nil, tickRate: 60, seed: 1, clock: { 0 })
        let scene = NetworkRollbackScene(game: game, layout: Layout(width: 1280, height: 800), clock: { 0 })
        for _ in 0..<90 { scene.update(autopilot: true) }
        #expect(scene.corrections.growth.map(\.count) == [2, 2])
        let charts = scene.panelCharts(alpha: 0)
        #expect(charts.map(\.title) == ["this peer, per half second", "the link"])
        guard case .series(let series, _) = charts[0].content else {
            Issue.record("the first chart is not a series")
            return
        }
        let session = game.network.session
        #expect(
            series.map { $0.values.reduce(0, +) } == [
                Float(session.resimulatedTickCount), Float(session.rollbackCount),
            ])
        #expect(
            charts[1].content
                == .figures([
                    ChartFigure("ping", "-"),
                    ChartFigure("frames ahead", Format.fixed(game.network.advantage, 1)),
                    ChartFigure("hashes compared", "0"),
                ]))
    }

    /// The field never shows while another process plays: C is the scene's, and does nothing;
    /// the key list leaves it out, as it leaves out T and N.
    @Test func theCurveKeyDoesNothingAndIsNotListed() throws {
        let game = try NetworkPeer(
            role: .connect(.loopback(port: 9)), link: nil, tickRate: 60, seed: 1, clock: { 0 })
        let scene = NetworkRollbackScene(game: game, layout: Layout(width: 1280, height: 800), clock: { 0 })
        #expect(scene.handle(.nextCurve) && scene.handle(.previousCurve))
        let listed = KeyBindings.networkRollbackKeys
        #expect(!listed.contains { $0.hasPrefix("C  ") || $0.hasPrefix("T  ") || $0.hasPrefix("N  ") })
        #expect(listed.contains("click  this peer moves") && listed.contains("Space  pause"))
    }
}
