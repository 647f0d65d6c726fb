import BenchSupport
import Engine
import TransitionCore

/// One operation timed at several sizes, each size twice the one before.
struct ScalingSeries {
    /// What was timed.
    let name: String
    /// What one item is ("child", "part", "level").
    let unit: String
    /// The sizes, in items.
    let sizes: [Int]
    /// ns per item at each size.
    let perItem: [Summary]

    /// The median ns per item at each size over the size before: 1 when the operation is linear
    /// in the size, 2 when it is quadratic (the sizes double).
    var ratios: [Double] {
        zip(perItem, perItem.dropFirst()).map { $1.median / $0.median }
    }
}

/// Section 7's figures.
struct ScalingResult {
    /// Hierarchy operations on one parent's children.
    let hierarchy: [ScalingSeries]
    /// Building timelines.
    let timeline: [ScalingSeries]
    /// Environment reads from the deepest entity of a chain, per level walked.
    let environment: ScalingSeries
    /// ns per read at the deepest chain.
    let environmentPerRead: Summary
    /// Building motion paths, per segment.
    let paths: [ScalingSeries]
    /// The additive tick after many moves against the same number running fresh.
    let additive: AdditiveScalingBenchmark.Result
}

/// Operations whose cost must grow linearly with the number of children, parts or levels:
/// each is timed at three sizes, and the ns per item should stay flat.
enum ScalingBenchmark {
    /// Times every series `runs` times per size; `quick` uses smaller hierarchies.
    static func run(runs: Int, quick: Bool) -> ScalingResult {
        let children = quick ? [10_000, 20_000, 40_000] : [25_000, 50_000, 100_000]
        let parts = [2_000, 4_000, 8_000]
        let depths = [2_500, 5_000, 10_000]
        var hierarchy: [ScalingSeries] = []
        hierarchy.append(series("setParent(child, to: root)", "child", children, runs, attach))
        hierarchy.append(series("despawnRecursive(root)", "child", children, runs, despawnRecursive))
        hierarchy.append(
            series("setParent(child, to: nil), 1 in 10", "detached child", children, runs, detach))
        var timeline: [ScalingSeries] = []
        timeline.append(series("add(to:), .afterPrevious, ease", "part", parts, runs, buildInSequence))
        timeline.append(
            series("add(to:), .withPrevious(0.05 s), spring", "part", parts, runs, buildOverlapping))
        timeline.append(
            series("add(timeline) twice, the 2nd 1 s in", "nested part", parts, runs, nest))
        var deepestReads: [Double] = []
        let environment = series("environment(\\.typeSettings, of: deepest)", "level", depths, runs) {
            depth in
            let (perLevel, perRead) = environmentRead(depth: depth)
            if depth == depths.last { deepestReads.append(perRead) }
            return perLevel
        }
        let paths = PathBuildBenchmark.series(
            runs: runs, sizes: quick ? [1_000, 10_000, 100_000] : [1_000, 100_000, 1_000_000])
        let additive = AdditiveScalingBenchmark.run(runs: runs, entities: quick ? 200 : 1_000)
        return ScalingResult(
            hierarchy: hierarchy, timeline: timeline, environment: environment,
            environmentPerRead: Summary(deepestReads), paths: paths, additive: additive)
    }

    /// `measure(size)` gives the ns per item of one run; it is called `runs` times per size.
    private static func series(
        _ name: String, _ unit: String, _ sizes: [Int], _ runs: Int, _ measure: (Int) -> Double
    ) -> ScalingSeries {
        var perItem: [Summary] = []
        for size in sizes {
            progress("scaling: \(name), \(grouped(size))...")
            perItem.append(Summary(collect(runs) { measure(size) }))
        }
        return ScalingSeries(name: name, unit: unit, sizes: sizes, perItem: perItem)
    }

    private static func collect(_ runs: Int, _ sample: () -> Double) -> [Double] {
        (0..<runs).map { _ in sample() }
    }

    /// A world with a root and `count` more entities, none attached yet.
    private static func spawned(_ count: Int) -> (World, Entity, [Entity]) {
        let world = World(tickRate: Stagger.tickRate)
        let root = world.spawn()
        return (world, root, (0..<count).map { _ in world.spawn() })
    }

