import DemoScenes
import Engine
import Testing
import TransitionCore

/// Pause and slow motion mean one thing in every scene: they act on the loop, survive `T`, and
/// the same key undoes them wherever the user is; the HUD shows each that is on.
@Suite struct ControlsAcrossScenesTests {
    static func modes(_ app: DemoApp<MockClock>) -> String {
        app.hudLines(FrameStats()).last ?? ""
    }

    @Test func pauseHoldsAcrossTAndSpaceReleasesItInTheOtherScene() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(30)
        app.apply(.togglePause)
        app.apply(.switchScene)
        let scene = try #require(app.choreography)
        #expect(ControlsAcrossScenesTests.ticks(app, frames: 30) == 0)
        #expect(ControlsAcrossScenesTests.modes(app).contains("PAUSED"))
        app.apply(.togglePause)  // the same key, in the other scene, releases it
        #expect(!ControlsAcrossScenesTests.modes(app).contains("PAUSED"))
        #expect(ControlsAcrossScenesTests.ticks(app, frames: 30) >= 29)
        #expect(scene.cycleTick >= 29, "the choreography plays")
        app.apply(.togglePause)
        app.apply([.switchScene, .switchScene, .switchScene])  // paused in the choreography: the field too
        #expect(app.sceneKind == .field)
        #expect(ControlsAcrossScenesTests.ticks(app, frames: 30) == 0)
        #expect(ControlsAcrossScenesTests.modes(app).contains("PAUSED"))
    }

    @Test func slowMotionIsOneQuarterInEveryScene() throws {
        let app = try SceneTests.makeApp()
        app.apply(.toggleSlowMotion)
        app.apply(.switchScene)
        let scene = try #require(app.choreography)
        #expect(scene.playback?.timeScale == .normal, "no second slow motion stacked on the loop's")
        let slow = ControlsAcrossScenesTests.ticks(app, frames: 120)
        #expect((29...31).contains(slow), "a quarter of 120 frames, not a sixteenth")
        #expect(ControlsAcrossScenesTests.modes(app).contains("slow x1/4"))
        app.apply(.toggleSlowMotion)  // S in the choreography turns it off
        #expect(!app.isSlowMotion && !ControlsAcrossScenesTests.modes(app).contains("slow"))
        #expect(ControlsAcrossScenesTests.ticks(app, frames: 60) >= 59)
        app.apply(.toggleSlowMotion)
        app.apply(.togglePause)
        app.apply(.reverse)
        let modes = ControlsAcrossScenesTests.modes(app)
        #expect(modes.contains("PAUSED") && modes.contains("slow x1/4") && modes.contains("reversed"))
    }

    static func ticks(_ app: DemoApp<MockClock>, frames: Int) -> UInt64 {
        let before = app.world.tick
        app.runFrames(frames)
        return app.world.tick - before
    }
}

extension ControlsAcrossScenesTests {
    /// In the motion scene Space and S act on the loop, as everywhere: both clock domains hold
    /// or slow down; R pauses only gameplay.
    @Test func inTheMotionSceneTheLoopsControlsHoldBothDomainsAndROnlyGameplay() throws {
        let app = try SceneTests.makeApp()
        app.apply([.switchScene, .switchScene, .switchScene])
        let motion = try #require(app.motion)
        app.runFrames(10)
        app.apply(.togglePause)
        let (gameplay, ui) = (motion.gameplayTick, motion.uiTick)
        #expect(ControlsAcrossScenesTests.ticks(app, frames: 30) == 0)
        #expect(motion.gameplayTick == gameplay && motion.uiTick == ui)
        app.apply(.togglePause)
        app.apply(.toggleSlowMotion)
        let slow = ControlsAcrossScenesTests.ticks(app, frames: 120)
        #expect((29...31).contains(slow))
        #expect(motion.uiTick - ui == slow && motion.gameplayTick - gameplay == slow)
        app.apply(.toggleSlowMotion)
        app.apply(.reverse)
        let ticks = ControlsAcrossScenesTests.ticks(app, frames: 30)
        #expect(ticks >= 29 && motion.uiTick - ui == slow + ticks)
        #expect(motion.gameplayTick - gameplay <= slow + 1, "R holds gameplay alone")
        let modes = ControlsAcrossScenesTests.modes(app)
        #expect(!modes.contains("PAUSED") && app.hudLines(FrameStats())[1].contains("gameplay paused (R)"))
    }
}
