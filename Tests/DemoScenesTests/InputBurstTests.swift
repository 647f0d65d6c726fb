import DemoScenes
import Engine
import Testing
import TransitionCore

/// A frame's input is one change, whatever arrives: the work it costs is bounded.
@Suite struct InputBurstTests {
    static func press(_ key: KeyBindings.Key, _ times: Int, shift: Bool = false) -> [DemoCommand] {
        Array(repeating: KeyBindings.command(for: key, shift: shift), count: times)
    }

    @Test func fiveHundredPlusPressesInOneFrameAreOneSpawnAndOneLayout() throws {
        let app = try SceneTests.makeApp(entities: 3000)
        app.runFrames(2)
        let layouts = app.field.layoutCount
        let entities = app.world.entityCount
        app.apply(InputBurstTests.press(.plus, 500))
        #expect(app.field.layoutCount == layouts + 1, "every box laid out once, not 500 times")
        #expect(app.field.boxes.count == FieldScene.maximumBoxes, "3,000 + 500 × 500, clamped")
        #expect(app.world.entityCount == entities - 3000 + FieldScene.maximumBoxes)
        app.apply(InputBurstTests.press(.minus, 500))
        #expect(app.field.layoutCount == layouts + 2)
        #expect(app.field.boxes.isEmpty)
        app.runFrames(1)
    }

    @Test func plusAndMinusInOneFrameCountAsTheyWouldOneByOne() throws {
        let app = try SceneTests.makeApp(entities: 300)
        app.runFrames(2)
        let layouts = app.field.layoutCount
        let boxes = app.field.boxes
        app.apply(InputBurstTests.press(.plus, 3) + InputBurstTests.press(.minus, 3))
        #expect(app.field.layoutCount == layouts, "no change, no work")
        #expect(app.field.boxes.count == 300 && app.field.boxes.first == boxes.first)
        app.apply(InputBurstTests.press(.minus, 3) + InputBurstTests.press(.keypadPlus, 1))
        #expect(app.field.boxes.count == 500, "300 - 1,500 is none; the + after it counts from there")
        #expect(app.field.layoutCount == layouts + 1)
    }

    @Test func aBurstOfEveryKeyIsBoundedWork() throws {
        let app = try SceneTests.makeApp(entities: 300)
        app.runFrames(2)
        app.apply(.togglePause)
        let layouts = app.field.layoutCount
        let tick = app.world.tick
        var burst: [DemoCommand] = []
        for index in 0..<500 {
            burst += [
                .reverse, .nextArrangement, .gather(x: Float(index), y: 200), .step, .nextCurve,
                .resize(width: 800 + index % 3, height: 500), .addBoxes(500), .switchScene,
            ]
        }
        app.apply(burst)
        #expect(app.field.layoutCount <= layouts + 1)
        #expect(app.sceneKind == .field, "T a multiple of four times: round the scenes")
        #expect(app.field.boxes.count == FieldScene.maximumBoxes)
        #expect(app.field.arrangement.name.hasPrefix("gather at 499,"), "the last click wins")
        app.runFrames(3)
        #expect(app.world.tick == tick + 1, "500 single steps in one frame run one tick")
    }

    @Test func commandsInOneFrameLandWhereTheyWouldOneByOne() throws {
        let batched = try SceneTests.makeApp()
        let single = try SceneTests.makeApp()
        for app in [batched, single] { app.runFrames(30) }
        let commands: [DemoCommand] = [.nextArrangement, .reverse]
        batched.apply(commands)
        for command in commands { single.apply(command) }
        #expect(batched.field.arrangement == single.field.arrangement)
        #expect(batched.field.arrangement == .grid && batched.field.previousArrangement == .sunflower)
        let targets = { (app: DemoApp<MockClock>) in
            app.field.boxes.map { app.world.get(BoxTargets.self, of: $0)!.current }
        }
        let sameTargets = targets(batched) == targets(single)
        #expect(sameTargets)
        batched.apply([.nextArrangement, .nextArrangement])
        #expect(batched.field.arrangement == .wave && batched.field.previousArrangement == .grid)
        let layouts = batched.field.layoutCount
        batched.apply([.reverse, .reverse, .reverse])
        #expect(batched.field.layoutCount == layouts + 1)
        #expect(batched.field.arrangement == .grid, "several arrangements in one frame jump to the last")
    }
}
