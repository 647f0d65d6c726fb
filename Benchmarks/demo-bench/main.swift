// demo-bench: section 6 of the benchmarks, the demo's frame, printed. It draws with SDL, which
// transition-bench does without. Build and run with
// `swift run -c release demo-bench [--json] [--quick]`.

import BenchSupport
import DemoScenes

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let runs = options.quick ? 7 : 15
let runDescription = RunDescription(program: "demo-bench", runs: runs)

var frames: [FrameOutcome] = []
for scenario in FrameScenario.all where options.boxes.map({ $0 == scenario.rectangles }) ?? true {
    if !options.json { printError("frame, \(grouped(scenario.rectangles)) boxes, \(scenario.name)...") }
    frames.append(FrameBenchmark.run(scenario, runs: runs))
}
let targets = frames.flatMap(\.targets)

if options.json {
    let report = JSON.object(
        runDescription.json + [
            ("unit", .string("ms; summaries are median, min and max over the runs")),
            ("frame", frames.first?.json ?? .null),
            ("frames", .array(frames.map(\.json))),
            ("targets", .array(targets.map(\.json))),
        ])
    print(report.rendered())
} else {
    let lines =
        runDescription.lines + [""]
        + FrameOutcome.heading(width: DemoOptions().width, height: DemoOptions().height) + frames.map(\.row)
        + ["", "Targets"] + targets.map(\.row)
    print(lines.joined(separator: "\n"))
}
