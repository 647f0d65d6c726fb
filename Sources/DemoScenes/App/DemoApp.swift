import Engine
import TransitionCore

/// The demo without its window: a simulation on any clock, the scene showing on it, and the
/// commands of the keys and mouse. The window drives one on the system clock, the headless
/// renderer and the tests one on a ``MockClock``.
public final class DemoApp<Source: TimeSource> {
    /// The simulation: world, clock and fixed-step loop.
    public let simulation: Simulation<Source>
    /// The field of boxes, the text panel and their rules. While another scene shows, the
    /// field is suspended (no boxes) and that scene takes its layout and borrows its panel.
    public let field: FieldScene
    /// The scene showing: the field, or the one that took its place.
    public internal(set) var activeScene: any Scene
    /// The seed of the options, which the rollback scene's network and script draw from.
    let seed: UInt64
    /// The rollback scene playing another process (`--listen`, `--connect`); nil otherwise.
    var networkScene: NetworkRollbackScene?
    /// What the last ``frame()`` did; nil before the first.
    public private(set) var lastFrame: Frame?
    /// Whether the user asked to quit.
    public private(set) var wantsQuit = false
    /// Whether the user asked for a screenshot that has not been taken yet.
    public var wantsScreenshot = false
    /// Where screenshots go and what became of the last one (the HUD shows it).
    public var screenshots: Screenshots
    /// The last change made to the field from a scene that does not show it (C there sets the
    /// field's curve), which the HUD names for a few seconds; nil before any.
    public private(set) var fieldNotice: HUDNotice?
    /// Frames run by ``runFrames(_:)`` on a mock clock.
    var mockFrames = 0
    /// Time scale of slow motion, of every scene.
    public static var slowMotion: TimeScale { TimeScale(1, 4) }

    /// An app on `clock` set up by `options`, laid out for `options.width` × `options.height`.
    /// With `options.network`, the rollback scene's peer connects first (a listener waits up
    /// to 5 s for the other process).
    public init(clock: Source, options: DemoOptions) throws(DemoError) {
        guard ArgumentParser.tickRateRange.contains(Int(clamping: options.tickRate)) else {
            throw .usage(
                .outOfRange(flag: "--hz", value: "\(options.tickRate)", range: ArgumentParser.tickRateRange))
        }
        simulation = Simulation(clock: clock, tickRate: options.tickRate)
        field = FieldScene(
            world: simulation.world, layout: Layout(width: options.width, height: options.height),
            boxCount: options.entities, seed: options.seed, curve: options.curve)
        field.autopilot = options.autopilot
        seed = options.seed
        screenshots = Screenshots(
            path: options.screenshotPath, numbered: !options.capturesOnce,
            checked: options.opensWindow)
        activeScene = field
        simulation.addSystem { [unowned self] _, _ in
            self.activeScene.update(autopilot: self.field.autopilot)
        }
        if let role = options.network {
            let clock = simulation.clock
            let milliseconds = { clock.now() / 1_000_000 }
            let game = try NetworkPeer(
                role: role, link: options.link, tickRate: options.tickRate, seed: options.seed,
                clock: milliseconds)
            networkScene = NetworkRollbackScene(game: game, layout: field.layout, clock: milliseconds)
        }
        show(options.scene)
    }

    /// The world.
    public var world: World { simulation.world }

    /// The interpolation alpha of the last frame: where between ticks to draw.
    public var alpha: Double { simulation.alpha }

    /// Whether time runs at a quarter speed.
    public var isSlowMotion: Bool { simulation.loop.timeScale != .normal }

    /// Runs the ticks that are due on the clock.
    @discardableResult
    public func frame() -> Frame {
        let frame = simulation.frame()
        lastFrame = frame
        return frame
    }

    /// Carries out `command`, as a frame whose only input it is.
    public func apply(_ command: DemoCommand) {
        apply(CollectionOfOne(command))
    }

    /// Carries out one frame's commands, in order, as one change: whatever arrives, the frame
    /// does a bounded amount of work. The field's boxes are spawned or despawned once for the net
    /// count asked for (see ``FieldScene/applyChanges()``) and laid out at most once; the scene
    /// switches once, to where that many `T`s go round the scenes, after the rest; and repeated
    /// single steps run one tick. Retargets start at the last tick run, from the values presented
    /// there (the engine's `animate` has no fractional start), so springs keep their velocity.
    public func apply(_ commands: some Sequence<DemoCommand>) {
        var switches = 0
        var stepped = false
        for command in commands {
            if command.isUserInput { field.noteInput() }
            switch command {
            case .switchScene: switches += 1
            case .step:
                guard !stepped else { continue }
                stepped = true
                carryOut(command)
            default: carryOut(command)
            }
        }
        if switches % SceneKind.allCases.count != 0 {
            // The field's changes asked for are made, or kept for its return.
            show(sceneKind.advanced(by: switches))
        } else {
            field.applyChanges()
        }
    }

