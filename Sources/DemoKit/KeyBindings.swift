import CSDL2

/// The keys and the mouse button of the window, as the help lists them and as the window maps
/// SDL events to ``DemoCommand``s.
public enum KeyBindings {
    /// Boxes added or removed by one press of `+` or `-`.
    public static let boxesPerPress = 500

    /// (keys, what they do, the short form the panel lists), in the order the help lists them.
    public static let help: [(keys: String, action: String, short: String)] = [
        ("T", "switch scene: field / choreography (timelines)", "T  scene"),
        ("Space", "pause / resume (choreography: holds its timelines)", "Space  pause"),
        (".", "single step (one tick; works while paused)", ".  single step"),
        ("S", "slow motion on/off (time scale 1/4, of the timelines too)", "S  slow motion 1/4"),
        ("R", "reverse: every box back to its previous target (or timelines backwards)", "R  reverse"),
        (
            "C / Shift+C, Right / Left", "next / previous curve (mixed, Penner, CSS, steps, springs)",
            "C  curve (Shift: back)"
        ),
        ("N or Tab", "next arrangement (grid, sunflower, wave, scatter)", "N  arrangement"),
        ("click", "gather every box around the mouse", "click  gather"),
        ("F", "next panel font (body, title, caption, quote) via environmentTransition", "F  panel font"),
        ("+ / -", "add / remove \(boxesPerPress) boxes", "+ -  add / remove boxes"),
        ("A", "autopilot on/off (next arrangement and font after 3 s idle)", "A  autopilot"),
        ("F12", "save a screenshot (--screenshot PATH)", "F12  screenshot"),
        ("Esc or Q", "quit", "Esc  quit"),
    ]

    /// The command for a key press of SDL key code `key`; `shift` tells whether Shift is held.
    public static func command(forKey key: SDL_Keycode, shift: Bool) -> DemoCommand? {
        switch Int(key) {
        case Int(SDLK_t.rawValue): return .switchScene
        case Int(SDLK_SPACE.rawValue): return .togglePause
        case Int(SDLK_PERIOD.rawValue): return .step
        case Int(SDLK_s.rawValue): return .toggleSlowMotion
        case Int(SDLK_r.rawValue): return .reverse
        case Int(SDLK_c.rawValue): return shift ? .previousCurve : .nextCurve
        case Int(SDLK_RIGHT.rawValue): return .nextCurve
        case Int(SDLK_LEFT.rawValue): return .previousCurve
        case Int(SDLK_n.rawValue), Int(SDLK_TAB.rawValue): return .nextArrangement
        case Int(SDLK_f.rawValue): return .nextFont
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue):
            return .addBoxes(boxesPerPress)
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .removeBoxes(boxesPerPress)
        case Int(SDLK_a.rawValue): return .toggleAutopilot
        case Int(SDLK_F12.rawValue): return .screenshot
        case Int(SDLK_ESCAPE.rawValue), Int(SDLK_q.rawValue): return .quit
        default: return nil
        }
    }
}
