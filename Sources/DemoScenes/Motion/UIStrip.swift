import Engine
import TransitionCore

/// The motion scene's UI strip, on the "ui" clock domain: three buttons that breathe (a
/// repeating timeline each, a little after the one before) and a speed knob that slides
/// between four notches (additive moves, so that quick presses add up). Places are whole
/// pixels, so the knob's sums of moves land exactly on a notch.
public struct UIStrip: Equatable, Sendable {
    /// The strip's background.
    public let background: Rect
    /// Each button's frame at rest.
    public let buttons: [BoxFrame]
    /// The knob's track.
    public let track: Rect
    /// The knob's frame at each notch, one per ``MotionDomains/timeScales`` entry.
    public let notches: [BoxFrame]

    /// The buttons' captions.
    public static let captions = ["pause", "speed", "ui"]
    /// Pixels a button grows by on each side when it breathes in.
    public static let breath: Float = 4
    /// Seconds one breath (in and out) takes; each button starts ``breathLag`` after the one before.
    public static let breathSeconds = 1.8
    /// Seconds between one button's breath and the next's.
    public static let breathLag = 0.3
    /// How the knob moves to a notch.
    public static let knobMove = Animation.spring(response: 0.4, dampingFraction: 0.62)

    /// The strip in `area`.
    public init(in area: Rect) {
        background = Rect(
            x: area.x.rounded(.down), y: area.y.rounded(.down), width: area.width.rounded(.down),
            height: area.height.rounded(.down))
        let height = max(min(area.height * 0.45, 40), 6).rounded(.down)
        let width = max(min((height * 2.3).rounded(.down), (area.width * 0.5 / 3 - 12).rounded(.down)), 6)
        let y = (area.center.y - height / 2).rounded(.down)
        let left = background.x + (UIStrip.breath + 12).rounded()
        buttons = (0..<3).map { index in
            BoxFrame(x: left + Float(index) * (width + 16), y: y, width: width, height: height)
        }
        let trackLeft = (left + 3 * (width + 16) + 24).rounded(.down)
        let trackRight = (background.maxX - 24).rounded(.down)
        let step = max(((trackRight - trackLeft) / 3).rounded(.down), 1)
        track = Rect(x: trackLeft, y: (area.center.y - 2).rounded(.down), width: 3 * step, height: 4)
        let knob = max((height * 0.6).rounded(.down), 4)
        notches = (0..<MotionDomains.timeScales.count).map { index in
            BoxFrame(
                x: trackLeft + Float(index) * step - (knob / 2).rounded(.down),
                y: (area.center.y - knob / 2).rounded(.down), width: knob, height: knob)
        }
    }

    /// Button `index`'s breathing, one cycle: still until its turn, in and out, still again.
    public func breathing(of index: Int, tickRate: UInt64) -> Timeline<BoxFrame> {
        let home = buttons[index]
        let inhaled = BoxFrame(
            x: home.rect.x - UIStrip.breath, y: home.rect.y - UIStrip.breath,
            width: home.rect.z + 2 * UIStrip.breath, height: home.rect.w + 2 * UIStrip.breath)
        let half = UIStrip.breathSeconds / 2
        var timeline = Timeline(from: home, tickRate: tickRate)
        timeline.add(to: inhaled, .easeInOut(duration: half), at: .at(Double(index) * UIStrip.breathLag))
        timeline.add(to: home, .easeInOut(duration: half))
        timeline.add(to: home, .linear(duration: 0), at: .at(UIStrip.cycleSeconds))
        return timeline
    }

    /// Seconds in one cycle of every button's breathing.
    public static var cycleSeconds: Double { breathSeconds + 2 * breathLag + 0.4 }

    /// Button `index`'s colour with gameplay `paused` and the speed at ``MotionDomains/timeScales``
    /// entry `scale`: the pause button turns orange while paused, the speed button's hue
    /// follows the speed.
    public static func color(of index: Int, paused: Bool, scale: Int) -> OKLab {
        switch index {
        case 0: return paused ? Palette.oklab(0.74, 0.17, 45) : Palette.oklab(0.78, 0.1, 175)
        case 1: return Palette.oklab(0.78, 0.12, Float(220 + 35 * scale))
        default: return Palette.oklab(0.8, 0.09, 280)
        }
    }
}
