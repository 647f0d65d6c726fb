import Engine
import Testing
import TransitionCore

@Suite struct TimelineLabelTests {
    /// 0 → 10 over 0.5 s, → -4 over 0.25 s, at 60 Hz, with "impact" where the first move ends.
    private func labelled() -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 10, .easeInOut(duration: 0.5))
        timeline.addLabel("impact")
        timeline.add(to: -4, .timingCurve(.easeOutBounce, duration: 0.25))
        timeline.addLabel("settle", at: .label("impact", offset: 0.1))
        return timeline
    }

    @Test func labelsArePlacementTargetsAndTakeNoTime() {
        var timeline = labelled()
        #expect(
            timeline.labels == [
                TimelineMark(name: "impact", tick: 30), TimelineMark(name: "settle", tick: 36),
            ])
        #expect(timeline.tick(ofLabel: "settle") == 36)
        #expect(timeline.durationTicks == 45)  // the labels neither lengthen it nor move `.next`
        timeline.add(to: 3, .linear(duration: 0.5), at: .label("impact", offset: 0.1))
        #expect(timeline.boundaryTicks == [30, 45, 66])
        timeline.add(to: 1, .linear(duration: 0.1))  // right after the move placed at the label
        #expect(timeline.boundaryTicks.last == 72)
        // A name used again moves its label.
        timeline.addLabel("impact", at: .at(0))
        #expect(timeline.labels.map(\.name) == ["impact", "settle"] && timeline.tick(ofLabel: "impact") == 0)
    }

    @Test func seekingToALabelShowsWhatPlayingToItShows() throws {
        let timeline = labelled()
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        var played: [Float] = [world.get(Float.self, of: entity)!]
        for _ in 0..<Int(timeline.durationTicks) {
            world.advance()
            played.append(world.get(Float.self, of: entity)!)
        }
        world.play(timeline, on: entity)
        let controller = try #require(world.timeline(Float.self, of: entity))
        #expect(controller.seek(toLabel: "settle"))
        #expect(world.get(Float.self, of: entity) == played[36])
        #expect(controller.position == 36.0 / 60)
        #expect(controller.seek(toLabel: "impact", offset: -0.25))
        #expect(world.get(Float.self, of: entity) == played[15])
        #expect(controller.seek(toLabel: "impact", offset: 10))  // kept within the timeline
        #expect(world.get(Float.self, of: entity) == played[45])
    }

    @Test func seekingToALabelStaysInTheCycleThePlayheadIsIn() throws {
        let timeline = labelled()
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity, repeatCount: 4, autoreverses: true)
        for _ in 0..<50 { world.advance() }  // into cycle 1, which plays backwards
        let controller = try #require(world.timeline(Float.self, of: entity))
        #expect(controller.cycle == 1)
        #expect(controller.seek(toLabel: "impact"))
        #expect(controller.cycle == 1)
        #expect(controller.position == Double(45 + 15) / 60)  // 45 ticks in cycle 0, then back to 30
        #expect(world.get(Float.self, of: entity) == timeline.value(atTick: 30))
    }

    @Test func unknownLabelsAreRefusedAndChangeNothing() throws {
        var timeline = labelled()
        let before = (timeline.boundaryTicks, timeline.durationTicks, timeline.labels)
        let missing = TimelinePosition.label("missing")
        let accepted = [
            timeline.add(to: 1, .linear(duration: 1), at: missing),
            timeline.add(Keyframes(evenlyOver: 0.5, Float(0), 1), at: missing),
            timeline.add(labelled(), at: missing), timeline.addGroup([labelled()], at: missing),
            timeline.addLabel("other", at: missing), timeline.addMarker("other", at: missing),
        ]
        #expect(accepted == [false, false, false, false, false, false])
        #expect(before == (timeline.boundaryTicks, timeline.durationTicks, timeline.labels))
        #expect(timeline.markers.isEmpty && timeline.tick(ofLabel: "missing") == nil)

        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        world.advance()
        let controller = try #require(world.timeline(Float.self, of: entity))
        let shown = world.get(Float.self, of: entity)
        #expect(!controller.seek(toLabel: "missing"))
        #expect(controller.position == 1.0 / 60 && world.get(Float.self, of: entity) == shown)
        controller.stop()
        #expect(!controller.seek(toLabel: "impact"))  // nothing plays
    }

    @Test func nestedLabelsKeepTheirPlacesShifted() {
        var outer = Timeline(from: Float(0), tickRate: 60)
        outer.add(to: 1, .linear(duration: 1))
        outer.addLabel("settle", at: .at(0.1))
        outer.add(labelled(), at: .at(0.5))
        // The nested "settle" moves the outer one of that name.
        #expect(
            outer.labels == [
                TimelineMark(name: "impact", tick: 60), TimelineMark(name: "settle", tick: 66),
            ])
        var grouped = Timeline(from: Float(0), tickRate: 60)
        grouped.addGroup([labelled()], at: .at(1))
        #expect(grouped.tick(ofLabel: "impact") == 90)
    }

    @Test func labelsArePartOfTheStateHashAndTheSnapshot() throws {
        func hash(_ timeline: Timeline<Float>) -> UInt64 {
            let world = World(tickRate: 60)
            world.play(timeline, on: world.spawn())
            world.advance()
            return world.stateHash()
        }
        var moved = labelled()
        moved.addLabel("settle", at: .at(0.7))
        #expect(hash(labelled()) == hash(labelled()))
        #expect(hash(moved) != hash(labelled()))

        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(labelled(), on: entity)
        let snapshot = world.snapshot()
        world.play(moved, on: entity)
        try world.restore(snapshot)
        try #require(world.timeline(Float.self, of: entity)).seek(toLabel: "settle")
        #expect(world.timeline(Float.self, of: entity)?.position == 36.0 / 60)
    }

    @Test func choreographiesHaveLabelsToPlaceAndSeekBy() throws {
        let world = World(tickRate: 60)
        let conductor = world.spawn()
        let card = world.spawn()
        let deck = world.spawn()
        world.set(Float(0), for: card)
        world.set(Float(0), for: deck)
        var choreography = Choreography(tickRate: 60)
        choreography.animate(card, to: Float(1), .linear(duration: 0.5))
        choreography.addLabel("dealt")
        choreography.animate(deck, to: Float(2), .linear(duration: 0.5), at: .label("dealt", offset: 0.25))
        #expect(choreography.tick(ofLabel: "dealt") == 30)
        #expect(choreography.durationTicks == 75)
        let accepted = [
            choreography.animate(deck, to: Float(3), at: .label("missing")),
            choreography.addLabel("x", at: .label("missing")),
            choreography.addMarker("x", at: .label("missing")),
        ]
        #expect(accepted == [false, false, false] && choreography.durationTicks == 75)
        var outer = Choreography(tickRate: 60)
        outer.add(choreography, at: .at(1))
        #expect(outer.labels == [TimelineMark(name: "dealt", tick: 90)])

        world.play(choreography, on: conductor)
        let controller = try #require(world.choreography(of: conductor))
        #expect(controller.seek(toLabel: "dealt", offset: 0.5))
        #expect(world.get(Float.self, of: card) == 1)
        #expect(world.get(Float.self, of: deck) == 1)  // half way through its move
        #expect(!controller.seek(toLabel: "missing"))
        #expect(controller.position == 1)
    }
}
