import BenchSupport
import Glibc

/// What the command line asked for.
struct Options {
    /// Print one JSON object instead of the tables.
    var json = false
    /// A shorter run (fewer samples, under a minute) for a quick look.
    var quick = false
    /// The sections to run; every one when nil.
    var sections: Set<Section>? = nil
    /// The entity counts of the sections measured at several; 1,000, 100,000 and 1,000,000 when nil.
    var counts: [Int]? = nil

    /// The program's sections, as `--only` names them.
    enum Section: String, CaseIterable {
        case advance, mixed, environment, scaling, read, snapshot, motion, cinterface, determinism, kinds
    }

    /// Whether `section` runs.
    func runs(_ section: Section) -> Bool { sections?.contains(section) ?? true }

    /// How to call the program, printed for `--help` and for a flag it does not know.
    static let usage = """
        usage: transition-bench [--json] [--quick] [--only SECTION[,SECTION...]] [--counts N[,N...]]

          --json    print the figures as one JSON object instead of tables
          --quick   fewer runs per figure, smaller hierarchies: the whole program in under a minute
          --only    run only these sections: \(Section.allCases.map(\.rawValue).joined(separator: ", "))
          --counts  entity counts of the sections measured at several (default 1000,100000,1000000)
          --help    print this and exit

        Section 6, a frame of the demo drawn with SDL, is demo-bench's. Build and run with:
        swift run -c release transition-bench
        """

    /// Parses `arguments` (without the program name). Prints the usage and exits with status 0
    /// for `--help` and status 2 for anything it does not understand.
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--only":
                let names = remaining.popFirst()?.split(separator: ",").map(String.init) ?? []
                let sections = names.compactMap(Section.init(rawValue:))
                guard !names.isEmpty, sections.count == names.count else {
                    printError("transition-bench: --only takes a list of sections\n\(usage)")
                    exit(2)
                }
                options.sections = Set(sections)
            case "--counts":
                let values = remaining.popFirst()?.split(separator: ",").map { Int($0) } ?? []
                let counts = values.compactMap { $0 }.filter { (1...10_000_000).contains($0) }
                guard !values.isEmpty, counts.count == values.count else {
                    printError("transition-bench: --counts takes a list of counts in 1...10000000\n\(usage)")
                    exit(2)
                }
                options.counts = counts
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                printError("transition-bench: unknown argument '\(argument)'\n\(usage)")
                exit(2)
            }
        }
        return options
    }
}
