import DemoScenes
import Engine
import Testing
import TransitionCore

/// The motion scene in the app: the flag, T, what each key does there, the HUD and the panel,
/// a resize, and leaving the scene.
@Suite struct MotionAppTests {
    static func makeApp(autopilot: Bool = false) throws -> DemoApp<MockClock> {
        var options = try ArgumentParser.parse(["--scene", "motion", "--size", "1000x640"])
        options.autopilot = autopilot
        options.entities = 300
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func theSceneFlagParsesAndTCyclesThroughEveryScene() throws {
        #expect(try ArgumentParser.parse(["--scene", "motion"]).scene == .motion)
        #expect(try ArgumentParser.parse(["--scene=Motion"]).scene == .motion)
        #expect(Usage.text.contains("choreography, rollback or motion"))
        #expect(SceneKind.allCases == [.field, .choreography, .rollback, .motion])
        #expect(SceneKind.rollback.next == .motion && SceneKind.motion.next == .field)
        let app = try MotionAppTests.makeApp()
        let entities = app.world.entityCount
        let motion = try #require(app.motion)
        #expect(app.sceneKind == .motion && app.field.boxes.isEmpty, "the field is suspended")
        #expect(motion.boxCount == StaggerWave.columns * StaggerWave.rows + FollowerPath.followerCount + 5)
        app.runFrames(30)
        app.apply(.reverse)  // gameplay paused when the scene is left ...
        app.apply(.switchScene)
        #expect(app.sceneKind == .field && app.motion == nil && app.field.boxes.count == 300)
        #expect(!motion.world.isAlive(motion.card) && motion.grid.isEmpty, "its entities are despawned")
        #expect(!app.world.isPaused(motion.domains.gameplay), "... and running again after")
        app.apply([.switchScene, .switchScene, .switchScene])
        let again = try #require(app.motion)
        #expect(again.domains == motion.domains, "the domains are found again, not made anew")
        #expect(app.world.clockDomains.count == 3)
        #expect(app.world.entityCount == entities)
    }

    @Test func theKeysDoWhatTheHelpSays() throws {
        let app = try MotionAppTests.makeApp()
        let motion = try #require(app.motion)
        app.runFrames(10)
        app.apply(.reverse)
        #expect(motion.pause == .byHand)
        app.apply(.reverse)
        #expect(motion.pause == .running)
        app.apply(.nextCurve)
        #expect(app.world.timeScale(of: motion.domains.gameplay) == TimeScale(1, 2))
        app.apply(.previousCurve)
        app.apply(.previousCurve)
        #expect(app.world.timeScale(of: motion.domains.gameplay) == TimeScale(2))
        #expect(app.field.curveChoice == .mixed, "C sets gameplay's speed, not the field's curve")
        let waves = motion.wave?.number ?? 0
        app.apply(.nextArrangement)
        #expect(motion.wave?.number == waves + 1)
        app.apply(.nextFont)
        #expect(motion.flickCount == 1)
        let field = motion.layout.window.field
        app.apply(.gather(x: field.maxX - 2, y: field.center.y))
        #expect(motion.flickCount == 2)
        #expect(motion.cardRest == motion.layout.rail.travel, "beyond the last slot: back onto it")
        let boxes = motion.boxCount
        app.apply([.addBoxes(500), .removeBoxes(500), .addBoxes(500)])
        #expect(motion.boxCount == boxes && app.field.boxes.isEmpty, "+ and - do nothing here")
        app.apply(.togglePause)
        #expect(app.simulation.loop.isPaused, "Space pauses the loop: both domains")
        let ui = motion.uiTick
        app.runFrames(20)
        #expect(motion.uiTick == ui)
        app.apply(.togglePause)
        let keys = KeyBindings.keyList(for: .motion)
        for key in [
            "R  pause gameplay", "C  gameplay speed", "N  next wave", "click  flick the card", "F  flick",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(!keys.contains("+ -  add / remove boxes"))
        #expect(app.snapshot(stats: FrameStats()).keyLines == keys)
    }

    @Test func theHudAndThePanelSayWhatRunsWhere() throws {
        let app = try MotionAppTests.makeApp(autopilot: true)
        let motion = try #require(app.motion)
        app.runFrames(120)
        let lines = app.hudLines(FrameStats())
        #expect(lines[0].contains("boxes \(motion.boxCount)"))
        #expect(lines[1].hasPrefix("scene motion   gameplay running x1 tick "))
        #expect(lines[1].contains("ui running x1 tick \(motion.uiTick)"))
        #expect(lines[1].contains("wave 1 centre"))
        #expect(lines[2].contains("autopilot on (flicks, pauses)"))
        #expect(app.panelNote.contains("clock domains"))
        app.runFrames(180)  // past 4.5 s: the autopilot's pause
        #expect(app.hudLines(FrameStats())[1].contains("gameplay paused (autopilot)"))
        let snapshot = app.snapshot(stats: FrameStats())
        #expect(snapshot.overlay.labels.contains { $0.text.hasSuffix("(paused)") })
        #expect(snapshot.overlay.sprites.count == motion.followerSprites(alpha: app.alpha).count)
        #expect(snapshot.boxes == motion.boxSnapshots(alpha: app.alpha))
    }

    @Test func aResizeLaysTheSceneOutAgain() throws {
        let app = try MotionAppTests.makeApp()
        let motion = try #require(app.motion)
        app.runFrames(30)
        app.apply(.nextFont)
        app.apply(.nextCurve)
        app.apply(.resize(width: 1400, height: 900))
        let layout = motion.layout
        #expect(layout.window == Layout(width: 1400, height: 900))
        let card = try #require(app.world.get(RailOffset.self, of: motion.card))
        #expect(layout.rail.slot(at: card) != nil, "the card is on a slot of the new rail")
        #expect(app.world.get(BoxFrame.self, of: motion.knob) == layout.strip.notches[1])
        app.runFrames(60)
        let boxes = motion.boxSnapshots(alpha: app.alpha)
        for box in boxes { #expect(layout.window.field.insetBy(-1).contains(box.frame.center)) }
        for sprite in motion.followerSprites(alpha: app.alpha) {
            #expect(layout.areas[1].contains(sprite.center))
        }
    }
}
