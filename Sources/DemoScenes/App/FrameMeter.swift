/// What the HUD reports about timing; `nil` where nothing was measured (headless runs read no
/// wall clock).
public struct FrameStats: Equatable, Sendable {
    /// Frames drawn per second of real time.
    public var framesPerSecond: Double?
    /// Real milliseconds the engine spent per tick.
    public var millisecondsPerTick: Double?
    /// The SDL render driver drawing the frames.
    public var renderer: String?
    /// Real milliseconds between the last frames, oldest first (up to ``FrameMeter/recentFrames``).
    public var recentFrameMilliseconds: [Float] = []

    /// Stats with the given figures.
    public init(framesPerSecond: Double? = nil, millisecondsPerTick: Double? = nil, renderer: String? = nil) {
        self.framesPerSecond = framesPerSecond
        self.millisecondsPerTick = millisecondsPerTick
        self.renderer = renderer
    }
}

/// Averages frame rate and tick cost over windows of half a second of real time, from clock
/// readings the window passes in (nanoseconds).
public struct FrameMeter: Sendable {
    /// The averages of the last complete window.
    public private(set) var stats: FrameStats
    private var windowStart: UInt64?
    private var frames = 0
    private var ticks = 0
    private var tickNanoseconds: UInt64 = 0
    /// The frame rate of every complete window so far, in order.
    public private(set) var windowFramesPerSecond: [Double] = []

    /// Length of one averaging window.
    public static let window: UInt64 = 500_000_000
    /// Frame times kept for the panel's graph.
    public static let recentFrames = 120
    /// When the last frame ended.
    private var lastFrame: UInt64?

    /// A meter with nothing measured yet, for frames drawn by `renderer`.
    public init(renderer: String? = nil) {
        stats = FrameStats(renderer: renderer)
    }

    /// Records a frame that ended at `now` and ran `ticks` ticks taking `tickNanoseconds`.
    public mutating func record(now: UInt64, ticks: Int, tickNanoseconds: UInt64) {
        if let lastFrame, now >= lastFrame {
            if stats.recentFrameMilliseconds.count == FrameMeter.recentFrames {
                stats.recentFrameMilliseconds.removeFirst()
            }
            stats.recentFrameMilliseconds.append(Float(now - lastFrame) / 1e6)
        }
        lastFrame = now
        guard let start = windowStart, now >= start else {
            windowStart = now
            return
        }
        frames += 1
        self.ticks += ticks
        self.tickNanoseconds &+= tickNanoseconds
        let elapsed = now - start
        guard elapsed >= FrameMeter.window else { return }
        stats.framesPerSecond = Double(frames) * 1e9 / Double(elapsed)
        windowFramesPerSecond.append(Double(frames) * 1e9 / Double(elapsed))
        stats.millisecondsPerTick =
            self.ticks > 0 ? Double(self.tickNanoseconds) / 1e6 / Double(self.ticks) : nil
        windowStart = now
        frames = 0
        self.ticks = 0
        self.tickNanoseconds = 0
    }

    /// The frame rates of the windows so far, as one line: how many, the slowest, the median
    /// and the fastest; nil before the first window completes.
    public var summary: String? {
        let rates = windowFramesPerSecond.sorted()
        guard let slowest = rates.first, let fastest = rates.last else { return nil }
        return "fps over \(rates.count) half-second windows: slowest \(Format.fixed(slowest, 1)), "
            + "median \(Format.fixed(rates[rates.count / 2], 1)), fastest \(Format.fixed(fastest, 1))"
    }
}
