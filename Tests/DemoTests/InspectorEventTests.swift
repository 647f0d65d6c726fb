import CSDL2
import DemoSDL
import DemoScenes
import Engine
import Testing

extension EventInputTests {
    /// The choreography's inspector driven by SDL mouse events, read as the window reads them.
    /// Nested in ``EventInputTests`` to share its serialization: SDL's queue is one per process.
    @Suite struct InspectorEvents {
        static func makeApp() throws -> DemoApp<MockClock> {
            var options = DemoOptions()
            options.scene = .choreography
            options.autopilot = false
            options.width = 800
            options.height = 500
            return try DemoApp(clock: MockClock(), options: options)
        }

        /// Pushes a left-button press or release, or a move with the left button held, at (x, y).
        static func pushMouse(_ type: SDL_EventType, x: Float, y: Float) throws {
            var event = SDL_Event()
            event.type = type.rawValue
            if type == SDL_MOUSEMOTION {
                event.motion.x = Int32(x)
                event.motion.y = Int32(y)
                event.motion.state = 1  // the left button held
            } else {
                event.button.button = UInt8(SDL_BUTTON_LEFT)
                event.button.x = Int32(x)
                event.button.y = Int32(y)
            }
            try #require(SDL_PushEvent(&event) == 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
        }

        /// The events of the queue, as the window reads them, applied as one frame's input.
        static func deliver(to app: DemoApp<MockClock>) -> [DemoCommand] {
            let commands = EventInput.pollCommands { (800, 500) }
            app.apply(commands)
            return commands
        }

        /// A fresh app run for `frames` frames, clicked after each of `clicks` frames where the
        /// inspector takes no click (the middle of the stage), then sent
        /// `seek(toSeconds: seconds)`. The field keeps the tick of the user's last click or key in
        /// the world (its autopilot waits from there), so the reference takes its clicks on the
        /// same ticks as the app it is held against.
        static func reference(frames: Int, clicks: [Int], seekingTo seconds: Double) throws -> DemoApp<
            MockClock
        > {
            let app = try makeApp()
            let stage = try #require(app.choreography).inspector.layout.stage.center
            var run = 0
            for click in clicks {
                app.runFrames(click - run)
                run = click
                app.apply([.gather(x: stage.x, y: stage.y), .release(x: stage.x, y: stage.y)])
            }
            app.runFrames(frames - run)
            try #require(app.choreography?.playback?.seek(toSeconds: seconds) == true)
            return app
        }

        /// The time at pixel x `x`, worked out from the strip's axis alone.
        static func seconds(atX x: Float, _ layout: InspectorLayout) -> Double {
            Double(x - layout.axisStart) / Double(layout.axisEnd - layout.axisStart)
                * ChoreographyScore.cycleSeconds
        }

        /// A pixel column at `fraction` of the axis, and a row in the lanes.
        static func pixel(_ layout: InspectorLayout, at fraction: Float) -> (x: Float, y: Float) {
            let x = (layout.axisStart + fraction * (layout.axisEnd - layout.axisStart)).rounded()
            return (x, layout.lanes[1].center.y.rounded(.down))
        }

        @Test func aDragSeeksWhereTheMouseIsHeldThereAndEqualsASeek() throws {
            try EventInputTests.withEvents {
                let app = try InspectorEvents.makeApp()
                let scene = try #require(app.choreography)
                let layout = scene.inspector.layout
                app.runFrames(30)
                let start = InspectorEvents.pixel(layout, at: 0.8)
                // Held in the first bar, as the reference app is when it seeks: the panel's font,
                // which moves on each bar the playhead enters, then moves alike in both.
                let middle = InspectorEvents.pixel(layout, at: 0.1)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONDOWN, x: start.x, y: start.y)
                try InspectorEvents.pushMouse(SDL_MOUSEMOTION, x: middle.x, y: middle.y)
                #expect(
                    InspectorEvents.deliver(to: app) == [
                        .gather(x: start.x, y: start.y), .drag(x: middle.x, y: middle.y),
                    ])
                let held = InspectorEvents.seconds(atX: middle.x, layout)
                #expect(scene.isDragging && scene.playback?.isPaused == true)
                #expect(abs(scene.playheadSeconds - held) < 1e-6)
                app.runFrames(10)
                #expect(abs(scene.playheadSeconds - held) < 1e-6, "a dragged playhead does not advance")

