import CSDL2
import DemoScenes

/// SDL's event queue turned into ``DemoCommand``s: keys (see ``KeyBindings``), the left mouse
/// button (a press gathers, a move with it held drags, letting go releases), a resize, closing
/// the window (quit). It needs SDL's event subsystem only, so
/// tests push events and read the commands without a window.
public enum EventInput {
    /// The commands of every event waiting in SDL's queue, in order; `size` gives the drawing
    /// area's size in pixels after a resize. Reading them costs a little per event: the app
    /// folds a frame's commands into one change.
    public static func pollCommands(size: () -> (width: Int, height: Int)) -> [DemoCommand] {
        var commands: [DemoCommand] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let command = command(for: event, size: size) { commands.append(command) }
        }
        return commands
    }

    /// The command of one event, if it gives one. A key held down repeats only the commands
    /// that repeat (``DemoCommand/repeatsWhileHeld``).
    public static func command(for event: SDL_Event, size: () -> (width: Int, height: Int)) -> DemoCommand? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            let shift = UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0
            guard let command = KeyBindings.command(forKey: event.key.keysym.sym, shift: shift) else {
                return nil
            }
            return event.key.repeat != 0 && !command.repeatsWhileHeld ? nil : command
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .gather(x: Float(event.button.x), y: Float(event.button.y))
        case SDL_MOUSEMOTION where event.motion.state & leftButtonMask != 0:
            return .drag(x: Float(event.motion.x), y: Float(event.motion.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .release(x: Float(event.button.x), y: Float(event.button.y))
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            let (width, height) = size()
            return .resize(width: width, height: height)
        default:
            return nil
        }
    }

    /// The left button's bit in a mouse motion's button state (SDL's `SDL_BUTTON_LMASK`).
    static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
}
