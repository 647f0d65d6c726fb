import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

/// At 320 × 240, the smallest window, every row of text lies inside its part: the HUD's lines
/// break between fields, the panel scales its text and leaves parts out whole.
@Suite(.serialized) struct SmallWindowTests {
    static func render(_ scene: SceneKind, frames: Int, fonts: FontCache) throws -> (
        snapshot: SceneSnapshot, renderer: SceneRenderer
    ) {
        var options = DemoOptions()
        options.headless = true
        options.width = 320
        options.height = 240
        options.scene = scene
        options.autopilot = false
        let app = try DemoApp(clock: MockClock(), options: options)
        app.runFrames(frames)
        let image = try OffscreenCanvas(width: 320, height: 240)
        let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        let snapshot = app.snapshot(
            stats: FrameStats(framesPerSecond: 59.9, millisecondsPerTick: 0.123, renderer: "opengl"))
        Headless.draw(snapshot, with: renderer, on: image)
        return (snapshot, renderer)
    }

    @Test func nothingIsClippedAt320By240() throws {
        let fonts = try RenderingTests.fonts()
        defer { fonts.close() }
        for (scene, frames) in [
            (SceneKind.field, 30), (.field, 400), (.choreography, 200), (.choreography, 500), (.motion, 200),
        ] {
            let (snapshot, renderer) = try SmallWindowTests.render(scene, frames: frames, fonts: fonts)
            let drawn = renderer.drawnText
            #expect(!drawn.isEmpty)
            for row in drawn {
                #expect(
                    row.isInside, "\(scene) \(frames): '\(row.text)' at \(row.frame) leaves \(row.region)")
            }
            // The HUD: every field of every line, whole.
            let hudRows = drawn.filter { $0.region == snapshot.layout.hud }.map(\.text)
            for field in snapshot.hudLines.flatMap({ $0.components(separatedBy: "   ") }) {
                #expect(hudRows.contains { $0.contains(field) }, "\(scene) \(frames): HUD lost '\(field)'")
            }
            // The panel: every line of the FontDescriptor.
            let panelRows = drawn.filter { $0.region != snapshot.layout.hud }.map(\.text)
            for line in snapshot.textLines where !line.wraps {
                #expect(panelRows.contains(line.text), "\(scene) \(frames): panel lost '\(line.text)'")
            }
        }
    }

    @Test func theKeyListShowsTheKeysTheSceneTakes() {
        let field = KeyBindings.keyList(for: .field)
        let choreography = KeyBindings.keyList(for: .choreography)
        #expect(field.contains("N  arrangement") && field.contains("F  panel font"))
        for key in ["N  arrangement", "click  gather", "F  panel font", "+ -  add / remove boxes"] {
            #expect(!choreography.contains(key), "the choreography drops \(key)")
        }
        #expect(choreography.contains("C  field's curve") && choreography.contains("Space  pause"))
    }
}
