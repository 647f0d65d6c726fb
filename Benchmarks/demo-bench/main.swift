// demo-bench: section 6 of the benchmarks, the demo's frame, printed. It draws with SDL, which
// transition-bench does without. Build and run with
// `swift run -c release demo-bench [--json] [--quick]`.

import BenchSupport

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let runs = options.quick ? 7 : 15
let runDescription = RunDescription(program: "demo-bench", runs: runs)

if !options.json { printError("frame...") }
let frame = FrameBenchmark.run(runs: runs)
let targets = frame.targets

if options.json {
    let report = JSON.object(
        runDescription.json + [
            ("unit", .string("ms; summaries are median, min and max over the runs")),
            ("frame", frame.json),
            ("targets", .array(targets.map(\.json))),
        ])
    print(report.rendered())
} else {
    let lines = runDescription.lines + [""] + frame.lines + ["", "Targets"] + targets.map(\.row)
    print(lines.joined(separator: "\n"))
}
