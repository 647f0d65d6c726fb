import DemoSDL
import DemoScenes
import Engine
import Testing
import TransitionCore

extension RenderingTests {
    /// The rollback scene's pixels. Nested in ``RenderingTests`` to share its serialization:
    /// SDL_ttf is not made for threads.
    @Suite struct RollbackRendering {
        static func options(frames: Int = 90) -> DemoOptions {
            var options = RenderingTests.options(entities: 100, tickRate: 60, frames: frames)
            options.scene = .rollback
            options.autopilot = true  // scripted moves
            return options
        }

        @Test func theHeadlessPNGIsByteIdenticalAcrossRuns() throws {
            let fonts = try RenderingTests.fonts()
            let options = RollbackRendering.options()
            let (app, first) = try Headless.render(options, fonts: fonts)
            let second = try Headless.render(options, fonts: fonts).image
            #expect(first.rgbaBytes() == second.rgbaBytes())
            try RenderingTests.expectIdenticalPNGs(first, second)
            var choreography = options
            choreography.scene = .choreography
            #expect(try Headless.render(choreography, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())
            // Each panel shows its own world's boxes, inside its arena: the box drawn last shows
            // its colour at its centre.
            let views = try #require(app.rollback).peerViews(alpha: app.alpha)
            #expect(views.count == 2)
            for view in views {
                #expect(view.boxes.count == 2 * RollbackPeer.boxesPerPeer)
                let top = try #require(view.boxes.last)
                let center = top.frame.center.rounded(.down) + 0.5
                #expect(view.arena.contains(center))
                #expect(RenderingTests.shows(first, center, top.color))
            }
        }
    }
}
