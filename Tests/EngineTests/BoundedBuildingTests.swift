import Engine
import Testing
import TransitionCore

/// Labels and markers added in any order read back in tick order, as those added in order do;
/// a rollback session keeps no input further ahead than its window.
@Suite struct BoundedBuildingTests {
    private func timeline() -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 2))
        return timeline
    }

    @Test func marksAddedInAnyOrderReadInTickOrderEqualTicksInTheOrderAdded() {
        var random = SeededRandom(seed: 5)
        var timeline = timeline()
        var expected: [TimelineMark] = []
        for index in 0..<300 {
            let tick = random.next(in: 0...40)
            timeline.addMarker("m\(index)", at: .at(Double(tick) / 60))
            expected.append(TimelineMark(name: "m\(index)", tick: tick))
        }
        // A stable sort by tick: equal ticks keep the order added.
        let ordered = expected.enumerated().sorted {
            ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset)
        }
        #expect(timeline.markers == ordered.map(\.element))
    }

    @Test func aLabelMovedCountsAsAddedLastAmongItsTick() {
        var timeline = timeline()
        timeline.addLabel("a", at: .at(0.5))
        timeline.addLabel("b", at: .at(0.25))
        timeline.addLabel("c", at: .at(0.25))
        timeline.addLabel("b", at: .at(1))
        timeline.addLabel("a", at: .at(0.25))
        #expect(timeline.labels.map(\.name) == ["c", "a", "b"])
        #expect(timeline.labels.map(\.tick) == [15, 15, 60])
        #expect(timeline.tick(ofLabel: "a") == 15 && timeline.tick(ofLabel: "b") == 60)
        #expect(timeline.tick(at: .label("b", offset: 0.5)) == 90)
    }

    @Test func nestedMarksKeepTheirPlacesWhateverTheOrderTheyWereAdded() {
        var inner = timeline()
        inner.addMarker("late", at: .at(1))
        inner.addMarker("early", at: .at(0.5))
        inner.addLabel("x", at: .at(0.75))
        var outer = timeline()
        outer.add(inner, at: .at(0.5))
        #expect(
            outer.markers == [TimelineMark(name: "early", tick: 60), TimelineMark(name: "late", tick: 90)])
        #expect(outer.labels == [TimelineMark(name: "x", tick: 75)])
    }

    @Test func markersAddedOutOfOrderFireInTickOrder() {
        var timeline = timeline()
        for tick in [9, 3, 6, 3] { timeline.addMarker("t\(tick)", at: .at(Double(tick) / 60)) }
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        var fired: [String] = []
        for _ in 0..<10 {
            world.advance()
            for event in world.events {
                if case .markerReached(let name) = event.kind { fired.append(name) }
            }
        }
        #expect(fired == ["t3", "t3", "t6", "t9"])
    }

    @Test func inputsBeyondTheWindowAreRefusedAndKeepNothing() throws {
        let world = World(tickRate: 60)
        let session = try #require(
            RollbackSession<Int>(world: world, peerCount: 2, localPeer: 0, initialInput: 0) { _, _, _ in })
        let lead = RollbackSession<Int>.maximumInputLead
        #expect(throws: RollbackError.tooEarly(tick: lead + 1)) {
            try session.receive(7, from: 1, forTick: lead + 1)
        }
        try session.receive(7, from: 1, forTick: lead)
        for _ in 0..<3 { session.advance(localInput: 0) }
        // Three ticks later the window has moved on by three.
        try session.receive(7, from: 1, forTick: lead + 3)
        #expect(throws: RollbackError.tooEarly(tick: lead + 4)) {
            try session.receive(7, from: 1, forTick: lead + 4)
        }
    }
}
