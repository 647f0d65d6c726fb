import BenchSupport

extension FrameOutcome {
    /// Section 6's lines: a header, then the figures or why there are none.
    var lines: [String] {
        switch self {
        case .measured(let result):
            return [
                "6. Frame: the demo's field with \(grouped(result.rectangles)) boxes, as sdl-demo --headless "
                    + "draws it: the update, what the renderer reads, and the drawing",
                "   (SDL's software renderer on a \(result.size.width) × \(result.size.height) surface); "
                    + "ms per frame",
                right("update", 24) + right("read", 24) + right("draw", 24) + right("frame", 24)
                    + right("ticks/frame", 13) + right("alloc/frame", 13),
                right(describe(result.update, 2), 24) + right(describe(result.read, 2), 24)
                    + right(describe(result.draw, 2), 24) + right(describe(result.total, 2), 24)
                    + right(fixed(result.ticksPerFrame, 2), 13)
                    + right(fixed(result.allocationsPerFrame, 1), 13),
            ]
        case .notDone(let reason):
            return ["6. Frame: not measured: \(reason)"]
        }
    }

    /// The frame's target: a whole frame within one frame of a 60 Hz display.
    var targets: [Target] {
        guard case .measured(let run) = self else { return [] }
        return [
            Target(
                name: "frame, \(grouped(run.rectangles)) boxes: ms per frame ≤ 16.7", value: run.total.median,
                limit: 16.7, digits: 2)
        ]
    }
}
