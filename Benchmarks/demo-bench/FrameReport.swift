import BenchSupport

extension FrameOutcome {
    /// Section 6's heading and the columns of its table.
    static func heading(width: Int, height: Int) -> [String] {
        [
            "6. Frame: the demo's field, as sdl-demo --headless --entities N draws it: the update, what the "
                + "renderer reads, and the drawing",
            "   (SDL's software renderer on a \(width) × \(height) surface); ms per frame. opening: the boxes "
                + "growing into the grid; after N: the frames right after",
            "   the key that rearranges the field, every box moving (update includes the key's retargets, "
                + "also given alone as ms per key)",
            right("boxes", 8) + right("frames", 9) + right("update", 22) + right("read", 22)
                + right("draw", 22)
                + right("frame", 24) + right("ticks/frame", 12) + right("alloc/frame", 12)
                + right("key", 22),
        ]
    }

    /// The scenario's row of the table, or why it has none.
    var row: String {
        switch self {
        case .measured(let result):
            return right(grouped(result.rectangles), 8) + right(result.scenario.name, 9)
                + right(describe(result.update, 2), 22) + right(describe(result.read, 2), 22)
                + right(describe(result.draw, 2), 22) + right(describe(result.total, 2), 24)
                + right(fixed(result.ticksPerFrame, 2), 12) + right(fixed(result.allocationsPerFrame, 1), 12)
                + right(result.rearrangement.map { describe($0, 1) } ?? "-", 22)
        case .notDone(let reason):
            return "   not measured: \(reason)"
        }
    }

    /// The frame's target: a whole frame within one frame of a 60 Hz display (20,000 boxes) or
    /// of a 30 Hz one (100,000).
    var targets: [Target] {
        guard case .measured(let run) = self else { return [] }
        let moment = run.scenario.moment == .opening ? "" : ", right after a rearrangement"
        return [
            Target(
                name:
                    "frame, \(grouped(run.rectangles)) boxes\(moment): ms per frame ≤ \(fixed(run.scenario.limit, 1))",
                value: run.total.median, limit: run.scenario.limit, digits: 2)
        ]
    }
}
