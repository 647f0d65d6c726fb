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

    /// A simulation ticking `tickRate` times per second on `clock`.
    public init(clock: Source, tickRate: UInt64 = 60, maximumFrameNanoseconds: UInt64? = nil)
        throws(LoopError)
    {
        loop = try FixedStepLoop(tickRate: tickRate, maximumFrameNanoseconds: maximumFrameNanoseconds)
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
        let frame = loop.advance(to: clock.now())
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

    private func tick() {
        let next = world.tick &+ 1
        for system in systems { system(world, next) }
        world.advance()
        events += world.events
    }
}
