import DemoScenes
import Engine
import Testing

/// The demo's scenes pass the engine's determinism check: every tick run again from its
/// snapshot, with the autopilot rearranging, dealing, flicking and pausing, reaches the same
/// state, as each scene keeps what its rules decide from in the world.
@Suite("The demo's scenes pass the sync test")
struct SyncCheckTests {
    @Test(arguments: SceneKind.allCases)
    func everySceneRunsTheSameWhenTicksRunAgain(scene: SceneKind) throws {
        let app = try ChoreographyTests.makeApp(scene: scene, autopilot: true)
        app.simulation.checkDeterminism(rollingBack: 3)
        app.runFrames(400)
        let check = try #require(app.simulation.determinismCheck)
        #expect(check.checkedTickCount > 900)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3))")
    }
}
