/// Glenn Fiedler's "Fix Your Timestep!" loop with exact integer time: the accumulator counts
/// nanoseconds × tick rate × time-scale numerator, so one tick is exactly 10⁹ × denominator
/// units and no rounding ever drifts (an hour at 60 Hz is exactly 216,000 ticks).
public struct FixedStepLoop: Sendable {
    /// The highest tick rate accepted, in hertz.
    public static let maximumTickRate: UInt64 = 1_000_000

    /// `tickRate` clamped into 1...``maximumTickRate``: the rate a loop, a world, a timeline, a
    /// choreography or a stagger given `tickRate` runs at.
    public static func clampedTickRate(_ tickRate: UInt64) -> UInt64 {
        min(max(tickRate, 1), maximumTickRate)
    }

    /// Ticks per simulated second.
    public let tickRate: UInt64
    /// The longest real time one frame may account for; the rest is dropped (no spiral of death).
    public let maximumFrameNanoseconds: UInt64
    /// Whether frames run no ticks (single steps still run).
    public var isPaused = false
    /// Ticks run so far.
    public private(set) var tickCount: UInt64 = 0
    /// Real time discarded by the frame cap so far, in nanoseconds (saturating).
    public private(set) var totalDroppedNanoseconds: UInt64 = 0

    private var lastReading: UInt64?
    private var accumulator: UInt64 = 0
    private var pendingSteps = 0
    private var scale = TimeScale.normal

    /// A loop of `tickRate` hertz (clamped into 1...``maximumTickRate``, as a ``World``'s) that
    /// accounts for at most `maximumFrameNanoseconds` per frame: by default 250 ms or one tick,
    /// whichever is longer; clamped to one tick at least and to 10 s at most, so that the exact
    /// arithmetic cannot overflow.
    public init(tickRate: UInt64 = 60, maximumFrameNanoseconds: UInt64? = nil) {
        let tickRate = FixedStepLoop.clampedTickRate(tickRate)
        let tickNanoseconds = (1_000_000_000 + tickRate - 1) / tickRate
        let cap = maximumFrameNanoseconds ?? max(250_000_000, tickNanoseconds)
        self.tickRate = tickRate
        self.maximumFrameNanoseconds = min(max(cap, tickNanoseconds), 10_000_000_000)
    }

    /// One tick's length in accumulator units.
    private var unitsPerTick: UInt64 { 1_000_000_000 * scale.denominator }

    /// Scaled time per real time. Changing it keeps the fraction of a tick already accumulated.
    public var timeScale: TimeScale {
        get { scale }
        set {
            accumulator = accumulator * newValue.denominator / scale.denominator
            scale = newValue
        }
    }

    /// Asks the next frame to run one more tick, even while paused.
    public mutating func step() {
        pendingSteps += 1
    }

    /// Accounts for the real time up to `now` (nanoseconds from a ``TimeSource``) and says how many
    /// ticks to run. The first call only starts the clock. A clock that goes backwards counts
    /// as an empty frame and restarts from the new reading.
    public mutating func nextFrame(at now: UInt64) -> Frame {
        var frame = Frame(ticks: 0, alpha: 0, droppedNanoseconds: 0, clockWentBackwards: false)
        defer { lastReading = now }
        if let last = lastReading {
            if now < last {
                frame.clockWentBackwards = true
            } else if !isPaused {
                var elapsed = now - last
                if elapsed > maximumFrameNanoseconds {
                    frame.droppedNanoseconds = elapsed - maximumFrameNanoseconds
                    let (total, overflow) = totalDroppedNanoseconds.addingReportingOverflow(
                        frame.droppedNanoseconds)
                    totalDroppedNanoseconds = overflow ? .max : total
                    elapsed = maximumFrameNanoseconds
                }
                accumulator += elapsed * tickRate * scale.numerator
                let ticks = accumulator / unitsPerTick
                accumulator -= ticks * unitsPerTick
                frame.ticks = Int(ticks)
            }
        }
        frame.ticks += pendingSteps
        pendingSteps = 0
        tickCount &+= UInt64(frame.ticks)
        frame.alpha = Double(accumulator) / Double(unitsPerTick)
        return frame
    }
}
