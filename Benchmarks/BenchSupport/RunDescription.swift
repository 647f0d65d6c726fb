/// What a benchmark program reports before its figures: the build, the machine and its load
/// when the run began, the timed runs per figure, and whether the allocation counter works.
public struct RunDescription {
    /// The program's name, as its first line prints it.
    public let program: String
    /// Timed runs per figure.
    public let runs: Int
    let machine: Machine
    let counterCheck: (works: Bool, observed: UInt64)

    /// The description of a run of `program` with `runs` timed runs per figure; reads the
    /// machine and its load average, and checks the allocation counter, now.
    public init(program: String, runs: Int) {
        self.program = program
        self.runs = runs
        machine = Machine.current()
        counterCheck = Allocations.verify()
    }

    /// The report's first lines: build, machine, load average, runs and the counter's check.
    public var lines: [String] {
        let build = machine.isRelease ? "release build" : "DEBUG BUILD: the figures mean nothing"
        let counter = counterCheck.works ? "counts Swift allocations" : "DOES NOT SEE SWIFT ALLOCATIONS"
        return [
            "\(program): \(build), \(machine.model), \(machine.cores) cores",
            "load average at start \(machine.loadAverage); every figure is the median (min–max) of "
                + "\(runs) runs",
            "allocation counter: \(counter) (\(counterCheck.observed) for one new array)",
        ]
    }

    /// The report's first JSON members: `machine` and `allocationCounter`.
    public var json: [(String, JSON)] {
        [
            (
                "machine",
                .object([
                    ("model", .string(machine.model)), ("cores", .integer(machine.cores)),
                    ("loadAverageAtStart", .string(machine.loadAverage)),
                    ("release", .bool(machine.isRelease)),
                ])
            ),
            (
                "allocationCounter",
                .object([
                    ("works", .bool(counterCheck.works)),
                    ("observedForOneArray", .integer(Int(counterCheck.observed))),
                ])
            ),
        ]
    }
}
