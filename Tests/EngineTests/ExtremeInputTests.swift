import Engine
import Testing
import TransitionCore

/// Inputs at the edges of what the API accepts: each plays, clamps or is refused as documented,
/// without trapping, giving NaN or being ignored.
@Suite struct ExtremeInputTests {
    // MARK: Long timelines (counts and delays whose ticks overflow without a clamp)

    @Test func aRepeatCountOfIntMaxAndAHugeDelayPlayAndAreClamped() {
        let world = World(tickRate: 60)
        var endless = Timeline(from: Float(0), tickRate: 60)
        endless.add(to: 1, .linear(duration: 0.35).repeatCount(Int.max))
        #expect(endless.durationTicks == Timeline<Float>.maximumTicks)
        var late = Timeline(from: Float(0), tickRate: 60)
        late.add(to: 1, .linear(duration: 0.35).delay(1e300))
        #expect(late.durationTicks == Timeline<Float>.maximumTicks)
        let a = world.spawn()
        let b = world.spawn()
        #expect(world.play(endless, on: a, repeatCount: Int.max, autoreverses: true))
        #expect(world.play(late, on: b, repeatCount: nil))
        for _ in 0..<30 { world.advance() }
        #expect(world.get(Float.self, of: a)!.isFinite && world.get(Float.self, of: b) == 0)
        world.timeline(Float.self, of: a)?.seek(toProgress: 1)
        world.timeline(Float.self, of: b)?.isReversed = true
        for _ in 0..<30 { world.advance() }
        #expect(world.get(Float.self, of: a)!.isFinite && world.get(Float.self, of: b)!.isFinite)
    }

    @Test func aRunTooLongToCountEndsAfterTheWholeCyclesThatFit() throws {
        var longest = Timeline(from: Float(0), tickRate: 60)
        longest.add(to: 1, .linear(duration: 0.1).delay(1e300))
        let world = World(tickRate: 60)
        let entity = world.spawn()
        // Four cycles of 2⁴² ticks do not fit in the playhead's 2⁶⁴ units: three do.
        world.play(longest, on: entity, repeatCount: 4)
        let playhead = try #require(world.timeline(Float.self, of: entity))
        playhead.seek(toSeconds: .infinity)
        #expect(playhead.cycle == 2 && playhead.progress == 1)
        playhead.isReversed = true
        var log: [MotionEvent] = []
        for _ in 0..<3 { world.advance(logging: &log) }
        #expect(log.isEmpty, "the end of the run is no cycle boundary")
        #expect(playhead.cycle == 2 && playhead.progress < 1)
        // Just before its end the cycle shows what it shows there: the delayed move has not begun.
        #expect(world.presented(Float.self, of: entity, alpha: 0.5) == 0)
    }

    @Test func partsBeyondTheLimitAndNestingThemAreClamped() {
        var timeline = Timeline(from: Float(0), tickRate: 1_000_000)
        timeline.add(to: 1, .linear(duration: 9e12))
        timeline.add(to: 2, .linear(duration: 9e12))
        timeline.add(to: 3, .linear(duration: 9e12))
        timeline.add(to: 4, .linear(duration: 1), at: .afterPrevious(gap: -.infinity))
        #expect(timeline.durationTicks == Timeline<Float>.maximumTicks)
        var outer = Timeline(from: Float(0), tickRate: 1_000_000)
        outer.add(timeline)
        outer.add(timeline, at: .afterPrevious(gap: 1e300))
        outer.addGroup([timeline, timeline])
        #expect(outer.durationTicks == Timeline<Float>.maximumTicks)
        #expect(outer.value(atTick: .max).isFinite)
    }

