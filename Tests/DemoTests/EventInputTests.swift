import CSDL2
import DemoSDL
import DemoScenes
import Engine
import Testing

/// SDL events pushed into the queue the window reads, turned into commands and fed to the app
/// as one frame's input, as the demo's loop does. Serialized: SDL's queue is one per process.
@Suite(.serialized) struct EventInputTests {
    /// Pushes a press and a release of `key` `times` times.
    static func push(_ key: SDL_KeyCode, times: Int, repeating: Bool = false) throws {
        for _ in 0..<times {
            for type in [SDL_KEYDOWN, SDL_KEYUP] {
                var event = SDL_Event()
                event.type = type.rawValue
                event.key.keysym.sym = SDL_Keycode(key.rawValue)
                event.key.repeat = repeating ? 1 : 0
                try #require(SDL_PushEvent(&event) == 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
            }
        }
    }

    static func withEvents(_ body: () throws -> Void) throws {
        try #require(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
        defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        try body()
    }

    static func makeApp(entities: Int) throws -> DemoApp<MockClock> {
        var options = DemoOptions()
        options.entities = entities
        options.autopilot = false
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func fiveHundredPlusEventsInOneFrameAreOneLayout() throws {
        try EventInputTests.withEvents {
            let app = try EventInputTests.makeApp(entities: 3000)
            app.runFrames(1)
            let layouts = app.field.layoutCount
            try EventInputTests.push(SDLK_PLUS, times: 500)
            let commands = EventInput.pollCommands { (1280, 800) }
            #expect(commands.count == 500)
            app.apply(commands)
            #expect(app.field.layoutCount == layouts + 1)
            #expect(app.field.boxes.count == FieldScene.maximumBoxes)
            #expect(EventInput.pollCommands { (1280, 800) }.isEmpty, "the queue was read to its end")
            app.runFrames(1)
        }
    }

    @Test func heldTogglesDoNotRepeatButStepsDo() throws {
        try EventInputTests.withEvents {
            try EventInputTests.push(SDLK_SPACE, times: 3, repeating: true)
            try EventInputTests.push(SDLK_PERIOD, times: 2, repeating: true)
            #expect(EventInput.pollCommands { (1280, 800) } == [.step, .step])
        }
    }
}
