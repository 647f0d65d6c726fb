import DemoSDL
import DemoScenes
import Engine
import Foundation
import Testing

/// A screenshot SDL cannot write is reported and the demo runs on; the ones it can write are
/// numbered files, none written over.
@Suite(.serialized) struct ScreenshotFailureTests {
    static func makeApp(screenshotPath: String) throws -> DemoApp<MockClock> {
        var options = DemoOptions()
        options.entities = 50
        options.width = 320
        options.height = 240
        options.screenshotPath = screenshotPath
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func aScreenshotToAPathThatCannotBeWrittenLeavesTheDemoRunning() throws {
        let app = try ScreenshotFailureTests.makeApp(screenshotPath: "/nonexistent/dir/shot.png")
        let image = try OffscreenCanvas(width: 320, height: 240)
        app.runFrames(3)
        app.apply(.screenshot)
        let failure = app.takeScreenshot { path throws(DemoError) in try image.savePNG(to: path) }
        guard case .write(let path, _)? = failure else {
            Issue.record("SDL should have failed to write, got \(String(describing: failure))")
            return
        }
        #expect(path == "/nonexistent/dir/shot-001.png")
        #expect(!app.wantsQuit && !app.wantsScreenshot)
        #expect(app.hudLines(FrameStats()).last?.contains("screenshot failed") == true)
        app.runFrames(3)
        #expect(app.world.tick >= 5)
    }

    @Test func successiveScreenshotsAreSeparateFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try ScreenshotFailureTests.makeApp(
            screenshotPath: directory.appendingPathComponent("s.png").path)
        let image = try OffscreenCanvas(width: 320, height: 240)
        for _ in 0..<3 {
            app.apply(.screenshot)
            #expect(app.takeScreenshot { path throws(DemoError) in try image.savePNG(to: path) } == nil)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["s-001.png", "s-002.png", "s-003.png"])
    }
}
