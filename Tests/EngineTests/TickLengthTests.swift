import Engine
import Testing
import TransitionCore

/// Every animation finishes on the tick its length in whole ticks says: one rule, decided once.
@Suite("Animations end on exactly their computed tick")
struct TickLengthTests {
    /// One case of the sweep: the seconds a user would write for `ticks` whole ticks of motion
    /// after `delayTicks` whole ticks of delay, cut into `repeats` cycles at `speed`.
    struct Case {
        var delayTicks: Int
        var ticks: Int
        var repeats: Int
        var speed: Double
        var autoreverses: Bool

        func animation(rate: UInt64) -> Animation {
            let cycle = Double(ticks) * speed / (Double(repeats) * Double(rate))
            return Animation.linear(duration: cycle).speed(speed)
                .repeatCount(repeats, autoreverses: autoreverses)
                .delay(Double(delayTicks) / Double(rate))
        }
    }

    static func cases(lengths: ClosedRange<Int>) -> [Case] {
        var cases: [Case] = []
        for ticks in lengths {
            for delayTicks in [0, 3] {
                for repeats in 1...4 {
                    for speed in [0.5, 1, 2] {
                        for autoreverses in [false, true] {
                            cases.append(
                                Case(
                                    delayTicks: delayTicks, ticks: ticks, repeats: repeats, speed: speed,
                                    autoreverses: autoreverses))
                        }
                    }
                }
            }
        }
        return cases
    }

    @Test func aShortAnimationRepeatedThriceWithADelayEndsOnTick21() {
        let world = World(tickRate: 60)
        let box = world.spawn()
        world.set(Float(0), for: box)
        let animation = Animation.linear(duration: 0.1).repeatCount(3, autoreverses: false).delay(0.05)
        #expect(animation.lengthInTicks(tickRate: 60) == 21)
        world.animate(box, to: Float(100), animation)
        var finishes: [UInt64] = []
        for _ in 0..<30 {
            world.advance()
            finishes += world.events.filter(\.isFinished).map(\.tick)
            if world.tick == 20 { #expect(world.isAnimating(Float.self, of: box)) }
            if world.tick == 21 {
                #expect(!world.isAnimating(Float.self, of: box))
                #expect(world.get(Float.self, of: box) == 100)
            }
        }
        #expect(finishes == [21])
    }

    @Test func theRuleTakesWholeTicksDespiteRoundingAndRoundsTheRestUp() {
        #expect(Animation.ticks(covering: 0.1 * 3, tickRate: 60) == 18)
        #expect(Animation.ticks(covering: 0.35000000000000003, tickRate: 60) == 21)
        #expect(Animation.ticks(covering: 0.1, tickRate: 144) == 15)
        #expect(Animation.ticks(covering: 1.0 / 60 + 1e-6, tickRate: 60) == 2)
        #expect(Animation.ticks(covering: .nan, tickRate: 60) == 0)
        #expect(Animation.ticks(covering: -1, tickRate: 60) == 0)
        #expect(Animation.ticks(covering: .infinity, tickRate: 60) == Animation.maximumTicks)
        #expect(Animation.linear(duration: 1).repeatForever().lengthInTicks(tickRate: 60) == nil)
    }

    /// Every whole-tick length 1…240 at five tick rates, with delays, repeats 1–4, speeds 0.5, 1
    /// and 2, forwards and autoreversed: one finished event each, on its tick, at its target.
    @Test(arguments: [30, 60, 120, 144, 1000] as [UInt64])
    func everyWholeTickLengthEndsOnItsTick(rate: UInt64) {
        let world = World(tickRate: rate)
        let cases = Self.cases(lengths: 1...240)
        var expected: [Entity: (tick: UInt64, target: Float)] = [:]
        for (index, sweep) in cases.enumerated() {
            let box = world.spawn()
            world.set(Float(0), for: box)
            let target = Float(index + 1)
            let animation = sweep.animation(rate: rate)
            #expect(animation.lengthInTicks(tickRate: rate) == UInt64(sweep.delayTicks + sweep.ticks))
            world.animate(box, to: target, animation)
            expected[box] = (UInt64(sweep.delayTicks + sweep.ticks), target)
        }
        var finished: [Entity: UInt64] = [:]
        var wrong = 0
        for _ in 0..<250 {
            world.advance()
            for event in world.events where event.isFinished {
                if finished.updateValue(event.tick, forKey: event.entity) != nil { wrong += 1 }
                if world.get(Float.self, of: event.entity) != expected[event.entity]?.target { wrong += 1 }
            }
        }
        let late = expected.filter { finished[$0.key] != $0.value.tick }
        #expect(late.count == 0, "\(late.count) of \(cases.count) ended off their tick at \(rate) Hz")
        #expect(wrong == 0)
    }

    /// The same animation as a timeline part, and in a stagger, ends on the tick
    /// `world.animate` of it does.
    @Test(arguments: [60, 144] as [UInt64])
    func timelinesAndStaggersEndOnTheSameTick(rate: UInt64) {
        let world = World(tickRate: rate)
        let cases = Self.cases(lengths: 1...240).filter { $0.speed != 0.5 && !$0.autoreverses }
        var moved: [Entity] = []
        var played: [Entity] = []
        for (index, sweep) in cases.enumerated() {
            let animation = sweep.animation(rate: rate)
            let box = world.spawn()
            world.set(Float(0), for: box)
            world.animate(box, to: Float(index), animation)
            moved.append(box)
            let other = world.spawn()
            var part = Timeline(from: Float(0), tickRate: rate)
            part.add(to: Float(index), animation)
            world.play(part, on: other)
            played.append(other)
        }
        // A stagger of one animation, 2 ticks apart.
        let staggered = (0..<40).map { _ in world.spawn() }
        for box in staggered { world.set(Float(0), for: box) }
        let animation = Animation.easeInOut(duration: 0.1).repeatCount(3, autoreverses: false).delay(0.05)
        let length = animation.lengthInTicks(tickRate: rate)!
        world.animate(
            staggered, to: { index, _ in Float(index) }, animation, stagger: .each(2 / Double(rate)))
        var finished: [Entity: UInt64] = [:]
        for _ in 0..<(250 + 80) {
            world.advance()
            for event in world.events where event.isFinished { finished[event.entity] = event.tick }
        }
        let differing = zip(moved, played).filter { finished[$0] == nil || finished[$0] != finished[$1] }
        #expect(
            differing.count == 0, "\(differing.count) of \(cases.count) timeline parts ended on another tick")
        for (index, box) in staggered.enumerated() {
            #expect(finished[box] == UInt64(2 * index) + length)
        }
    }
}
