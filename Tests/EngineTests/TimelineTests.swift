import Engine
import Testing
import TransitionCore

@Suite struct TimelineTests {
    /// 0 → 10 over 0.5 s, → -4 over 0.25 s with a bounce, → 7 on a spring: three segments.
    private func threeSegments(tickRate: UInt64 = 60) -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: tickRate)
        timeline.add(to: 10, .easeInOut(duration: 0.5))
        timeline.add(to: -4, .timingCurve(.easeOutBounce, duration: 0.25))
        timeline.add(to: 7.3, .spring(response: 0.3, dampingFraction: 0.9))
        return timeline
    }

    @Test func everyBoundaryValueLandsExactlyAtItsTick() {
        let timeline = threeSegments()
        #expect(timeline.boundaryTicks.prefix(2) == [30, 45])
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        #expect(world.get(Float.self, of: entity) == 0)
        var valuesAt: [UInt64: Float] = [:]
        var log: [MotionEvent] = []
        for _ in 0..<Int(timeline.durationTicks) {
            world.advance(logging: &log)
            valuesAt[world.tick] = world.get(Float.self, of: entity)
        }
        #expect(valuesAt[29] != 10)
        #expect(valuesAt[30] == 10)
        #expect(valuesAt[44] != -4)
        #expect(valuesAt[45] == -4)
        #expect(valuesAt[timeline.durationTicks] == 7.3)
        #expect(log.map(\.kind) == [.finished] && log.allSatisfy { $0.motion == .timeline })
        #expect(log.first?.tick == timeline.durationTicks)
        #expect(world.timeline(Float.self, of: entity) == nil)
    }

    @Test func seekingForwardAndBackwardShowsWhatPlayingShows() {
        let timeline = threeSegments()
        let played = World(tickRate: 60)
        let entity = played.spawn()
        played.play(timeline, on: entity)
        var playedValues: [Float] = [played.get(Float.self, of: entity)!]
        for _ in 0..<Int(timeline.durationTicks) {
            played.advance()
            playedValues.append(played.get(Float.self, of: entity)!)
        }
        let sought = World(tickRate: 60)
        let other = sought.spawn()
        sought.play(timeline, on: other)
        sought.timeline(Float.self, of: other)?.isPaused = true
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let tick = Int(random.next(in: 0...timeline.durationTicks - 1))
            sought.timeline(Float.self, of: other)?.seek(toSeconds: Double(tick) / 60)
            #expect(sought.get(Float.self, of: other) == playedValues[tick], "tick \(tick)")
        }
        sought.timeline(Float.self, of: other)?.seek(toProgress: 1)
        #expect(sought.get(Float.self, of: other) == 7.3)
    }

    @Test func reversingMidFlightIsContinuousAndFinishesAtTheStart() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(threeSegments(), on: entity)
        for _ in 0..<20 { world.advance() }
        let atReverse = world.get(Float.self, of: entity)!
        world.timeline(Float.self, of: entity)?.isReversed = true
        #expect(world.get(Float.self, of: entity) == atReverse)
        world.advance()
        let afterOne = world.get(Float.self, of: entity)!
        #expect(abs(afterOne - atReverse) < 1)  // one tick back along the same curve
        var log: [MotionEvent] = []
        for _ in 0..<19 { world.advance(logging: &log) }
        #expect(world.get(Float.self, of: entity) == 0)
        #expect(log.map(\.kind) == [.finished])
    }

    @Test func aMillionTicksOfARepeatingTimelineDoNotDrift() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 0.25))  // 15 ticks
        timeline.add(to: 0, .linear(duration: 0.2))  // 12 ticks: a 27-tick cycle
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: nil)
        var cycles = 0
        for _ in 0..<1_000_000 {
            world.advance()
            cycles += world.events.count
        }
        #expect(cycles == 1_000_000 / 27)
        // 1,000,000 = 27 · 37,037 + 1: one tick into a cycle, exactly where tick 1 is.
        #expect(world.get(Float.self, of: entity) == timeline.value(atTick: 1))
        #expect(world.timeline(Float.self, of: entity)?.cycle == 37_037)
    }

    @Test func nestedGroupsDurationsAddUpExactly() {
        func segment(_ seconds: Double) -> Timeline<Float> {
            var timeline = Timeline(from: Float(0), tickRate: 120)
            timeline.add(to: Float(seconds), .linear(duration: seconds))
            return timeline
        }
        var group = Timeline(from: Float(0), tickRate: 120)
        group.addGroup([segment(0.5), segment(0.25), segment(1.0 / 3)])  // 60, 30, 40 ticks
        #expect(group.durationTicks == 60)
        var sequence = Timeline(from: Float(0), tickRate: 120)
        sequence.add(group)
        sequence.add(segment(0.1))  // 12 ticks
        sequence.add(group, at: .afterPrevious(gap: 0.05))  // 6 ticks of gap
        #expect(sequence.durationTicks == 60 + 12 + 6 + 60)
        var outer = Timeline(from: Float(0), tickRate: 120)
        outer.addGroup([sequence, group])
        outer.add(sequence, at: .withPrevious(offset: 0.5))
        #expect(outer.durationTicks == 60 + sequence.durationTicks)
        let mismatched = Timeline(from: Float(0), tickRate: 60)
        let accepted = outer.add(mismatched)
        #expect(!accepted)
    }

    @Test func controlsArePartOfTheStateHash() {
        func run(pauseAt: Int?) -> UInt64 {
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.play(threeSegments(), on: entity, repeatCount: 3, autoreverses: true)
            for tick in 0..<100 {
                if tick == pauseAt { world.timeline(Float.self, of: entity)?.isPaused = true }
                if tick == 50 { world.timeline(Float.self, of: entity)?.timeScale = TimeScale(1, 2) }
                world.advance()
            }
            return world.stateHash()
        }
        #expect(run(pauseAt: nil) == run(pauseAt: nil))
        #expect(run(pauseAt: 90) != run(pauseAt: nil))
    }

    @Test func autoreversingCyclesReportEachBoundaryAndEndAtTheStart() {
        var timeline = Timeline(from: Float(0), tickRate: 10)
        timeline.add(to: 1, .linear(duration: 1))
        let world = World(tickRate: 10)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: 2, autoreverses: true)
        var log: [MotionEvent] = []
        for _ in 0..<10 { world.advance(logging: &log) }
        #expect(world.get(Float.self, of: entity) == 1)
        #expect(log.map(\.kind) == [.cycleCompleted(index: 0)])
        for _ in 0..<10 { world.advance(logging: &log) }
        #expect(world.get(Float.self, of: entity) == 0)
        #expect(log.map(\.kind) == [.cycleCompleted(index: 0), .finished])
    }

    @Test func settingOrAnimatingTheComponentStopsTheTimeline() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(threeSegments(), on: entity)
        world.advance()
        world.animate(entity, to: Float(100), .linear(duration: 0.1))
        #expect(world.timeline(Float.self, of: entity) == nil)
        for _ in 0..<6 { world.advance() }
        #expect(world.get(Float.self, of: entity) == 100)
    }
}

