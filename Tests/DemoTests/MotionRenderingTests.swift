import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

extension RenderingTests {
    /// The motion scene's pixels Nested in ``RenderingTests`` to share
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
            let field = app.scene.layout.field
            #expect(RenderingTests.ink(first, in: field) > Int(field.width * field.height / 20))
            let boxes = motion.boxSnapshots(alpha: app.alpha)
            for box in boxes.dropFirst(motion.grid.count) {
                let probe = SIMD2(box.frame.rect.x.rounded(.up) + 2, box.frame.center.y).rounded(.down) + 0.5
                #expect(RenderingTests.shows(first, probe, box.color))
            }
            for box in RenderingTests.uncovered(
                Array(boxes.prefix(motion.grid.count)), layout: app.scene.layout)
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
    }
}
