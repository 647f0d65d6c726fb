import Engine
import Testing
import TransitionCore

/// A controller steers the run it was handed out for: once another `play` replaced that run,
/// it reads as stopped and changes nothing, while the new run's own controller steers it.
@Suite struct ReplacedPlayTests {
    private func timeline(to target: Float) -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: target, .linear(duration: 1))
        timeline.addLabel("middle", at: .at(0.5))
        return timeline
    }

    @Test func aReplacedTimelinesControllerRefusesAndLeavesTheNewRunAlone() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline(to: 10), on: entity)
        let intro = try #require(world.timeline(Float.self, of: entity))
        world.advance()
        world.play(timeline(to: 20), on: entity)
        let hover = try #require(world.timeline(Float.self, of: entity))
        #expect(!intro.isPlaying && hover.isPlaying)
        #expect(intro.labels.isEmpty && intro.position == 0)
        #expect(!intro.stop() && !intro.seek(toSeconds: 0.5) && !intro.seek(toLabel: "middle"))
        intro.isPaused = true
        world.advance()
        #expect(hover.isPlaying && !hover.isPaused && hover.position == 1.0 / 60)
        #expect(world.get(Float.self, of: entity) == 20.0 / 60)
        #expect(hover.stop() && !hover.isPlaying)
    }

    @Test func aReplacedChoreographysControllerRefuses() throws {
        let world = World(tickRate: 60)
        let conductor = world.spawn()
        let card = world.spawn()
        world.set(Float(0), for: card)
        var first = Choreography(tickRate: 60)
        first.animate(card, to: Float(1), .linear(duration: 1))
        world.play(first, on: conductor)
        let old = try #require(world.choreography(of: conductor))
        world.play(first, on: conductor)
        let new = try #require(world.choreography(of: conductor))
        #expect(!old.isPlaying && !old.stop())
        #expect(new.isPlaying && new.stop())
    }

    @Test func aChangeWaitingInAQueryDoesNothingIfItsRunWasReplacedFirst() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.play(timeline(to: 10), on: entity)
        let intro = try #require(world.timeline(Float.self, of: entity))
        world.query(Float.self) { e, _ in
            world.play(timeline(to: 20), on: e)
            #expect(intro.stop())  // waits, with the play, for the query's end
        }
        #expect(!intro.isPlaying)
        #expect(world.timeline(Float.self, of: entity)?.isPlaying == true)
    }

    @Test func aRestoreBringsBackTheRunAndItsController() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.play(timeline(to: 10), on: entity)
        let intro = try #require(world.timeline(Float.self, of: entity))
        let snapshot = world.snapshot()
        world.play(timeline(to: 20), on: entity)
        let hover = try #require(world.timeline(Float.self, of: entity))
        try world.restore(snapshot)
        #expect(intro.isPlaying && !hover.isPlaying)
        world.play(timeline(to: 30), on: entity)
        #expect(!intro.isPlaying && !hover.isPlaying)
    }
}