    @Test func aForeverTimelineReversedAtItsStartKeepsGoingBack() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 1e12))
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: nil, autoreverses: true)
        world.timeline(Float.self, of: entity)?.isReversed = true
        for _ in 0..<10 { world.advance() }
        #expect(world.timeline(Float.self, of: entity)?.isPlaying == true)
        #expect(world.get(Float.self, of: entity)!.isFinite)
    }

    // MARK: Seeking to infinity

    @Test func seekingToPlusInfinityLandsAtTheEnd() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 5, .linear(duration: 1))
        let world = World(tickRate: 60)
        let bySeconds = world.spawn()
        let byProgress = world.spawn()
        world.play(timeline, on: bySeconds)
        world.play(timeline, on: byProgress)
        world.timeline(Float.self, of: bySeconds)?.seek(toSeconds: .infinity)
        world.timeline(Float.self, of: byProgress)?.seek(toProgress: .infinity)
        #expect(world.get(Float.self, of: bySeconds) == 5 && world.get(Float.self, of: byProgress) == 5)
        world.timeline(Float.self, of: byProgress)?.seek(toProgress: -.infinity)
        #expect(world.get(Float.self, of: byProgress) == 0)
    }

    // MARK: A spring part asked to be undamped

    @Test func aSpringPartAskedToBeUndampedPlaysUntilItSettles() throws {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 10, .spring(response: 0.8, dampingFraction: 0))
        let least = Animation.spring(response: 0.8, dampingFraction: Spring.minimumDampingFraction)
        let length = try #require(least.lengthInTicks(tickRate: 60))
        #expect(timeline.durationTicks == length && length > 60 * 60)
        #expect(timeline.value(atTick: 24) > 15)  // rings past the target, half a period in
        #expect(timeline.value(atTick: length - 1) != 10 && timeline.value(atTick: length) == 10)
    }

    // MARK: Dropped time saturates

    @Test func droppedTimeSaturatesInsteadOfWrapping() throws {
        var loop = FixedStepLoop(tickRate: 60)
        _ = loop.nextFrame(at: 0)
        _ = loop.nextFrame(at: .max)
        _ = loop.nextFrame(at: 0)
        _ = loop.nextFrame(at: .max)
        #expect(loop.totalDroppedNanoseconds == .max)
    }

    // MARK: The hash covers a timeline's future

    @Test func timelinesDifferingOnlyInALaterTargetHashDifferently() {
        func hash(lastTarget: Float) -> UInt64 {
            var timeline = Timeline(from: Float(0), tickRate: 60)
            timeline.add(to: 1, .linear(duration: 1))
            timeline.add(to: lastTarget, .linear(duration: 1))
            let world = World(tickRate: 60)
            world.play(timeline, on: world.spawn())
            world.advance()
            return world.stateHash()
        }
        #expect(hash(lastTarget: 2) == hash(lastTarget: 2))
        #expect(hash(lastTarget: 2) != hash(lastTarget: 3))
    }

    // MARK: A finished move frees its custom curve

    final class Captured: Sendable {}

    @Test func aFinishedMoveKeepsNothingItsCurveCaptured() {
        let world = World(tickRate: 60)
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            let curve = Curve.custom { t in
                _ = captured
                return t
            }
            let entity = world.spawn()
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(1), .timingCurve(curve, duration: 0.1))
        }
        #expect(weakCaptured != nil)
        for _ in 0..<10 { world.advance() }
        #expect(weakCaptured == nil)
    }

    // MARK: A custom curve that writes to the world

    @Test func aCurveThatWritesToTheWorldDuringATickIsDeferred() {
        let world = World(tickRate: 60)
        let witness = world.spawn()
        let mover = world.spawn()
        world.set(Float(0), for: mover)
        // A curve is @Sendable; a world is not. The world keeps the curve, so the curve reaches
        // the world weakly, as the curve's documentation says.
        let box = WeakWorld(world)
        let writes = Curve.custom { t in
            box.world?.set(Int(t * 100), for: witness)
            return t
        }
        world.animate(mover, to: Float(1), .timingCurve(writes, duration: 0.5))
        world.advance()
        #expect(world.get(Int.self, of: witness) == Int((1.0 / 30 * 100) as Double))
        #expect(world.get(Float.self, of: mover)! > 0)
    }

    @Test func aWorldItsRunningCurveReachesWeaklyIsFreed() {
        var freed = WeakWorld(World(tickRate: 60))
        do {
            let world = World(tickRate: 60)
            let mover = world.spawn()
            world.set(Float(0), for: mover)
            let box = WeakWorld(world)
            let writes = Curve.custom { t in
                box.world?.set(Int(t * 100), for: mover)
                return t
            }
            world.animate(mover, to: Float(1), .timingCurve(writes, duration: 10))
            world.advance()
            #expect(world.isAnimating(Float.self, of: mover))
            freed = WeakWorld(world)
        }
        #expect(freed.world == nil)
    }
}

/// Building a long timeline is linear: adding a part after the others samples one part, and
/// nesting a timeline among later parts merges it in and resamples once. The time it takes is
/// transition-bench's to measure (section 7, scaling), not a test's: a time limit here failed
/// on a busy machine.
struct TimelineScalingTests {
    @Test func eightThousandPartsBuildAndNestQuickly() {
        var timeline = Timeline(from: SIMD2<Float>(0, 0), tickRate: 60)
        for index in 0..<8_000 {
            timeline.add(to: SIMD2(Float(index), Float(index % 7)), .easeInOut(duration: 0.1))
        }
        #expect(timeline.durationTicks == 8_000 * 6)
        var outer = Timeline(from: SIMD2<Float>(0, 0), tickRate: 60)
        outer.add(timeline)
        outer.add(timeline, at: .withPrevious(offset: 1))
        #expect(outer.value(atTick: outer.durationTicks) == SIMD2(7_999, Float(7_999 % 7)))
    }
}
