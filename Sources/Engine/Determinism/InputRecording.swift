/// A run of a world kept as its start and the input of each tick since: replaying the inputs
/// from the start gives the same state, bit for bit, at every tick (an hour at 60 Hz is
/// 216,000 inputs). `Input` is whatever a game's tick reads: keys, clicks, commands.
public struct InputRecording<Input> {
    /// The world as the recording starts.
    public let start: WorldSnapshot
    /// The input of each tick after the start, in order.
    public private(set) var inputs: [Input] = []

    /// A recording starting from `world` as it is now.
    public init(startingFrom world: World) {
        start = world.snapshot()
    }

    /// The tick the recording has reached: the start's plus one per input.
    public var endTick: UInt64 { start.tick &+ UInt64(inputs.count) }

    /// Runs one tick of `world` on `input` and records it: `step` applies the input, then the
    /// world advances.
    public mutating func run(_ input: Input, in world: World, _ step: (World, Input) -> Void) {
        inputs.append(input)
        step(world, input)
        world.advance()
    }

    /// Restores the start into `world` (the world it was taken from) and runs the first `ticks`
    /// recorded ticks again, all of them when nil: `step` applies each input, then the world
    /// advances. Inside a query the restore would wait: replay outside queries.
    /// - Throws: ``SnapshotError/fromAnotherWorld`` for another world, which is left as it is.
    /// - Complexity: the recorded ticks' own work.
    public func replay(into world: World, ticks: Int? = nil, _ step: (World, Input) -> Void)
        throws(SnapshotError)
    {
        try world.restore(start)
        for input in inputs.prefix(max(ticks ?? inputs.count, 0)) {
            step(world, input)
            world.advance()
        }
    }

    /// Records `input` as the next tick's without running it, for a run driven elsewhere.
    public mutating func record(_ input: Input) {
        inputs.append(input)
    }
}
