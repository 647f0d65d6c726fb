import Engine
import TransitionCore

/// Section 5's figures.
struct EnvironmentResult {
    /// Leaves looked up per run.
    let leaves: Int
    /// Levels from the root to a leaf, both included.
    let depth: Int
    /// ns per `world.environment(_:of:)` call.
    let perLookup: Summary
    /// Allocations per lookup.
    let allocationsPerLookup: Double
}

/// Resolves an environment value for the leaves of a hierarchy whose root animates it, so
/// that each lookup walks from the leaf up to the root and samples the running transition.
enum EnvironmentBenchmark {
    /// Levels from the root to a leaf, both included.
    static let depth = 8
    /// Children per node above the leaves.
    static let fanOut = 4

    /// Builds the hierarchy with `leaves` leaves and times `runs` passes over them.
    static func run(leaves: Int, runs: Int) -> EnvironmentResult {
        let world = World(tickRate: Stagger.tickRate)
        let root = world.spawn()
        var level = [root]
        for _ in 2..<depth {
            var next: [Entity] = []
            for parent in level {
                for _ in 0..<fanOut {
                    let child = world.spawn()
                    try! world.setParent(child, to: parent)
                    next.append(child)
                }
            }
            level = next
        }
        var leafEntities: [Entity] = []
        for index in 0..<leaves {
            let leaf = world.spawn()
            try! world.setParent(leaf, to: level[index % level.count])
            leafEntities.append(leaf)
        }
        world.environmentTransition(\.typeSettings, .title, on: root, animation: .easeInOut(duration: 1))
        for _ in 0..<10 { world.advance() }

        var checksum: Float = 0
        let lookUpAll = {
            for leaf in leafEntities {
                checksum += world.environment(\.typeSettings, of: leaf).size
            }
        }
        lookUpAll()
        let allocations = Allocations.counted(lookUpAll)
        let perLookup = sampleRuns(runs, operations: leaves, lookUpAll)
        withUnsafePointer(to: checksum) { cbaselineKeep($0) }
        return EnvironmentResult(
            leaves: leaves, depth: depth, perLookup: perLookup,
            allocationsPerLookup: Double(allocations) / Double(leaves))
    }
}
