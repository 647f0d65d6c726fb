import Engine
import PortableScenario

// Prints the portable scenario's state hash after its scripted run, natively: what the
// WebAssembly module and the microcontroller image print for the same arguments.
// `--scenario field` runs the field alone, without the tour of every feature (`full`, the
// default). `--bench`
// times the scripted run instead (10,000 boxes, 600 ticks unless given) and prints ticks per
// second, the figure the WebAssembly builds print for the same run.
#if canImport(Glibc)
    import Glibc
#endif

/// Prints the usage to standard error and exits with status 2.
func failUsage() -> Never {
    let usage = "usage: scenario-hash [--seed N] [--boxes N] [--ticks N] [--scenario field|full] [--bench]\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

var seed: UInt64 = 1
var boxes: Int?
var ticks: Int?
var bench = false
var withTour = true
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--bench" {
        bench = true
        continue
    }
    guard let text = arguments.popFirst() else { failUsage() }
    switch flag {
    case "--seed":
        guard let value = UInt64(text) else { failUsage() }
        seed = value
    case "--boxes":
        guard let value = Int(text), value >= 0 else { failUsage() }
        boxes = value
    case "--ticks":
        guard let value = Int(text), value >= 0 else { failUsage() }
        ticks = value
    case "--scenario":
        guard text == "field" || text == "full" else { failUsage() }
        withTour = text == "full"
    default: failUsage()
    }
}
if bench {
    let (boxes, ticks) = (boxes ?? 10_000, ticks ?? 600)
    let clock = SystemClock()
    let start = clock.now()
    let hash = PortableField.scriptedHash(seed: seed, boxes: boxes, ticks: ticks, withTour: withTour)
    let seconds = Double(clock.now() - start) / 1e9
    let rate = (Double(ticks) / seconds * 10).rounded() / 10
    print("native ticks/s \(boxes) boxes: \(rate) (hash 0x" + String(hash, radix: 16) + ")")
} else {
    let (boxes, ticks) = (boxes ?? 300, ticks ?? 600)
    let hash = PortableField.scriptedHash(seed: seed, boxes: boxes, ticks: ticks, withTour: withTour)
    print("seed \(seed) boxes \(boxes) ticks \(ticks) hash 0x" + String(hash, radix: 16))
}
