import Engine
import TransitionCore

/// The demo without its window: a simulation on any clock, the scene installed on it, and the
/// commands of the keys and mouse. The window drives one on the system clock, the headless
/// renderer and the tests one on a ``MockClock``.
public final class DemoApp<Source: TimeSource> {
    /// The simulation: world, clock and fixed-step loop.
    public let simulation: Simulation<Source>
    /// The field of boxes, the text panel and their rules. While the choreography shows, the
    /// field is suspended (no boxes) and the choreography borrows its panel.
    public let field: FieldScene
    /// The choreographed scene, while it shows; nil in the others.
    public internal(set) var choreography: ChoreographyScene?
    /// The rollback scene, while it shows; nil in the others.
    public internal(set) var rollback: RollbackScene?
    /// The motion scene, while it shows; nil in the others.
    public internal(set) var motion: MotionScene?
    /// The seed of the options, which the rollback scene's network and script draw from.
    let seed: UInt64
    /// What the last ``frame()`` did; nil before the first.
    public private(set) var lastFrame: Frame?
    /// Whether the user asked to quit.
    public private(set) var wantsQuit = false
    /// Whether the user asked for a screenshot that has not been taken yet.
    public var wantsScreenshot = false
    /// Where screenshots go and what became of the last one (the HUD shows it).
    public var screenshots: Screenshots
    /// Frames run by ``runFrames(_:)`` on a mock clock.
    var mockFrames = 0
    /// Time scale of slow motion, of every scene.
    public static var slowMotion: TimeScale { TimeScale(1, 4) }

    /// An app on `clock` set up by `options`, laid out for `options.width` × `options.height`.
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
            path: options.screenshotPath, numbered: options.screenshotAfterFrames == nil,
            checked: options.opensWindow)
        field.install(on: simulation)
        simulation.addSystem { [unowned self] _, _ in self.choreography?.update() }
        simulation.addSystem { [unowned self] _, _ in self.rollback?.update(autopilot: self.field.autopilot) }
        simulation.addSystem { [unowned self] _, _ in self.motion?.update(autopilot: self.field.autopilot) }
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

    /// Carries out `command`, asking the field for its changes rather than making them.
    private func carryOut(_ command: DemoCommand) {
        if choreography != nil, applyToChoreography(command) { return }
        if rollback != nil, applyToRollback(command) { return }
        if motion != nil, applyToMotion(command) { return }
        switch command {
        case .quit: wantsQuit = true
        case .screenshot: wantsScreenshot = true
        case .togglePause: simulation.loop.isPaused.toggle()
        case .step: simulation.loop.step()
        case .toggleSlowMotion: simulation.loop.timeScale = isSlowMotion ? .normal : DemoApp.slowMotion
        case .reverse: field.requestReverse()
        case .nextCurve: field.curveChoice = field.curveChoice.advanced(by: 1)
        case .previousCurve: field.curveChoice = field.curveChoice.advanced(by: -1)
        case .nextArrangement: field.requestArrangement(field.arrangementAsked.next)
        case .gather(let x, let y): field.requestArrangement(.gather(x: x, y: y))
        case .nextFont: field.nextFont()
        case .addBoxes(let count): field.requestBoxes(max(count, 0))
        case .removeBoxes(let count): field.requestBoxes(-min(max(count, 0), FieldScene.maximumBoxes))
        case .toggleAutopilot: field.autopilot.toggle()
        case .resize(let width, let height): field.resize(width: width, height: height)
        case .switchScene: show(sceneKind.next)
        }
    }

    /// Takes the screenshot asked for, saving it with `save` (given the path), and clears the
    /// request; returns the error if it could not be saved. The demo goes on either way: the
    /// HUD reports the outcome.
    @discardableResult
    public func takeScreenshot(_ save: (String) throws(DemoError) -> Void) -> DemoError? {
        wantsScreenshot = false
        return screenshots.take(save)
    }

    /// The HUD's lines for the frame about to be drawn.
    public func hudLines(_ stats: FrameStats) -> [String] {
        let fps = stats.framesPerSecond.map { Format.fixed($0, 1) } ?? "-"
        let msPerTick = stats.millisecondsPerTick.map { Format.fixed($0, 3) } ?? "-"
        var modes: [String] = []
        if simulation.loop.isPaused { modes.append("PAUSED") }
        if isSlowMotion { modes.append("slow x1/4") }
        if let choreography {
            if choreography.isReversed { modes.append("reversed") }
        } else if rollback != nil {
            modes.append(field.autopilot ? "autopilot on (scripted moves)" : "autopilot off")
        } else if motion != nil {
            modes.append(field.autopilot ? "autopilot on (flicks, pauses)" : "autopilot off")
        } else {
            modes.append(field.autopilot ? "autopilot on" : "autopilot off")
        }
        if let status = screenshots.status { modes.append(status) }
        return [
            "tick \(simulation.loop.tickRate) Hz   fps \(fps)   ms/tick \(msPerTick)   "
                + "boxes \(rollback?.boxCount ?? choreography?.boxes.count ?? motion?.boxCount ?? field.boxes.count)   "
                + "transitions \(rollback?.activeTransitionCount ?? world.activeTransitionCount)",
            rollback?.hudLine ?? choreography?.hudLine ?? motion?.hudLine
                ?? "curve \(field.curveChoice.name)   arrangement \(field.arrangement.name)",
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
