/// The reference model of ``FixedStepLoop`` as plainly as it can be said: add up the real time
/// of every frame (each capped, a backwards clock adding nothing); the ticks due by now are
/// `⌊total × rate / 10⁹⌋`, and a frame runs those not run yet.
struct ModelLoop {
    let rate: UInt64
    /// The frame cap: 250 ms or one tick, whichever is longer (the documented default).
    let cap: UInt64
    private var lastReading: UInt64?
    private var total: UInt128 = 0
    private var ticksRun: UInt128 = 0

    init(rate: UInt64) {
        self.rate = rate
        cap = max(250_000_000, (1_000_000_000 + rate - 1) / rate)
    }

    /// What a frame at clock reading `now` should report.
    mutating func frame(now: UInt64) -> (ticks: Int, alpha: Double, dropped: UInt64, backwards: Bool) {
        defer { lastReading = now }
        var dropped: UInt64 = 0
        var backwards = false
        if let last = lastReading {
            if now < last {
                backwards = true
            } else {
                let elapsed = now - last
                dropped = elapsed > cap ? elapsed - cap : 0
                total += UInt128(min(elapsed, cap))
            }
        }
        let due = total * UInt128(rate) / 1_000_000_000
        let ticks = due - ticksRun
        ticksRun = due
        let fraction = total * UInt128(rate) % 1_000_000_000
        return (Int(ticks), Double(UInt64(fraction)) / 1_000_000_000, dropped, backwards)
    }
}
