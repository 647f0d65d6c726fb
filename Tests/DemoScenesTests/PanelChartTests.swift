import DemoScenes
import Engine
import Testing
import TransitionCore

/// What the scenes chart in the panel: the rollback peers' corrections per half second add up
/// to their sessions' counts; the motion scene's clock domains run as their scales say; the
/// field plots the timing its boxes move with.
@Suite struct PanelChartTests {
    @Test func aHistoryKeepsTheGrowthOfEachStretchAndForgetsTheOldest() {
        var history = CountHistory(count: 2, stretch: 10)
        history.record(now: 3, counts: [5, 100])  // where the counts start
        for now in 4...UInt64(10 * (CountHistory.capacity + 5)) {
            history.record(now: now, counts: [5 + Int(now), 100 + 2 * Int(now)])
        }
        #expect(history.growth[0].count == CountHistory.capacity)
        #expect(history.growth[0].dropFirst().allSatisfy { $0 == 10 })
        #expect(history.growth[1].dropFirst().allSatisfy { $0 == 20 })
        // The first entry kept is a whole stretch too: the partial first one was dropped.
        #expect(history.growth[0].first == 10)
    }

    @Test func theRollbackChartsAddUpToTheSessionsCounts() throws {
        var options = try ArgumentParser.parse(["--scene", "rollback", "--size", "1000x600"])
        options.autopilot = true
        let app = try DemoApp(clock: MockClock(), options: options)
        let scene = try #require(app.rollback)
        app.runFrames(600)
        #expect(app.world.tick % 30 == 0)
        let charts = scene.panelCharts(alpha: 0)
        #expect(charts.map(\.title).contains("ticks resimulated per half second"))
        guard case .series(let resimulated, _) = try #require(charts.first).content else {
            Issue.record("the first chart is not a series")
            return
        }
        #expect(resimulated.count == 2)
        for (peer, series) in resimulated.enumerated() {
            let total = series.values.reduce(0, +)
            #expect(total == Float(scene.peers[peer].session.resimulatedTickCount), "peer \(peer)")
            #expect(total > 0, "peer \(peer) never rolled back in 10 s of scripted moves")
        }
    }

    @Test func theMotionChartShowsGameplayStoppedWhilePausedAndUIRunning() throws {
        let world = World(tickRate: 60)
        let scene = MotionScene(
            world: world, layout: Layout(width: 1280, height: 800), panel: world.spawn(), seed: 1)
        func tick(_ count: Int) {
            for _ in 0..<count {
                scene.update(autopilot: false)
                world.advance()
            }
        }
        tick(120)
        scene.togglePause()
        tick(60)
        scene.togglePause()
        scene.cycleTimeScale(by: 1)  // 1/2
        tick(61)  // the system's record of tick 240 comes in the tick after
        let (gameplay, ui) = (scene.domainTicks.growth[0], scene.domainTicks.growth[1])
        #expect(ui.count == 8 && ui.allSatisfy { $0 == 30 })
        #expect(Array(gameplay.suffix(4)) == [0, 0, 15, 15])
        let chart = try #require(scene.panelCharts(alpha: 0).first)
        guard case .series(let series, let slots) = chart.content else {
            Issue.record("the first chart is not a series")
            return
        }
        #expect(slots == CountHistory.capacity)
        #expect(series.map(\.name) == ["gameplay", "ui"] && series.map(\.values) == [gameplay, ui])
    }

    @Test func theFieldPlotsItsTimingWithADotWhereTheFirstBoxIs() throws {
        var options = DemoOptions()
        options.entities = 50
        options.autopilot = false
        options.curve = .entry(try #require(CurveCatalog.all.firstIndex { $0.name == "linear" }))
        let app = try DemoApp(clock: MockClock(), options: options)
        app.apply(.nextArrangement)
        app.runFrames(22)  // a third of the way through 1.1 s
        let chart = try #require(app.field.panelCharts(alpha: 0).first)
        guard case .curve(let values, let dot) = chart.content else {
            Issue.record("the first chart is not a curve")
            return
        }
        #expect(values.count == FieldScene.curveSamples + 1)
        #expect(values.first == 0 && values.last == 1)
        #expect(abs(values[values.count / 2] - 0.5) < 1e-6, "linear")
        let at = try #require(dot)
        #expect(abs(at.x - at.y) < 1e-5 && at.x > 0.2 && at.x < 0.45, "\(at)")
    }
}
