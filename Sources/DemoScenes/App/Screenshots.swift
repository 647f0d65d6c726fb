import Foundation

/// Where the window's screenshots go and what became of the last one. Each F12 writes a new
/// numbered file beside the path given (`shot.png` gives `shot-001.png`, `shot-002.png`, …,
/// passing over files already there), so none is overwritten; a scripted capture
/// (`--after-frames`, `--after-ticks`) writes the path itself. A screenshot that cannot be
/// written is reported, never fatal; the HUD shows the outcome for a few seconds of ticks.
public struct Screenshots: Sendable {
    /// The path the user gave (`--screenshot`, default `screenshot.png`).
    public let path: String
    /// Whether each screenshot gets a number of its own rather than the path itself.
    public let isNumbered: Bool
    /// The warning that the directory of ``path`` cannot be written, from the start; nil when
    /// it can or was not checked.
    public let warning: String?
    /// The outcome of the last screenshot (saved, or failed and why) and the tick it came at;
    /// nil before the first.
    public private(set) var outcome: HUDNotice?
    /// The number the next screenshot tries first.
    private var next = 1

    /// Screenshots to `path`, numbered unless `numbered` is false. With `checked`, if the
    /// directory of `path` cannot be written, ``warning`` says so from the start.
    public init(path: String, numbered: Bool = true, checked: Bool = false) {
        self.path = path
        isNumbered = numbered
        let unwritable = checked && !Screenshots.canWrite(directoryOf: path)
        warning = unwritable ? "F12 cannot write to \(Screenshots.directory(of: path))" : nil
    }

    /// What became of screenshots: the last outcome, or the warning; nil before anything
    /// happened.
    public var status: String? { outcome?.text ?? warning }

    /// What the HUD says about screenshots at tick `now`: the last outcome for
    /// ``HUDNotice/seconds`` of ticks, otherwise the warning. A frame about to be captured
    /// (`capturing`) shows only the warning, so no screenshot holds the previous one's outcome.
    public func hudStatus(at now: UInt64, tickRate: UInt64, capturing: Bool) -> String? {
        guard !capturing, let outcome, outcome.isShowing(at: now, tickRate: tickRate) else { return warning }
        return outcome.text
    }

    /// The path the next screenshot goes to: the first numbered one no file holds yet, or the
    /// path itself when not numbered.
    public func nextPath(exists: (String) -> Bool = FileManager.default.fileExists(atPath:)) -> String {
        next(exists: exists).path
    }

    private func next(exists: (String) -> Bool) -> (path: String, number: Int) {
        guard isNumbered else { return (path, next) }
        var number = next
        while exists(Screenshots.numbered(path, number)), number < 999_999 { number += 1 }
        return (Screenshots.numbered(path, number), number)
    }

    /// Saves a screenshot with `save`, given the path; records the outcome, at `tick`, in
    /// ``outcome`` and returns the error if it failed. The demo goes on either way.
    public mutating func take(
        at tick: UInt64 = 0, exists: (String) -> Bool = FileManager.default.fileExists(atPath:),
        _ save: (String) throws(DemoError) -> Void
    ) -> DemoError? {
        let target = next(exists: exists)
        do {
            try save(target.path)
        } catch {
            let reason = error.message.replacingOccurrences(of: "sdl-demo: ", with: "")
            outcome = HUDNotice("screenshot failed: \(reason)", at: tick)
            return error
        }
        next = target.number + 1
        outcome = HUDNotice("saved \(target.path)", at: tick)
        return nil
    }

    /// `path` with `-NNN` before its extension.
    static func numbered(_ path: String, _ number: Int) -> String {
        let digits = String(number)
        let suffix = "-" + String(repeating: "0", count: max(3 - digits.count, 0)) + digits
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + suffix }
        let stem = path.dropLast(name.distance(from: dot, to: name.endIndex))
        return stem + suffix + name[dot...]
    }

    /// The directory a file at `path` would go in.
    public static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// Whether the directory of `path` exists and this process may create files in it.
    public static func canWrite(directoryOf path: String) -> Bool {
        let directory = directory(of: path)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
            && isDirectory.boolValue && FileManager.default.isWritableFile(atPath: directory)
    }
}
