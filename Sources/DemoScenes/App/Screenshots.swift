import Foundation

/// Where the window's screenshots go and what became of the last one. Each F12 writes a new
/// numbered file beside the path given (`shot.png` gives `shot-001.png`, `shot-002.png`, …,
/// passing over files already there), so none is overwritten; a scripted capture
/// (`--after-frames`) writes the path itself. A screenshot that cannot be written is reported,
/// never fatal.
public struct Screenshots: Sendable {
    /// The path the user gave (`--screenshot`, default `screenshot.png`).
    public let path: String
    /// Whether each screenshot gets a number of its own rather than the path itself.
    public let isNumbered: Bool
    /// What the HUD says about screenshots: the last one saved or failed, or a warning that the
    /// directory cannot be written; nil before anything happened.
    public private(set) var status: String?
    /// The number the next screenshot tries first.
    private var next = 1

    /// Screenshots to `path`, numbered unless `numbered` is false. With `checked`, if the
    /// directory of `path` cannot be written, the status says so from the start.
    public init(path: String, numbered: Bool = true, checked: Bool = false) {
        self.path = path
        isNumbered = numbered
        if checked, !Screenshots.canWrite(directoryOf: path) {
            status = "F12 cannot write to \(Screenshots.directory(of: path))"
        }
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

    /// Saves a screenshot with `save`, given the path; records the outcome in ``status`` and
    /// returns the error if it failed. The demo goes on either way.
    public mutating func take(
        exists: (String) -> Bool = FileManager.default.fileExists(atPath:),
        _ save: (String) throws(DemoError) -> Void
    ) -> DemoError? {
        let target = next(exists: exists)
        do {
            try save(target.path)
        } catch {
            status = "screenshot failed: \(error.message.replacingOccurrences(of: "sdl-demo: ", with: ""))"
            return error
        }
        next = target.number + 1
        status = "saved \(target.path)"
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
