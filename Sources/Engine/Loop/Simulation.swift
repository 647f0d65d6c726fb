/// A world, a clock and a fixed-step loop: each frame reads the clock, runs as many ticks as
/// are due, and each tick runs the user systems in the order they were added, then the
/// world's advance.
public final class Simulation<Source: TimeSource> {
    /// A system: called once per tick with the world and the tick about to be run.
    public typealias System = (World, UInt64) -> Void

    /// The entities and their state.
    public let world: World
    /// Where frame times come from.
    public let clock: Source
    /// The fixed-step accounting: pause, single-step and time scale live here.
    public var loop: FixedStepLoop
    /// The interpolation alpha of the last frame, for drawing between ticks.
    public private(set) var alpha: Double = 0
    /// Every event of the ticks the last ``frame()`` (or ``run(ticks:)``) ran, in order: what a
    /// frame loop reads. Systems read ``World/events``, the previous tick's.
    public private(set) var events: [MotionEvent] = []
    private var systems: [System] = []

    /// A simulation ticking `tickRate` times per second on `clock` (both clamped as
    /// ``FixedStepLoop/init(tickRate:maximumFrameNanoseconds:)`` clamps them).
    public init(clock: Source, tickRate: UInt64 = 60, maximumFrameNanoseconds: UInt64? = nil) {
        loop = FixedStepLoop(tickRate: tickRate, maximumFrameNanoseconds: maximumFrameNanoseconds)
        world = World(tickRate: tickRate)
        self.clock = clock
    }

    /// Adds a system run every tick before the world advances, after those added earlier. It
    /// sees ``World/events`` of the tick before.
    public func addSystem(_ system: @escaping System) {
        systems.append(system)
    }

    /// One frame of a game loop: reads the clock, runs the ticks that are due and returns what
    /// the loop decided, with the alpha to draw at; ``events`` then holds the frame's events.
    /// The first call only starts the clock: it runs no tick (but single steps).
    @discardableResult
    public func frame() -> Frame {
        events.removeAll(keepingCapacity: true)
        let frame = loop.nextFrame(at: clock.now())
        for _ in 0..<frame.ticks { tick() }
        alpha = frame.alpha
        return frame
    }

    /// Runs `count` ticks now, whatever the clock says (headless runs and tests); none when
    /// `count` is 0 or negative. ``events`` then holds their events.
    public func run(ticks count: Int) {
        events.removeAll(keepingCapacity: true)
        for _ in 0..<max(count, 0) { tick() }
    }

    /// The determinism check of the systems, while one runs (see
    /// ``checkDeterminism(rollingBack:)``): its ``SyncTest/mismatches`` say what it found.
    public private(set) var determinismCheck: SyncTest<Void>?

    /// From now on, checks the systems for determinism as ``SyncTest`` does: after each tick the
    /// last `ticks` ticks (1...64) are run again from their snapshot and must reach the same
    /// state; ``determinismCheck`` collects the mismatches. Changes made to the world between
    /// ticks (a frame's input applied outside the systems) are allowed: a check never rolls
    /// back over one. Systems see ``World/isResimulating`` while a tick runs again, and must
    /// not drive anything outside the world then. Each tick costs `ticks + 1` ticks and state
    /// hashes: a debugging mode. `nil` turns it off.
    public func checkDeterminism(rollingBack ticks: Int?) {
        determinismCheck = ticks.map { distance in
            SyncTest(world: world, checkDistance: distance, allowsChangesBetweenTicks: true) {
                [unowned(unsafe) self] world, _ in
                self.runSystems(of: world)
            }
        }
    }

    private func tick() {
        if let determinismCheck {
            determinismCheck.advance(())
        } else {
            runSystems(of: world)
            world.advance()
        }
        events += world.events
    }

    /// The systems in order, for the tick `world` is about to run.
    private func runSystems(of world: World) {
        let next = world.tick &+ 1
        for system in systems { system(world, next) }
    }
}
