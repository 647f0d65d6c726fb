import DemoKit
import Engine

/// Section 6's figures: frames of the demo's scene, simulated and drawn headlessly.
struct FrameResult {
    /// Rectangles in the scene.
    let rectangles: Int
    /// Engine ticks per frame (a frame is 1/60 s on a mock clock and the demo ticks at 60 Hz;
    /// whole nanoseconds make some frames run none and the next two).
    let ticksPerFrame: Double
    /// Milliseconds per frame running the engine (the scene's systems and the transitions).
    let update: Summary
    /// Milliseconds per frame drawing it with SDL's software renderer into memory.
    let draw: Summary
    /// Milliseconds per whole frame.
    let total: Summary
    /// Allocations per whole frame.
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
                ("measured", .bool(true)), ("rectangles", .integer(result.rectangles)),
                ("ticksPerFrame", .number(result.ticksPerFrame, digits: 2)),
                ("msUpdate", .summary(result.update)),
                ("msDraw", .summary(result.draw)), ("msFrame", .summary(result.total)),
                ("allocationsPerFrame", .number(result.allocationsPerFrame, digits: 1)),
            ])
        case .notDone(let reason):
            return .object([("measured", .bool(false)), ("reason", .string(reason))])
        }
    }
}

/// Runs the demo's field of boxes as `sdl-demo --headless --entities 20000` does, on a mock
/// clock, and times each frame: the engine's update, then drawing into an offscreen surface.
enum FrameBenchmark {
    /// Rectangles in the scene.
    static let rectangles = 20_000
    /// Frames run before timing.
    static let warmUpFrames = 10
    /// Frames in each timed run: a fifth of a second, so that every run ticks about as often.
    static let framesPerRun = 12

    /// Times `runs` runs of ``framesPerRun`` frames, or says why it cannot (no font, no SDL).
    static func run(runs: Int) -> FrameOutcome {
        var options = DemoOptions()
        options.entities = rectangles
        options.headless = true
        let fonts: FontCache
        let app: DemoApp<MockClock>
        let image: OffscreenCanvas
        do {
            fonts = try FontCache(files: try FontFiles.locate(fontPath: nil))
            app = try DemoApp(clock: MockClock(), options: options)
            image = try OffscreenCanvas(width: options.width, height: options.height)
        } catch {
            return .notDone("the demo could not start headless: \(error)")
        }
        defer { fonts.close() }
        let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        let stats = FrameStats(framesPerSecond: 60, renderer: "software, headless")
        func draw() {
            renderer.draw(app, stats: stats)
            image.finish()
        }
        for _ in 0..<warmUpFrames {
            app.runFrames(1)
            draw()
        }
        let ticksBefore = app.world.tick
        var update: [Double] = []
        var drawing: [Double] = []
        var total: [Double] = []
        var allocations: UInt64 = 0
        for _ in 0..<runs {
            var updateNanoseconds: UInt64 = 0
            var drawNanoseconds: UInt64 = 0
            allocations += Allocations.counted {
                for _ in 0..<framesPerRun {
                    updateNanoseconds += nanoseconds { app.runFrames(1) }
                    drawNanoseconds += nanoseconds(draw)
                }
            }
            let perFrame = 1e6 * Double(framesPerRun)
            update.append(Double(updateNanoseconds) / perFrame)
            drawing.append(Double(drawNanoseconds) / perFrame)
            total.append(Double(updateNanoseconds + drawNanoseconds) / perFrame)
        }
        let frames = runs * framesPerRun
        return .measured(
            FrameResult(
                rectangles: app.scene.boxes.count,
                ticksPerFrame: Double(app.world.tick - ticksBefore) / Double(frames),
                update: Summary(update), draw: Summary(drawing), total: Summary(total),
                allocationsPerFrame: Double(allocations) / Double(frames)))
    }
}
