import DemoSDL
import DemoScenes
import Engine
import Foundation
import Testing
import TransitionCore

/// The headless renderer's pixels against what the engine presents. Serialized: SDL_ttf's
/// start-up and FreeType are not made for threads.
@Suite(.serialized) struct RenderingTests {
    static func options(entities: Int = 300, tickRate: UInt64 = 45, frames: Int = 21) -> DemoOptions {
        var options = DemoOptions()
        options.headless = true
        options.entities = entities
        options.tickRate = tickRate
        options.frames = frames
        options.width = 640
        options.height = 400
        options.autopilot = false
        return options
    }

    static func fonts() throws -> FontCache {
        try FontCache(files: try FontFiles.locate(fontPath: nil))
    }

    /// Whether the pixel at `point` shows `color` (each channel within 1).
    static func shows(_ image: OffscreenCanvas, _ point: SIMD2<Float>, _ color: Color) -> Bool {
        let pixel = image.pixel(x: Int(point.x), y: Int(point.y))
        let expected = color.rgba8
        return [(pixel.0, expected.0), (pixel.1, expected.1), (pixel.2, expected.2)].allSatisfy {
            abs(Int($0.0) - Int($0.1)) <= 1
        }
    }

    /// Whether the pixel at `point` shows the OKLab colour `color` (each channel within 1 of
    /// TransitionCore's own conversion).
    static func shows(_ image: OffscreenCanvas, _ point: SIMD2<Float>, _ color: OKLab) -> Bool {
        shows(image, point, Color(color))
    }

    /// The boxes whose centre pixel nothing else covers: not a later box, not the HUD or panel.
    static func uncovered(_ boxes: [BoxSnapshot], layout: Layout) -> [BoxSnapshot] {
        boxes.enumerated().compactMap { index, box in
            let rect = box.frame.asRect
            let center = SIMD2(rect.x + rect.width / 2, rect.y + rect.height / 2).rounded(.down) + 0.5
            let window = Rect(x: 0, y: 0, width: Float(layout.width), height: Float(layout.height))
            guard rect.width >= 3, rect.height >= 3, window.insetBy(1).contains(center),
                !layout.hud.insetBy(-2).contains(center),
                !layout.panel.insetBy(-2).contains(center)
            else { return nil }
            let covered = boxes[(index + 1)...].contains { $0.frame.asRect.insetBy(-1).contains(center) }
            return covered ? nil : box
        }
    }

