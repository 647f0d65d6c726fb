/// The reference model of one clock domain, from what `World.setTimeScale(_:for:)` and
/// `World.setPaused(_:for:)` document: each world tick adds exactly `numerator / denominator`
/// of a domain tick (none while paused), so the domain has run `ticks + carried / denominator`
/// ticks; only the whole ones count. The world's own domain (index 0) runs the world's ticks and
/// is never paused or scaled.
struct ModelDomain {
    /// What `World.name(of:)` answers.
    let name: String
    /// Whole ticks run.
    var ticks: UInt64 = 0
    /// The fraction of a tick carried to the next world tick, in `denominator`ths.
    private(set) var carried: UInt64 = 0
    /// The time scale's terms, as `TimeScale` clamps them: each at most 1,024, the denominator
    /// at least 1.
    private(set) var numerator: UInt64 = 1
    private(set) var denominator: UInt64 = 1
    var isPaused = false

    init(name: String) {
        self.name = name
    }

    /// Whether the next world ticks leave it where it is: paused, or frozen by a zero scale.
    var isHeld: Bool { isPaused || numerator == 0 }

    /// Whole domain ticks the next world tick will add.
    var nextSteps: UInt64 {
        isPaused ? 0 : (carried + numerator) / denominator
    }

    /// Runs one world tick; returns the whole domain ticks it added.
    mutating func runWorldTick() -> UInt64 {
        guard !isPaused else { return 0 }
        let due = carried + numerator
        carried = due % denominator
        ticks &+= due / denominator
        return due / denominator
    }

    /// Sets the scale from the next world tick on. The fraction carried keeps its count, now of
    /// the new `denominator`ths, taken modulo the new denominator as the engine does (so that
    /// it stays below one tick).
    mutating func setTimeScale(_ numerator: UInt64, _ denominator: UInt64) {
        self.numerator = min(numerator, 1024)
        self.denominator = min(max(denominator, 1), 1024)
        carried %= self.denominator
    }

    /// The domain tick and the alpha within it at which a motion of this domain is presented
    /// `alpha` (already clamped to 0...1) of a world tick after the last: as far into the
    /// whole ticks the next world tick adds (none while held; unchanged when it adds one).
    func presentation(alpha: Double) -> (tick: UInt64, alpha: Double) {
        let next = nextSteps
        guard next != 1 else { return (ticks, alpha) }
        let ahead = alpha * Double(next)
        let whole = ahead.rounded(.down)
        return (ticks &+ UInt64(whole), ahead - whole)
    }
}
