import Engine
import Testing
import TransitionCore

@Suite struct TimelineMarkerTests {
    /// 0 → 1 over one second at 10 Hz (10 ticks), with markers at ticks 0, 3 (two), 7 and 10.
    private func marked() -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: 10)
        timeline.add(to: 1, .linear(duration: 1))
        timeline.addMarker("start", at: .at(0))
        timeline.addMarker("a", at: .at(0.3))
        timeline.addMarker("b", at: .at(0.3))
        timeline.addMarker("c", at: .at(0.7))
        timeline.addMarker("end", at: .at(1))
        return timeline
    }

    /// A world at 10 Hz playing `timeline` on one entity.
    private func playing(
        _ timeline: Timeline<Float>, repeatCount: Int? = 1, autoreverses: Bool = false
    ) -> (World, Entity) {
        let world = World(tickRate: 10)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses)
        return (world, entity)
    }

    /// What `events` say, as `name@tick` for markers, `cycle n@tick` and `finished@tick`.
    private func described(_ events: [MotionEvent]) -> [String] {
        events.map { event in
            switch event.kind {
            case .markerReached(let name): "\(name)@\(event.tick)"
            case .cycleCompleted(let index): "cycle \(index)@\(event.tick)"
            case .finished: "finished@\(event.tick)"
            case .interrupted(let reason): "\(reason)@\(event.tick)"
            }
        }
    }

    private func run(_ world: World, ticks: Int) -> [MotionEvent] {
        var log: [MotionEvent] = []
        for _ in 0..<ticks { world.advance(logging: &log) }
        return log
    }

    @Test func playingForwardsFiresEachMarkerOnceOnTheTickThatReachesIt() {
        let (world, entity) = playing(marked())
        let log = run(world, ticks: 12)
        #expect(
            described(log) == ["start@1", "a@3", "b@3", "c@7", "end@10", "finished@10"])
        #expect(log.allSatisfy { $0.entity == entity && $0.isOf(Float.self) && $0.motion == .timeline })
        #expect(log.first?.markerName == "start" && log.last?.markerName == nil)
    }

    @Test func playingBackwardsFiresInReverseOrderAndTheStartWithTheFinish() {
        let (world, entity) = playing(marked())
        #expect(described(run(world, ticks: 5)) == ["start@1", "a@3", "b@3"])
        world.timeline(Float.self, of: entity)?.isReversed = true
        // 5 → 4 → 3: "a" and "b" at the same tick still fire in the order they were added.
        #expect(described(run(world, ticks: 5)) == ["a@7", "b@7", "start@10", "finished@10"])
    }

    @Test func reversingOnAMarkerDoesNotFireItAgainUntilItIsCrossedAgain() {
        let (world, entity) = playing(marked())
        #expect(described(run(world, ticks: 3)) == ["start@1", "a@3", "b@3"])
        let timeline = world.timeline(Float.self, of: entity)
        timeline?.isReversed = true
        #expect(run(world, ticks: 1).isEmpty)  // 3 → 2
        timeline?.isReversed = false
        #expect(described(run(world, ticks: 1)) == ["a@5", "b@5"])  // 2 → 3: a new crossing
        timeline?.isReversed = true
        #expect(run(world, ticks: 1).isEmpty)  // 3 → 2
        #expect(described(run(world, ticks: 1)).isEmpty)  // 2 → 1
        #expect(described(run(world, ticks: 1)) == ["start@8", "finished@8"])
    }

    @Test func everyCycleOfAnAutoreversingRunFiresItsMarkersAndTurnsOnceAtEachEnd() {
        let (world, _) = playing(marked(), repeatCount: 3, autoreverses: true)
        let expected = [
            "start@1", "a@3", "b@3", "c@7", "end@10", "cycle 0@10",
            // Backwards: the end is where it turned; markers met from the end down.
            "c@13", "a@17", "b@17", "start@20", "cycle 1@20",
            "a@23", "b@23", "c@27", "end@30", "finished@30",
        ]
        #expect(described(run(world, ticks: 35)) == expected)
    }

    @Test func aRepeatingRunFiresTheEndAndTheNextStartOnTheBoundaryTick() {
        let (world, _) = playing(marked(), repeatCount: 2)
        let expected = [
            "start@1", "a@3", "b@3", "c@7", "end@10", "cycle 0@10", "start@10",
            "a@13", "b@13", "c@17", "end@20", "finished@20",
        ]
        #expect(described(run(world, ticks: 25)) == expected)
    }

    @Test func aTimeScaleThatCrossesSeveralMarkersInOneTickFiresThemAllInPlayheadOrder() {
        let (world, entity) = playing(marked(), repeatCount: 2, autoreverses: true)
        world.timeline(Float.self, of: entity)?.timeScale = TimeScale(3)
        // Ticks move 3 timeline ticks: 0→3, 3→6, 6→9, 9→12 (turning at 10), 12→15, ...
        let expected = [
            "start@1", "a@1", "b@1", "c@3", "end@4", "cycle 0@4", "c@5", "a@6", "b@6", "start@7",
            "finished@7",
        ]
        #expect(described(run(world, ticks: 8)) == expected)
        let (fast, fastEntity) = playing(marked())
        fast.timeline(Float.self, of: fastEntity)?.timeScale = TimeScale(25)
        #expect(
            described(run(fast, ticks: 1)) == ["start@1", "a@1", "b@1", "c@1", "end@1", "finished@1"])
    }

    @Test func aFractionalTimeScaleFiresOnTheTickThatReachesTheMarker() {
        let (world, entity) = playing(marked())
        world.timeline(Float.self, of: entity)?.timeScale = TimeScale(1, 4)
        // Timeline tick 3 is reached on world tick 12, tick 7 on 28, the end on 40.
        #expect(
            described(run(world, ticks: 41))
                == ["start@1", "a@12", "b@12", "c@28", "end@40", "finished@40"])
    }

    @Test func seekingAcrossMarkersFiresNothingAndNeitherDoesAPause() {
        var timeline = Timeline(from: Float(0), tickRate: 10)
        timeline.add(to: 1, .linear(duration: 2))
        for index in 0..<10 { timeline.addMarker("m\(index)", at: .at(Double(index + 2) / 10)) }
        let (world, entity) = playing(timeline)
        let controller = world.timeline(Float.self, of: entity)!
        controller.isPaused = true
        controller.seek(toSeconds: 1.9)
        controller.seek(toSeconds: 0.05)
        controller.seek(toProgress: 1)
        controller.seek(toSeconds: 0.1)
        #expect(world.events.isEmpty)
        #expect(run(world, ticks: 10).isEmpty)
        controller.timeScale = TimeScale(0)
        controller.isPaused = false
        #expect(run(world, ticks: 10).isEmpty)
        controller.timeScale = .normal
        #expect(described(run(world, ticks: 1)) == ["m0@21"])  // from timeline tick 1 to m0's 2
    }

    @Test func aMarkerWhereASeekLeftThePlayheadFiresOnTheNextTickThatMovesItEitherWay() {
        let (world, entity) = playing(marked())
        let controller = world.timeline(Float.self, of: entity)!
        controller.seek(toSeconds: 0.3)
        #expect(world.events.isEmpty)
        #expect(described(run(world, ticks: 1)) == ["a@1", "b@1"])
        controller.seek(toSeconds: 0.7)
        controller.isReversed = true
        #expect(described(run(world, ticks: 1)) == ["c@2"])
    }

    @Test func theSameEventsFireHoweverTheTicksAreSplitIntoFrames() throws {
        func events(frameNanoseconds: [UInt64]) throws -> [MotionEvent] {
            let clock = MockClock()
            let simulation = Simulation(clock: clock, tickRate: 10)
            let entity = simulation.world.spawn()
            simulation.world.play(marked(), on: entity, repeatCount: nil, autoreverses: true)
            simulation.world.timeline(Float.self, of: entity)?.timeScale = TimeScale(7, 4)
            simulation.addSystem { world, tick in
                if tick == 31 { world.timeline(Float.self, of: entity)?.isReversed = true }
            }
            var log: [MotionEvent] = []
            simulation.frame()
            var index = 0
            while simulation.world.tick < 80 {
                clock.advance(by: frameNanoseconds[index % frameNanoseconds.count])
                index += 1
                simulation.frame()
                log += simulation.events
            }
            return log.filter { $0.tick <= 80 }
        }
        let even = try events(frameNanoseconds: [100_000_000])
        let uneven = try events(frameNanoseconds: [30_000_000, 250_000_000, 70_000_000, 160_000_000])
        #expect(even == uneven)
        #expect(even.filter { $0.markerName != nil }.count > 20)
    }

    @Test func markersFollowTheClockDomainOfTheirEntity() throws {
        let world = World(tickRate: 10)
        let game = try #require(world.makeClockDomain(named: "game"))
        let entity = world.spawn()
        world.setClockDomain(game, for: entity)
        world.play(marked(), on: entity)
        world.setTimeScale(TimeScale(3), for: game)
        // Three domain ticks a world tick: the markers of all three fire on it, in order.
        #expect(described(run(world, ticks: 1)) == ["start@1", "a@1", "b@1"])
        world.setPaused(true, for: game)
        #expect(run(world, ticks: 5).isEmpty)
        world.setPaused(false, for: game)
        #expect(described(run(world, ticks: 3)) == ["c@8", "end@9", "finished@9"])
    }

    @Test func markersAfterTheLastPartLengthenTheTimelineAndDoNotMoveNext() {
        var timeline = Timeline(from: Float(0), tickRate: 10)
        timeline.add(to: 1, .linear(duration: 1))
        timeline.addMarker("late", at: .at(1.5))
        #expect(timeline.durationTicks == 15)
        timeline.add(to: 2, .linear(duration: 0.2))  // still right after the first move
        #expect(timeline.boundaryTicks == [10, 12])
        #expect(timeline.markers == [TimelineMark(name: "late", tick: 15)])
        let (world, _) = playing(timeline)
        #expect(described(run(world, ticks: 16)) == ["late@15", "finished@15"])
    }

    @Test func nestedMarkersKeepTheirPlacesAndAreInTheStateHash() {
        var inner = Timeline(from: Float(0), tickRate: 10)
        inner.add(to: 1, .linear(duration: 0.5))
        inner.addMarker("hit", at: .at(0.2))
        var outer = Timeline(from: Float(0), tickRate: 10)
        outer.add(to: 3, .linear(duration: 1))
        outer.add(inner)
        #expect(outer.markers == [TimelineMark(name: "hit", tick: 12)])
        var moved = outer
        moved.addMarker("extra", at: .at(0.5))
        let (first, _) = playing(outer)
        let (second, _) = playing(outer)
        let (third, _) = playing(moved)
        #expect(first.stateHash() == second.stateHash())
        #expect(first.stateHash() != third.stateHash())
    }

    @Test func aTracksMarkersFireForItsEntityAndTheChoreographysForTheConductor() {
        let world = World(tickRate: 10)
        let conductor = world.spawn()
        let card = world.spawn()
        var choreography = Choreography(tickRate: 10)
        choreography.add(marked(), on: card, at: .at(0.5))
        choreography.addMarker("cue", at: .at(0.2))
        choreography.addMarker("cue", at: .at(0.8))
        world.play(choreography, on: conductor)
        let log = run(world, ticks: 16)
        let conductorLog = log.filter { $0.isOf(Choreography.self) }
        let cardLog = log.filter { $0.entity == card }
        #expect(conductorLog.allSatisfy { $0.entity == conductor })
        #expect(described(conductorLog) == ["cue@2", "cue@8", "finished@15"])
        // The track's markers, 0.5 s later, then its own finish at the end of its last part; the
        // run's finish is the choreography's.
        #expect(described(cardLog) == ["start@5", "a@8", "b@8", "c@12", "end@15", "finished@15"])
        #expect(world.choreography(of: conductor) == nil)
    }

    @Test func aRunRepeatingForeverKeepsFiringWhenPlayedBackwardsPastItsStart() {
        let (world, entity) = playing(marked(), repeatCount: nil, autoreverses: true)
        world.timeline(Float.self, of: entity)?.isReversed = true
        // Backwards from the start is forwards through the backward cycle of an earlier lap.
        let expected = [
            "cycle 1@1", "start@1", "a@3", "b@3", "c@7", "end@10", "cycle 0@11", "c@13", "a@17",
            "b@17", "start@20", "cycle 1@21", "a@23", "b@23",
        ]
        #expect(described(run(world, ticks: 23)) == expected)
    }

    /// The README's "Timeline labels and markers" example, as written there.
    @Test func theReadmeExampleRuns() throws {
        let world = World(tickRate: 60)
        let ball = world.spawn()
        var thuds: [UInt64] = []

        var drop = Timeline(from: SIMD2<Float>(0, 0), tickRate: 60)
        drop.add(to: SIMD2(0, 300), .timingCurve(.easeInQuad, duration: 0.5))
        drop.addLabel("impact")
        drop.addMarker("thud", at: .label("impact"))
        drop.add(to: SIMD2(0, 260), .spring(response: 0.3, dampingFraction: 0.5), at: .label("impact"))
        world.play(drop, on: ball)

        for _ in 0..<60 {
            world.advance()
            for event in world.events where event.markerName == "thud" { thuds.append(event.tick) }
        }
        world.play(drop, on: ball)
        world.timeline(SIMD2<Float>.self, of: ball)?.seek(toLabel: "impact", offset: 0.1)  // past the thud
        world.advance()

        #expect(thuds == [30])
        #expect(world.events.allSatisfy { $0.markerName == nil })
    }

    @Test func randomSteeringFiresWhatARunPositionOracleExpects() {
        var random = SeededRandom(seed: 29)
        var firedCount = 0
        var seekLandedOnAMarker = 0
        for _ in 0..<60 {
            var timeline = Timeline(from: Float(0), tickRate: 10)
            timeline.add(to: 1, .linear(duration: Double(random.next(in: 1...20)) / 10))
            var markerTicks: [Int] = []
            for index in 0..<Int(random.next(in: 1...6)) {
                let tick = random.next(in: 0...timeline.durationTicks)
                markerTicks.append(Int(tick))
                timeline.addMarker("\(index)", at: .at(Double(tick) / 10))
            }
            let autoreverses = random.next(in: 0...1) == 1
            let (world, entity) = playing(timeline, repeatCount: 4, autoreverses: autoreverses)
            var oracle = MarkerOracle(
                cycleTicks: Int(timeline.durationTicks), cycles: 4, autoreverses: autoreverses,
                markerTicks: markerTicks)
            let controller = world.timeline(Float.self, of: entity)!
            for _ in 0..<120 where controller.isPlaying {
                switch random.next(in: 0...19) {
                case 0: controller.isReversed.toggle()
                case 1: controller.isPaused.toggle()
                case 2: controller.timeScale = TimeScale(random.next(in: 0...9), random.next(in: 1...2) * 2)
                case 3:
                    controller.seek(toProgress: Double(random.next(in: 0...100)) / 100)
                    oracle.firesHere = true
                    let position = units(controller.position)
                    if oracle.points.contains(where: { $0.position == position }) { seekLandedOnAMarker += 1 }
                default: break
                }
                let from = units(controller.position)
                let reversed = controller.isReversed
                world.advance()
                let to = controller.isPlaying ? units(controller.position) : (reversed ? 0 : oracle.endUnits)
                let fired = world.events.compactMap(\.markerName)
                #expect(fired == oracle.moved(from: from, to: to), "\(markerTicks) \(autoreverses)")
                firedCount += fired.count
            }
        }
        #expect(firedCount > 400 && seekLandedOnAMarker > 5, "\(firedCount) \(seekLandedOnAMarker)")
    }

    /// `seconds` of a 10 Hz run in the playhead's units (2²⁰ a tick).
    private func units(_ seconds: Double) -> Int {
        Int((seconds * 10 * Double(1 << 20)).rounded())
    }
}

