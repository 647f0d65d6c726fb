import BenchSupport
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
    /// Children of the one parent in the second measure.
    let siblings: Int
    /// ns per read of one of the siblings, every sibling read in turn.
    let perSiblingRead: Summary
    /// The same, each pass starting after a `setParent` elsewhere of an entity with a child,
    /// which makes every answer the reads remembered unknown (the `setParent` is timed with the
    /// pass).
    let perSiblingReadAfterChange: Summary
    /// Allocations per sibling read, in either pass.
    let allocationsPerSiblingRead: Double
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
        world.setEnvironment(\.typeSettings, .title, for: root, .easeInOut(duration: 1))
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
        let siblings = runSiblings(count: leaves, runs: runs)
        return EnvironmentResult(
            leaves: leaves, depth: depth, perLookup: perLookup,
            allocationsPerLookup: Double(allocations) / Double(leaves), siblings: leaves,
            perSiblingRead: siblings.warm, perSiblingReadAfterChange: siblings.afterChange,
            allocationsPerSiblingRead: siblings.allocations)
    }

    /// What a renderer reading one value for many text entities does: `count` children of one
    /// parent at the bottom of a chain under the animating root, each a leaf `depth` levels
    /// down, read in turn; then the same with a `setParent` elsewhere before each pass, of an
    /// entity with a child (moving a childless one makes no other entity's answer unknown).
    private static func runSiblings(count: Int, runs: Int) -> (
        warm: Summary, afterChange: Summary, allocations: Double
    ) {
        let world = World(tickRate: Stagger.tickRate)
        let root = world.spawn()
        var parent = root
        for _ in 2..<depth {
            let child = world.spawn()
            try! world.setParent(child, to: parent)
            parent = child
        }
        var children: [Entity] = []
        for _ in 0..<count {
            let child = world.spawn()
            try! world.setParent(child, to: parent)
            children.append(child)
        }
        let elsewhere = (world.spawn(), world.spawn())
        let moved = world.spawn()
        try! world.setParent(world.spawn(), to: moved)
        world.setEnvironment(\.typeSettings, .title, for: root, .easeInOut(duration: 1))
        for _ in 0..<10 { world.advance() }

        var checksum: Float = 0
        let readAll = {
            for child in children {
                checksum += world.environment(\.typeSettings, of: child).size
            }
        }
        var flip = false
        let changeThenReadAll = {
            flip.toggle()
            try! world.setParent(moved, to: flip ? elsewhere.0 : elsewhere.1)
            readAll()
        }
        readAll()
        let allocations = Allocations.counted(readAll) + Allocations.counted(changeThenReadAll)
        let warm = sampleRuns(runs, operations: count, readAll)
        let afterChange = sampleRuns(runs, operations: count, changeThenReadAll)
        withUnsafePointer(to: checksum) { cbaselineKeep($0) }
        return (warm, afterChange, Double(allocations) / Double(2 * count))
    }
}
