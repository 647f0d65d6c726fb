import CSDL2
import DemoScenes

extension KeyBindings.Key {
    /// The key of SDL key code `keycode`; nil for a key the demo does not use.
    public init?(sdlKeycode keycode: SDL_Keycode) {
        switch Int(keycode) {
        case Int(SDLK_t.rawValue): self = .t
        case Int(SDLK_SPACE.rawValue): self = .space
        case Int(SDLK_PERIOD.rawValue): self = .period
        case Int(SDLK_s.rawValue): self = .s
        case Int(SDLK_r.rawValue): self = .r
        case Int(SDLK_c.rawValue): self = .c
        case Int(SDLK_RIGHT.rawValue): self = .right
        case Int(SDLK_LEFT.rawValue): self = .left
        case Int(SDLK_n.rawValue): self = .n
        case Int(SDLK_TAB.rawValue): self = .tab
        case Int(SDLK_f.rawValue): self = .f
        case Int(SDLK_PLUS.rawValue): self = .plus
        case Int(SDLK_EQUALS.rawValue): self = .equals
        case Int(SDLK_KP_PLUS.rawValue): self = .keypadPlus
        case Int(SDLK_MINUS.rawValue): self = .minus
        case Int(SDLK_KP_MINUS.rawValue): self = .keypadMinus
        case Int(SDLK_a.rawValue): self = .a
        case Int(SDLK_F12.rawValue): self = .f12
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_q.rawValue): self = .q
        case Int(SDLK_l.rawValue): self = .l
        case Int(SDLK_x.rawValue): self = .x
        default: return nil
        }
    }
}

extension KeyBindings {
    /// The command for a press of the key with SDL key code `key`; `shift` tells whether Shift
    /// is held. Nil for a key the demo does not use.
    public static func command(forKey key: SDL_Keycode, shift: Bool) -> DemoCommand? {
        Key(sdlKeycode: key).map { command(for: $0, shift: shift) }
    }
}
