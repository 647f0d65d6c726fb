// network-bench: what rollback over a network costs a peer. Build and run with
// `swift run -c release network-bench [--quick]`.

import BenchSupport
import Glibc
import RollbackNetwork

let usage = """
    usage: network-bench [--quick]

      --quick   1,200 ticks per link condition instead of 3,600, fewer timed runs
      --help    print this and exit
    """
var quick = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--quick": quick = true
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        printError("network-bench: unknown argument \(argument)\n\(usage)")
        exit(2)
    }
}
let runs = quick ? 5 : 11
let ticks = quick ? 1_200 : 3_600
let description = RunDescription(program: "network-bench", runs: runs)
for line in description.lines { print(line) }

// MARK: - Link conditions

let conditions: [(String, LinkConditions)] = [
    ("perfect", .perfect),
    ("10 % loss", LinkConditions(lossRate: 0.1)),
    ("60 ± 20 ms delay", LinkConditions(delay: 60, jitter: 20)),
    ("5 % duplicated, 5 % reordered", LinkConditions(duplicationRate: 0.05, reorderRate: 0.05)),
    (
        "all four above",
        LinkConditions(lossRate: 0.1, delay: 60, jitter: 20, duplicationRate: 0.05, reorderRate: 0.05)
    ),
    ("20 % loss, 150 ± 30 ms delay", LinkConditions(lossRate: 0.2, delay: 150, jitter: 30)),
]
print(
    """

    1. Two peers of a game of \(BenchGame.boxCount) boxes at \(LinkRun.tickRate) Hz, each sending an \
    \(BenchInput.byteCount)-byte input a tick, \(grouped(ticks)) ticks
       per link condition on a simulated clock (both directions); figures per peer. Bytes are
       UDP payload (add 28 per datagram for the IPv4 and UDP headers); ns/tick is the wall-clock
       time of the peer's calls to its network session, the game's ticks and rollbacks included.
    """)
print(
    "   " + left("link", 31) + right("bytes/s", 9) + right("+headers", 10) + right("datagrams/s", 13)
        + right("rollbacks/s", 13) + right("resim. ticks/s", 16) + right("waits/s", 9) + right("ns/tick", 10)
        + "  hashes")
for (name, link) in conditions {
    printError("link: \(name)...")
    let result = LinkRun.run(name, link, ticks: ticks, seed: 7)
    print(
        "   " + left(name, 31) + right(fixed(result.bytesPerSecond, 0), 9)
            + right(fixed(result.bytesPerSecond + 28 * result.datagramsPerSecond, 0), 10)
            + right(fixed(result.datagramsPerSecond, 1), 13) + right(fixed(result.rollbacksPerSecond, 2), 13)
            + right(fixed(result.resimulatedTicksPerSecond, 1), 16)
            + right(fixed(result.waitsPerSecond, 2), 9)
            + right(fixed(result.nanosecondsPerTick, 0), 10) + "  " + (result.agrees ? "agree" : "DIFFER"))
}
let alone = Summary(
    (0..<runs).map { _ in LinkRun.localNanosecondsPerTick(ticks: ticks, seed: 7, rollback: false) })
let inSession = Summary(
    (0..<runs).map { _ in LinkRun.localNanosecondsPerTick(ticks: ticks, seed: 7, rollback: true) })
print(
    """
       the same game without a network, ns per tick: the world alone \(describe(alone, 0)); in a rollback
       session that knows both inputs before each tick (a snapshot and the hashes a tick) \(describe(inSession, 0))
    """)

// MARK: - The transport's CPU per packet

print(
    """

    2. The transport's CPU for one packet, ns (median (min–max) of \(runs) runs of 20,000 packets): a
       peer sends one packet and receives one from each other peer every tick; a packet carries the
       inputs the receiver has not acknowledged (about one per tick of round trip).
    """)
print(
    "   " + right("inputs", 8) + right("bytes", 7) + right("encode", 24) + right("decode and check", 24)
        + right("UDP send + receive", 26))
for inputCount in [1, 8, 32] {
    let cost = TransportCost.run(inputCount: inputCount, runs: runs, packetsPerRun: 20_000)
    print(
        "   " + right(String(inputCount), 8) + right(String(cost.byteCount), 7)
            + right(describe(cost.encode, 0), 24)
            + right(describe(cost.decode, 0), 24) + right(cost.udp.map { describe($0, 0) } ?? "-", 26))
}
