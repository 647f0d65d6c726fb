import DemoScenes
import Engine
import Testing

/// The screenshot's outcome and a change to the field from another scene show in the HUD for a
/// few seconds of ticks, then go; no screenshot holds the previous one's outcome.
@Suite struct HUDNoticeTests {
    static func modes(_ app: DemoApp<MockClock>) -> String {
        app.hudLines(FrameStats()).last ?? ""
    }

    static var noticeTicks: Int { Int(HUDNotice.seconds) * 60 }

    @Test func theSavedMessageClearsAfterAFewSecondsOfTicks() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(5)
        app.apply(.screenshot)
        #expect(app.takeScreenshot { _ in } == nil)
        #expect(HUDNoticeTests.modes(app).contains("saved screenshot-001.png"))
        app.runFrames(HUDNoticeTests.noticeTicks - 2)
        #expect(HUDNoticeTests.modes(app).contains("saved screenshot-001.png"), "still within its seconds")
        app.runFrames(2)
        #expect(!HUDNoticeTests.modes(app).contains("saved"), "gone after \(HUDNotice.seconds) s of ticks")
        #expect(app.screenshots.status == "saved screenshot-001.png", "the outcome itself is kept")
    }

    @Test func theFrameCapturedHoldsNoPreviousOutcome() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(5)
        app.apply(.screenshot)
        app.takeScreenshot { _ in }
        app.runFrames(1)
        app.apply(.screenshot)  // F12 again at once: this frame is drawn, then captured
        #expect(!HUDNoticeTests.modes(app).contains("saved"))
        app.takeScreenshot { _ in }
        #expect(HUDNoticeTests.modes(app).contains("saved screenshot-002.png"))
    }

    @Test func theUnwritableDirectoryWarningStays() throws {
        var options = DemoOptions()
        options.entities = 20
        options.screenshotPath = "/nonexistent/dir/shot.png"
        let app = try DemoApp(clock: MockClock(), options: options)
        #expect(HUDNoticeTests.modes(app).contains("F12 cannot write to /nonexistent/dir"))
        app.apply(.screenshot)
        #expect(HUDNoticeTests.modes(app).contains("F12 cannot write to /nonexistent/dir"), "even captured")
        app.takeScreenshot { path throws(DemoError) in throw .write(path: path, reason: "No such directory") }
        #expect(HUDNoticeTests.modes(app).contains("screenshot failed"))
        app.runFrames(HUDNoticeTests.noticeTicks + 1)
        #expect(HUDNoticeTests.modes(app).contains("F12 cannot write to /nonexistent/dir"))
        #expect(!HUDNoticeTests.modes(app).contains("screenshot failed"))
    }

    @Test func aNoticeShowsForItsSecondsOfTicks() {
        let notice = HUDNotice("saved", at: 100)
        #expect(notice.isShowing(at: 100, tickRate: 60))
        #expect(notice.isShowing(at: 100 + 3 * 60 - 1, tickRate: 60))
        #expect(!notice.isShowing(at: 100 + 3 * 60, tickRate: 60))
        #expect(!notice.isShowing(at: 100 + 3 * 120, tickRate: 120))
    }

    @Test func theCurveSetFromTheChoreographyIsNamedInTheHUDThenGoes() throws {
        for scene in [SceneKind.choreography, .rollback] {
            let app = try SceneTests.makeApp()
            app.show(scene)
            app.runFrames(5)
            app.apply(.nextCurve)
            let name = app.field.curveChoice.name
            #expect(HUDNoticeTests.modes(app).contains("field's curve \(name)"), "\(scene)")
            app.runFrames(HUDNoticeTests.noticeTicks)
            #expect(!HUDNoticeTests.modes(app).contains("field's curve"), "\(scene)")
            app.show(.field)
            #expect(app.hudLines(FrameStats())[1].contains("curve \(name)"), "the field takes it")
        }
    }

    @Test func theChoreographyShowsTheAutopilotSwitch() throws {
        let app = try SceneTests.makeApp(autopilot: true)
        app.show(.choreography)
        #expect(HUDNoticeTests.modes(app).contains("autopilot on (other scenes)"))
        app.apply(.toggleAutopilot)
        #expect(HUDNoticeTests.modes(app).contains("autopilot off (other scenes)"))
        #expect(!app.field.autopilot)
    }
}
