import DemoScenes
import Engine
import Testing
import TransitionCore

/// The choreography's rules without SDL: the flag, the key, switching scenes, the loop, the
/// beat and the timeline controls.
@Suite struct ChoreographyTests {
    static func makeApp(scene: SceneKind = .choreography, tickRate: UInt64 = 60, autopilot: Bool = false)
        throws -> DemoApp<MockClock>
    {
        var options = DemoOptions()
        options.scene = scene
        options.entities = 120
        options.tickRate = tickRate
        options.autopilot = autopilot
        options.width = 800
        options.height = 500
        return try DemoApp(clock: MockClock(), options: options)
    }

    /// Where the world puts box `index`'s frame, colour and radius, and where the score's
    /// timelines put them at tick `tick` of the cycle: they must agree exactly.
    static func expectOnScore(_ scene: ChoreographyScene, atCycleTick tick: UInt64, _ comment: Comment) {
        for (index, box) in scene.boxes.enumerated() {
            #expect(
                scene.world.get(BoxFrame.self, of: box)
                    == scene.score.frameTimeline(of: index).value(atTick: tick),
                "\(comment): frame of box \(index)")
            #expect(
                scene.world.get(OKLab.self, of: box)
                    == scene.score.colorTimeline(of: index).value(atTick: tick),
                "\(comment): colour of box \(index)")
            #expect(
                scene.world.get(CornerRadius.self, of: box)
                    == scene.score.radiusTimeline(of: index).value(atTick: tick),
                "\(comment): radius of box \(index)")
        }
    }

    @Test func theSceneFlagParsesAndABadNameIsAUsageError() throws {
        #expect(try ArgumentParser.parse([]).scene == .field)
        #expect(try ArgumentParser.parse(["--scene", "choreography"]).scene == .choreography)
        #expect(try ArgumentParser.parse(["--scene=Choreography"]).scene == .choreography)
        #expect(try ArgumentParser.parse(["--scene", "field"]).scene == .field)
        #expect(throws: UsageError.unknownScene("ballet")) {
            try ArgumentParser.parse(["--scene", "ballet"])
        }
        #expect(throws: UsageError.missingValue(flag: "--scene")) { try ArgumentParser.parse(["--scene"]) }
        let error = DemoError.usage(.unknownScene("ballet"))
        #expect(error.exitCode == 2)
        #expect(error.message.contains("no scene named 'ballet' (field, choreography, rollback or motion)"))
        #expect(Usage.text.contains("--scene NAME"))
        #expect(KeyBindings.command(for: .t, shift: false) == .switchScene)
    }

    @Test func theScoreIsOneCycleLongAndEveryTimelineToo() {
        for tickRate: UInt64 in [45, 60, 144] {
            let score = ChoreographyScore(layout: Layout(width: 1280, height: 800), tickRate: tickRate)
            #expect(score.cycleTicks == 12 * tickRate)
            #expect(score.conductorTimeline().durationTicks == score.cycleTicks)
            let boxes = score.seats.indices.map { Entity(index: UInt32($0), generation: 0) }
            let choreography = score.choreography(boxes: boxes, conductor: Entity(index: 999, generation: 0))
            #expect(choreography.durationTicks == score.cycleTicks)
            #expect(choreography.trackCount == 3 * boxes.count + 1)
            for index in score.seats.indices {
                #expect(score.frameTimeline(of: index).durationTicks == score.cycleTicks)
                #expect(score.colorTimeline(of: index).durationTicks == score.cycleTicks)
                #expect(score.radiusTimeline(of: index).durationTicks == score.cycleTicks)
            }
        }
    }

    @Test func theChoreographyLoopsForeverOnItsScore() throws {
        let app = try ChoreographyTests.makeApp()
        let scene = try #require(app.choreography)
        #expect(app.sceneKind == .choreography)
        #expect(app.field.boxes.isEmpty, "the field is suspended")
        #expect(scene.boxes.count == ChoreographyScore.columns * ChoreographyScore.rows)
        let tick = ChoreographyTests.ticks(app, frames: 99)
        ChoreographyTests.expectOnScore(scene, atCycleTick: tick, "first cycle")
        #expect(ChoreographyTests.ticks(app, frames: 720) == 720)
        #expect(scene.playback?.cycle == 1)
        #expect(scene.cycleTick == tick)
        ChoreographyTests.expectOnScore(scene, atCycleTick: tick, "a cycle later")
    }

    @Test func thePanelsFontChangesOnEveryBar() throws {
        let app = try ChoreographyTests.makeApp()
        let panel = app.field.panel
        app.runFrames(111)  // bar 0 (ticks 0..<120): the quote, while the boxes enter
        #expect(app.choreography?.bar == 0)
        #expect(app.world.environment(\.fontDescriptor, of: panel) == .quote)
        #expect(app.field.textSnapshots(alpha: 0)[1].text == "style  italic")
        app.runFrames(123)  // late in bar 1: the body has landed
        #expect(app.choreography?.bar == 1)
        #expect(app.world.environment(\.fontDescriptor, of: panel) == .body)
        app.runFrames(12)  // bar 2 has begun: the title is on its way
        #expect(app.choreography?.bar == 2)
        let moving = app.world.environment(\.fontDescriptor, of: panel)
        #expect(moving != .body && moving != .title)
        #expect(app.field.textSnapshots(alpha: 0).allSatisfy { $0.font == moving })
        #expect(app.choreography?.panelNote.contains("title") == true)
    }

    /// Runs `frames` frames of 1/60 s; returns the ticks they ran (the mock clock's nanoseconds
    /// are whole, so a frame now and then runs none).
    static func ticks(_ app: DemoApp<MockClock>, frames: Int) -> UInt64 {
        let before = app.world.tick
        app.runFrames(frames)
        return app.world.tick - before
    }

    @Test func pauseStepSlowMotionAndReverseActOnTheTimelines() throws {
        let app = try ChoreographyTests.makeApp()
        let scene = try #require(app.choreography)
        let box = scene.boxes[7]
        var playhead = ChoreographyTests.ticks(app, frames: 60)
        app.apply(.togglePause)
        #expect(app.world.timeline(BoxFrame.self, of: box) == nil, "a track follows the choreography")
        #expect(ChoreographyTests.ticks(app, frames: 30) == 0, "the loop holds")
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "paused")
        app.apply(.step)
        #expect(ChoreographyTests.ticks(app, frames: 1) == 1)
        playhead += 1
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "stepped")
        app.apply(.togglePause)
        app.apply(.toggleSlowMotion)
        #expect(
            app.isSlowMotion && scene.playback?.timeScale == .normal, "the loop runs slow, not the timelines")
        let slowTicks = ChoreographyTests.ticks(app, frames: 12)
        #expect((2...4).contains(slowTicks), "a quarter of 12 frames")
        playhead += slowTicks
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "slow motion")
        app.apply(.toggleSlowMotion)
        app.apply(.reverse)
        #expect(scene.playback?.isReversed == true)
        let backTicks = ChoreographyTests.ticks(app, frames: Int(playhead) - 1)
        #expect(backTicks <= playhead)
        playhead -= backTicks
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "near the start")
        // On backwards through the start: the loop does not finish, it plays the cycle's end.
        playhead = playhead + 720 - ChoreographyTests.ticks(app, frames: 100)
        #expect(playhead < 720 && playhead > 600)
        #expect(scene.playback?.isPlaying == true)
        #expect(scene.cycleTick == playhead)
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "reversed past the start")
        #expect(app.hudLines(FrameStats()).last?.contains("reversed") == true)
    }

    @Test func aResizeLaysTheGridOutAgainWhereThePlayheadIs() throws {
        let app = try ChoreographyTests.makeApp()
        let scene = try #require(app.choreography)
        let tick = ChoreographyTests.ticks(app, frames: 150)
        app.apply(.reverse)
        let before = scene.score
        app.apply(.resize(width: 640, height: 400))
        #expect(scene.score != before && scene.score.layout == Layout(width: 640, height: 400))
        #expect(scene.cycleTick == tick)
        ChoreographyTests.expectOnScore(scene, atCycleTick: tick, "resized")
        #expect(scene.playback?.isReversed == true)
    }

    @Test func theSceneKeySwitchesAndTheFieldComesBack() throws {
        let app = try ChoreographyTests.makeApp(scene: .field, autopilot: true)
        app.runFrames(10)
        let entities = app.world.entityCount
        #expect(app.sceneKind == .field && app.field.boxes.count == 120)
        app.apply(.switchScene)
        #expect(app.sceneKind == .choreography)
        #expect(app.field.boxes.isEmpty && app.boxSnapshots(alpha: 0).count == 40)
        app.apply(.addBoxes(500))  // dropped: the field's keys do nothing here
        app.runFrames(600)  // 10 s: the autopilot would have moved on three times
        #expect(app.field.boxes.isEmpty)
        #expect(app.field.arrangement == .grid && app.field.fontIndex == 1, "no autopilot while suspended")
        app.apply([.switchScene, .switchScene, .switchScene])  // past rollback and motion, in one frame
        #expect(app.sceneKind == .field && app.choreography == nil)
        #expect(app.field.boxes.count == 120)
        #expect(app.world.entityCount == entities)
        #expect(app.boxSnapshots(alpha: 0).count == 120)
    }

    @Test func theFieldsKeysAreDroppedButItsCurveAndAutopilotAreSetForLater() throws {
        let app = try ChoreographyTests.makeApp()
        let field = app.field
        let (font, arrangement, curve) = (field.fontIndex, field.arrangement, field.curveChoice)
        let entities = app.world.entityCount
        let dropped: [DemoCommand] = [
            .nextFont, .nextArrangement, .gather(x: 100, y: 100), .addBoxes(500), .removeBoxes(10),
        ]
        for command in dropped { app.apply(command) }
        app.apply(.nextCurve)
        app.apply(.toggleAutopilot)
        app.runFrames(5)
        #expect(field.fontIndex == font && field.arrangement == arrangement)
        #expect(app.world.entityCount == entities)
        #expect(field.curveChoice == curve.advanced(by: 1))
        #expect(field.autopilot, "the app was made with the autopilot off")
        app.apply([.switchScene, .switchScene, .switchScene])
        #expect(field.boxes.count == 120 && field.arrangement == arrangement && field.fontIndex == font)
    }

    @Test func theSameOptionsGiveTheSameState() throws {
        let first = try ChoreographyTests.makeApp(tickRate: 45)
        let second = try ChoreographyTests.makeApp(tickRate: 45)
        for app in [first, second] {
            app.runFrames(50)
            app.apply(.reverse)
            app.runFrames(70)
        }
        #expect(first.world.stateHash() == second.world.stateHash())
        first.runFrames(4)  // at least two ticks more
        #expect(first.world.stateHash() != second.world.stateHash())
    }
}