    @Test func boxesAreDrawnWhereAndInTheColourTheEngineSays() throws {
        let fonts = try RenderingTests.fonts()
        let (app, image) = try Headless.render(RenderingTests.options(), fonts: fonts)
        #expect(image.width == 640 && image.height == 400)
        #expect(app.alpha > 0.5, "the test should draw between ticks")
        #expect(app.world.activeTransitionCount > 0, "the test should catch boxes mid-flight")
        let boxes = app.field.boxSnapshots(alpha: app.alpha)
        let visible = RenderingTests.uncovered(boxes, layout: app.field.layout)
        #expect(visible.count >= 100)
        for box in visible {
            let center = box.frame.center
            let pixel = image.pixel(x: Int(center.x), y: Int(center.y))
            #expect(
                RenderingTests.shows(image, center, box.color),
                "box \(box.entity) at \(center): pixel \(pixel), colour \(Color(box.color).rgba8)")
        }
        // The check can fail: the same boxes presented at the previous tick are not what was drawn.
        let earlier = app.field.boxSnapshots(alpha: 0)
        let stale = RenderingTests.uncovered(earlier, layout: app.field.layout).filter {
            !RenderingTests.shows(image, $0.frame.center, $0.color)
        }
        #expect(stale.count > visible.count / 4)
    }

    /// Pixels in `area` that are not the panel's fill.
    static func ink(_ image: OffscreenCanvas, in area: Rect) -> Int {
        let background = Palette.panel.rgba8
        var count = 0
        for y in Int(area.y)..<Int(area.maxY) {
            for x in Int(area.x)..<Int(area.maxX) {
                let pixel = image.pixel(x: x, y: y)
                let difference =
                    abs(Int(pixel.0) - Int(background.0)) + abs(Int(pixel.1) - Int(background.1))
                    + abs(Int(pixel.2) - Int(background.2))
                if difference > 60 { count += 1 }
            }
        }
        return count
    }

    @Test func theTextPanelIsDrawnWithTheFontOfItsEnvironment() throws {
        let fonts = try RenderingTests.fonts()
        var options = RenderingTests.options(frames: 200)
        (options.width, options.height) = (1280, 800)
        let app = try DemoApp(clock: MockClock(), options: options)
        app.runFrames(200)
        let line = app.field.textEntities[0]
        #expect(app.world.environment(\.fontDescriptor, of: line) == .title)
        let image = try OffscreenCanvas(width: 1280, height: 800)
        let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        renderer.draw(app, stats: FrameStats())
        image.finish()
        let titleBounds = try #require(renderer.textBounds)
        let panel = app.field.layout.panel
        #expect(titleBounds.x > panel.x && titleBounds.maxX < panel.maxX && titleBounds.y > panel.y)
        let titleInk = RenderingTests.ink(image, in: titleBounds)
        #expect(titleInk > 10_000)

        app.apply(.nextFont)  // caption: small and light
        app.runFrames(200)
        #expect(app.world.environment(\.fontDescriptor, of: line) == .caption)
        renderer.draw(app, stats: FrameStats())
        image.finish()
        let captionBounds = try #require(renderer.textBounds)
        let captionInk = RenderingTests.ink(image, in: captionBounds)
        #expect(captionInk > 500)
        #expect(titleBounds.height > 3 * captionBounds.height)
        #expect(titleInk > 4 * captionInk)
    }

    @Test func twoRunsGiveIdenticalBytes() throws {
        let fonts = try RenderingTests.fonts()
        let options = RenderingTests.options(entities: 500, frames: 33)
        let first = try Headless.render(options, fonts: fonts).image
        let second = try Headless.render(options, fonts: fonts).image
        #expect(first.rgbaBytes() == second.rgbaBytes())
        var later = options
        later.frames += 1
        #expect(try Headless.render(later, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())

        try RenderingTests.expectIdenticalPNGs(first, second)
    }

    /// Saves both images as PNG files and expects the same, non-trivial bytes.
    static func expectIdenticalPNGs(_ first: OffscreenCanvas, _ second: OffscreenCanvas) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["a.png", "b.png"].map { directory.appendingPathComponent($0).path }
        try first.savePNG(to: paths[0])
        try second.savePNG(to: paths[1])
        let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0].count > 1000)
        #expect(bytes[0] == bytes[1])
    }

    @Test func theGalleryPlotsEveryCurve() throws {
        let fonts = try RenderingTests.fonts()
        let image = try Gallery.render(fonts: fonts)
        #expect(image.width == Gallery.width && image.height == Gallery.height)
        #expect(Gallery.rows * Gallery.columns >= CurveCatalog.all.count)
        // Every cell holds a plotted line: saturated pixels, unlike the grey panel and guides.
        let cell = 140
        for index in CurveCatalog.all.indices {
            let left = 20 + (index % Gallery.columns) * (cell + 8)
            let top = 64 + (index / Gallery.columns) * (cell + 8)
            var coloured = 0
            for y in top..<(top + cell) {
                for x in left..<(left + cell) {
                    let (r, g, b, _) = image.pixel(x: x, y: y)
                    if Int(max(r, g, b)) - Int(min(r, g, b)) > 60 { coloured += 1 }
                }
            }
            #expect(coloured > 100, "\(CurveCatalog.all[index].name) has no line")
        }
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let (r, g, b, _) = image.pixel(x: x, y: y)
                colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
            }
        }
        #expect(colours.count > 500)
    }
}