@Suite struct TimelinePlaybackTests {
    @Test func presentedSamplesTheTimelineBetweenTicks() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 6, .linear(duration: 0.1))
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        world.advance()
        #expect(world.activeTimelineCount == 1)
        #expect(world.presented(Float.self, of: entity, alpha: 0) == 1)
        #expect(
            world.presented(Float.self, of: entity, alpha: 0.5) == timeline.value(atTick: 1, fraction: 0.5))
        #expect(world.presented(Float.self, of: entity, alpha: 0.5) != 1)
    }

    @Test func aTimelineRepeatingForeverKeepsLoopingBackwards() {
        var timeline = Timeline(from: Float(0), tickRate: 10)
        timeline.add(to: 1, .linear(duration: 1))
        let world = World(tickRate: 10)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: nil)
        for _ in 0..<3 { world.advance() }
        world.timeline(Float.self, of: entity)?.isReversed = true
        var values: [Float] = []
        var log: [MotionEvent] = []
        for _ in 0..<25 {
            world.advance(logging: &log)
            values.append(world.get(Float.self, of: entity)!)
        }
        #expect(world.timeline(Float.self, of: entity) != nil)
        #expect(!log.contains { $0.kind == .finished })
        // 0.2, 0.1, then the start of the cycle (0), then backwards from the end of the previous lap.
        #expect(Array(values.prefix(4)) == [timeline.value(atTick: 2), timeline.value(atTick: 1), 0, 0.9])
    }

    @Test func keyframeTracksFromArrays() {
        #expect(Keyframes<Float>([]) == nil)
        let track = Keyframes([Keyframe(0, Float(1)), Keyframe(1, 3)])
        #expect(track?.value(at: 0.5) == 2)
        #expect(Keyframes<SIMD2<Float>>.smooth([]) == nil)
    }
}

/// A timeline part that starts while another runs takes over as `World.animate` retargets: a
/// spring keeps the velocity of a moving spring, so the two show the same values at every tick.
@Suite struct TimelineTakeoverTests {
    /// One move of a choreography: from `tick` on, to `target` under `animation`.
    struct Move<Value> {
        var tick: UInt64
        var target: Value
        var animation: Animation
    }

    /// The values a world shows after each of `ticks` ticks when `moves` are animated on a plain
    /// component from `start`, each at its tick (a retarget when one runs).
    private func retargeted<Value: Transitionable>(from start: Value, _ moves: [Move<Value>], ticks: UInt64)
        -> [Value]
    {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(start, for: entity)
        var values: [Value] = []
        for tick in 0..<ticks {
            for move in moves where move.tick == tick {
                world.animate(entity, to: move.target, move.animation)
            }
            world.advance()
            values.append(world.get(Value.self, of: entity)!)
        }
        return values
    }

