import CSDL2
import DemoKit
import Engine
import Foundation
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
                scene.world.get(Color.self, of: box)
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
        #expect(error.message.contains("no scene named 'ballet' (field or choreography)"))
        #expect(Usage.text.contains("--scene NAME"))
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_t.rawValue), shift: false) == .switchScene)
    }

    @Test func theExecutableTakesTheSceneFlag() throws {
        let run = try ExecutableTests().run(["--scene", "ballet", "--headless"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--scene: no scene named 'ballet'"))
        #expect(run.standardError.contains("usage: sdl-demo"))
        #expect(run.standardOutput.isEmpty)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let path = directory.appendingPathComponent(name).path
            let run = try ExecutableTests().run([
                "--headless", "--scene", "choreography", "--frames", "40", "--size", "480x320", "--out", path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
        #expect(files[0] == files[1])
    }

    @Test func everyTimelineIsOneCycleLongSoTheyLoopInStep() {
        for tickRate: UInt64 in [45, 60, 144] {
            let score = ChoreographyScore(layout: Layout(width: 1280, height: 800), tickRate: tickRate)
            #expect(score.cycleTicks == 12 * tickRate)
            #expect(score.conductorTimeline().durationTicks == score.cycleTicks)
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
        #expect(app.scene.boxes.isEmpty, "the field is suspended")
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
        let panel = app.scene.panel
        app.runFrames(111)  // bar 0 (ticks 0..<120): the quote, while the boxes enter
        #expect(app.choreography?.bar == 0)
        #expect(app.world.environment(\.fontDescriptor, of: panel) == .quote)
        #expect(app.scene.textSnapshots(alpha: 0)[1].text == "style  italic")
        app.runFrames(123)  // late in bar 1: the body has landed
        #expect(app.choreography?.bar == 1)
        #expect(app.world.environment(\.fontDescriptor, of: panel) == .body)
        app.runFrames(12)  // bar 2 has begun: the title is on its way
        #expect(app.choreography?.bar == 2)
        let moving = app.world.environment(\.fontDescriptor, of: panel)
        #expect(moving != .body && moving != .title)
        #expect(app.scene.textSnapshots(alpha: 0).allSatisfy { $0.font == moving })
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
        #expect(app.world.timeline(BoxFrame.self, of: box)?.isPaused == true)
        #expect(app.world.timeline(Color.self, of: scene.boxes[0])?.isPaused == true)
        #expect(ChoreographyTests.ticks(app, frames: 30) >= 29, "the loop runs on")
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "paused")
        app.apply(.step)
        playhead += 1
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "stepped")
        app.apply(.togglePause)
        app.apply(.toggleSlowMotion)
        #expect(app.world.timeline(CornerRadius.self, of: box)?.timeScale == TimeScale(1, 4))
        let slowTicks = ChoreographyTests.ticks(app, frames: 12)
        #expect(slowTicks % 4 == 0)
        playhead += slowTicks / 4
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "slow motion")
        app.apply(.toggleSlowMotion)
        app.apply(.reverse)
        #expect(app.world.timeline(BoxFrame.self, of: box)?.isReversed == true)
        let backTicks = ChoreographyTests.ticks(app, frames: Int(playhead) - 1)
        #expect(backTicks <= playhead)
        playhead -= backTicks
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "near the start")
        // On backwards through the start: the loop does not finish, it plays the cycle's end.
        playhead = playhead + 720 - ChoreographyTests.ticks(app, frames: 100)
        #expect(playhead < 720 && playhead > 600)
        #expect(app.world.timeline(BoxFrame.self, of: box) != nil)
        #expect(scene.cycleTick == playhead)
        ChoreographyTests.expectOnScore(scene, atCycleTick: playhead, "reversed past the start")
        #expect(app.hudLines(FrameStats()).last?.contains("reversed") == true)
    }

    @Test func aResizeLaysTheGridOutAgainWhereThePlayheadIs() throws {
        let app = try ChoreographyTests.makeApp()
        let scene = try #require(app.choreography)
        let tick = ChoreographyTests.ticks(app, frames: 150)
        app.apply(.toggleSlowMotion)
        let before = scene.score
        app.apply(.resize(width: 640, height: 400))
        #expect(scene.score != before && scene.score.layout == Layout(width: 640, height: 400))
        #expect(scene.cycleTick == tick)
        ChoreographyTests.expectOnScore(scene, atCycleTick: tick, "resized")
        #expect(app.world.timeline(BoxFrame.self, of: scene.boxes[0])?.timeScale == TimeScale(1, 4))
    }

    @Test func theSceneKeySwitchesAndTheFieldComesBack() throws {
        let app = try ChoreographyTests.makeApp(scene: .field, autopilot: true)
        app.runFrames(10)
        let entities = app.world.entityCount
        #expect(app.sceneKind == .field && app.scene.boxes.count == 120)
        app.apply(.switchScene)
        #expect(app.sceneKind == .choreography)
        #expect(app.scene.boxes.isEmpty && app.boxSnapshots(alpha: 0).count == 40)
        app.apply(.addBoxes(500))  // the field's keys wait
        app.runFrames(600)  // 10 s: the autopilot would have moved on three times
        #expect(app.scene.boxes.isEmpty)
        #expect(app.scene.arrangement == .grid && app.scene.fontIndex == 1, "no autopilot while suspended")
        app.apply(.switchScene)
        #expect(app.sceneKind == .field && app.choreography == nil)
        #expect(app.scene.boxes.count == 120)
        #expect(app.world.entityCount == entities)
        #expect(app.boxSnapshots(alpha: 0).count == 120)
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

extension RenderingTests {
    /// The choreography's pixels against its timelines. Nested here to share the suite's
    /// serialization: SDL_ttf is not made for threads.
    @Suite struct ChoreographyRendering {
        /// 50 frames of 1/60 s at 45 Hz: tick 37 and half a tick, about half the boxes in.
        static func options(frames: Int = 50) -> DemoOptions {
            var options = RenderingTests.options(entities: 100, tickRate: 45, frames: frames)
            options.scene = .choreography
            return options
        }

        /// Pixel centres inside `frame`: its centre, and just inside its top and bottom edges in the
        /// middle, where round corners do not reach.
        static func probes(_ frame: BoxFrame) -> [SIMD2<Float>] {
            let rect = frame.asRect
            let x = rect.center.x.rounded(.down) + 0.5
            return [
                rect.center.rounded(.down) + 0.5, SIMD2(x, rect.y.rounded(.up) + 1.5),
                SIMD2(x, rect.maxY.rounded(.down) - 1.5),
            ]
        }

        /// Whether `point` is in the field and no box drawn after box `index` covers it.
        static func isVisible(
            _ point: SIMD2<Float>, of index: Int, among boxes: [BoxSnapshot], layout: Layout
        )
            -> Bool
        {
            layout.field.contains(point)
                && !boxes[(index + 1)...].contains { $0.frame.asRect.insetBy(-1).contains(point) }
        }

        @Test func theHeadlessPNGIsByteIdenticalAcrossRuns() throws {
            let fonts = try RenderingTests.fonts()
            let options = ChoreographyRendering.options()
            let first = try Headless.render(options, fonts: fonts).image
            let second = try Headless.render(options, fonts: fonts).image
            #expect(first.rgbaBytes() == second.rgbaBytes())
            var later = options
            later.frames += 1
            #expect(try Headless.render(later, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())
            var field = options
            field.scene = .field
            #expect(try Headless.render(field, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())

            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let paths = ["a.png", "b.png"].map { directory.appendingPathComponent($0).path }
            try first.savePNG(to: paths[0])
            try second.savePNG(to: paths[1])
            let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            #expect(bytes[0].count > 1000)
            #expect(bytes[0] == bytes[1])
        }

        @Test func enteredBoxesAreDrawnWhereTheirTimelinesSayAndTheOthersAreNot() throws {
            let fonts = try RenderingTests.fonts()
            let (app, image) = try Headless.render(ChoreographyRendering.options(), fonts: fonts)
            let scene = try #require(app.choreography)
            let score = scene.score
            let tick = app.world.tick
            #expect(tick == 37 && app.alpha > 0.4, "the test should draw between ticks")
            // The playhead `alpha` of a tick on, in the engine's fixed point (2^20 units a tick).
            let units = Double(1 << 20)
            let fraction = (units * app.alpha).rounded(.down) / units
            let boxes = app.boxSnapshots(alpha: app.alpha)
            #expect(boxes.count == score.seats.count)
            for (index, box) in boxes.enumerated() {
                #expect(box.frame == score.frameTimeline(of: index).value(atTick: tick, fraction: fraction))
                #expect(box.color == score.colorTimeline(of: index).value(atTick: tick, fraction: fraction))
                #expect(
                    app.world.presented(BoxFrame.self, of: box.entity)
                        == score.frameTimeline(of: index).value(atTick: tick))
            }
            let layout = app.scene.layout
            let entered = boxes.indices.filter { score.entryTick(of: $0) <= tick }
            let waiting = boxes.indices.filter { score.entryTick(of: $0) > tick }
            #expect(entered.count >= 15 && waiting.count >= 15)
            // Entered boxes show their colour at their centre and just inside their top and bottom
            // edges, where nothing drawn later covers them.
            var checkedPoints = 0
            for index in entered {
                for point in ChoreographyRendering.probes(boxes[index].frame)
                where ChoreographyRendering.isVisible(point, of: index, among: boxes, layout: layout) {
                    let pixel = image.pixel(x: Int(point.x), y: Int(point.y))
                    #expect(
                        RenderingTests.shows(image, point, boxes[index].color),
                        "box \(index) at \(point): pixel \(pixel), colour \(boxes[index].color.rgba8)")
                    checkedPoints += 1
                }
            }
            #expect(checkedPoints >= 40)
            // The check can fail: boxes still sliding in are drawn off their places at the last tick,
            // whose bottom edges the image does not show.
            let lastTick = app.boxSnapshots(alpha: 0)
            let stale = entered.filter { index in
                let edge = ChoreographyRendering.probes(lastTick[index].frame)[2]
                return lastTick[index].frame.asRect.maxY > boxes[index].frame.asRect.maxY + 2
                    && ChoreographyRendering.isVisible(edge, of: index, among: boxes, layout: layout)
                    && !RenderingTests.shows(image, edge, lastTick[index].color)
            }
            #expect(stale.count >= 3)
            // Boxes not yet entered wait below the window: their places in the field are empty.
            var emptyPlaces = 0
            for index in waiting {
                #expect(boxes[index].frame.asRect.y >= Float(layout.height), "box \(index) is in the window")
                let place = score.seats[index].home.center.rounded(.down) + 0.5
                guard !boxes.contains(where: { $0.frame.asRect.insetBy(-1).contains(place) }) else {
                    continue
                }
                #expect(
                    RenderingTests.shows(image, place, Palette.background),
                    "place of box \(index) is not empty")
                emptyPlaces += 1
            }
            #expect(emptyPlaces >= 10)
        }
    }
}
