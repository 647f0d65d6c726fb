// engine-fuzz: model-based fuzzing and the soak of the Transitionable engine.
//
//   swift run -c release engine-fuzz --ops 1000000 --seed 7
//   swift run -c release engine-fuzz --soak-day

import Engine
import EngineFuzzing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Command line

let usage = """
    usage: engine-fuzz [--ops N] [--seed S] [--seeds K] [--population P] [--threads T] [--trace]
           engine-fuzz --rollback N [--seed S] [--ticks T]
           engine-fuzz --soak-day | --soak-seconds N
           engine-fuzz --scaling

      --ops N           operations per seed (default 100000)
      --seed S          first seed (default 1)
      --seeds K         number of consecutive seeds to run (default 1)
      --population P    living entities to aim for (default 16)
      --threads T       tick on T threads (1...64), cutting storages of 2 or more running
                        transitions, to check threads against the one-thread model (default 1)
      --trace           print every operation before performing it (to find one that crashes)
      --rollback N      N rollback scenarios from seed S: 2-4 peers of a game that reacts to
                        events, over a network that delays, reorders and duplicates, each
                        peer's confirmed hashes against a straight run's (T ticks, default 200)
      --soak-day        a simulated day at 120 Hz of 1,000 entities, run twice
      --soak-seconds N  the same soak for N simulated seconds
      --scaling         time adding 10^4...10^6 labels and markers in tick, reverse and random
                        order, and a flood of remote inputs for distinct future ticks
      --help            this text

    Exit status: 0 all agreed, 1 a divergence or a failed soak check, 2 bad flags.
    """

/// Prints `message` and the usage to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    let text = "engine-fuzz: \(message)\n\n\(usage)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

/// What the command line asked for.
struct Options {
    var operations = 100_000
    var firstSeed: UInt64 = 1
    var seedCount: UInt64 = 1
    var population = 16
    var threads = 1
    var trace = false
    var soakSeconds: UInt64?
    var rollbackScenarios: UInt64?
    var scenarioTicks = 200
    var scaling = false

    /// The options of `arguments` (without the program name); exits with status 2 on a bad one.
    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value<Number: FixedWidthInteger>(for flag: String, minimum: Number) -> Number {
            guard let text = rest.popFirst() else { fail("\(flag) needs a value") }
            guard let number = Number(text), number >= minimum else {
                fail("\(flag): '\(text)' is not a whole number ≥ \(minimum)")
            }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--ops": operations = value(for: flag, minimum: 0)
            case "--seed": firstSeed = value(for: flag, minimum: 0)
            case "--seeds": seedCount = value(for: flag, minimum: 1)
            case "--population": population = value(for: flag, minimum: 2)
            case "--threads":
                threads = value(for: flag, minimum: 1)
                if threads > 64 { fail("--threads: \(threads) is more than 64") }
            case "--trace": trace = true
            case "--rollback": rollbackScenarios = value(for: flag, minimum: 1)
            case "--ticks": scenarioTicks = value(for: flag, minimum: 1)
            case "--soak-day": soakSeconds = 86_400
            case "--soak-seconds": soakSeconds = value(for: flag, minimum: 1)
            case "--scaling": scaling = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown flag '\(flag)'")
            }
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let clock = ContinuousClock()

// MARK: - Scaling

if options.scaling {
    /// Seconds `body` takes, with its result.
    func timed(_ body: () -> Int) -> (seconds: Double, result: Int) {
        let start = clock.now
        let result = body()
        let elapsed = clock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, result)
    }
    func format(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) + " ms" }
    for kind in [TimelineMark.Kind.label, .marker] {
        for order in ScalingProbe.Order.allCases {
            var cells: [String] = []
            for count in [10_000, 100_000, 1_000_000] {
                let (seconds, read) = timed { ScalingProbe.build(kind, count: count, order: order) }
                guard read == count else {
                    print("scaling: \(count) \(kind)s \(order.rawValue) read back \(read)")
                    exit(1)
                }
                cells.append("\(count): \(format(seconds))")
            }
            print("\(kind)s \(order.rawValue): \(cells.joined(separator: ", "))")
        }
    }
    for count in [200_000, 1_000_000] {
        let (seconds, refused) = timed { ScalingProbe.floodReceive(count: count) }
        print(
            "receive: \(count) inputs for distinct ticks, descending: \(format(seconds)), "
                + "\(refused) refused as too far ahead")
    }
    exit(0)
}

// MARK: - Rollback scenarios

