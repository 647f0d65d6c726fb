import Foundation
import RollbackNetwork
import Testing

/// A built `sdl-demo` running in the background without a display, its output going to
/// temporary files read once it has exited.
final class PeerProcess {
    let process = Process()
    private let directory: URL

    /// Starts `sdl-demo` with `arguments`.
    init(_ arguments: [String]) throws {
        let path = ExecutableTests.executable.path
        try #require(FileManager.default.isExecutableFile(atPath: path), "sdl-demo not built at \(path)")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("peer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["out", "err"] {
            let path = directory.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.environment = ExecutableTests.environmentWithoutDisplay
        process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("err"))
        try process.run()
    }

    deinit {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits until the process exits or `seconds` pass (polling); whether it exited. A bound
    /// on waiting, not a measure of speed.
    @discardableResult
    func wait(upTo seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        return !process.isRunning
    }

    /// Kills the process with SIGKILL and waits for it.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The exit status, once exited.
    var status: Int32 { process.terminationStatus }
    /// What it printed.
    var standardOutput: String { text("out") }
    /// What it printed on standard error.
    var standardError: String { text("err") }
    /// The last line printed.
    var lastLine: String? { standardOutput.split(separator: "\n").last.map(String.init) }

    private func text(_ name: String) -> String {
        // Through a file handle: FoundationEssentials' `String(contentsOf:)` leaks its read
        // buffer here (LeakSanitizer sees it).
        guard let file = FileHandle(forReadingAtPath: directory.appendingPathComponent(name).path) else {
            return ""
        }
        defer { try? file.close() }
        return String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The first of `count` consecutive UDP ports that were free a moment ago on 127.0.0.1,
    /// from a range that depends on the process id (so that runs at once rarely collide).
    static func freePorts(count: Int) throws -> UInt16 {
        var base = 20_000 + Int(getpid() % 2_000) * 16
        for _ in 0..<50 {
            let sockets = (0..<count).map { try? UDPSocket(bindingTo: .loopback(port: UInt16(base + $0))) }
            if sockets.allSatisfy({ $0 != nil }) { return UInt16(base) }
            base += count
        }
        throw UDPError(call: "bind", code: EADDRINUSE)
    }

    /// A UDP port that was free a moment ago on 127.0.0.1.
    static func freePort() throws -> UInt16 {
        try UDPSocket(bindingTo: .loopback(port: 0)).localEndpoint.port
    }
}
