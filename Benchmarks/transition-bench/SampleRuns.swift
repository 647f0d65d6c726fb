import BenchSupport

/// Times `body` `runs` times; each run does `operations` units of work, and a sample is the
/// nanoseconds per unit.
func sampleRuns(_ runs: Int, operations: Int, _ body: () -> Void) -> Summary {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        samples.append(Double(nanoseconds(body)) / Double(operations))
    }
    return Summary(samples)
}
