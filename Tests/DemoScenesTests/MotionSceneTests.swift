import DemoScenes
import Engine
import Testing
import TransitionCore

/// The motion scene's rules without SDL, on a world ticked by hand as the app's loop ticks it
/// (the scene's system, then the world): waves that start in whole ticks from their origin, a
/// flick that lands exactly on a slot, a paused gameplay domain beside a UI domain that goes on,
/// gameplay's exact time scales, and the same snapshots on every run.
@Suite struct MotionSceneTests {
    /// A world at `tickRate` and the scene in a 1280 × 800 window.
    static func makeScene(tickRate: UInt64 = 60, seed: UInt64 = 1) -> MotionScene {
        let world = World(tickRate: tickRate)
        return MotionScene(
            world: world, layout: Layout(width: 1280, height: 800), panel: world.spawn(), seed: seed)
    }

    /// Runs `count` ticks: the scene's system, then the world, as the app's loop does.
    static func tick(_ scene: MotionScene, _ count: Int = 1, autopilot: Bool = false) {
        for _ in 0..<count {
            scene.update(autopilot: autopilot)
            scene.world.advance()
        }
    }

    /// Every wave-grid box's phase now.
    static func phases(_ scene: MotionScene) -> [Float] {
        scene.grid.map { scene.world.get(PulsePhase.self, of: $0)?.value ?? .nan }
    }

    @Test(arguments: [60, 45] as [UInt64])
    func wavesStartInWholeTicksFromTheirOrigin(tickRate: UInt64) throws {
        let scene = MotionSceneTests.makeScene(tickRate: tickRate)
        let columns = StaggerWave.columns
        let corners: Set = [0, columns - 1, columns * (StaggerWave.rows - 1), columns * StaggerWave.rows - 1]
        let firsts: [Set<Int>] = [[2 * columns + 4, 3 * columns + 4], corners, [0]]
        var before = MotionSceneTests.phases(scene)
        for number in 1...4 {
            // Each box's first gameplay tick of movement: the last wave has ended by the time
            // this one starts, so every change from here on is this wave's.
            var moved = [UInt64?](repeating: nil, count: scene.grid.count)
            repeat {
                MotionSceneTests.tick(scene)
                let now = MotionSceneTests.phases(scene)
                for index in now.indices where moved[index] == nil && now[index] != before[index] {
                    moved[index] = scene.gameplayTick
                }
                before = now
            } while scene.wave?.number != number
                || scene.gameplayTick < scene.waveStartTick + 2 * tickRate - 2
            let wave = try #require(scene.wave)
            let start = scene.waveStartTick
            let offsets = wave.stagger.startTicks(count: scene.grid.count, tickRate: tickRate)
            let lags = Set(zip(moved, offsets).map { ($0 ?? .max) &- start &- $1 })
            #expect(lags == [1], "wave \(number): every box moves on the tick after its start")
            #expect(before.allSatisfy { $0 == Float(number) }, "wave \(number) ends exactly on its phase")
            let origin = Set(offsets.indices.filter { offsets[$0] == 0 })
            if number <= 3 {
                #expect(origin == firsts[number - 1], "wave \(number) from the \(wave.originName)")
            } else {
                #expect(origin.count == 1 && wave.originName == "random")
            }
            #expect(Set(offsets).count > 3, "the starts are spread")
        }
    }

