import Testing
import TransitionCore

@testable import Engine

/// Timelines built apart with the same content are kept once by the world that plays them, and
/// play exactly as one timeline played everywhere does; timelines that differ, or whose content
/// cannot be compared exactly, keep entries of their own.
@Suite struct TimelineSharingTests {
    /// A pulse from `color` to white and back, built anew on each call.
    static func pulse(_ color: Color, label: String? = nil, curve: Curve = .penner(.cubic, .easeOut))
        -> Timeline<Color>
    {
        var timeline = Timeline(from: color, tickRate: 60)
        timeline.add(to: .white, .timingCurve(curve, duration: 0.12))
        timeline.add(to: color, .easeInOut(duration: 0.5))
        if let label { timeline.addLabel(label) }
        return timeline
    }

    static func livePaletteEntries(_ world: World) -> Int {
        world.timelineStorage(Color.self)?.palette.entries.filter { $0.references > 0 }.count ?? 0
    }

    /// Expects the two worlds' state hashes equal over 40 ticks.
    static func expectSameRun(_ first: World, _ second: World) {
        for _ in 0..<40 {
            #expect(first.stateHash() == second.stateHash())
            first.advance()
            second.advance()
        }
    }

    /// A world of `count` boxes, each playing what `timeline(index)` gives it on tick `index % 7`.
    static func world(count: Int, _ timeline: (Int) -> Timeline<Color>) -> World {
        let world = World(tickRate: 60)
        var boxes: [Entity] = []
        for _ in 0..<count {
            let box = world.spawn()
            world.set(Color(hex: 0x4C_C9_F0), for: box)
            boxes.append(box)
        }
        for tick in 0..<7 {
            for (index, box) in boxes.enumerated() where index % 7 == tick {
                world.play(timeline(index), on: box)
            }
            world.advance()
        }
        return world
    }

    @Test func timelinesBuiltApartWithOneContentShareOneEntry() {
        let apart = Self.world(count: 100) { _ in Self.pulse(Color(hex: 0x4C_C9_F0)) }
        #expect(Self.livePaletteEntries(apart) == 1)
        let one = Self.pulse(Color(hex: 0x4C_C9_F0))
        let together = Self.world(count: 100) { _ in one }
        #expect(Self.livePaletteEntries(together) == 1)
        Self.expectSameRun(apart, together)
    }

    @Test func timelinesThatDifferKeepEntriesOfTheirOwn() {
        let colors = [Color(hex: 0x4C_C9_F0), Color(hex: 0xF7_25_85), Color(hex: 0xFF_D1_66)]
        let byColor = Self.world(count: 90) { Self.pulse(colors[$0 % 3]) }
        #expect(Self.livePaletteEntries(byColor) == 3)
        let byLabel = Self.world(count: 40) { Self.pulse(colors[0], label: $0 % 2 == 0 ? "a" : "b") }
        #expect(Self.livePaletteEntries(byLabel) == 2)
    }

    @Test func timelinesWithCustomCurvesAreNotComparedAndStillPlayAlike() {
        let custom = Curve.custom { $0 * $0 }
        let apart = Self.world(count: 12) { _ in Self.pulse(Color(hex: 0x4C_C9_F0), curve: custom) }
        #expect(Self.livePaletteEntries(apart) == 12)
        let one = Self.pulse(Color(hex: 0x4C_C9_F0), curve: custom)
        let together = Self.world(count: 12) { _ in one }
        #expect(Self.livePaletteEntries(together) == 1)
        Self.expectSameRun(apart, together)
    }

    @Test func anEntryFreedIsFoundByContentNoMore() {
        let world = Self.world(count: 20) { _ in Self.pulse(Color(hex: 0x4C_C9_F0)) }
        for _ in 0..<60 { world.advance() }
        #expect(Self.livePaletteEntries(world) == 0)
        for _ in 0..<2 {
            let box = world.spawn()
            world.set(Color(hex: 0x4C_C9_F0), for: box)
            world.play(Self.pulse(Color(hex: 0xF7_25_85)), on: box)
        }
        #expect(Self.livePaletteEntries(world) == 1)
    }
}
