import Engine
import TransitionCore

/// A long run of an ordinary game: entities retargeting and respawning on a fixed-step engine
/// driven by frames of random sizes, checked for the exact tick count, steady memory, NaN-free
/// values and a reproducible state hash.
public struct Soak {
    /// Seconds of simulated time.
    public var simulatedSeconds: UInt64
    /// Ticks per second.
    public var tickRate: UInt64 = 120
    /// Entities alive at any time.
    public var entities = 1000
    /// Seeds the game's decisions (which entity moves where, which respawns).
    public var seed: UInt64 = 0x50A6
    /// Seeds the frame sizes only: any value must give the same state.
    public var frameSeed: UInt64 = 1

    /// A soak of `simulatedSeconds` seconds with the defaults: 120 Hz, 1,000 entities.
    public init(simulatedSeconds: UInt64) {
        self.simulatedSeconds = simulatedSeconds
    }

    /// What a soak run measured.
    public struct Report: Sendable, Equatable {
        /// Ticks run.
        public var ticks: UInt64
        /// Ticks a simulated time of exactly `simulatedSeconds` must give.
        public var expectedTicks: UInt64
        /// Frames the engine ran.
        public var frames: Int
        /// `world.byteCount` after the first simulated minute (or at the end of a shorter run).
        public var bytesAfterFirstMinute: Int
        /// The largest `world.byteCount` seen at any later whole simulated minute, and at the end.
        public var largestBytesAfterFirstMinute: Int
        /// `world.byteCount` at the end.
        public var bytesAtEnd: Int
        /// Component and environment values found NaN or infinite (checked every simulated second).
        public var nonFiniteValues: Int
        /// Retargets, respawns and environment moves the game made.
        public var retargets: Int, respawns: Int, environmentMoves: Int
        /// Transitions that landed.
        public var completions: Int
        /// `world.stateHash()` at the end.
        public var stateHash: UInt64
    }

    /// Runs the soak; `progress` hears every simulated minute.
    public func run(progress: (UInt64, Int) -> Void = { _, _ in }) -> Report {
        let clock = MockClock()
        let engine = Simulation(clock: clock, tickRate: tickRate)
        let world = engine.world
        let game = SoakGame(world: world, entities: entities, seed: seed)
        engine.addSystem { world, tick in game.update(world, tick: tick) }

        var frames = SeededRandom(seed: frameSeed)
        let end = simulatedSeconds * 1_000_000_000
        let minute = tickRate * 60
        var report = Report(
            ticks: 0, expectedTicks: simulatedSeconds * tickRate, frames: 0, bytesAfterFirstMinute: 0,
            largestBytesAfterFirstMinute: 0, bytesAtEnd: 0, nonFiniteValues: 0, retargets: 0, respawns: 0,
            environmentMoves: 0, completions: 0, stateHash: 0)
        var nextSecond = tickRate
        var nextMinute = minute
        engine.frame()  // starts the clock
        while clock.nanoseconds < end {
            // Frames of 1 to 33 ms, a hitch of 200 ms now and then; never past the frame cap,
            // so that no time is dropped and the tick count must come out exact.
            let size = frames.next(in: 0...99) == 0 ? 200_000_000 : frames.next(in: 1_000_000...33_333_333)
            clock.advance(by: min(size, end - clock.nanoseconds))
            let frame = engine.frame()
            report.frames += 1
            report.completions += engine.events.filter(\.isFinished).count
            if world.tick >= nextSecond {
                report.nonFiniteValues += game.countNonFinite(world)
                nextSecond += tickRate
            }
            if world.tick >= nextMinute {
                if nextMinute == minute {
                    report.bytesAfterFirstMinute = world.byteCount
                } else {
                    report.largestBytesAfterFirstMinute = max(
                        report.largestBytesAfterFirstMinute, world.byteCount)
                }
                progress(world.tick / minute, world.byteCount)
                nextMinute += minute
            }
            precondition(frame.droppedNanoseconds == 0, "soak frames stay under the cap")
        }
        report.ticks = world.tick
        report.bytesAtEnd = world.byteCount
        if report.bytesAfterFirstMinute == 0 { report.bytesAfterFirstMinute = report.bytesAtEnd }
        report.largestBytesAfterFirstMinute = max(report.largestBytesAfterFirstMinute, report.bytesAtEnd)
        report.nonFiniteValues += game.countNonFinite(world)
        report.retargets = game.retargets
        report.respawns = game.respawns
        report.environmentMoves = game.environmentMoves
        report.stateHash = world.stateHash()
        return report
    }
}
