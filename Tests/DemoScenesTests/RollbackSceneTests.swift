import DemoScenes
import Engine
import Testing
import TransitionCore

/// The rollback scene: two peers on a seeded network agree at every tick both confirmed, and a
/// click in a panel is that panel's peer's input.
@Suite struct RollbackSceneTests {
    static func makeApp(autopilot: Bool = true, seed: UInt64 = 1) throws -> DemoApp<MockClock> {
        var options = try ArgumentParser.parse([
            "--scene", "rollback", "--size", "1000x600", "--seed", "\(seed)",
        ])
        options.autopilot = autopilot
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func theSceneFlagParsesAndTCyclesThroughEveryScene() throws {
        #expect(try ArgumentParser.parse(["--scene", "rollback"]).scene == .rollback)
        #expect(try ArgumentParser.parse(["--scene=Rollback"]).scene == .rollback)
        #expect(Usage.text.contains("choreography, rollback or motion"))
        #expect(SceneKind.field.next == .choreography && SceneKind.choreography.next == .rollback)
        #expect(SceneKind.rollback.next == .motion && SceneKind.motion.next == .field)
        let app = try RollbackSceneTests.makeApp()
        #expect(app.sceneKind == .rollback && app.field.boxes.isEmpty)
        app.apply([.switchScene, .switchScene])
        #expect(app.sceneKind == .field && app.rollback == nil && !app.field.boxes.isEmpty)
        app.apply([.switchScene, .switchScene])
        #expect(app.sceneKind == .rollback)
    }

    @Test(arguments: [1, 7, 42] as [UInt64])
    func thePeersAgreeAtEveryTickBothConfirmed(seed: UInt64) throws {
        let app = try RollbackSceneTests.makeApp(seed: seed)
        let scene = try #require(app.rollback)
        app.runFrames(150)
        app.apply(.nextArrangement)  // both peers move on the same tick: both predict wrong
        app.runFrames(150)
        #expect(app.world.tick == 300)
        #expect(scene.firstDisagreement == nil)
        #expect(scene.refusedCount == 0)
        #expect(scene.comparedTick >= 280 && scene.comparedCount == Int(scene.comparedTick))
        for peer in scene.peers {
            #expect(peer.session.rollbackCount >= 3, "scripted moves arrive late: peer \(peer.index)")
            #expect(peer.session.resimulatedTickCount > peer.session.rollbackCount)
        }
        #expect(scene.network.duplicates > 0)
        #expect(app.hudLines(FrameStats())[1].contains("hashes agree at tick \(scene.comparedTick)"))
    }

    @Test func aClickInAPanelIsThatPeersInput() throws {
        let app = try RollbackSceneTests.makeApp(autopilot: false)
        let scene = try #require(app.rollback)
        app.runFrames(5)
        let panels = scene.panels
        #expect(panels.count == 2 && panels[0].arena.maxX < panels[1].arena.x)
        let point = panels[1].arena.center
        app.apply(.gather(x: point.x, y: point.y))
        app.runFrames(1)
        let right = scene.peers[1].input
        #expect(right.sequence == 1)
        #expect(
            abs(right.target.x - RollbackScene.arena.x / 2) < 1
                && abs(right.target.y - RollbackScene.arena.y / 2) < 1)
        #expect(scene.peers[0].input == .start, "the left peer did nothing")
        #expect(scene.click(x: 2, y: 2) == nil, "outside both panels")
        // The right peer's boxes move at once in its own world, and in the left's once the
        // input has arrived: both end where the right peer sent them.
        app.runFrames(120)
        for peer in scene.peers {
            let frame = try #require(peer.world.get(BoxFrame.self, of: peer.boxes[1][0]))
            #expect(distance(frame.center, right.target) < 100, "peer \(peer.index)")
            #expect(
                peer.world.get(BoxFrame.self, of: peer.boxes[0][0])
                    == BoxFrame(
                        center: RollbackScene.arena / 2, size: .zero))
        }
        // Only the left peer predicted wrong (more than once when later ticks' copies of the
        // input overtake the first).
        #expect(scene.peers[0].session.rollbackCount >= 1 && scene.peers[1].session.rollbackCount == 0)
        #expect(scene.firstDisagreement == nil)
    }

    @Test func theSameSeedGivesTheSameRun() throws {
        let first = try RollbackSceneTests.makeApp(seed: 9)
        let second = try RollbackSceneTests.makeApp(seed: 9)
        for app in [first, second] { app.runFrames(200) }
        let states = [first, second].map { app in app.rollback!.peers.map { $0.world.stateHash() } }
        #expect(states[0] == states[1])
        #expect(first.boxSnapshots(alpha: first.alpha) == second.boxSnapshots(alpha: second.alpha))
    }
}

private func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    let d = a - b
    return (d * d).sum().squareRoot()
}
