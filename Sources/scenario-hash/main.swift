import PortableScenario

// Prints the portable scenario's state hash after its scripted run, natively: what the
// WebAssembly module and the microcontroller image print for the same arguments.
#if canImport(Glibc)
    import Glibc
#endif

/// Prints the usage to standard error and exits with status 2.
func failUsage() -> Never {
    let usage = "usage: scenario-hash [--seed N] [--boxes N] [--ticks N]\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

var seed: UInt64 = 1
var boxes = 300
var ticks = 600
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let text = arguments.popFirst() else {
        failUsage()
    }
    switch flag {
    case "--seed":
        if let value = UInt64(text) {
            seed = value
            continue
        }
    case "--boxes":
        if let value = Int(text), value >= 0 {
            boxes = value
            continue
        }
    case "--ticks":
        if let value = Int(text), value >= 0 {
            ticks = value
            continue
        }
    default: break
    }
    failUsage()
}
let hash = PortableField.scriptedHash(seed: seed, boxes: boxes, ticks: ticks)
print("seed \(seed) boxes \(boxes) ticks \(ticks) hash 0x" + String(hash, radix: 16))
