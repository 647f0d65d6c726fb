/// The files `--record DIR` writes: one PNG per frame, `DIR/frame-0001.png`, `DIR/frame-0002.png`,
/// …, numbered from 1 with at least four digits (more when the run has more frames), so that
/// they sort in order.
public enum RecordedFrames {
    /// The path of frame `number` (from 1) of a run of `count` frames, in `directory`.
    public static func path(_ number: Int, of count: Int, in directory: String) -> String {
        let digits = String(number)
        let width = max(4, String(count).count)
        let name = "frame-" + String(repeating: "0", count: max(width - digits.count, 0)) + digits + ".png"
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