    @Test(arguments: [60, 45] as [UInt64])
    func aFlickLandsExactlyOnASlotInsideTheRail(tickRate: UInt64) throws {
        let scene = MotionSceneTests.makeScene(tickRate: tickRate)
        let rail = scene.layout.rail
        let world = scene.world
        let field = scene.layout.window.field
        var bounced = Set<String>()
        let flicks: [() -> RailOffset?] = [
            { scene.autopilotFlick() }, { scene.autopilotFlick() }, { scene.autopilotFlick() },
            { scene.autopilotFlick() }, { scene.click(x: field.x + 1, y: field.center.y) },
            { scene.click(x: field.maxX - 1, y: field.y + 1) },
            { scene.click(x: field.center.x, y: field.maxY - 1) },
        ]
        for flick in flicks {
            let rest = try #require(flick())
            let slot = try #require(rail.slot(at: rest), "rests on a slot: \(rest.pixels)")
            #expect(rest == rail.offset(ofSlot: slot) && (0..<rail.slotCount).contains(slot))
            var lowest = Float.infinity
            var highest = -Float.infinity
            for _ in 0..<(4 * Int(tickRate)) {
                MotionSceneTests.tick(scene)
                let offset = try #require(world.get(RailOffset.self, of: scene.card)).pixels
                (lowest, highest) = (min(lowest, offset), max(highest, offset))
            }
            #expect(world.get(RailOffset.self, of: scene.card) == rest, "exactly the value decay() returned")
            let drawn = try #require(scene.boxSnapshots(alpha: 0.5).dropFirst(scene.grid.count).first)
            #expect(drawn.frame == rail.frame(at: rest) && drawn.entity == scene.card)
            if lowest < 0 { bounced.insert("left") }
            if highest > rail.travel.pixels { bounced.insert("right") }
            let (left, right) = (rail.frame(at: RailOffset(lowest)), rail.frame(at: RailOffset(highest)))
            #expect(
                left.rect.x >= field.x && right.rect.x + right.rect.z <= field.maxX, "never off the field")
        }
        #expect(bounced == ["left", "right"], "some flicks overshoot an end and bounce back")
        #expect(scene.click(x: field.x - 5, y: field.y) == nil, "a click outside the field flicks nothing")
    }

    /// The presented values of everything on gameplay: the grid and the card, and the followers.
    static func gameplayPresented(_ scene: MotionScene, alpha: Double) -> ([BoxSnapshot], [FieldSprite]) {
        (
            Array(scene.boxSnapshots(alpha: alpha).prefix(scene.grid.count + 1)),
            scene.followerSprites(alpha: alpha)
        )
    }

    @Test func pausingGameplayFreezesItAndLeavesTheUIMoving() throws {
        let scene = MotionSceneTests.makeScene()
        let world = scene.world
        MotionSceneTests.tick(scene, 30)
        scene.autopilotFlick()
        MotionSceneTests.tick(scene, 10)
        scene.togglePause()
        #expect(scene.pause == .byHand && world.isPaused(scene.domains.gameplay))
        MotionSceneTests.tick(scene)  // the pause takes effect from this tick on
        let frozen = MotionSceneTests.gameplayPresented(scene, alpha: 0)
        let hash = world.stateHash(of: scene.domains.gameplay)
        let gameplayTick = scene.gameplayTick
        let uiTick = scene.uiTick
        let buttons = scene.buttons.map { world.presented(BoxFrame.self, of: $0, alpha: 0) }
        #expect(frozen.0.count == scene.grid.count + 1 && !frozen.1.isEmpty)
        #expect(
            MotionSceneTests.gameplayPresented(scene, alpha: 0.5) == frozen, "nothing moves between ticks")
        var buttonFrames = Set<[Float]>()
        for _ in 0..<45 {
            MotionSceneTests.tick(scene)
            #expect(MotionSceneTests.gameplayPresented(scene, alpha: 0.5) == frozen)
            let frames = scene.buttons.compactMap { world.get(BoxFrame.self, of: $0)?.rect }
            buttonFrames.insert(frames.flatMap { [$0.x, $0.y, $0.z, $0.w] })
        }
        #expect(scene.gameplayTick == gameplayTick && world.stateHash(of: scene.domains.gameplay) == hash)
        #expect(scene.uiTick == uiTick + 45)
        #expect(buttonFrames.count > 20, "the buttons breathe on")
        #expect(scene.buttons.map { world.presented(BoxFrame.self, of: $0, alpha: 0) } != buttons)
        #expect(scene.hudLine.contains("gameplay paused (R) x1 tick \(gameplayTick)"))
        scene.togglePause()
        MotionSceneTests.tick(scene, 2)
        #expect(scene.gameplayTick == gameplayTick + 2)
        #expect(MotionSceneTests.gameplayPresented(scene, alpha: 0) != frozen, "gameplay goes on")
    }

    @Test func theAutopilotPausesGameplayForAMomentAndRHandsItBack() {
        let scene = MotionSceneTests.makeScene()
        let period = Int(60 * MotionScene.pausePeriodSeconds)
        let pause = Int(60 * MotionScene.pauseSeconds)
        MotionSceneTests.tick(scene, period - pause - 1, autopilot: true)
        #expect(scene.pause == .running)
        MotionSceneTests.tick(scene, autopilot: true)
        #expect(scene.pause == .byAutopilot)
        let gameplayTick = scene.gameplayTick
        MotionSceneTests.tick(scene, pause - 1, autopilot: true)
        #expect(scene.pause == .byAutopilot && scene.gameplayTick == gameplayTick, "gameplay holds")
        MotionSceneTests.tick(scene, autopilot: true)
        #expect(scene.pause == .running)
        #expect(scene.flickCount >= 2, "the autopilot flicks on gameplay's clock")
        MotionSceneTests.tick(scene, period - pause, autopilot: true)
        #expect(scene.pause == .byAutopilot)
        scene.togglePause()  // R: whoever paused, it resumes
        #expect(scene.pause == .running && !scene.world.isPaused(scene.domains.gameplay))
        scene.togglePause()
        MotionSceneTests.tick(scene, period, autopilot: true)
        #expect(scene.pause == .byHand, "the autopilot never resumes a pause made by hand")
    }

    @Test func cCyclesGameplaysTimeScaleThroughExactRationals() throws {
        let scene = MotionSceneTests.makeScene()
        let world = scene.world
        let notches = scene.layout.strip.notches
        #expect(MotionDomains.timeScales == [TimeScale(1), TimeScale(1, 2), TimeScale(1, 3), TimeScale(2)])
        for (step, (scale, ticks)) in [
            (TimeScale(1, 2), 45), (TimeScale(1, 3), 30), (TimeScale(2), 180), (.normal, 90),
        ]
        .enumerated() {
            scene.cycleTimeScale(by: 1)
            #expect(world.timeScale(of: scene.domains.gameplay) == scale)
            #expect(scene.scaleIndex == (step + 1) % 4)
            let (gameplay, ui) = (scene.gameplayTick, scene.uiTick)
            MotionSceneTests.tick(scene, 90)
            #expect(scene.gameplayTick - gameplay == UInt64(ticks), "90 world ticks at \(scale)")
            #expect(scene.uiTick - ui == 90, "the UI keeps the world's pace")
            #expect(
                world.get(BoxFrame.self, of: scene.knob) == notches[scene.scaleIndex], "the knob on its notch"
            )
        }
        scene.cycleTimeScale(by: -1)
        #expect(world.timeScale(of: scene.domains.gameplay) == TimeScale(2))
        #expect(scene.hudLine.contains("x2 tick"))
        // Quick presses add up: the knob ends exactly on the notch of the sum.
        scene.cycleTimeScale(by: 1)
        MotionSceneTests.tick(scene, 3)
        scene.cycleTimeScale(by: 1)
        MotionSceneTests.tick(scene, 2)
        scene.cycleTimeScale(by: 1)
        MotionSceneTests.tick(scene, 90)
        #expect(scene.scaleIndex == 2)
        #expect(world.get(BoxFrame.self, of: scene.knob) == notches[2])
    }

    @Test func twoRunsGiveTheSameSnapshots() throws {
        func run() throws -> (boxes: [BoxSnapshot], sprites: [FieldSprite], hash: UInt64, hud: String) {
            var options = try ArgumentParser.parse(["--scene", "motion", "--size", "1000x640", "--seed", "5"])
            options.autopilot = true
            let app = try DemoApp(clock: MockClock(), options: options)
            let motion = try #require(app.motion)
            app.runFrames(100)
            app.apply(.gather(x: 300, y: 400))
            app.runFrames(77)
            app.apply([.nextCurve, .reverse, .nextArrangement])
            app.runFrames(150)
            app.apply(.reverse)
            app.runFrames(431)
            return (
                motion.boxSnapshots(alpha: app.alpha), motion.followerSprites(alpha: app.alpha),
                app.world.stateHash(), motion.hudLine
            )
        }
        let first = try run()
        let second = try run()
        #expect(first.boxes == second.boxes)
        #expect(first.sprites == second.sprites)
        #expect(first.hash == second.hash)
        #expect(first.hud == second.hud)
        #expect(!first.sprites.isEmpty && first.boxes.count == StaggerWave.columns * StaggerWave.rows + 5)
    }
}