    /// ns per child to attach `count` children to one parent.
    private static func attach(_ count: Int) -> Double {
        let (world, root, children) = spawned(count)
        let time = nanoseconds {
            for child in children { try! world.setParent(child, to: root) }
        }
        keep(world.children(of: root).count)
        return Double(time) / Double(count)
    }

    /// ns per child to despawn a parent with `count` children.
    private static func despawnRecursive(_ count: Int) -> Double {
        let (world, root, children) = spawned(count)
        for child in children { try! world.setParent(child, to: root) }
        let time = nanoseconds { world.despawnRecursive(root) }
        keep(world.entityCount)
        return Double(time) / Double(count)
    }

    /// ns per detached child to detach every tenth of a parent's `count` children, one by one.
    private static func detach(_ count: Int) -> Double {
        let (world, root, children) = spawned(count)
        for child in children { try! world.setParent(child, to: root) }
        let detached = stride(from: 0, to: count, by: 10).map { children[$0] }
        let time = nanoseconds {
            for child in detached { try! world.setParent(child, to: nil) }
        }
        keep(world.children(of: root).count)
        return Double(time) / Double(detached.count)
    }

    /// The target of part `index`.
    private static func target(_ index: Int) -> SIMD2<Float> {
        SIMD2(Float(index), Float(index % 7))
    }

    /// A timeline of `count` eases, one after another.
    private static func inSequence(_ count: Int) -> Timeline<SIMD2<Float>> {
        var timeline = Timeline(from: SIMD2<Float>(0, 0), tickRate: Stagger.tickRate)
        for index in 0..<count { timeline.add(to: target(index), .easeInOut(duration: 0.1)) }
        return timeline
    }

    /// ns per part to build a timeline of `count` eases, one after another.
    private static func buildInSequence(_ count: Int) -> Double {
        var timeline: Timeline<SIMD2<Float>>?
        let time = nanoseconds { timeline = inSequence(count) }
        keep(Int(timeline!.durationTicks))
        return Double(time) / Double(count)
    }

    /// ns per part to build a timeline of `count` springs, each starting 50 ms after the one
    /// before, so that every part takes over from a moving spring.
    private static func buildOverlapping(_ count: Int) -> Double {
        let spring = Animation.spring(response: 0.3, dampingFraction: 0.8)
        var timeline = Timeline(from: SIMD2<Float>(0, 0), tickRate: Stagger.tickRate)
        let time = nanoseconds {
            for index in 0..<count {
                timeline.add(to: target(index), spring, at: .withPrevious(offset: 0.05))
            }
        }
        keep(Int(timeline.durationTicks))
        return Double(time) / Double(count)
    }

    /// ns per nested part to nest a `count`-part timeline into an empty one, then again one
    /// second in, among all but the first second of its parts.
    private static func nest(_ count: Int) -> Double {
        let inner = inSequence(count)
        var outer = Timeline(from: SIMD2<Float>(0, 0), tickRate: Stagger.tickRate)
        let time = nanoseconds {
            outer.add(inner)
            outer.add(inner, at: .withPrevious(offset: 1))
        }
        keep(Int(outer.durationTicks))
        return Double(time) / Double(2 * count)
    }

    /// Reads an environment value 20 times from the deepest entity of a chain `depth` levels
    /// deep whose root animates it: ns per level walked, and per read.
    private static func environmentRead(depth: Int) -> (perLevel: Double, perRead: Double) {
        let world = World(tickRate: Stagger.tickRate)
        let root = world.spawn()
        var deepest = root
        for _ in 1..<depth {
            let child = world.spawn()
            try! world.setParent(child, to: deepest)
            deepest = child
        }
        world.setEnvironment(\.typeSettings, .title, for: root, .easeInOut(duration: 1))
        for _ in 0..<10 { world.advance() }
        let reads = 20
        var checksum: Float = 0
        let time = nanoseconds {
            for _ in 0..<reads { checksum += world.environment(\.typeSettings, of: deepest).size }
        }
        withUnsafePointer(to: checksum) { cbaselineKeep($0) }
        let perRead = Double(time) / Double(reads)
        return (perRead / Double(depth), perRead)
    }

    private static func keep(_ value: Int) {
        withUnsafePointer(to: value) { cbaselineKeep($0) }
    }
}
