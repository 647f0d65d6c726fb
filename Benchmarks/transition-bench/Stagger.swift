/// When the advance benchmark's transitions start: every transition lasts 600 ticks (10 s at
/// 60 Hz) and they start spread over the first 240 ticks, so that a measurement finds them at
/// many different elapsed times, on both halves of easeInOutCubic, and none finishing.
enum Stagger {
    /// Ticks per second of the benchmark worlds.
    static let tickRate: UInt64 = 60
    /// How long each transition lasts, in ticks.
    static let durationTicks: UInt64 = 600
    /// Transitions start on ticks `0..<staggerTicks`.
    static let staggerTicks = 240
    /// Ticks that may run after the last start before the first transition would finish.
    static let tickBudget = Int(durationTicks) - staggerTicks - 1

    /// Calls `body(index, startTick)` for each of `count` transitions in the order they start:
    /// transition `index` starts on tick `index % staggerTicks`.
    static func forEachStart(count: Int, _ body: (Int, UInt64) -> Void) {
        for start in 0..<staggerTicks {
            for index in stride(from: start, to: count, by: staggerTicks) {
                body(index, UInt64(start))
            }
        }
    }
}
