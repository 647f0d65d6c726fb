import DemoScenes
import Engine
import Testing

/// F12 writes numbered files, reports what happened in the HUD and never stops the demo.
@Suite struct ScreenshotTests {
    @Test func successiveScreenshotsAreNumberedAndPassOverFilesAlreadyThere() {
        var shots = Screenshots(path: "/nonexistent/shots/frame.png")
        #expect(shots.nextPath { _ in false } == "/nonexistent/shots/frame-001.png")
        #expect(shots.nextPath { $0.hasSuffix("-001.png") } == "/nonexistent/shots/frame-002.png")
        let noExtension = Screenshots(path: "noext").nextPath { _ in false }
        #expect(noExtension == "noext-001")
        let dottedDirectory = Screenshots(path: "a.b/c").nextPath { _ in false }
        #expect(dottedDirectory == "a.b/c-001")
        var saved: [String] = []
        for _ in 0..<3 {
            #expect(shots.take(exists: { $0.hasSuffix("-002.png") }, { saved.append($0) }) == nil)
        }
        #expect(saved.map { $0.suffix(7) } == ["001.png", "003.png", "004.png"])
        #expect(saved.count == 3 && Set(saved).count == 3, "three files, none overwritten")
        #expect(shots.status == "saved \(saved[2])")
        var scripted = Screenshots(path: "exact.png", numbered: false)
        var scriptedPath = ""
        #expect(scripted.take { scriptedPath = $0 } == nil)
        #expect(scriptedPath == "exact.png")
    }

    @Test func aFailedScreenshotIsReportedAndTheDemoGoesOn() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(5)
        app.apply(KeyBindings.command(for: .f12, shift: false))
        #expect(app.wantsScreenshot)
        let failure = app.takeScreenshot { path throws(DemoError) in
            throw .write(path: path, reason: "Read-only file system")
        }
        #expect(failure != nil)
        #expect(!app.wantsScreenshot && !app.wantsQuit)
        let modes = app.hudLines(FrameStats()).joined(separator: " ")
        #expect(
            modes.contains("screenshot failed: could not write screenshot-001.png: Read-only file system"))
        let tick = app.world.tick
        app.runFrames(10)
        #expect(app.world.tick > tick, "still running")
        app.apply(.screenshot)
        #expect(app.takeScreenshot { _ in } == nil, "the next one tries the same number again")
        #expect(app.hudLines(FrameStats()).last?.contains("saved screenshot-001.png") == true)
    }

    @Test func anUnwritableScreenshotDirectoryIsAUsageErrorAtStartUp() {
        #expect(throws: UsageError.unwritableDirectory(flag: "--screenshot", path: "/nonexistent/x.png")) {
            try ArgumentParser.parse(["--screenshot", "/nonexistent/x.png"], canWrite: { _ in false })
        }
        let message = UsageError.unwritableDirectory(flag: "--screenshot", path: "/nonexistent/x.png").message
        #expect(message.contains("/nonexistent is missing or read-only"))
        let warned = Screenshots(path: "/nonexistent/x.png", checked: true)
        #expect(warned.status == "F12 cannot write to /nonexistent")
        #expect(Screenshots(path: "/nonexistent/x.png").status == nil, "headless runs check nothing")
    }
}