                let end = InspectorEvents.pixel(layout, at: 0.37)
                try InspectorEvents.pushMouse(SDL_MOUSEMOTION, x: end.x, y: end.y)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONUP, x: end.x, y: end.y)
                #expect(
                    InspectorEvents.deliver(to: app) == [
                        .drag(x: end.x, y: end.y), .release(x: end.x, y: end.y),
                    ])
                let seconds = InspectorEvents.seconds(atX: end.x, layout)
                #expect(!scene.isDragging && scene.playback?.isPaused == false)
                #expect(abs(scene.playheadSeconds - seconds) < 1e-6)

                let reference = try InspectorEvents.reference(frames: 40, clicks: [30], seekingTo: seconds)
                #expect(app.world.tick == reference.world.tick)
                #expect(app.world.stateHash() == reference.world.stateHash())
                let elsewhere = try InspectorEvents.reference(
                    frames: 40, clicks: [30], seekingTo: seconds + 0.25)
                #expect(elsewhere.world.stateHash() != app.world.stateHash(), "the hash tells seeks apart")
            }
        }

        @Test func playAfterADragPlaysOnFromWhereItWasDragged() throws {
            try EventInputTests.withEvents {
                let app = try InspectorEvents.makeApp()
                let scene = try #require(app.choreography)
                let layout = scene.inspector.layout
                app.runFrames(30)
                let pause = layout.buttons[InspectorLayout.Button.playPause.rawValue].center.rounded(.down)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONDOWN, x: pause.x, y: pause.y)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONUP, x: pause.x, y: pause.y)
                let target = InspectorEvents.pixel(layout, at: 0.12)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONDOWN, x: target.x, y: target.y)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONUP, x: target.x, y: target.y)
                _ = InspectorEvents.deliver(to: app)
                let seconds = InspectorEvents.seconds(atX: target.x, layout)
                #expect(scene.playback?.isPaused == true, "held before the drag, held after it")
                app.runFrames(10)
                #expect(abs(scene.playheadSeconds - seconds) < 1e-6)

                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONDOWN, x: pause.x, y: pause.y)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONUP, x: pause.x, y: pause.y)
                _ = InspectorEvents.deliver(to: app)
                #expect(scene.playback?.isPaused == false)
                let reference = try InspectorEvents.reference(
                    frames: 40, clicks: [30, 40], seekingTo: seconds)
                #expect(app.world.stateHash() == reference.world.stateHash())
                for frames in [1, 30, 90] {
                    app.runFrames(frames)
                    reference.runFrames(frames)
                    #expect(app.world.tick == reference.world.tick)
                    #expect(
                        app.world.stateHash() == reference.world.stateHash(), "after \(frames) more frames")
                }
                #expect(scene.playheadSeconds > seconds + 1.5, "it played on")
            }
        }

        @Test func theFieldStillGathersOnAClickAndMovesWithoutTheButtonGiveNothing() throws {
            try EventInputTests.withEvents {
                let app = try EventInputTests.makeApp(entities: 200)
                app.runFrames(1)
                var still = SDL_Event()
                still.type = SDL_MOUSEMOTION.rawValue
                still.motion.x = 300
                still.motion.y = 200
                try #require(SDL_PushEvent(&still) == 1)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONDOWN, x: 300, y: 200)
                try InspectorEvents.pushMouse(SDL_MOUSEMOTION, x: 320, y: 210)
                try InspectorEvents.pushMouse(SDL_MOUSEBUTTONUP, x: 320, y: 210)
                let commands = EventInput.pollCommands { (1280, 800) }
                #expect(
                    commands == [.gather(x: 300, y: 200), .drag(x: 320, y: 210), .release(x: 320, y: 210)])
                app.apply(commands)
                #expect(
                    app.field.arrangement == .gather(x: 300, y: 200),
                    "the press gathers; the rest does nothing")
            }
        }
    }
}
