import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

/// At 320 × 240 (the smallest window), 800 × 500 and 1280 × 800, in every scene, every row of
/// text lies inside its part and its part inside the window: the HUD's lines break between
/// fields, the panel scales its text and leaves parts out whole.
@Suite(.serialized) struct SmallWindowTests {
    static func render(
        _ scene: SceneKind, frames: Int, width: Int = 320, height: Int = 240, fonts: FontCache
    ) throws -> (snapshot: SceneSnapshot, renderer: SceneRenderer) {
        var options = DemoOptions()
        options.headless = true
        options.width = width
        options.height = height
        options.scene = scene
        options.autopilot = scene == .rollback
        let app = try DemoApp(clock: MockClock(), options: options)
        app.runFrames(frames)
        let image = try OffscreenCanvas(width: width, height: height)
        let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        let snapshot = app.snapshot(
            stats: FrameStats(framesPerSecond: 59.9, millisecondsPerTick: 0.123, renderer: "opengl"))
        Headless.draw(snapshot, with: renderer, on: image)
        return (snapshot, renderer)
    }

    static let sizes = [(320, 240), (800, 500), (1280, 800)]

    @Test(arguments: sizes)
    func nothingIsClipped(width: Int, height: Int) throws {
        let fonts = try RenderingTests.fonts()
        defer { fonts.close() }
        let window = Rect(x: 0, y: 0, width: Float(width), height: Float(height))
        for (scene, frames) in [
            (SceneKind.field, 30), (.field, 400), (.choreography, 200), (.choreography, 500), (.rollback, 30),
            (.rollback, 400), (.motion, 200),
        ] {
            let (snapshot, renderer) = try SmallWindowTests.render(
                scene, frames: frames, width: width, height: height, fonts: fonts)
            let at = "\(scene) \(frames) at \(width)x\(height)"
            let drawn = renderer.drawnText
            #expect(!drawn.isEmpty)
            for row in drawn {
                #expect(row.isInside, "\(at): '\(row.text)' at \(row.frame) leaves \(row.region)")
                #expect(window.contains(row.region), "\(at): '\(row.text)' has \(row.region)")
                #expect(!row.text.hasSuffix(" ") && !row.text.isEmpty, "\(at): row '\(row.text)'")
            }
            // The HUD: every field of every line, whole.
            let hudRows = drawn.filter { $0.region == snapshot.layout.hud }.map(\.text)
            for field in snapshot.hudLines.flatMap({ $0.components(separatedBy: "   ") }) {
                #expect(hudRows.contains { $0.contains(field) }, "\(at): HUD lost '\(field)'")
            }
            // The panel: every line of the FontDescriptor, and at the default size the scene's
            // first chart (the rest as room allows).
            let panelRows = drawn.filter { $0.region != snapshot.layout.hud }.map(\.text)
            for line in snapshot.textLines where !line.wraps {
                #expect(panelRows.contains(line.text), "\(at): panel lost '\(line.text)'")
            }
            if width == 1280, scene != .choreography {
                let chart = try #require(snapshot.charts.first, "\(at): no chart")
                #expect(panelRows.contains(chart.title), "\(at): panel lost the chart '\(chart.title)'")
            }
            // The rollback scene's peer panels: both peers' lines with their figures.
            for view in snapshot.peerViews {
                for line in view.lines {
                    let rows = drawn.filter { view.frame.contains($0.region) }.map(\.text).joined(
                        separator: "   ")
                    for field in line.components(separatedBy: "   ") {
                        #expect(rows.contains(field), "\(at): peer panel lost '\(field)'")
                    }
                }
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
