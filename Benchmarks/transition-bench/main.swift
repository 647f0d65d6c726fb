// transition-bench: the engine's figures, printed. Build and run with
// `swift run -c release transition-bench [--json] [--quick]`.

import BenchSupport

// MARK: - Initialisation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let runs = options.quick ? 7 : 15
let runDescription = RunDescription(program: "transition-bench", runs: runs)
let counts = options.counts ?? [1_000, 100_000, 1_000_000]

/// Says on standard error what runs now (not with `--json`, whose output is for machines).
func progress(_ message: String) {
    if !options.json { printError(message) }
}

// MARK: - 0. The fast path is exact

progress("checking the tick sampler against Animation.sample(at:)...")
let samplerCheck = SamplerCheck.run(animations: options.quick ? 2_000 : 10_000)

// MARK: - 1-3. Advance, C baseline, allocations and bytes per entity

var advance: [AdvanceResult] = []
for count in counts where options.runs(.advance) {
    progress("advance, N = \(grouped(count))...")
    advance.append(AdvanceBenchmark.run(count: count, runs: runs))
}

// MARK: - 4. Mixed load

var mixed: [MixedLoadResult] = []
for count in counts where options.runs(.mixed) {
    progress("mixed load, N = \(grouped(count))...")
    mixed.append(MixedLoadBenchmark.run(count: count, runs: runs))
}

// MARK: - 5. Environment

var environment: EnvironmentResult? = nil
if options.runs(.environment) {
    progress("environment...")
    environment = EnvironmentBenchmark.run(leaves: 10_000, runs: runs)
}

// MARK: - 6. Frame: demo-bench, which draws the demo with SDL

// MARK: - 7. Scaling

let scaling = options.runs(.scaling) ? ScalingBenchmark.run(runs: runs, quick: options.quick) : nil

// MARK: - 8. Read

var reads: [ReadResult] = []
for count in [1_000, 100_000] where options.runs(.read) {
    progress("read, N = \(grouped(count))...")
    reads.append(ReadBenchmark.run(count: count, runs: runs))
}

// MARK: - 9. Snapshots

var snapshots: [SnapshotResult] = []
for count in [10_000, 100_000] where options.runs(.snapshot) {
    progress("snapshots, N = \(grouped(count))...")
    snapshots.append(SnapshotBenchmark.run(count: count, runs: runs))
}

// MARK: - 10. Motion features

let motion = options.runs(.motion) ? MotionBenchmark.run(runs: runs, quick: options.quick) : nil

// MARK: - 11. The C boundary

var cInterface: [CInterfaceResult] = []
for count in [100_000] where options.runs(.cinterface) {
    progress("C interface, N = \(grouped(count))...")
    cInterface.append(CInterfaceBenchmark.run(count: count, runs: runs))
}

// MARK: - 12. Determinism checks

var determinism: DeterminismResult? = nil
if options.runs(.determinism) {
    progress("determinism checks...")
    determinism = DeterminismBenchmark.run(runs: runs)
}

// MARK: - 13. Kinds of motion

var kinds: [KindsResult] = []
for count in [1_000, 100_000] where options.runs(.kinds) {
    progress("kinds of motion, N = \(grouped(count))...")
    kinds.append(KindsBenchmark.run(count: count, runs: runs))
}

// MARK: - Report

let report = Report(
    runDescription: runDescription, samplerCheck: samplerCheck,
    advance: advance, mixed: mixed, environment: environment, scaling: scaling,
    reads: reads, snapshots: snapshots, motion: motion, cInterface: cInterface, determinism: determinism,
    kinds: kinds)
print(options.json ? report.json().rendered() : report.text())
