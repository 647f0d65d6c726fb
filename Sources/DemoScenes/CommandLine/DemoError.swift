import Foundation

/// Why the demo stopped, with the exit status it stops with.
public enum DemoError: Error, Equatable, Sendable {
    /// A bad command line: status 2, message and usage on standard error.
    case usage(UsageError)
    /// No display to open a window on: status 1, the message names `--headless`.
    case noDisplay(String)
    /// No font: status 1, the message names `--font`.
    case fontMissing(searched: [String])
    /// SDL failed: status 1.
    case sdl(String)
    /// A file could not be written: status 1.
    case write(path: String, reason: String)
    /// The game with another process failed (no answer, a disconnect, a socket): status 1.
    case network(String)

    /// The process exit status.
    public var exitCode: Int32 {
        if case .usage = self { return 2 }
        return 1
    }

    /// What standard error shows.
    public var message: String {
        switch self {
        case .usage(let error): return "sdl-demo: \(error.message)\n\n\(Usage.text)"
        case .noDisplay(let reason):
            return "sdl-demo: no display to open a window on (\(reason)).\n"
                + "Set DISPLAY or WAYLAND_DISPLAY, or render offscreen with "
                + "--headless --frames N --out frame.png (or --gallery curves.png)."
        case .fontMissing(let searched):
            return "sdl-demo: no DejaVu Sans font found; looked in:\n"
                + searched.map { "  \($0)\n" }.joined()
                + "Install fonts-dejavu-core (scripts/install-deps does), or point at a TrueType font "
                + "with --font PATH."
        case .sdl(let reason): return "sdl-demo: SDL failed: \(reason)"
        case .write(let path, let reason): return "sdl-demo: could not write \(path): \(reason)"
        case .network(let reason): return "sdl-demo: \(reason)"
        }
    }
}

extension DemoError {
    /// Writes ``message`` to standard error and exits with ``exitCode``.
    public func terminate() -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(exitCode)
    }
}
