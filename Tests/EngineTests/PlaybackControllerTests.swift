import Engine
import Testing
import TransitionCore

/// One controller and one schedule protocol for timelines and choreographies.
@Suite struct PlaybackControllerTests {
    /// Lays out the same labels and markers on any schedule, through the protocol alone.
    private func mark<S: Schedule>(_ schedule: inout S) {
        let placed = [
            schedule.addLabel("middle", at: .at(0.25)),
            schedule.addMarker("hit", at: .label("middle", offset: 0.05)),
            schedule.addMarker("lost", at: .label("nowhere")),
            schedule.addMarker("after", at: .at(2)),  // lengthens the schedule
        ]
        #expect(placed == [true, true, false, true])
    }

    @Test func timelinesAndChoreographiesPlaceLabelsAndMarkersAlike() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 0.5))
        var choreography = Choreography(tickRate: 60)
        choreography.add(timeline, on: Entity(index: 0, generation: 0))
        mark(&timeline)
        mark(&choreography)
        for schedule in [timeline as any Schedule, choreography as any Schedule] {
            #expect(schedule.labels == [TimelineMark(name: "middle", tick: 15)])
            #expect(schedule.markers.map(\.tick) == [18, 120])
            #expect(schedule.durationTicks == 120 && schedule.duration == 2)
            #expect(schedule.tick(ofLabel: "middle") == 15 && schedule.tick(ofLabel: "nowhere") == nil)
            #expect(schedule.tick(at: .label("middle", offset: 0.1)) == 21)
        }
    }

    @Test func oneControllerSteersATimelineAndAChoreographyTheSameWay() throws {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 60, .linear(duration: 1))
        timeline.addLabel("half", at: .at(0.5))
        timeline.addMarker("end")
        let world = World(tickRate: 60)
        let solo = world.spawn()
        let track = world.spawn()
        let conductor = world.spawn()
        var choreography = Choreography(tickRate: 60)
        choreography.add(timeline, on: track)
        choreography.addLabel("half", at: .at(0.5))
        world.play(timeline, on: solo)
        world.play(choreography, on: conductor)
        // A track is steered through its conductor only.
        #expect(world.timeline(Float.self, of: track) == nil)
        let controllers = [
            try #require(world.timeline(Float.self, of: solo)),
            try #require(world.choreography(of: conductor)),
        ]
        for controller in controllers {
            #expect(controller.labels.map(\.name) == ["half"])
            #expect(controller.seek(toLabel: "half"))
            controller.timeScale = .init(2)
            controller.isReversed = true
        }
        #expect(controllers[0].markers.map(\.name) == ["end"] && controllers[1].markers.isEmpty)
        world.advance()
        #expect(world.get(Float.self, of: solo) == 28 && world.get(Float.self, of: track) == 28)
        #expect(controllers.allSatisfy { $0.position == 28.0 / 60 && $0.isReversed })
        for controller in controllers { #expect(controller.stop()) }
        #expect(controllers.allSatisfy { !$0.isPlaying && $0.labels.isEmpty && !$0.stop() })
        world.advance()
        #expect(world.get(Float.self, of: solo) == 28 && world.get(Float.self, of: track) == 28)
    }

    @Test func changesDuringAQueryWaitForItToReturn() throws {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 60, .linear(duration: 1))
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline, on: entity)
        let controller = try #require(world.timeline(Float.self, of: entity))
        world.query(Float.self) { _, _ in
            #expect(controller.seek(toSeconds: 0.5))
            #expect(controller.position == 0)  // not yet
        }
        #expect(controller.position == 0.5 && world.get(Float.self, of: entity) == 30)
    }
}
