import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

extension RenderingTests {
    /// The motion scene's pixels and the motion gallery. Nested in ``RenderingTests`` to share
    /// its serialization: SDL_ttf is not made for threads.
    @Suite struct MotionRendering {
        static func options(frames: Int = 150) -> DemoOptions {
            var options = RenderingTests.options(entities: 100, tickRate: 60, frames: frames)
            options.scene = .motion
            options.autopilot = true
            (options.width, options.height) = (960, 600)
            return options
        }

        @Test func theHeadlessPNGIsByteIdenticalAcrossRunsAndNotBlank() throws {
            let fonts = try RenderingTests.fonts()
            let options = MotionRendering.options()
            let (app, first) = try Headless.render(options, fonts: fonts)
            let second = try Headless.render(options, fonts: fonts).image
            #expect(first.rgbaBytes() == second.rgbaBytes())
            try RenderingTests.expectIdenticalPNGs(first, second)
            var later = options
            later.frames += 1
            #expect(try Headless.render(later, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())
            // Not blank: the field is full of boxes, and the card, the buttons and the knob show
            // their colours just inside their left edges (the buttons' captions are in the middle).
            let motion = try #require(app.motion)
            let field = app.field.layout.field
            #expect(RenderingTests.ink(first, in: field) > Int(field.width * field.height / 20))
            let boxes = motion.boxSnapshots(alpha: app.alpha)
            for box in boxes.dropFirst(motion.grid.count) {
                let probe = SIMD2(box.frame.rect.x.rounded(.up) + 2, box.frame.center.y).rounded(.down) + 0.5
                #expect(RenderingTests.shows(first, probe, box.color))
            }
            for box in RenderingTests.uncovered(
                Array(boxes.prefix(motion.grid.count)), layout: app.field.layout)
            {
                #expect(RenderingTests.shows(first, box.frame.center.rounded(.down) + 0.5, box.color))
            }
        }

        @Test func theFollowersAndLabelsAreDrawnInTheField() throws {
            let fonts = try RenderingTests.fonts()
            let app = try DemoApp(clock: MockClock(), options: MotionRendering.options())
            app.runFrames(480)  // every follower has set off
            let image = try OffscreenCanvas(width: 960, height: 600)
            let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
            let snapshot = app.snapshot(stats: Headless.stats)
            Headless.draw(snapshot, with: renderer, on: image)
            let motion = try #require(app.motion)
            #expect(snapshot.overlay.sprites.count == FollowerPath.followerCount)
            let field = snapshot.layout.field
            for sprite in snapshot.overlay.sprites {
                #expect(field.contains(sprite.center))
                #expect(RenderingTests.shows(image, sprite.center.rounded(.down) + 0.5, sprite.color))
            }
            let labels = renderer.drawnText.filter {
                $0.region.x >= field.x && $0.region.y >= field.y && $0.region.maxX <= field.maxX
                    && $0.region.maxY <= field.maxY
            }
            #expect(labels.count == snapshot.overlay.labels.count, "every label fits at 960 × 600")
            #expect(labels.allSatisfy { $0.isInside })
            #expect(labels.contains { $0.text.hasPrefix("stagger: wave \(motion.wave?.number ?? 0)") })
        }

        @Test func theMotionGalleryRendersTheSameBytesTwice() throws {
            let fonts = try RenderingTests.fonts()
            let first = try MotionGallery.render(fonts: fonts)
            let second = try MotionGallery.render(fonts: fonts)
            #expect(first.width == MotionGallery.width && first.height == MotionGallery.height)
            #expect(first.rgbaBytes() == second.rgbaBytes())
            try RenderingTests.expectIdenticalPNGs(first, second)
            // Not blank: the first grid's first cell (start tick 0) and last cell (the last
            // start) show the two ends of the colour scale.
            let columns = Float(MotionCatalog.columns)
            let area = Rect(x: 20 + 12, y: 64 + 46, width: 300 - 24, height: 250 - 56)
            let cell = ((area.width - (columns - 1) * 4) / columns).rounded(.down)
            let size =
                SIMD2(columns, Float(MotionCatalog.rows)) * cell + SIMD2(
                    columns - 1, Float(MotionCatalog.rows) - 1) * 4
            let origin = area.center - size / 2
            let firstCell = origin + SIMD2(2, cell / 2)
            let lastCell = origin + size - SIMD2(2, cell / 2)
            #expect(
                RenderingTests.shows(
                    first, firstCell.rounded(.down) + 0.5, MotionGallery.color(atFraction: 0)))
            #expect(
                RenderingTests.shows(first, lastCell.rounded(.down) + 0.5, MotionGallery.color(atFraction: 1))
            )
            #expect(
                RenderingTests.ink(first, in: Rect(x: 0, y: 0, width: Float(first.width), height: 60)) > 2000)
        }

        @Test func theGalleryDecaysRestWhereDecaySaid() {
            for entry in MotionCatalog.freeDecays(tickRate: 60) + MotionCatalog.shapedDecays(tickRate: 60) {
                #expect(entry.values.first == 0)
                #expect(entry.values.last == entry.restingValue, "\(entry.name)")
            }
            let shaped = MotionCatalog.shapedDecays(tickRate: 60)
            #expect(shaped[0].restingValue == 120 && shaped[0].freeRestingValue != 120, "snapped to the grid")
            for bounded in shaped.dropFirst() {
                #expect(bounded.restingValue == MotionCatalog.bound)
                #expect((bounded.values.max() ?? 0) > MotionCatalog.bound, "it overshoots and bounces back")
            }
            #expect(MotionCatalog.staggers.count == 8)
        }
    }
}
