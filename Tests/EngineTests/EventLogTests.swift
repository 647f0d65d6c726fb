import Testing
import TransitionCore

@testable import Engine

/// The log of a world's events: the last tick's, and those raised since.
@Suite struct EventLogTests {
    private func event(_ index: UInt32, tick: UInt64) -> MotionEvent {
        MotionEvent(
            entity: Entity(index: index, generation: 0), valueType: ObjectIdentifier(Float.self),
            environmentKeyPath: nil, motion: .transition, kind: .finished, tick: tick)
    }

    @Test func eventsRaisedBetweenTicksOpenTheNextTick() {
        var log = EventLog()
        #expect(log.tick(ofEventRaisedAfter: 4) == 5)
        log.record(event(1, tick: 5))
        #expect(log.lastTick.isEmpty && log.pending.count == 1)
        log.beginTick()
        #expect(log.tick(ofEventRaisedAfter: 5) == 5)
        log.record(event(2, tick: 5))
        log.endTick()
        log.record(event(3, tick: 6))
        #expect(log.lastTick.map(\.entity.index) == [1, 2] && log.pending.map(\.entity.index) == [3])
        log.beginTick()
        log.endTick()
        #expect(log.lastTick.map(\.entity.index) == [3] && log.pending.isEmpty)
    }

    @Test func restoredEventsAreMarkedWhenSeenASecondTime() {
        var log = EventLog()
        log.restore(lastTick: [event(1, tick: 2)], pending: [event(2, tick: 3)], resimulated: true)
        #expect(log.lastTick.allSatisfy(\.isResimulated) && log.pending.allSatisfy(\.isResimulated))
        log.restore(lastTick: [event(1, tick: 2)], pending: [], resimulated: false)
        #expect(log.lastTick.count == 1 && !log.lastTick[0].isResimulated && log.pending.isEmpty)
    }

    @Test func aChangeThatWaitedForTheTickRaisesItsEventOnTheNextTick() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(1), .linear(duration: 1))
        // A curve that asks for a change mid-tick: the change waits for the tick to end.
        let captured = WeakWorld(world)  // the world keeps the curve: no cycle
        let interrupting = Animation.timingCurve(
            .custom { progress in
                captured.world?.animate(entity, to: Float(2), .linear(duration: 1))
                return progress
            }, duration: 1)
        let other = world.spawn()
        world.set(Float(0), for: other)
        world.animate(other, to: Float(1), interrupting)
        world.advance()
        #expect(world.events.isEmpty && world.isAnimating(Float.self, of: entity))
        world.advance()
        #expect(
            world.events.contains { $0.entity == entity && $0.tick == 2 && $0.interruption == .retargeted })
    }
}
