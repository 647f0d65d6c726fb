import Engine

extension FieldScene: Scene {
    /// The field.
    public var kind: SceneKind { .field }

    /// None: the field is one world.
    public func peerViews(alpha: Double) -> [PeerView] { [] }

    /// Nothing: the field draws only its boxes.
    public func overlay(alpha: Double) -> FieldOverlay { .empty }

    /// Its text entities: F moves their font.
    public var showsPanelText: Bool { true }

    /// The note at the top of the text panel: the font F moves the panel to.
    public var panelNote: String {
        let target = FontDescriptor.cycleNames[fontIndex]
        return "Text entities under one parent; F moves the parent's environment FontDescriptor to "
            + "\(target)."
    }

    /// The HUD's second line: the timing and the arrangement.
    public var hudLine: String { "curve \(curveChoice.name)   arrangement \(arrangement.name)" }

    /// Whether the autopilot is on.
    public func hudMode(autopilot: Bool) -> String? { autopilot ? "autopilot on" : "autopilot off" }

    /// The field's boxes.
    public var boxCount: Int { boxes.count }

    /// The world's running transitions.
    public var activeTransitionCount: Int { world.activeTransitionCount }

    /// Carries out `command` by asking for its change (see ``applyChanges()``); returns false
    /// for the loop's commands, the scene switch, the screenshot, quitting and resizing, which
    /// are the app's.
    public func handle(_ command: DemoCommand) -> Bool {
        switch command {
        case .reverse: requestReverse()
        case .nextCurve: curveChoice = curveChoice.advanced(by: 1)
        case .previousCurve: curveChoice = curveChoice.advanced(by: -1)
        case .nextArrangement: requestArrangement(arrangementAsked.next)
        case .gather(let x, let y): requestArrangement(.gather(x: x, y: y))
        case .nextFont: nextFont()
        case .addBoxes(let count): requestBoxes(max(count, 0))
        case .removeBoxes(let count): requestBoxes(-min(max(count, 0), FieldScene.maximumBoxes))
        case .toggleAutopilot: autopilot.toggle()
        case .drag, .release, .nextLabel, .nextTimelineSpeed: break
        case .quit, .screenshot, .togglePause, .step, .toggleSlowMotion, .switchScene, .resize:
            return false
        }
        return true
    }

    /// Lays the field out for `layout`, as ``resize(width:height:)`` does.
    public func resize(to layout: Layout) {
        resize(width: layout.width, height: layout.height)
    }

    /// The autopilot: once ``autopilotSeconds`` pass without the user's input or a move of its
    /// own, and while the field shows, the next arrangement and the next font.
    public func update(autopilot: Bool) {
        autopilotSystem(tick: world.tick &+ 1, autopilot: autopilot)  // the tick about to run
    }

    /// Suspends the field (see ``suspend()``).
    public func leave() {
        suspend()
    }
}
