import Engine
import Testing
import TransitionCore

/// Every write of a component ends the timeline driving it: nothing a timeline does afterwards
/// may put the component back or overwrite it.
@Suite struct TimelineOwnershipTests {
    private func playing(on world: World) -> Entity {
        var timeline = Timeline(from: Float(0), tickRate: world.tickRate)
        timeline.add(to: 10, .linear(duration: 1))
        let entity = world.spawn()
        world.play(timeline, on: entity)
        for _ in 0..<5 { world.advance() }
        return entity
    }

    @Test func removingTheComponentEndsItsTimeline() {
        // Before: the next tick wrote the timeline's value and so put the component back.
        let world = World(tickRate: 60)
        let entity = playing(on: world)
        #expect(world.remove(Float.self, from: entity))
        #expect(world.timeline(Float.self, of: entity) == nil && world.activeTimelineCount == 0)
        for _ in 0..<10 { world.advance() }
        #expect(!world.has(Float.self, of: entity))
        #expect(world.presented(Float.self, of: entity) == nil)
    }

    @Test func removingDuringAQueryEndsItAfterTheQuery() {
        let world = World(tickRate: 60)
        let entity = playing(on: world)
        world.query(Float.self) { _, _ in world.remove(Float.self, from: entity) }
        world.advance()
        #expect(!world.has(Float.self, of: entity) && world.activeTimelineCount == 0)
    }

    @Test func despawningEndsItsTimeline() {
        let world = World(tickRate: 60)
        let entity = playing(on: world)
        world.despawn(entity)
        #expect(world.activeTimelineCount == 0)
        let reused = world.spawn()
        #expect(reused.index == entity.index)
        world.advance()
        #expect(!world.has(Float.self, of: reused) && world.timeline(Float.self, of: reused) == nil)
    }

    @Test func settingAnimatingOrPlayingAgainReplacesIt() throws {
        let world = World(tickRate: 60)
        let set = playing(on: world)
        let animated = playing(on: world)
        let replayed = playing(on: world)
        world.set(Float(-1), for: set)
        world.animate(animated, to: Float(-2), .linear(duration: 0.1))
        var other = Timeline(from: Float(100), tickRate: 60)
        other.add(to: 200, .linear(duration: 10))
        world.play(other, on: replayed)
        #expect(world.activeTimelineCount == 1)
        for _ in 0..<30 { world.advance() }
        #expect(world.get(Float.self, of: set) == -1)
        #expect(world.get(Float.self, of: animated) == -2)
        #expect(try #require(world.get(Float.self, of: replayed)) > 100)
    }

    @Test func aControllerOfAnEndedTimelineChangesNothing() {
        let world = World(tickRate: 60)
        let entity = playing(on: world)
        let playhead = world.timeline(Float.self, of: entity)!
        #expect(playhead.isPlaying && playhead.position == 5.0 / 60)
        playhead.stop()
        let shown = world.get(Float.self, of: entity)
        #expect(!playhead.isPlaying && !playhead.seek(toProgress: 1))
        playhead.isPaused = true
        #expect(!playhead.isPaused && playhead.position == 0 && world.get(Float.self, of: entity) == shown)
    }
}
