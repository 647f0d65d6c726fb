import DemoScenes
import Engine
import Testing

/// The demo's rollback scene passes the engine's determinism check: every tick run again from
/// its snapshot, with the autopilot scripting moves, reaches the same state.
@Suite("The demo passes the sync test")
struct SyncCheckTests {
    @Test func theRollbackSceneRunsTheSameWhenTicksRunAgain() throws {
        let app = try ChoreographyTests.makeApp(scene: .rollback, autopilot: true)
        app.simulation.checkDeterminism(rollingBack: 3)
        app.runFrames(400)
        let check = try #require(app.simulation.determinismCheck)
        #expect(check.checkedTickCount > 900)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3))")
    }
}
