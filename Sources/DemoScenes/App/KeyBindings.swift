/// The keys and the mouse button of the window, as the help lists them, and the command each
/// key gives. The window turns its platform's key codes into ``Key``s.
public enum KeyBindings {
    /// Boxes added or removed by one press of `+` or `-`.
    public static let boxesPerPress = 500

    /// A key the demo answers to, whatever the platform calls it.
    public enum Key: Equatable, Sendable, CaseIterable {
        /// Switch scene.
        case t
        /// Pause.
        case space
        /// Single step.
        case period
        /// Slow motion.
        case s
        /// Reverse.
        case r
        /// Next curve, or previous with Shift.
        case c
        /// Next curve.
        case right
        /// Previous curve.
        case left
        /// Next arrangement.
        case n
        /// Next arrangement.
        case tab
        /// Next panel font.
        case f
        /// Add boxes (`+`).
        case plus
        /// Add boxes (`=`, which shares its key with `+` on many layouts).
        case equals
        /// Add boxes.
        case keypadPlus
        /// Remove boxes.
        case minus
        /// Remove boxes.
        case keypadMinus
        /// Autopilot.
        case a
        /// Screenshot.
        case f12
        /// Quit.
        case escape
        /// Quit.
        case q
        /// Next label of the choreography.
        case l
        /// Next speed of the choreography.
        case x
    }

    /// (keys, what they do, the short form the panel lists), in the order the help lists them.
    public static let help: [(keys: String, action: String, short: String)] = [
        ("T", "next scene: field, choreography (timelines), rollback (two peers), motion", "T  scene"),
        ("Space", "pause / resume, in every scene", "Space  pause"),
        (".", "single step (one tick; works while paused)", ".  single step"),
        ("S", "slow motion on/off (time scale 1/4), in every scene", "S  slow motion 1/4"),
        ("R", "reverse: every box back to its previous target (choreography: backwards)", "R  reverse"),
        (
            "C / Shift+C, Right / Left", "next / previous curve (mixed, Penner, CSS, steps, springs)",
            "C  curve (Shift: back)"
        ),
        (
            "N or Tab", "next arrangement (grid, sunflower, wave, scatter; rollback: both peers move)",
            "N  arrangement"
        ),
        (
            "click",
            "gather every box around the mouse (rollback: that panel's peer's boxes; choreography: the "
                + "inspector's buttons, or drag its playhead to seek)",
            "click  gather"
        ),
        ("L", "choreography: jump to the next label (enter, pulse, leave)", "L  next label"),
        ("X", "choreography: timeline speed x1, x2, x1/2", "X  timeline speed"),
        ("F", "next panel font (body, title, caption, quote) via environmentTransition", "F  panel font"),
        ("+ / -", "add / remove \(boxesPerPress) boxes", "+ -  add / remove boxes"),
        ("A", "autopilot on/off (field: next arrangement and font after 3 s idle)", "A  autopilot"),
        ("F12", "save a screenshot (--screenshot PATH)", "F12  screenshot"),
        ("Esc or Q", "quit", "Esc  quit"),
    ]

    /// The keys the field alone answers to, as ``help`` names them: the choreography drops them.
    static let fieldOnly: Set<String> = ["N or Tab", "F", "+ / -"]
    /// The keys only the choreography answers to, as ``help`` names them: the others drop them.
    static let choreographyOnly: Set<String> = ["L", "X"]
    /// What the keys that act differently do in the choreography, in the panel's short form: R
    /// runs its timelines backwards, a click works the inspector, C sets the field's curve (the
    /// HUD names it), A the switch the other scenes' autopilots follow.
    static let inChoreography = [
        "R": "R  timelines backwards", "click": "click  drag playhead",
        "C / Shift+C, Right / Left": "C  field's curve", "A": "A  autopilot (other scenes)",
    ]

    /// The key list the panel shows in `scene`: only the keys that scene takes.
    public static func keyList(for scene: SceneKind) -> [String] {
        switch scene {
        case .field: return fieldKeys
        case .choreography: return choreographyKeys
        case .rollback: return rollbackKeys
        case .motion: return motionKeys
        }
    }

    /// The keys the motion scene drops, as ``help`` names them.
    static let droppedByMotion: Set<String> = choreographyOnly.union(["+ / -"])
    /// What the keys that act differently do in the motion scene, in the panel's short form.
    static let inMotion = [
        "R": "R  pause gameplay", "C / Shift+C, Right / Left": "C  gameplay speed",
        "N or Tab": "N  next wave", "click": "click  flick the card", "F": "F  flick",
        "A": "A  autopilot (flicks, pauses)",
    ]
    private static let motionKeys = help.filter { !droppedByMotion.contains($0.keys) }.map {
        inMotion[$0.keys] ?? $0.short
    }

    /// The keys the rollback scene drops, as ``help`` names them.
    static let droppedByRollback: Set<String> = choreographyOnly.union(["R", "F", "+ / -"])
    /// What the keys that act differently do in the rollback scene, in the panel's short form.
    static let inRollback = [
        "N or Tab": "N  both peers move", "click": "click  that peer moves",
        "C / Shift+C, Right / Left": "C  field's curve", "A": "A  autopilot (scripted moves)",
    ]
    private static let rollbackKeys = help.filter { !droppedByRollback.contains($0.keys) }.map {
        inRollback[$0.keys] ?? $0.short
    }

    /// The key list of the rollback scene playing another process: no scene switch, no N, no
    /// curve (the field never shows), and a click moves this process's peer.
    public static let networkRollbackKeys = help.filter {
        !droppedByRollback.union(["T", "N or Tab", "C / Shift+C, Right / Left"]).contains($0.keys)
    }.map { $0.keys == "click" ? "click  this peer moves" : inRollback[$0.keys] ?? $0.short }

    private static let fieldKeys = help.filter { !choreographyOnly.contains($0.keys) }.map(\.short)
    private static let choreographyKeys = help.filter { !fieldOnly.contains($0.keys) }.map {
        inChoreography[$0.keys] ?? $0.short
    }

    /// The command for a press of `key`; `shift` tells whether Shift is held.
    public static func command(for key: Key, shift: Bool) -> DemoCommand {
        switch key {
        case .t: return .switchScene
        case .space: return .togglePause
        case .period: return .step
        case .s: return .toggleSlowMotion
        case .r: return .reverse
        case .c: return shift ? .previousCurve : .nextCurve
        case .right: return .nextCurve
        case .left: return .previousCurve
        case .n, .tab: return .nextArrangement
        case .f: return .nextFont
        case .plus, .equals, .keypadPlus: return .addBoxes(boxesPerPress)
        case .minus, .keypadMinus: return .removeBoxes(boxesPerPress)
        case .a: return .toggleAutopilot
        case .f12: return .screenshot
        case .escape, .q: return .quit
        case .l: return .nextLabel
        case .x: return .nextTimelineSpeed
        }
    }
}
