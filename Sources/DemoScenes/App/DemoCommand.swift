/// Something the user asked for, by key or mouse; the window turns SDL events into these and
/// ``DemoApp/apply(_:)`` carries them out.
public enum DemoCommand: Equatable, Sendable {
    /// Close the demo.
    case quit
    /// Pause or resume the fixed-step loop.
    case togglePause
    /// Run exactly one tick (useful while paused).
    case step
    /// Switch between real time and a quarter speed.
    case toggleSlowMotion
    /// Send every box back to the target it had before the last retarget.
    case reverse
    /// Pick the next timing (springs, curves, mixed) for the following retargets.
    case nextCurve
    /// Pick the previous timing.
    case previousCurve
    /// Retarget every box to the next arrangement.
    case nextArrangement
    /// A press of the left mouse button at a point in window pixels: gather every box around
    /// it (in the field), or press the choreography's inspector there.
    case gather(x: Float, y: Float)
    /// The mouse moved to a point in window pixels with the left button held.
    case drag(x: Float, y: Float)
    /// The left mouse button came up at a point in window pixels.
    case release(x: Float, y: Float)
    /// Move the choreography's playhead to its next label.
    case nextLabel
    /// Play the choreography at its next speed.
    case nextTimelineSpeed
    /// Move the text panel's font to the next descriptor.
    case nextFont
    /// Spawn boxes.
    case addBoxes(Int)
    /// Despawn boxes.
    case removeBoxes(Int)
    /// Turn the autopilot (a new arrangement every few seconds when idle) on or off.
    case toggleAutopilot
    /// Show the next scene: field, choreography, rollback, motion, then the field again.
    case switchScene
    /// Save the window's pixels to the screenshot path.
    case screenshot
    /// The window now has this size in pixels.
    case resize(width: Int, height: Int)

    /// Whether the user gave it with a key or a click: everything but a resize, which the
    /// window system may send on its own, and the drags and the release that follow a click,
    /// whose press already counted. The autopilot's idle time counts from the last one.
    public var isUserInput: Bool {
        switch self {
        case .resize, .drag, .release: return false
        default: return true
        }
    }

    /// Whether holding its key down repeats the command: stepping, adding and removing boxes,
    /// and moving through the curves do; the toggles and the rest act once a press.
    public var repeatsWhileHeld: Bool {
        switch self {
        case .step, .addBoxes, .removeBoxes, .nextCurve, .previousCurve: return true
        default: return false
        }
    }
}