/// What markers a move of the playhead crosses, worked out from the run's positions alone:
/// every marker of every cycle laid out on one axis (a turn of an autoreversing run is one
/// point), and the half-open interval a tick moves across, closed at a position play or a seek
/// left the playhead on.
private struct MarkerOracle {
    struct Point {
        let position: Int
        let cycle: Int
        let marker: Int
    }
    let cycleUnits: Int
    let endUnits: Int
    let points: [Point]
    /// Whether play or a seek left the playhead where it is.
    var firesHere = true

    init(cycleTicks: Int, cycles: Int, autoreverses: Bool, markerTicks: [Int]) {
        let unit = 1 << 20
        cycleUnits = cycleTicks * unit
        endUnits = cycleUnits * cycles
        points = (0..<cycles).flatMap { [cycleUnits] cycle in
            markerTicks.enumerated().map { marker, tick in
                let within = autoreverses && cycle % 2 == 1 ? cycleUnits - tick * unit : tick * unit
                return Point(position: cycle * cycleUnits + within, cycle: cycle, marker: marker)
            }
        }
    }

    /// The names of the markers a tick from `from` to `to` fires, in order.
    mutating func moved(from: Int, to: Int) -> [String] {
        guard from != to else { return [] }
        let forwards = to > from
        let crossed = points.filter { point in
            if forwards {
                return (from < point.position && point.position <= to)
                    || (firesHere && point.position == from && point.cycle == from / cycleUnits)
            }
            return (to <= point.position && point.position < from)
                || (firesHere && point.position == from && point.cycle == (from - 1) / cycleUnits)
        }
        let ordered = crossed.sorted { a, b in
            if a.position != b.position {
                return forwards ? a.position < b.position : a.position > b.position
            }
            if a.cycle != b.cycle { return forwards ? a.cycle < b.cycle : a.cycle > b.cycle }
            return a.marker < b.marker
        }
        firesHere = false
        var seen: Set<[Int]> = []
        return ordered.filter { seen.insert([$0.position, $0.marker]).inserted }.map { "\($0.marker)" }
    }
}
