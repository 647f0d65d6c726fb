import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

extension RenderingTests {
    /// The choreography's inspector as the renderer draws it. Nested in ``RenderingTests`` to
    /// share its serialization: SDL_ttf is not made for threads.
    @Suite struct InspectorRendering {
        @Test func theStripsTextIsDrawnInsideItAtEverySize() throws {
            let fonts = try RenderingTests.fonts()
            defer { fonts.close() }
            for (width, height) in [(320, 240), (800, 500), (1280, 800)] {
                var options = RenderingTests.options(entities: 100, tickRate: 60, frames: 200)
                options.scene = .choreography
                options.width = width
                options.height = height
                let app = try DemoApp(clock: MockClock(), options: options)
                app.runFrames(options.frames)
                let image = try OffscreenCanvas(width: width, height: height)
                let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
                Headless.draw(app.snapshot(stats: FrameStats()), with: renderer, on: image)
                let strip = try #require(app.choreography).inspector.layout.strip
                let drawn = renderer.drawnText.filter { strip.contains($0.frame.center) }
                let size = "\(width)x\(height)"
                for row in drawn {
                    #expect(
                        row.frame.x >= strip.x && row.frame.y >= strip.y && row.frame.maxX <= strip.maxX
                            && row.frame.maxY <= strip.maxY, "\(size): '\(row.text)' at \(row.frame)")
                }
                let texts = Set(drawn.map(\.text))
                for text in ["0", "12", "enter", "pulse", "leave"] {
                    #expect(texts.contains(text), "\(size): '\(text)' is not drawn")
                }
                #expect(texts.contains("pause") || texts.contains("||"), "\(size): no play / pause button")
            }
        }
    }
}
