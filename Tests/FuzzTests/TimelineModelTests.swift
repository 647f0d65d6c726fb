import Engine
import Testing

@testable import EngineFuzzing

/// Timelines against the reference model in a fixed scenario that takes every path the random
/// runs find only now and then, at every tick rate: cycles of an autoreversing run, a reversed
/// endless run continuing from an earlier lap, rational and frozen time scales, seeks past
/// either end and by NaN, plays and steering inside queries, controllers of ended timelines,
/// and each write that ends a timeline.
@Suite struct TimelineModelTests {
    /// 0.2 s of linear move, a smooth keyframe track 0.05 s after it, and a group of a spring
    /// and a bounce starting 0.02 s after the track: 0.76 s in all.
    static var recipe: TimelineRecipe {
        let spring = TimelineRecipe(
            initialValue: SIMD2(0, 0),
            parts: [.init(part: .move(to: SIMD2(-3, 3), animation: 19), position: .next)])
        let bounce = TimelineRecipe(
            initialValue: SIMD2(0, 0),
            parts: [.init(part: .move(to: SIMD2(7, 7), animation: 5), position: .next)])
        let track: [TimelineRecipe.Stop] = [
            .init(time: 0, value: SIMD2(1, -1), curve: 0), .init(time: 0.1, value: SIMD2(4, 2), curve: 3),
        ]
        return TimelineRecipe(
            initialValue: SIMD2(0, 10),
            parts: [
                .init(part: .move(to: SIMD2(1, -1), animation: 0), position: .next),
                .init(part: .keyframes(track, smooth: true), position: .afterPrevious(gap: 0.05)),
                .init(part: .group([spring, bounce]), position: .withPrevious(offset: 0.02)),
            ])
    }

    static var operations: [FuzzOperation] {
        let recipe = TimelineModelTests.recipe
        var otherRate = recipe
        otherRate.tickRateOffset = 1
        let e0 = EntityReference.spawned(0)
        let e1 = EntityReference.spawned(1)
        let e2 = EntityReference.spawned(2)
        let e3 = EntityReference.spawned(3)
        return [
            .spawn, .spawn, .spawn, .spawn, .frame(.forward(0)),
            .play(.float, e0, recipe, repeatCount: 3, autoreverses: true),
            .play(.vector, e1, recipe, repeatCount: nil, autoreverses: false),
            .frame(.forward(100_000_000)),
            .steer(.vector, e1, .reverse(true)),
            .frame(.forward(200_000_000)),  // past the start: on from an earlier lap
            .present(alpha: 0.999),
            .steer(.float, e0, .timeScale(3, 7)),
            .steer(.float, e0, .seekSeconds(0.7)),
            .frame(.forward(250_000_000)), .frame(.forward(250_000_000)),  // the first cycle ends
            .steer(.float, e0, .seekProgress(.nan)),
            .steer(.float, e0, .seekSeconds(1e30)),
            .advance(ticks: 1),  // finished at the end
            .steer(.float, e0, .pause(true)),  // through the ended controller: nothing
            .steer(.float, e0, .seekSeconds(0.1)),
            .query(
                .float,
                actions: [
                    QueryAction(
                        visit: 0,
                        operation: .play(.float, .visited, recipe, repeatCount: 2, autoreverses: false)),
                    QueryAction(visit: 0, operation: .steer(.float, .visited, .seekSeconds(0.1))),
                ]),
            .frame(.forward(50_000_000)),
            .query(
                .float,
                actions: [
                    QueryAction(visit: 0, operation: .steer(.float, .visited, .reverse(true))),
                    QueryAction(visit: 0, operation: .steer(.float, .visited, .seekProgress(0.25))),
                    QueryAction(visit: 0, operation: .mutateVisited(42)),
                ]),
            .present(alpha: .nan),
            .frame(.forward(250_000_000)), .frame(.forward(250_000_000)),  // finished at the start
            .present(alpha: 0.5),
            .play(.vector, e2, recipe, repeatCount: 2, autoreverses: true),
            .advance(ticks: 2),
            .animateVector(e2, SIMD2(5, 5), animation: 11),
            .play(.float, e2, recipe, repeatCount: 1, autoreverses: false),
            .advance(ticks: 1),
            .setFloat(e2, 5),
            .play(.float, e3, recipe, repeatCount: nil, autoreverses: true),
            .advance(ticks: 1),
            .remove(.float, e3),
            .play(.vector, e3, recipe, repeatCount: 4, autoreverses: false),
            .advance(ticks: 1),
            .despawn(e3, recursive: false),
            .play(.float, e1, recipe, repeatCount: 2, autoreverses: true),
            .steer(.float, e1, .timeScale(0, 1)),
            .frame(.forward(100_000_000)),
            .steer(.float, e1, .timeScale(2000, 0)),
            .play(.float, e2, otherRate, repeatCount: 1, autoreverses: false),  // refused
            .steer(.vector, e1, .seekProgress(2)),
            .steer(.vector, e1, .stop),
            .frame(.forward(250_000_000)),  // 1,024 times as fast: finished
        ]
    }

    @Test(arguments: Fuzzer.tickRates)
    func everyTimelineControlAgreesWithTheModel(tickRate: UInt64) throws {
        let session = FuzzSession(tickRate: tickRate)
        for operation in TimelineModelTests.operations {
            try session.run(operation)
        }
        #expect(session.timelineEventCount >= 3, "cycles completed and timelines finished")
        #expect(session.world.activeTimelineCount == 0)
    }

    @Test func aPlayheadMovedBehindTheModelsBackIsCaught() throws {
        // After the eighth operation, entity 1's playhead is moved on by one unit (2⁻²⁰ tick).
        let divergence = try #require(
            Fuzzer.replay(TimelineModelTests.operations, tickRate: 60) { session in
                guard session.step == 8, let entity = session.model.spawned.dropFirst().first,
                    let playhead = session.world.timeline(SIMD2<Float>.self, of: entity)
                else { return }
                playhead.seek(toSeconds: playhead.position + 1 / (0x1p20 * 60))
            })
        #expect(divergence.step == 9)
        // The seek shows the value one unit on at once: the component itself already differs.
        #expect(divergence.message.contains("SIMD2<Float>.self, of: Entity(index: 1"), "\(divergence)")
    }

    /// A reversed timeline that repeats forever, less than a step from its start: the next
    /// tick goes on from an earlier lap, but between ticks the engine presents the start.
    @Test func aReversedEndlessTimelineIsPresentedOnTheEarlierLapBetweenTicks() {
        // The engine once presented the start here, then jumped to the earlier lap at the tick.
        let operations: [FuzzOperation] = [
            .spawn,
            .play(
                .float, .spawned(0),
                TimelineRecipe(
                    initialValue: SIMD2(0, 0),
                    parts: [.init(part: .move(to: SIMD2(1, 1), animation: 0), position: .next)]
                ), repeatCount: nil, autoreverses: false),
            .steer(.float, .spawned(0), .reverse(true)),
            .present(alpha: 0.5),
        ]
        let divergence = Fuzzer.replay(operations, tickRate: 60)
        #expect(divergence == nil, "\(divergence.map { "\($0)" } ?? "")")
    }
}
