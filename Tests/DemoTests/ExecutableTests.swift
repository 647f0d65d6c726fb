import Foundation
import Testing

/// Runs the built `sdl-demo` (which `swift test` builds next to the test bundle) to check the
/// exit codes and messages of the real entry point.
@Suite struct ExecutableTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("sdl-demo")
    }

    /// This process's environment without a display, so that sdl-demo opens no window.
    static var environmentWithoutDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] {
            environment[name] = nil
        }
        return environment
    }

    /// Runs sdl-demo with `arguments` and no display in its environment.
    func run(_ arguments: [String]) throws -> Run {
        let path = ExecutableTests.executable.path
        try #require(FileManager.default.isExecutableFile(atPath: path), "sdl-demo not built at \(path)")
        let process = Process()
        process.executableURL = ExecutableTests.executable
        process.arguments = arguments
        process.environment = ExecutableTests.environmentWithoutDisplay
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [
        ["--bogus"], ["--hz", "0"], ["--entities", "-3"], ["--size", "0x0"], ["--hz", "fast"],
        ["--font", "/nonexistent/font.ttf"], ["--screenshot", "/nonexistent/x.png"],
        ["--screenshot", "x.png", "--after-ticks", "0"], ["--headless", "--record", "/nonexistent/dir"],
    ])
    func badFlagsPrintTheUsageAndExitWithTwo(arguments: [String]) throws {
        let run = try run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.contains("usage: sdl-demo"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func helpListsTheFlagsAndExitsWithZero() throws {
        let run = try run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("--headless"))
        #expect(run.standardOutput.contains("keys:"))
    }

    @Test func withoutADisplayItSaysSoAndNamesHeadless() throws {
        let run = try run(["--entities", "10"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("no display"))
        #expect(run.standardError.contains("--headless"))
        #expect(run.standardError.hasPrefix("sdl-demo: "), "nothing printed before the demo's message")
        #expect(!run.standardError.contains("XDG_RUNTIME_DIR"))
    }

    @Test func headlessWritesTheSamePNGTwice() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-demo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let path = directory.appendingPathComponent(name).path
            let run = try run([
                "--headless", "--frames", "40", "--entities", "400", "--size", "480x320", "--out", path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
        #expect(files[0] == files[1])
    }

    @Test func theExecutableTakesTheSceneFlag() throws {
        let run = try ExecutableTests().run(["--scene", "ballet", "--headless"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--scene: no scene named 'ballet'"))
        #expect(run.standardError.contains("usage: sdl-demo"))
        #expect(run.standardOutput.isEmpty)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let path = directory.appendingPathComponent(name).path
            let run = try ExecutableTests().run([
                "--headless", "--scene", "choreography", "--frames", "40", "--size", "480x320", "--out", path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
        #expect(files[0] == files[1])
    }
}
