import Engine
import Testing

@Suite struct FixedStepLoopTests {
    private let second: UInt64 = 1_000_000_000

    @Test func anHourAt60HzFromRandomFramesIsExactly216000Ticks() throws {
        var loop = FixedStepLoop(tickRate: 60)
        var random = SeededRandom(seed: 42)
        var now: UInt64 = 5 * second
        _ = loop.nextFrame(at: now)
        var remaining: UInt64 = 3600 * second
        var ticks = 0
        while remaining > 0 {
            let frame = min(random.next(in: 1...40_000_000), remaining)
            remaining -= frame
            now += frame
            let result = loop.nextFrame(at: now)
            #expect(result.droppedNanoseconds == 0)
            ticks += result.ticks
        }
        #expect(ticks == 216_000)
        #expect(loop.tickCount == 216_000)
    }

    @Test func tenMillionMixedFramesLoseNoTick() throws {
        var loop = FixedStepLoop(tickRate: 60)
        var random = SeededRandom(seed: 7)
        var now: UInt64 = 0
        _ = loop.nextFrame(at: now)
        var ticks = 0
        for _ in 0..<10_000_000 {
            // Mostly small frames, some long ones, some of zero length.
            let size: UInt64
            switch random.next() % 4 {
            case 0: size = 0
            case 1: size = random.next(in: 1...1000)
            case 2: size = random.next(in: 1...20_000_000)
            default: size = random.next(in: 16_000_000...17_000_000)
            }
            now += size
            ticks += loop.nextFrame(at: now).ticks
        }
        // Exact: every nanosecond counted, none twice.
        #expect(UInt64(ticks) == now * 60 / second)
    }

    @Test func aLongFrameIsCappedAndTheDropIsReported() throws {
        var loop = FixedStepLoop(tickRate: 60, maximumFrameNanoseconds: 250_000_000)
        _ = loop.nextFrame(at: 0)
        let frame = loop.nextFrame(at: 5 * second)
        #expect(frame.ticks == 15)
        #expect(frame.droppedNanoseconds == 4_750_000_000)
        #expect(loop.totalDroppedNanoseconds == 4_750_000_000)
    }

    @Test func aClockGoingBackwardsIsAnEmptyFrameAndTimeRestartsFromIt() throws {
        var loop = FixedStepLoop(tickRate: 100)
        _ = loop.nextFrame(at: 10 * second)
        #expect(loop.nextFrame(at: 10 * second + 50_000_000).ticks == 5)
        let back = loop.nextFrame(at: 3 * second)
        #expect(back.clockWentBackwards)
        #expect(back.ticks == 0)
        #expect(loop.nextFrame(at: 3 * second + 20_000_000).ticks == 2)
    }

    @Test func alphaStaysInZeroToOne() throws {
        var loop = FixedStepLoop(tickRate: 60)
        var random = SeededRandom(seed: 3)
        var now: UInt64 = 0
        _ = loop.nextFrame(at: now)
        for _ in 0..<100_000 {
            now += random.next(in: 0...50_000_000)
            let alpha = loop.nextFrame(at: now).alpha
            #expect(alpha >= 0 && alpha < 1)
        }
        // Just below a tick boundary, alpha is just below 1 and still not 1.
        var edge = FixedStepLoop(tickRate: 1)
        _ = edge.nextFrame(at: 0)
        let frame = edge.nextFrame(at: second - 1)
        #expect(frame.ticks == 0)
        #expect(frame.alpha < 1 && frame.alpha > 0.999)
    }

    @Test func pauseStepAndTimeScale() throws {
        var loop = FixedStepLoop(tickRate: 60)
        _ = loop.nextFrame(at: 0)
        loop.isPaused = true
        #expect(loop.nextFrame(at: second / 10).ticks == 0)
        loop.step()
        #expect(loop.nextFrame(at: second / 5).ticks == 1)
        loop.isPaused = false
        loop.timeScale = TimeScale(1, 2)
        let start = second / 5
        var now = start
        var ticks = 0
        for frame in 1...3600 {
            now = start + UInt64(frame) * second / 60
            ticks += loop.nextFrame(at: now).ticks
        }
        #expect(ticks == 1800)
        loop.timeScale = TimeScale(3)
        #expect(loop.nextFrame(at: now + second / 10).ticks == 18)
    }

    @Test func tickRatesAndFrameCapsOutsideTheirRangesAreClamped() {
        #expect(FixedStepLoop(tickRate: 0).tickRate == 1)
        #expect(FixedStepLoop(tickRate: 2_000_000).tickRate == 1_000_000)
        var loop = FixedStepLoop(tickRate: 60, maximumFrameNanoseconds: 1)
        #expect(loop.maximumFrameNanoseconds == 16_666_667)
        _ = loop.nextFrame(at: 0)
        #expect(loop.nextFrame(at: 1_000_000_000).ticks == 1, "a frame accounts for one tick at most")
    }

    @Test func aClockJumpingByYearsCostsOneCappedFrame() throws {
        var loop = FixedStepLoop(tickRate: 120)
        _ = loop.nextFrame(at: 0)
        let frame = loop.nextFrame(at: 100 * 365 * 24 * 3600 * second)
        #expect(frame.ticks == 30)
        #expect(loop.nextFrame(at: 100 * 365 * 24 * 3600 * second + second / 10).ticks == 12)
    }
}
