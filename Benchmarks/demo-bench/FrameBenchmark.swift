import BenchSupport
import DemoSDL
import DemoScenes
import Engine

/// Section 6's figures: whole frames of the demo's field, simulated, read and drawn headless.
struct FrameResult {
    /// What was timed.
    let scenario: FrameScenario
    /// Rectangles in the scene.
    let rectangles: Int
    /// Width and height of the canvas drawn on, in pixels.
    let size: (width: Int, height: Int)
    /// Engine ticks per frame (a frame is 1/60 s on a mock clock and the demo ticks at 60 Hz;
    /// whole nanoseconds make some frames run none and the next two).
    let ticksPerFrame: Double
    /// Milliseconds per frame running the engine (the scene's systems and the transitions).
    let update: Summary
    /// Milliseconds per frame reading what the renderer draws: every box's frame, colour and
    /// radius and every text line's font, presented at the frame's alpha, and the HUD's lines.
    let read: Summary
    /// Milliseconds per frame drawing what was read on the headless canvas (SDL's software
    /// renderer on a surface, whose pixels the canvas writes shapes into itself), until the
    /// pixels are in the surface.
    let draw: Summary
    /// Milliseconds per whole frame: update, read and draw.
    let total: Summary
    /// Milliseconds the key that rearranges the field took to carry out (its retargets), once
    /// per run, included in ``update``; nil for the opening frames.
    let rearrangement: Summary?
    /// Allocations per whole frame, SDL's included.
    let allocationsPerFrame: Double
}

/// Section 6, measured or not.
enum FrameOutcome {
    /// Measured.
    case measured(FrameResult)
    /// Not measured, and why.
    case notDone(String)

    /// The outcome as JSON.
    var json: JSON {
        switch self {
        case .measured(let result):
            return .object([
                ("measured", .bool(true)), ("moment", .string(result.scenario.name)),
                ("rectangles", .integer(result.rectangles)),
                ("width", .integer(result.size.width)), ("height", .integer(result.size.height)),
                ("ticksPerFrame", .number(result.ticksPerFrame, digits: 2)),
                ("msUpdate", .summary(result.update)), ("msRead", .summary(result.read)),
                ("msDraw", .summary(result.draw)), ("msFrame", .summary(result.total)),
                ("msRearrangement", result.rearrangement.map { .summary($0) } ?? .null),
                ("allocationsPerFrame", .number(result.allocationsPerFrame, digits: 1)),
            ])
        case .notDone(let reason):
            return .object([("measured", .bool(false)), ("reason", .string(reason))])
        }
    }
}

/// Runs the demo's field of boxes as `sdl-demo --headless --entities N` does, on a mock clock,
/// and times each frame in three parts: the engine's update, the ``SceneSnapshot`` the renderer
/// draws from, and the drawing of it by the demo's ``SceneRenderer`` into a 1280 × 800
/// ``OffscreenCanvas`` (SDL's software renderer), as the headless image is drawn.
enum FrameBenchmark {
    /// Frames run before timing.
    static let warmUpFrames = 10
    /// Frames the field runs, undrawn, to settle before the first rearrangement: 5 s.
    static let settleFrames = 300
    /// Frames in each timed run: a fifth of a second, so that every run ticks about as often
    /// (and every transition a rearrangement starts is still running at its end).
    static let framesPerRun = 12

    /// Times `runs` runs of ``framesPerRun`` frames of `scenario`, or says why it cannot (no
    /// font, no SDL).
    static func run(_ scenario: FrameScenario, runs: Int) -> FrameOutcome {
        var options = DemoOptions()
        options.headless = true
        options.entities = scenario.rectangles
        let app: DemoApp<MockClock>
        let image: OffscreenCanvas
        let renderer: SceneRenderer
        do {
            app = try DemoApp(clock: MockClock(), options: options)
            let fonts = try FontCache(files: try FontFiles.locate(fontPath: options.fontPath))
            image = try OffscreenCanvas(width: options.width, height: options.height)
            renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        } catch {
            let reason = error.message.split(separator: "\n").joined(separator: " ")
            return .notDone("the headless demo could not start: \(reason)")
        }
        defer { renderer.fonts.close() }
        let rearranges = scenario.moment == .afterRearrangement
        if rearranges {
            app.field.autopilot = false
            app.runFrames(settleFrames)
            app.apply(.nextArrangement)
        }
        for _ in 0..<warmUpFrames {
            app.runFrames(1)
            Headless.draw(app.snapshot(stats: Headless.stats), with: renderer, on: image)
        }
        let ticksBefore = app.world.tick
        var update: [Double] = []
        var reading: [Double] = []
        var drawing: [Double] = []
        var total: [Double] = []
        var rearranging: [Double] = []
        var allocations: UInt64 = 0
        for _ in 0..<runs {
            var rearrangeNanoseconds: UInt64 = 0
            var updateNanoseconds: UInt64 = 0
            var readNanoseconds: UInt64 = 0
            var drawNanoseconds: UInt64 = 0
            allocations += Allocations.counted {
                if rearranges { rearrangeNanoseconds = nanoseconds { app.apply(.nextArrangement) } }
                for _ in 0..<framesPerRun {
                    updateNanoseconds += nanoseconds { app.runFrames(1) }
                    var snapshot: SceneSnapshot? = nil
                    readNanoseconds += nanoseconds { snapshot = app.snapshot(stats: Headless.stats) }
                    drawNanoseconds += nanoseconds {
                        Headless.draw(snapshot!, with: renderer, on: image)
                    }
                }
            }
            updateNanoseconds += rearrangeNanoseconds
            let perFrame = 1e6 * Double(framesPerRun)
            rearranging.append(Double(rearrangeNanoseconds) / 1e6)
            update.append(Double(updateNanoseconds) / perFrame)
            reading.append(Double(readNanoseconds) / perFrame)
            drawing.append(Double(drawNanoseconds) / perFrame)
            total.append(Double(updateNanoseconds + readNanoseconds + drawNanoseconds) / perFrame)
        }
        // What was drawn, folded into a number the optimiser must compute.
        var checksum = Int(image.pixel(x: image.width / 2, y: image.height / 2).0)
        withUnsafePointer(to: &checksum) { cbaselineKeep($0) }
        let frames = runs * framesPerRun
        return .measured(
            FrameResult(
                scenario: scenario, rectangles: app.field.boxes.count, size: (image.width, image.height),
                ticksPerFrame: Double(app.world.tick - ticksBefore) / Double(frames),
                update: Summary(update), read: Summary(reading), draw: Summary(drawing),
                total: Summary(total), rearrangement: rearranges ? Summary(rearranging) : nil,
                allocationsPerFrame: Double(allocations) / Double(frames)))
    }
}