    /// The values a world shows after each of `ticks` ticks playing `timeline`.
    private func played<Value: Transitionable>(_ timeline: Timeline<Value>, ticks: UInt64) -> [Value] {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        var values: [Value] = []
        for _ in 0..<ticks {
            world.advance()
            values.append(world.get(Value.self, of: entity)!)
        }
        return values
    }

    private func timeline<Value: Transitionable>(from start: Value, _ moves: [Move<Value>]) -> Timeline<Value>
    {
        var timeline = Timeline(from: start, tickRate: 60)
        for move in moves { timeline.add(to: move.target, move.animation, at: .at(Double(move.tick) / 60)) }
        return timeline
    }

    @Test func aSpringTakingOverFromAMovingSpringKeepsItsVelocityAsARetargetDoes() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7)
        let moves = [
            Move(tick: 0, target: Float(100), animation: spring),
            Move(tick: 12, target: 200, animation: spring),
        ]
        let timeline = timeline(from: Float(0), moves)
        let ticks = timeline.durationTicks
        let expected = retargeted(from: Float(0), moves, ticks: ticks)
        let values = played(timeline, ticks: ticks)
        #expect(values == expected)
        for tick in 1...ticks {
            #expect(timeline.value(atTick: tick) == expected[Int(tick) - 1], "tick \(tick)")
        }
        // From rest, the second spring would lag behind the retarget one tick after the takeover.
        let fromRest = Transition(from: expected[11], to: 200, animation: spring).sample(elapsed: 1.0 / 60)
            .value
        #expect(values[12] > fromRest + 1)
        #expect(values.last == 200)
    }

    @Test func velocityIsCarriedThroughChainsAndOnlyBetweenSpringsAsARetargetCarriesIt() {
        let moves: [Move<SIMD2<Float>>] = [
            Move(tick: 0, target: SIMD2(100, -40), animation: .spring(response: 0.6, dampingFraction: 0.5)),
            Move(tick: 9, target: SIMD2(-30, 80), animation: .spring(response: 0.3, dampingFraction: 0.8)),
            Move(
                tick: 17, target: SIMD2(60, 60),
                animation: .spring(response: 0.4, dampingFraction: 0.6).speed(1.5)),
            Move(tick: 25, target: SIMD2(0, 0), animation: .easeInOut(duration: 0.3)),
            Move(tick: 31, target: SIMD2(50, -50), animation: .spring(response: 0.5, dampingFraction: 0.3)),
            Move(tick: 40, target: SIMD2(10, 20), animation: .spring(response: 0.35, dampingFraction: 0.9)),
        ]
        let timeline = timeline(from: SIMD2<Float>(0, 0), moves)
        let ticks = timeline.durationTicks
        let expected = retargeted(from: SIMD2<Float>(0, 0), moves, ticks: ticks)
        #expect(played(timeline, ticks: ticks) == expected)
        // Parts added out of order resample the later ones with the same velocities.
        var shuffled = Timeline(from: SIMD2<Float>(0, 0), tickRate: 60)
        for index in [3, 0, 5, 1, 4, 2] {
            shuffled.add(
                to: moves[index].target, moves[index].animation, at: .at(Double(moves[index].tick) / 60))
        }
        for tick in 0...ticks {
            #expect(shuffled.value(atTick: tick) == timeline.value(atTick: tick), "tick \(tick)")
        }
    }

    @Test func nestingATimelineAmongLaterPartsPlacesAndResamplesAsAddingItsPartsOneByOne() {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.6)
        // (tick, target, animation): the outer timeline's own parts, then the nested one's.
        let outer: [(UInt64, Float, Animation)] = [
            (0, 50, spring), (10, -20, .easeOut(duration: 0.2)), (20, 80, spring), (30, 10, spring),
            (45, 0, .linear(duration: 0.5)),
        ]
        let inner: [(UInt64, Float, Animation)] = [
            (0, 30, spring), (10, 90, spring), (12, -5, .easeIn(duration: 0.1)),
        ]
        var nested = Timeline(from: Float(0), tickRate: 60)
        var oneByOne = Timeline(from: Float(0), tickRate: 60)
        for (tick, target, animation) in outer {
            nested.add(to: target, animation, at: .at(Double(tick) / 60))
            oneByOne.add(to: target, animation, at: .at(Double(tick) / 60))
        }
        var innerTimeline = Timeline(from: Float(1_000), tickRate: 60)
        for (tick, target, animation) in inner {
            innerTimeline.add(to: target, animation, at: .at(Double(tick) / 60))
        }
        // Starts with the outer part at tick 10 and runs among the later ones.
        nested.add(innerTimeline, at: .at(10.0 / 60))
        for (tick, target, animation) in inner {
            oneByOne.add(to: target, animation, at: .at(Double(tick + 10) / 60))
        }
        #expect(nested.durationTicks == oneByOne.durationTicks)
        for tick in 0...nested.durationTicks {
            #expect(nested.value(atTick: tick) == oneByOne.value(atTick: tick), "tick \(tick)")
        }
    }
}
