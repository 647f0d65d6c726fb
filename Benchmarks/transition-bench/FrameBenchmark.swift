import DemoScenes
import Engine

/// Section 6's figures: frames of the demo's scene, simulated and read as a renderer reads them.
struct FrameResult {
    /// Rectangles in the scene.
    let rectangles: Int
    /// Engine ticks per frame (a frame is 1/60 s on a mock clock and the demo ticks at 60 Hz;
    /// whole nanoseconds make some frames run none and the next two).
    let ticksPerFrame: Double
    /// Milliseconds per frame running the engine (the scene's systems and the transitions).
    let update: Summary
    /// Milliseconds per frame reading what a renderer draws: every box's frame, colour and
    /// radius and every text line's font, presented at the frame's alpha, and the HUD's lines.
    let read: Summary
    /// Milliseconds per whole frame, update and read.
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
                ("msRead", .summary(result.read)), ("msFrame", .summary(result.total)),
                ("allocationsPerFrame", .number(result.allocationsPerFrame, digits: 1)),
            ])
        case .notDone(let reason):
            return .object([("measured", .bool(false)), ("reason", .string(reason))])
        }
    }
}

/// Runs the demo's field of boxes as `sdl-demo --headless --entities 20000` does, on a mock
/// clock, and times each frame: the engine's update, then the ``SceneSnapshot`` that the
/// demo's renderer draws from. No pixels are drawn: this is the part of a frame that needs no
/// drawing library, and the benchmark does not link SDL.
enum FrameBenchmark {
    /// Rectangles in the scene.
    static let rectangles = 20_000
    /// Frames run before timing.
    static let warmUpFrames = 10
    /// Frames in each timed run: a fifth of a second, so that every run ticks about as often.
    static let framesPerRun = 12

    /// Times `runs` runs of ``framesPerRun`` frames, or says why it cannot.
    static func run(runs: Int) -> FrameOutcome {
        var options = DemoOptions()
        options.entities = rectangles
        let app: DemoApp<MockClock>
        do {
            app = try DemoApp(clock: MockClock(), options: options)
        } catch {
            return .notDone("the demo's scene could not start: \(error)")
        }
        let stats = FrameStats(framesPerSecond: 60)
        // What was read, folded into a number the optimiser must compute.
        var checksum = 0
        func read() {
            let snapshot = app.snapshot(stats: stats)
            checksum &+= snapshot.boxes.count &+ snapshot.textLines.count &+ snapshot.hudLines.count
        }
        for _ in 0..<warmUpFrames {
            app.runFrames(1)
            read()
        }
        let ticksBefore = app.world.tick
        var update: [Double] = []
        var reading: [Double] = []
        var total: [Double] = []
        var allocations: UInt64 = 0
        for _ in 0..<runs {
            var updateNanoseconds: UInt64 = 0
            var readNanoseconds: UInt64 = 0
            allocations += Allocations.counted {
                for _ in 0..<framesPerRun {
                    updateNanoseconds += nanoseconds { app.runFrames(1) }
                    readNanoseconds += nanoseconds(read)
                }
            }
            let perFrame = 1e6 * Double(framesPerRun)
            update.append(Double(updateNanoseconds) / perFrame)
            reading.append(Double(readNanoseconds) / perFrame)
            total.append(Double(updateNanoseconds + readNanoseconds) / perFrame)
        }
        withUnsafePointer(to: checksum) { cbaselineKeep($0) }
        let frames = runs * framesPerRun
        return .measured(
            FrameResult(
                rectangles: app.scene.boxes.count,
                ticksPerFrame: Double(app.world.tick - ticksBefore) / Double(frames),
                update: Summary(update), read: Summary(reading), total: Summary(total),
                allocationsPerFrame: Double(allocations) / Double(frames)))
    }
}
