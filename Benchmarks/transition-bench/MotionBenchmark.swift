import BenchSupport

/// Section 10's figures: what the motion features (clock domains, decays, additive moves,
/// staggers, paths) cost per tick and per read, each against the plain transition it extends.
struct MotionResult {
    /// The clock-domain rows, one per entity count.
    let domains: [DomainResult]
    /// The decay, additive and path rows, one per entity count.
    let features: [MotionFeatureResult]
    /// The staggered-scheduling rows.
    let scheduling: SchedulingResult
}

/// Runs section 10.
enum MotionBenchmark {
    /// Measures at 10,000 and 100,000 entities (100,000 only with `quick`), and schedules
    /// staggers over 25,000, 50,000 and 100,000.
    static func run(runs: Int, quick: Bool) -> MotionResult {
        let counts = quick ? [100_000] : [10_000, 100_000]
        var domains: [DomainResult] = []
        for count in counts {
            progress("motion: clock domains, N = \(grouped(count))...")
            domains.append(DomainBenchmark.run(count: count, runs: runs))
        }
        var features: [MotionFeatureResult] = []
        for count in counts {
            progress("motion: decay, additive, path, N = \(grouped(count))...")
            features.append(MotionFeatureBenchmark.run(count: count, runs: runs))
        }
        progress("motion: staggered scheduling...")
        let scheduling = SchedulingBenchmark.run(sizes: [25_000, 50_000, 100_000], runs: runs)
        return MotionResult(domains: domains, features: features, scheduling: scheduling)
    }
}