if let count = options.rollbackScenarios {
    let start = clock.now
    var totals = RollbackScenario.Report()
    var peers = 0
    for seed in options.firstSeed..<(options.firstSeed &+ count) {
        let report = RollbackScenario.run(seed: seed, ticks: options.scenarioTicks)
        if let failure = report.failure {
            print("rollback scenario \(seed): \(failure)")
            exit(1)
        }
        peers += report.peers
        totals.ticks += report.ticks
        totals.rollbacks += report.rollbacks
        totals.resimulatedTicks += report.resimulatedTicks
        totals.reactions += report.reactions
        totals.firstUseChecks += report.firstUseChecks
        totals.comparedHashes += report.comparedHashes
    }
    print(
        """
        rollback: \(count) scenarios (seeds \(options.firstSeed)...), \(peers) peers, \(totals.ticks) ticks each peer \
        confirmed; \(totals.rollbacks) rollbacks, \(totals.resimulatedTicks) ticks run again, \(totals.reactions) \
        event reactions, \(totals.firstUseChecks) first-use checks, \(totals.comparedHashes) confirmed hashes compared: \
        all agree (\(clock.now - start))
        """)
    exit(0)
}

// MARK: - Soak

if let soakSeconds = options.soakSeconds {
    var soak = Soak(simulatedSeconds: soakSeconds)
    print(
        "soak: \(soakSeconds) simulated seconds at \(soak.tickRate) Hz, \(soak.entities) entities, run twice")
    var reports: [Soak.Report] = []
    for frameSeed: UInt64 in [1, 2] {
        soak.frameSeed = frameSeed
        let start = clock.now
        let report = soak.run { minute, bytes in
            if minute % 60 == 0 { print("  run \(frameSeed): \(minute) min, \(bytes) bytes") }
        }
        let wall = clock.now - start
        print(
            """
            run \(frameSeed) (frame seed \(frameSeed)): \(wall)
              ticks \(report.ticks) (expected \(report.expectedTicks)), frames \(report.frames)
              bytes after 1 min \(report.bytesAfterFirstMinute), largest later \(report.largestBytesAfterFirstMinute), \
            at end \(report.bytesAtEnd)
              non-finite values \(report.nonFiniteValues)
              retargets \(report.retargets), respawns \(report.respawns), environment moves \(report.environmentMoves), \
            completions \(report.completions)
              state hash 0x\(String(report.stateHash, radix: 16))
            """)
        reports.append(report)
    }
    var problems: [String] = []
    for report in reports {
        if report.ticks != report.expectedTicks {
            problems.append("tick count \(report.ticks) ≠ \(report.expectedTicks)")
        }
        if report.largestBytesAfterFirstMinute > report.bytesAfterFirstMinute {
            problems.append("memory grew after the first minute")
        }
        if report.nonFiniteValues > 0 { problems.append("\(report.nonFiniteValues) non-finite values") }
    }
    if reports[0].stateHash != reports[1].stateHash { problems.append("the two runs' state hashes differ") }
    print(problems.isEmpty ? "soak: all checks passed" : "soak FAILED: " + problems.joined(separator: "; "))
    exit(problems.isEmpty ? 0 : 1)
}

// MARK: - Fuzzing

/// The clock-domain figures of a run, in a few words.
func describe(_ domains: DomainCounts) -> String {
    "\(domains.made) domains made, \(domains.pauses) pauses, \(domains.resumes) resumes, "
        + "\(domains.scaleChanges) scale changes, \(domains.moves) moves, \(domains.refused) refused, "
        + "\(domains.heldHashChecks) held-domain hash checks, \(domains.motionTicks) motion ticks on domains"
}

var total = 0
var timelineOperations = 0
var timelineTicks = 0
var timelineEvents = 0
var snapshots = 0
var restores = 0
var reactions = 0
var domains = DomainCounts()
let start = clock.now
for seed in options.firstSeed..<options.firstSeed &+ options.seedCount {
    let seedStart = clock.now
    let report = Fuzzer.run(
        seed: seed, operations: options.operations, population: options.population,
        parallelism: TickParallelism(threads: options.threads, minimumTransitionsPerThread: 1),
        willPerform: options.trace ? { step, operation in print("\(step). \(operation)") } : nil)
    total += report.operations
    timelineOperations += report.timelineOperations
    timelineTicks += report.timelineTicks
    timelineEvents += report.timelineEvents
    snapshots += report.snapshots
    restores += report.restores
    reactions += report.reactions
    domains = domains + report.domains
    print(
        "seed \(seed): \(report.operations) operations at \(report.tickRate) Hz, \(report.ticks) ticks, "
            + "\(report.spawned) entities spawned, \(report.timelineOperations) timeline operations, "
            + "\(report.timelineTicks) timeline steps, \(report.timelineEvents) timeline events, "
            + "\(report.snapshots) snapshots, \(report.restores) restores, "
            + "\(report.reactions) reactions, \(describe(report.domains)), "
            + "hash 0x\(String(report.stateHash, radix: 16)), \(clock.now - seedStart)")
    if let failure = report.failure {
        print(failure)
        exit(1)
    }
}
print(
    "all \(total) operations agreed with the model (\(timelineOperations) of them played or steered a "
        + "timeline; \(timelineTicks) timeline steps, \(timelineEvents) timeline events; \(snapshots) snapshots, "
        + "\(restores) restores, \(reactions) reactions to events; \(describe(domains))) (\(clock.now - start))"
)
