import DemoScenes
import Engine
import Testing

/// The key list each scene's panel shows is true: a key listed there changes what is drawn,
/// a key left out changes nothing; and the help speaks of all four scenes.
@Suite struct KeyListTruthTests {
    /// Each listed key, as the panel's short form starts, with a command it gives.
    static let keys: [(token: String, command: DemoCommand)] = [
        ("T", .switchScene), ("Space", .togglePause), (".", .step), ("S", .toggleSlowMotion),
        ("R", .reverse), ("C", .nextCurve), ("N", .nextArrangement), ("click", .gather(x: 500, y: 300)),
        ("F", .nextFont), ("+ -", .addBoxes(KeyBindings.boxesPerPress)), ("A", .toggleAutopilot),
        ("L", .nextLabel), ("X", .nextTimelineSpeed),
    ]

    /// The keys with the click where it acts in `scene`: in the choreography, on the
    /// inspector's time axis.
    static func keys(in scene: SceneKind) -> [(token: String, command: DemoCommand)] {
        guard scene == .choreography else { return keys }
        let axis = InspectorLayout(layout: Layout(width: 800, height: 500)).scrubArea
        let press = DemoCommand.gather(x: axis.center.x, y: axis.center.y)
        return keys.map { $0.token == "click" ? ("click", press) : $0 }
    }

    /// What `scene` draws after 40 frames, with `command` given after the first 20.
    static func drawn(_ scene: SceneKind, after command: DemoCommand?) throws -> SceneSnapshot {
        var options = DemoOptions()
        options.entities = 200
        options.autopilot = false
        options.width = 800
        options.height = 500
        options.scene = scene
        let app = try DemoApp(clock: MockClock(), options: options)
        app.runFrames(20)
        if let command { app.apply(command) }
        app.runFrames(20)
        return app.snapshot(stats: FrameStats())
    }

    @Test(arguments: SceneKind.allCases)
    func everyListedKeyChangesTheSceneAndNoOtherDoes(scene: SceneKind) throws {
        let untouched = try KeyListTruthTests.drawn(scene, after: nil)
        let listed = KeyBindings.keyList(for: scene)
        for (token, command) in KeyListTruthTests.keys(in: scene) {
            let isListed = listed.contains { $0.hasPrefix(token + "  ") }
            let changes = try KeyListTruthTests.drawn(scene, after: command) != untouched
            #expect(isListed == changes, "\(scene): \(token) listed \(isListed), changes \(changes)")
        }
    }

    @Test func theHelpSpeaksOfEveryScene() {
        let text = Usage.text
        #expect(!text.contains("either scene"))
        #expect(!text.contains("apply once the field shows again"))
        for scene in SceneKind.allCases { #expect(text.contains(scene.name), "\(scene.name)") }
        for flag in ["--after-frames N", "--after-ticks N", "--record DIR", "--out PATH"] {
            #expect(text.contains(flag), "\(flag)")
        }
    }
}
