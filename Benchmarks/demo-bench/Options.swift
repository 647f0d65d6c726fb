import BenchSupport
import Glibc

/// What the command line asked for.
struct Options {
    /// Print one JSON object instead of the table.
    var json = false
    /// A shorter run (fewer samples, a few seconds) for a quick look.
    var quick = false
    /// Only the scenarios with this many boxes; nil for every one.
    var boxes: Int?

    /// How to call the program, printed for `--help` and for a flag it does not know.
    static let usage = """
        usage: demo-bench [--json] [--quick] [--boxes N]

          --json       print the figures as one JSON object instead of a table
          --quick      fewer runs per figure: about 20 seconds
          --boxes N    only the frames with N boxes (20000 or 100000), for a profile of one
          --help       print this and exit

        Section 6 of the benchmarks: whole frames of the demo's field of boxes, updated, read and
        drawn headless with SDL's software renderer. Build and run with: swift run -c release demo-bench
        """

    /// Parses `arguments` (without the program name). Prints the usage and exits with status 0
    /// for `--help` and status 2 for anything it does not understand.
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--boxes":
                guard let count = arguments.popFirst().flatMap({ Int($0) }),
                    FrameScenario.all.contains(where: { $0.rectangles == count })
                else {
                    printError("demo-bench: --boxes takes 20000 or 100000\n\(usage)")
                    exit(2)
                }
                options.boxes = count
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                printError("demo-bench: unknown argument '\(argument)'\n\(usage)")
                exit(2)
            }
        }
        return options
    }
}
