import DemoSDL
import DemoScenes
import Engine
import Foundation
import Testing
import TransitionCore

extension RenderingTests {
    /// The choreography's pixels against its timelines. Nested in ``RenderingTests`` to share
    /// its serialization: SDL_ttf is not made for threads.
    @Suite struct ChoreographyRendering {
        /// 50 frames of 1/60 s at 45 Hz: tick 37 and half a tick, about half the boxes in.
        static func options(frames: Int = 50) -> DemoOptions {
            var options = RenderingTests.options(entities: 100, tickRate: 45, frames: frames)
            options.scene = .choreography
            return options
        }

        /// Pixel centres inside `frame`: its centre, and just inside its top and bottom edges in the
        /// middle, where round corners do not reach.
        static func probes(_ frame: BoxFrame) -> [SIMD2<Float>] {
            let rect = frame.asRect
            let x = rect.center.x.rounded(.down) + 0.5
            return [
                rect.center.rounded(.down) + 0.5, SIMD2(x, rect.y.rounded(.up) + 1.5),
                SIMD2(x, rect.maxY.rounded(.down) - 1.5),
            ]
        }

        /// Whether `point` is in the field and no box drawn after box `index` covers it.
        static func isVisible(
            _ point: SIMD2<Float>, of index: Int, among boxes: [BoxSnapshot], layout: Layout
        )
            -> Bool
        {
            layout.field.contains(point)
                && !boxes[(index + 1)...].contains { $0.frame.asRect.insetBy(-1).contains(point) }
        }

        @Test func theHeadlessPNGIsByteIdenticalAcrossRuns() throws {
            let fonts = try RenderingTests.fonts()
            let options = ChoreographyRendering.options()
            let first = try Headless.render(options, fonts: fonts).image
            let second = try Headless.render(options, fonts: fonts).image
            #expect(first.rgbaBytes() == second.rgbaBytes())
            var later = options
            later.frames += 1
            #expect(try Headless.render(later, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())
            var field = options
            field.scene = .field
            #expect(try Headless.render(field, fonts: fonts).image.rgbaBytes() != first.rgbaBytes())

            try RenderingTests.expectIdenticalPNGs(first, second)
        }

        @Test func enteredBoxesAreDrawnWhereTheirTimelinesSayAndTheOthersAreNot() throws {
            let fonts = try RenderingTests.fonts()
            let (app, image) = try Headless.render(ChoreographyRendering.options(), fonts: fonts)
            let scene = try #require(app.choreography)
            let score = scene.score
            let tick = app.world.tick
            #expect(tick == 37 && app.alpha > 0.4, "the test should draw between ticks")
            // The playhead `alpha` of a tick on, in the engine's fixed point (2^20 units a tick).
            let units = Double(1 << 20)
            let fraction = (units * app.alpha).rounded(.down) / units
            let boxes = app.boxSnapshots(alpha: app.alpha)
            #expect(boxes.count == score.seats.count)
            for (index, box) in boxes.enumerated() {
                #expect(box.frame == score.frameTimeline(of: index).value(atTick: tick, fraction: fraction))
                #expect(box.color == score.colorTimeline(of: index).value(atTick: tick, fraction: fraction))
                #expect(
                    app.world.presented(BoxFrame.self, of: box.entity)
                        == score.frameTimeline(of: index).value(atTick: tick))
            }
            let layout = app.field.layout
            let entered = boxes.indices.filter { score.entryTick(of: $0) <= tick }
            let waiting = boxes.indices.filter { score.entryTick(of: $0) > tick }
            #expect(entered.count >= 15 && waiting.count >= 15)
            // Entered boxes show their colour at their centre and just inside their top and bottom
            // edges, where nothing drawn later covers them.
            var checkedPoints = 0
            for index in entered {
                for point in ChoreographyRendering.probes(boxes[index].frame)
                where ChoreographyRendering.isVisible(point, of: index, among: boxes, layout: layout) {
                    let pixel = image.pixel(x: Int(point.x), y: Int(point.y))
                    #expect(
                        RenderingTests.shows(image, point, boxes[index].color),
                        "box \(index) at \(point): pixel \(pixel), colour \(Color(boxes[index].color).rgba8)")
                    checkedPoints += 1
                }
            }
            #expect(checkedPoints >= 40)
            // The check can fail: boxes still sliding in are drawn off their places at the last tick,
            // whose bottom edges the image does not show.
            let lastTick = app.boxSnapshots(alpha: 0)
            let stale = entered.filter { index in
                let edge = ChoreographyRendering.probes(lastTick[index].frame)[2]
                return lastTick[index].frame.asRect.maxY > boxes[index].frame.asRect.maxY + 2
                    && ChoreographyRendering.isVisible(edge, of: index, among: boxes, layout: layout)
                    && !RenderingTests.shows(image, edge, lastTick[index].color)
            }
            #expect(stale.count >= 3)
            // Boxes not yet entered wait below the window: their places in the field are empty.
            var emptyPlaces = 0
            for index in waiting {
                #expect(boxes[index].frame.asRect.y >= Float(layout.height), "box \(index) is in the window")
                let place = score.seats[index].home.center.rounded(.down) + 0.5
                guard !boxes.contains(where: { $0.frame.asRect.insetBy(-1).contains(place) }) else {
                    continue
                }
                #expect(
                    RenderingTests.shows(image, place, Palette.background),
                    "place of box \(index) is not empty")
                emptyPlaces += 1
            }
            #expect(emptyPlaces >= 10)
        }
    }
}
