import BenchSupport

/// One row of an interleaved measurement: what runs untimed before each sample, what is timed,
/// and how many units of work one sample does.
struct TimedPass {
    /// Runs untimed before each sample: ticks that bring the row's data back into cache after
    /// the other rows ran, or a change of setting; nothing for most reads.
    let prepare: () -> Void
    /// The work one sample times.
    let body: () -> Void
    /// Units of work in one sample (ticks × entities, passes × entities): a figure is ns per unit.
    let operations: Int
}

/// Times `passes` in `runs` rounds, each round one sample of every pass in turn, so that a
/// change in the machine's load reaches every row alike; each sample is preceded by its
/// pass's `prepare`. Before the rounds, one untimed sample of each pass, then one whose
/// allocations are counted. Returns per pass the ns per unit of work and the allocations of
/// one sample.
func interleavedRuns(_ passes: [TimedPass], runs: Int) -> (perUnit: [Summary], allocationsPerSample: [UInt64])
{
    for pass in passes {
        pass.prepare()
        pass.body()
    }
    var allocations: [UInt64] = []
    for pass in passes {
        pass.prepare()
        allocations.append(Allocations.counted(pass.body))
    }
    var samples = [[Double]](repeating: [], count: passes.count)
    for _ in 0..<runs {
        for (index, pass) in passes.enumerated() {
            pass.prepare()
            samples[index].append(Double(nanoseconds(pass.body)) / Double(pass.operations))
        }
    }
    return (samples.map(Summary.init), allocations)
}
