/// Which frames of the demo's field section 6 times, with how many boxes, and the limit a whole
/// frame is held to.
struct FrameScenario {
    /// When the timed frames fall.
    enum Moment {
        /// The first frames of `sdl-demo --headless`: the boxes growing from the middle of the
        /// field into the grid, after ``FrameBenchmark/warmUpFrames`` frames.
        case opening
        /// The frames right after the key that rearranges the field (N): the field settles
        /// first, then each timed run starts with the next arrangement, so every box's frame,
        /// colour and corner radius is moving in each of its frames, spread over the window.
        case afterRearrangement
    }

    /// Boxes in the field.
    let rectangles: Int
    /// When the timed frames fall.
    let moment: Moment
    /// The most milliseconds a whole frame may take: one frame of a 60 Hz display at 20,000
    /// boxes, of a 30 Hz one at 100,000.
    let limit: Double

    /// The scenarios section 6 runs, in the order it prints them: the opening frames at 20,000
    /// boxes, then frames right after a rearrangement at 20,000 and at 100,000.
    static let all = [
        FrameScenario(rectangles: 20_000, moment: .opening, limit: 16.7),
        FrameScenario(rectangles: 20_000, moment: .afterRearrangement, limit: 16.7),
        FrameScenario(rectangles: 100_000, moment: .afterRearrangement, limit: 33),
    ]

    /// The scenario in a few words, for the table and the targets.
    var name: String {
        switch moment {
        case .opening: return "opening"
        case .afterRearrangement: return "after N"
        }
    }
}