    /// Carries out `command`: the loop's commands, the scene switch, the screenshot and quitting
    /// here, in every scene alike; a resize in the field, whose layout the scene showing then
    /// takes; the rest in the scene showing, then in the field for what that scene leaves (the
    /// curve and the autopilot are the field's). The field asks for its changes rather than
    /// making them.
    private func carryOut(_ command: DemoCommand) {
        switch command {
        case .quit: wantsQuit = true
        case .screenshot: wantsScreenshot = true
        case .togglePause: simulation.loop.isPaused.toggle()
        case .step: simulation.loop.step()
        case .toggleSlowMotion: simulation.loop.timeScale = isSlowMotion ? .normal : DemoApp.slowMotion
        case .switchScene: show(sceneKind.next)
        case .resize(let width, let height):
            field.resize(width: width, height: height)
            activeScene.resize(to: field.layout)
        case .reverse, .nextCurve, .previousCurve, .nextArrangement, .gather, .drag, .release, .nextFont,
            .addBoxes, .removeBoxes, .toggleAutopilot, .nextLabel, .nextTimelineSpeed:
            if !activeScene.handle(command), activeScene !== field, field.handle(command) {
                noteFieldChange(command)
            }
        }
    }

    /// Names a change to the field's curve, made from a scene that does not show it, in the
    /// HUD. The autopilot needs no notice: each scene's HUD shows its switch.
    private func noteFieldChange(_ command: DemoCommand) {
        guard command == .nextCurve || command == .previousCurve else { return }
        fieldNotice = HUDNotice("field's curve \(field.curveChoice.name)", at: world.tick)
    }

    /// Takes the screenshot asked for, saving it with `save` (given the path), and clears the
    /// request; returns the error if it could not be saved. The demo goes on either way: the
    /// HUD reports the outcome.
    @discardableResult
    public func takeScreenshot(_ save: (String) throws(DemoError) -> Void) -> DemoError? {
        wantsScreenshot = false
        return screenshots.take(at: world.tick, save)
    }

    /// The HUD's lines for the frame about to be drawn. The notices (the screenshot's outcome,
    /// a change to the field from another scene) show for ``HUDNotice/seconds`` of ticks; a
    /// frame about to be captured shows no screenshot's outcome.
    public func hudLines(_ stats: FrameStats) -> [String] {
        let fps = stats.framesPerSecond.map { Format.fixed($0, 1) } ?? "-"
        let msPerTick = stats.millisecondsPerTick.map { Format.fixed($0, 3) } ?? "-"
        var modes: [String] = []
        if simulation.loop.isPaused { modes.append("PAUSED") }
        if isSlowMotion { modes.append("slow x1/4") }
        if let mode = activeScene.hudMode(autopilot: field.autopilot) { modes.append(mode) }
        let (now, rate) = (world.tick, simulation.loop.tickRate)
        if let notice = fieldNotice, activeScene !== field, notice.isShowing(at: now, tickRate: rate) {
            modes.append(notice.text)
        }
        if let status = screenshots.hudStatus(at: now, tickRate: rate, capturing: wantsScreenshot) {
            modes.append(status)
        }
        return [
            "tick \(simulation.loop.tickRate) Hz   fps \(fps)   ms/tick \(msPerTick)   "
                + "boxes \(activeScene.boxCount)   transitions \(activeScene.activeTransitionCount)",
            activeScene.hudLine,
            (["tick #\(world.tick)", "renderer \(stats.renderer ?? "-")"] + modes).joined(separator: "   "),
        ]
    }
}

extension DemoApp where Source == MockClock {
    /// Runs `count` frames of exactly 1/60 s each on the mock clock (the k-th ends at
    /// k·10⁹/60 ns, so no rounding accumulates). The first call also starts the loop.
    public func runFrames(_ count: Int) {
        if mockFrames == 0 { frame() }
        for _ in 0..<max(count, 0) {
            mockFrames += 1
            simulation.clock.nanoseconds = UInt64(mockFrames) * 1_000_000_000 / 60
            frame()
        }
    }
}
