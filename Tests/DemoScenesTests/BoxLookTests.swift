import DemoScenes
import Engine
import Testing
import TransitionCore

/// The field's boxes move one ``BoxLook`` each: eight float lanes the engine interpolates side by
/// side, and no separate frame, colour or radius component.
@Suite struct BoxLookTests {
    @Test func aLookHoldsItsTargetInEightFloatLanes() {
        #expect(BoxLook.floatLaneCount == 8)
        let target = BoxTarget(
            frame: BoxFrame(x: 3, y: 4, width: 5, height: 6), color: OKLab(L: 0.7, a: 0.1, b: -0.05),
            radius: CornerRadius(2.5))
        let look = BoxLook(target)
        #expect(look.frame == target.frame && look.color == target.color && look.radius == 2.5)
        var other = target
        other.frame = BoxFrame(x: 13, y: 4, width: 7, height: 6)
        other.color = OKLab(L: 0.5, a: 0.1, b: 0.05)
        other.radius = CornerRadius(0.5)
        let halfway = look.transition(to: BoxLook(other), progress: 0.5)
        #expect(halfway.frame == BoxFrame(x: 8, y: 4, width: 6, height: 6))
        #expect(halfway.color == OKLab(L: 0.6, a: 0.1, b: 0) && halfway.radius == 1.5)
    }

    @Test func aRearrangementStartsOneTransitionPerBox() throws {
        let app = try SceneTests.makeApp(entities: 120)
        app.runFrames(240)
        let boxes = app.field.boxes
        #expect(boxes.allSatisfy { !app.world.isAnimating(BoxLook.self, of: $0) })
        app.apply(.nextArrangement)
        #expect(boxes.allSatisfy { app.world.isAnimating(BoxLook.self, of: $0) })
        #expect(app.world.count(of: BoxLook.self) == boxes.count)
        #expect(boxes.allSatisfy { !app.world.has(BoxFrame.self, of: $0) })
        #expect(boxes.allSatisfy { !app.world.has(OKLab.self, of: $0) })
        #expect(boxes.allSatisfy { !app.world.has(CornerRadius.self, of: $0) })
    }
}
