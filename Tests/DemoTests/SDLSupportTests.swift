import CSDL2
import DemoSDL
import DemoScenes
import Testing

/// The SDL side of input and text that needs no window: key codes and font files.
@Suite struct SDLSupportTests {
    @Test func sdlKeyCodesMapToCommands() {
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_SPACE.rawValue), shift: false) == .togglePause)
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_t.rawValue), shift: false) == .switchScene)
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_c.rawValue), shift: true) == .previousCurve)
        #expect(
            KeyBindings.command(forKey: SDL_Keycode(SDLK_EQUALS.rawValue), shift: false)
                == .addBoxes(KeyBindings.boxesPerPress))
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_ESCAPE.rawValue), shift: false) == .quit)
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_F12.rawValue), shift: false) == .screenshot)
        #expect(KeyBindings.command(forKey: SDL_Keycode(SDLK_z.rawValue), shift: false) == nil)
    }

    @Test func everyKeyHasAnSDLKeyCode() {
        let codes: [SDL_KeyCode] = [
            SDLK_t, SDLK_SPACE, SDLK_PERIOD, SDLK_s, SDLK_r, SDLK_c, SDLK_RIGHT, SDLK_LEFT, SDLK_n, SDLK_TAB,
            SDLK_f, SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS, SDLK_MINUS, SDLK_KP_MINUS, SDLK_a, SDLK_F12,
            SDLK_ESCAPE, SDLK_q, SDLK_l, SDLK_x,
        ]
        let keys = codes.compactMap { KeyBindings.Key(sdlKeycode: SDL_Keycode($0.rawValue)) }
        #expect(keys == KeyBindings.Key.allCases)
    }

    @Test func fontsAreFoundOrTheErrorNamesTheFlag() throws {
        let files = try FontFiles.locate(fontPath: nil) { $0.hasPrefix("/usr/share/fonts/truetype/dejavu/") }
        #expect(files.regular == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(files.bold == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(
            throws: DemoError.fontMissing(
                searched: FontFiles.searchDirectories.map { $0 + "/DejaVuSans.ttf" })
        ) {
            try FontFiles.locate(fontPath: nil) { _ in false }
        }
        #expect(throws: DemoError.usage(.fontNotFound("/x.ttf"))) {
            try FontFiles.locate(fontPath: "/x.ttf") { _ in false }
        }
        let custom = try FontFiles.locate(fontPath: "/f/My.ttf") {
            $0 == "/f/My.ttf" || $0 == "/f/My-Bold.ttf"
        }
        #expect(custom.regular == "/f/My.ttf" && custom.bold == "/f/My-Bold.ttf" && custom.italic == nil)
    }
}
