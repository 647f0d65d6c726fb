import DemoScenes
import Engine
import Testing
import TransitionCore

/// The scene's rules, without SDL: environment fonts, retargeting, reverse, boxes, time.
@Suite struct SceneTests {
    static func makeApp(entities: Int = 200, tickRate: UInt64 = 60, autopilot: Bool = false, seed: UInt64 = 1)
        throws -> DemoApp<MockClock>
    {
        var options = DemoOptions()
        options.entities = entities
        options.tickRate = tickRate
        options.autopilot = autopilot
        options.seed = seed
        options.width = 800
        options.height = 500
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func textEntitiesReadTheFontTheirParentSetsThroughTheEnvironment() throws {
        let app = try SceneTests.makeApp()
        let scene = app.field
        #expect(scene.textEntities.count == TextLine.panel.count)
        for entity in scene.textEntities {
            #expect(app.world.parent(of: entity) == scene.panel)
        }
        app.runFrames(10)
        let line = try #require(scene.textEntities.last)
        let moving = app.world.environment(\.fontDescriptor, of: line, alpha: 0.5)
        #expect(moving == app.world.environment(\.fontDescriptor, of: scene.panel, alpha: 0.5))
        #expect(moving != .body && moving != .title)
        #expect(scene.textSnapshots(alpha: 0.5).allSatisfy { $0.font == moving })
        app.runFrames(240)
        #expect(app.world.environment(\.fontDescriptor, of: line) == FontDescriptor.title)
        app.apply(.nextFont)
        app.runFrames(240)
        #expect(scene.fontIndex == 2)
        #expect(app.world.environment(\.fontDescriptor, of: line) == FontDescriptor.caption)
        #expect(scene.textSnapshots(alpha: 0)[1].text == "style  regular")
        #expect(scene.textSnapshots(alpha: 0)[2].text == "size  10.0 pt")
    }

    @Test func aRetargetStartsFromThePresentedValueAndSpringsKeepTheirVelocity() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(20)  // mid-flight
        let world = app.world
        let boxes = app.field.boxes
        let before = boxes.map { world.presented(BoxLook.self, of: $0)! }
        app.apply(.gather(x: 200, y: 200))
        #expect(boxes.map { world.presented(BoxLook.self, of: $0)! } == before)
        for (index, box) in boxes.enumerated() {
            let transition = try #require(world.transition(BoxLook.self, of: box))
            if case .spring = transition.animation.timing {
                #expect(transition.velocity != nil, "box \(index) lost its velocity")
            } else {
                #expect(transition.velocity == nil)
            }
        }
        #expect(
            boxes.indices.contains {
                if case .spring = world.transition(BoxLook.self, of: boxes[$0])!.animation.timing {
                    return true
                } else {
                    return false
                }
            })
        app.runFrames(1)
        #expect(boxes.map { world.presented(BoxLook.self, of: $0)! } != before)
    }

    @Test func reverseSendsEveryBoxBackToItsPreviousTarget() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(180)
        let world = app.world
        let boxes = app.field.boxes
        let grid = boxes.map { world.get(BoxTargets.self, of: $0)!.current }
        #expect(app.field.arrangement == .grid)
        app.apply(.nextArrangement)
        #expect(app.field.arrangement == .sunflower)
        app.runFrames(20)
        let sunflower = boxes.map { world.get(BoxTargets.self, of: $0)!.current }
        #expect(sunflower != grid)
        app.apply(.reverse)
        #expect(app.field.arrangement == .grid)
        #expect(boxes.map { world.get(BoxTargets.self, of: $0)!.current } == grid)
        #expect(boxes.map { world.get(BoxTargets.self, of: $0)!.previous } == sunflower)
        app.runFrames(240)
        #expect(world.activeTransitionCount == 0)
        for (box, target) in zip(boxes, grid) {  // exactly, not within epsilon
            #expect(world.presented(BoxLook.self, of: box) == BoxLook(target))
            #expect(world.presented(BoxLook.self, of: box)?.frame == target.frame)
            #expect(world.presented(BoxLook.self, of: box)?.color == target.color)
            #expect(world.presented(BoxLook.self, of: box)?.radius == target.radius.value)
        }
    }

    @Test func boxesCanBeAddedAndRemoved() throws {
        let app = try SceneTests.makeApp(entities: 100)
        let others = app.world.entityCount - 100
        app.apply(.addBoxes(50))
        #expect(app.field.boxes.count == 150)
        #expect(app.world.entityCount == others + 150)
        app.runFrames(200)
        let field = app.field.layout.field
        for box in app.field.boxes {
            #expect(field.insetBy(-1).contains(app.world.presented(BoxLook.self, of: box)!.frame.center))
        }
        app.apply(.removeBoxes(1000))
        #expect(app.field.boxes.isEmpty)
        #expect(app.world.entityCount == others)
        app.apply(.nextArrangement)  // nothing to move, nothing breaks
        app.runFrames(5)
    }

    @Test func pauseStepAndSlowMotion() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(10)
        let tick = app.world.tick
        app.apply(.togglePause)
        app.runFrames(30)
        #expect(app.world.tick == tick)
        app.apply(.step)
        app.runFrames(1)
        #expect(app.world.tick == tick + 1)
        app.apply(.togglePause)
        app.apply(.toggleSlowMotion)
        #expect(app.isSlowMotion)
        app.runFrames(40)
        #expect(app.world.tick == tick + 11)
        app.apply(.toggleSlowMotion)
        app.runFrames(4)
        #expect(app.world.tick == tick + 15)
    }

    @Test func theAutopilotMovesOnAfterThreeIdleSeconds() throws {
        let piloted = try SceneTests.makeApp(autopilot: true)
        piloted.runFrames(179)
        #expect(piloted.field.arrangement == .grid)
        piloted.runFrames(1)
        #expect(piloted.field.arrangement == .sunflower)
        #expect(piloted.field.fontIndex == 2)
        let manual = try SceneTests.makeApp(autopilot: false)
        manual.runFrames(400)
        #expect(manual.field.arrangement == .grid)
        manual.apply(.toggleAutopilot)  // input too: three idle seconds from here
        manual.runFrames(175)
        #expect(manual.field.arrangement == .grid)
        manual.runFrames(10)
        #expect(manual.field.arrangement == .sunflower)
    }

    @Test func theAutopilotWaitsThreeSecondsFromTheUsersLastInput() throws {
        let app = try SceneTests.makeApp(autopilot: true)
        app.runFrames(150)  // 2.5 s after the grid was laid out
        app.apply(.nextFont)  // the user picks a font; no arrangement changes
        let chosen = app.field.fontIndex
        app.runFrames(150)  // 5 s since the arrangement changed, 2.5 s since the input
        #expect(app.field.fontIndex == chosen, "the autopilot kept off the font just chosen")
        #expect(app.field.arrangement == .grid)
        app.apply(.togglePause)  // any key counts, even one that changes nothing on screen
        app.apply(.togglePause)
        app.runFrames(170)
        #expect(app.field.arrangement == .grid && app.field.fontIndex == chosen)
        app.runFrames(12)  // three seconds after the last key
        #expect(app.field.arrangement == .sunflower)
        #expect(app.field.fontIndex == (chosen + 1) % FontDescriptor.cycle.count)
        app.apply(.resize(width: 640, height: 400))  // not the user's key: the clock runs on
        app.runFrames(175)
        #expect(app.field.arrangement == .sunflower)
        app.runFrames(10)
        #expect(app.field.arrangement == .wave, "every three idle seconds, its own moves included")
    }

    @Test func theCurveKeysCycleThroughEveryChoice() throws {
        let app = try SceneTests.makeApp()
        #expect(app.field.curveChoice == .mixed)
        app.apply(.previousCurve)
        #expect(app.field.curveChoice == .entry(CurveCatalog.all.count - 1))
        app.apply(.nextCurve)
        app.apply(.nextCurve)
        #expect(app.field.curveChoice == .entry(0))
        app.apply(.nextArrangement)
        let box = app.field.boxes[3]
        let timing = app.world.transition(BoxLook.self, of: box)!.animation.timing
        guard case .curve(_, let duration) = timing else {
            Issue.record("easeInSine should be a curve")
            return
        }
        #expect(duration == 1.1)
    }

    @Test func aResizeLaysTheSceneOutAgain() throws {
        let app = try SceneTests.makeApp()
        app.apply(.resize(width: 640, height: 400))
        #expect(app.field.layout == Layout(width: 640, height: 400))
        app.runFrames(240)
        let field = app.field.layout.field
        for box in app.field.boxes {
            #expect(field.contains(app.world.presented(BoxLook.self, of: box)!.frame.center))
        }
    }

    @Test func snapshotsAreThePresentedValues() throws {
        let app = try SceneTests.makeApp(tickRate: 45)
        app.runFrames(21)
        let alpha = app.alpha
        #expect(alpha > 0.1)
        let snapshots = app.field.boxSnapshots(alpha: alpha)
        #expect(snapshots.map(\.entity) == app.field.boxes)
        for snapshot in snapshots {
            let look = try #require(app.world.presented(BoxLook.self, of: snapshot.entity, alpha: alpha))
            #expect(snapshot.frame == look.frame && snapshot.color == look.color)
            #expect(snapshot.radius == look.radius)
        }
    }

    @Test func snapshotsKeepTheDrawingOrderWhenTransitionsFinishInAnotherOrder() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(66)  // the boxes' curves last 0.9 to 1.3 s, their springs longer
        let world = app.world
        let running = world.activeTransitionCount
        #expect(running > 0 && running < app.field.boxes.count, "the test should catch some finished")
        var storageOrder: [Entity] = []
        world.forEachPresented(BoxLook.self, alpha: 0) { entity, _ in storageOrder.append(entity) }
        #expect(storageOrder != app.field.boxes, "finished transitions should have moved in the storage")
        let snapshots = app.field.boxSnapshots(alpha: 0.25)
        #expect(snapshots.map(\.entity) == app.field.boxes)
        for snapshot in snapshots {
            let look = try #require(world.presented(BoxLook.self, of: snapshot.entity, alpha: 0.25))
            #expect(snapshot.frame == look.frame && snapshot.color == look.color)
            #expect(snapshot.radius == look.radius)
        }
        // Boxes added and removed: the table of places follows.
        app.apply(.removeBoxes(50))
        app.apply(.addBoxes(20))
        app.runFrames(3)
        #expect(app.field.boxSnapshots(alpha: 0.5).map(\.entity) == app.field.boxes)
    }

    @Test func aSnapshotLetGoOfIsRefilledInPlace() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(5)
        func address() -> UInt? {
            app.field.boxSnapshots(alpha: app.alpha).withUnsafeBufferPointer {
                $0.baseAddress.map(UInt.init(bitPattern:))
            }
        }
        let first = address()
        app.runFrames(1)
        #expect(first != nil && address() == first)
        // One still held is not written over.
        let held = app.field.boxSnapshots(alpha: app.alpha)
        let frames = held.map(\.frame)
        app.runFrames(1)
        let next = app.field.boxSnapshots(alpha: app.alpha)
        #expect(next.map(\.frame) != frames && held.map(\.frame) == frames)
    }

    @Test func theSameOptionsGiveTheSameState() throws {
        let first = try SceneTests.makeApp(autopilot: true)
        let second = try SceneTests.makeApp(autopilot: true)
        first.runFrames(700)  // through grid, sunflower, wave and scatter
        second.runFrames(350)
        second.runFrames(350)
        #expect(first.world.stateHash() == second.world.stateHash())
        let otherSeed = try SceneTests.makeApp(autopilot: true, seed: 2)
        otherSeed.runFrames(700)
        #expect(otherSeed.world.stateHash() != first.world.stateHash())
    }

    @Test func theSnapshotHoldsWhatARendererDraws() throws {
        let app = try SceneTests.makeApp()
        app.runFrames(7)
        let stats = FrameStats(framesPerSecond: 60)
        let snapshot = app.snapshot(stats: stats)
        #expect(snapshot.layout == app.field.layout)
        #expect(snapshot.boxes.count == 200 && snapshot.boxes == app.boxSnapshots(alpha: app.alpha))
        #expect(snapshot.textLines == app.field.textSnapshots(alpha: app.alpha))
        #expect(snapshot.panelNote == app.panelNote && snapshot.hudLines == app.hudLines(stats))
        app.apply(.switchScene)
        #expect(app.snapshot(stats: stats).boxes.count == ChoreographyScore.columns * ChoreographyScore.rows)
    }
}
