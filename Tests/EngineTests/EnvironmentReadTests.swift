import Engine
import Testing
import TransitionCore

/// Environment reads: what `environment(_:of:alpha:)` and `environment(of:alpha:)`
/// return, checked bit for bit against a plain model of the rule (the defaults, then the
/// settings of the farthest ancestor, then of each nearer entity; on one entity, a key path
/// before those that extend it) over random worlds; and what a read remembers between reads
/// (which ancestor's setting an entity sees, the value last sampled) forgotten by each change
/// that can move the answer.
@Suite struct EnvironmentReadTests {
    // MARK: Randomized, against the model

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyReadMatchesTheModelThroughRandomChanges(seed: UInt64) {
        var harness = ReadHarness(seed: seed)
        for _ in 0..<6 { harness.spawn() }
        for step in 0..<500 {
            harness.step()
            harness.checkReads(label: "seed \(seed), step \(step)")
        }
        #expect(harness.mismatches.isEmpty, "\(harness.mismatches.prefix(5))")
        #expect(harness.readCount > 50_000)
    }

    // MARK: What a read remembers, and what makes it forget

    /// A root, a middle entity and a leaf under it, and a second root.
    static func chain(_ world: World) throws -> (root: Entity, middle: Entity, leaf: Entity, other: Entity) {
        let root = world.spawn()
        let middle = world.spawn()
        let leaf = world.spawn()
        let other = world.spawn()
        try world.setParent(middle, to: root)
        try world.setParent(leaf, to: middle)
        return (root, middle, leaf, other)
    }

    /// Reads `entity`'s gauge twice (the second from what the first remembered) and its
    /// siblings' way in, returning the value when both reads agree.
    static func gauge(_ world: World, _ entity: Entity, alpha: Double = 0) -> Float? {
        let first = world.environment(\.readGauge, of: entity, alpha: alpha)
        let second = world.environment(\.readGauge, of: entity, alpha: alpha)
        return first.bitPattern == second.bitPattern ? first : nil
    }

    /// The memo of environment reads is part of what the world says it holds, and reading the
    /// same entities again makes it no larger.
    @Test func theWorldCountsTheMemoOfItsEnvironmentReads() throws {
        let world = World(tickRate: 60)
        let parent = world.spawn()
        world.setEnvironment(\.readGauge, 5, for: parent)
        var children: [Entity] = []
        for _ in 0..<5_000 {
            let child = world.spawn()
            try world.setParent(child, to: parent)
            children.append(child)
        }
        let before = world.byteCount
        for child in children { #expect(world.environment(\.readGauge, of: child) == 5) }
        let after = world.byteCount
        #expect(after >= before + 5_000 * 8, "one memo entry per reader at least")
        for child in children { _ = world.environment(\.readGauge, of: child) }
        #expect(world.byteCount == after)
    }

    @Test func reparentingMakesAnEntitySeeItsNewAncestors() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, other) = try Self.chain(world)
        world.setEnvironment(\.readGauge, 3, for: root)
        world.setEnvironment(\.readGauge, 7, for: other)
        #expect(Self.gauge(world, leaf) == 3)
        #expect(Self.gauge(world, middle) == 3)
        try world.setParent(middle, to: other)
        #expect(Self.gauge(world, leaf) == 7)
        try world.setParent(middle, to: nil)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
        try world.setParent(leaf, to: root)
        #expect(Self.gauge(world, leaf) == 3)
    }

    @Test func despawningAnAncestorOrTheSetterMakesTheEntitySeeWhatIsLeft() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, _) = try Self.chain(world)
        let below = world.spawn()
        try world.setParent(below, to: leaf)
        world.setEnvironment(\.readGauge, 3, for: root)
        world.setEnvironment(\.readGauge, 5, for: leaf)
        #expect(Self.gauge(world, below) == 5)
        #expect(Self.gauge(world, leaf) == 5)
        world.despawn(leaf)  // the setter: `below` becomes a root
        #expect(Self.gauge(world, below) == ReadGaugeKey.defaultValue)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)  // stale
        try world.setParent(below, to: middle)
        #expect(Self.gauge(world, below) == 3)
        world.despawn(middle)  // an ancestor that sets nothing
        #expect(Self.gauge(world, below) == ReadGaugeKey.defaultValue)
        // A new entity that takes a freed index sees its own ancestors, the stale handle none.
        let reused = world.spawn()
        try world.setParent(reused, to: root)
        #expect(Self.gauge(world, reused) == 3)
        #expect(Self.gauge(world, middle) == ReadGaugeKey.defaultValue)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
    }

    /// Moving or despawning an entity without children changes no other entity's answer, so
    /// only its own is forgotten: a stale handle to it, or a new entity on its index, never
    /// gets it.
    @Test func aChildlessEntityMovedOrDespawnedIsForgottenAlone() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, other) = try Self.chain(world)
        let setter = world.spawn()
        try world.setParent(setter, to: middle)
        world.setEnvironment(\.readGauge, 3, for: root)
        world.setEnvironment(\.readGauge, 8, for: setter, .linear(duration: 1))
        world.advance()
        let moving = Transition<Float>(from: 3, to: 8, animation: .linear(duration: 1))
        #expect(Self.gauge(world, setter) == moving.sample(elapsed: 1.0 / 60).value)
        #expect(Self.gauge(world, leaf) == 3)
        try world.setParent(leaf, to: other)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
        #expect(Self.gauge(world, middle) == 3)
        world.despawn(setter)
        #expect(Self.gauge(world, setter) == ReadGaugeKey.defaultValue)
        let reused = world.spawn()
        #expect(reused.index == setter.index)
        #expect(Self.gauge(world, reused) == ReadGaugeKey.defaultValue)
        try world.setParent(reused, to: middle)
        #expect(Self.gauge(world, reused) == 3)
        #expect(Self.gauge(world, setter) == ReadGaugeKey.defaultValue)
        world.despawn(leaf)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
        #expect(Self.gauge(world, middle) == 3)
    }

    @Test func removingASettingMakesTheEntitiesBelowInheritAgain() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, _) = try Self.chain(world)
        world.setEnvironment(\.readGauge, 3, for: root)
        world.setEnvironment(\.readGauge, 5, for: middle)
        #expect(Self.gauge(world, leaf) == 5)
        #expect(world.removeEnvironment(\.readGauge, from: middle))
        #expect(Self.gauge(world, leaf) == 3)
        #expect(world.removeEnvironment(\.readGauge, from: root))
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
        #expect(Self.gauge(world, middle) == ReadGaugeKey.defaultValue)
    }

    @Test func aNewSettingOnAnIntermediateAncestorShadowsTheFartherOne() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, _) = try Self.chain(world)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
        world.setEnvironment(\.readGauge, 3, for: root)
        #expect(Self.gauge(world, leaf) == 3)
        world.setEnvironment(\.readGauge, 9, for: middle, .linear(duration: 1))
        // The middle starts from what it saw, so the leaf sees 3 now and 9 a second later.
        let move = Transition<Float>(from: 3, to: 9, animation: .linear(duration: 1))
        #expect(Self.gauge(world, leaf) == 3)
        #expect(Self.gauge(world, leaf, alpha: 1) == move.sample(elapsed: 1.0 / 60).value)
        for _ in 0..<60 { world.advance() }
        #expect(Self.gauge(world, leaf) == 9)
        #expect(Self.gauge(world, root) == 3)
    }

    @Test func aJumpOrARetargetWithinOneTickIsSeenAtOnce() throws {
        let world = World(tickRate: 60)
        let (root, _, leaf, _) = try Self.chain(world)
        world.setEnvironment(\.readGauge, 10, for: root, .linear(duration: 1))
        world.advance()
        let moving = Transition(from: ReadGaugeKey.defaultValue, to: 10, animation: .linear(duration: 1))
        #expect(Self.gauge(world, leaf, alpha: 0.5) == moving.sample(elapsed: 1.5 / 60).value)
        world.setEnvironment(\.readGauge, -10, for: root, .linear(duration: 1))
        var retargeted = moving
        retargeted.retarget(to: -10, animation: .linear(duration: 1), elapsed: 1.0 / 60)
        #expect(Self.gauge(world, leaf, alpha: 0.5) == retargeted.sample(elapsed: 0.5 / 60).value)
        world.setEnvironment(\.readGauge, 4, for: root)
        #expect(Self.gauge(world, leaf, alpha: 0.5) == 4)
        #expect(Self.gauge(world, leaf) == 4)
    }

    @Test func eachTickAndEachAlphaIsSampledAgain() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, _) = try Self.chain(world)
        world.setEnvironment(\.readGauge, 61, for: root, .linear(duration: 1))
        let move = Transition<Float>(from: 1, to: 61, animation: .linear(duration: 1))
        for tick in 1...60 {
            world.advance()
            for alpha in [0, 0.5, 1, 0.5, 0] {
                let expected = move.sample(elapsed: (Double(tick) + alpha) / 60).value
                #expect(Self.gauge(world, leaf, alpha: alpha) == expected)
                #expect(Self.gauge(world, middle, alpha: alpha) == expected)
            }
        }
    }

    /// A custom curve of another component reads the environment while the tick runs, before
    /// the environment's own settings have moved to it (here a delayed retarget starts): what it
    /// read is not kept for reads after the tick.
    @Test func aReadWhileATickRunsIsNotKeptPastTheTick() throws {
        func make(readingMidTick: Bool) throws -> (World, Entity) {
            let world = World(tickRate: 60)
            let mover = world.spawn()
            world.set(Float(0), for: mover)  // its storage advances before the environment's
            let (root, _, leaf, _) = try Self.chain(world)
            let box = WeakWorld(world)
            let reads = Curve.custom { t in
                if readingMidTick { _ = box.world?.environment(\.readGauge, of: leaf, alpha: 0.5) }
                return t
            }
            world.animate(mover, to: Float(1), .timingCurve(reads, duration: 1))
            world.setEnvironment(\.readGauge, 10, for: root, .linear(duration: 1))
            world.advance()
            world.setEnvironment(
                \.readGauge, -10, for: root, .easeIn(duration: 0.5).delay(2.0 / 60))
            return (world, leaf)
        }
        let (world, leaf) = try make(readingMidTick: true)
        let (twin, twinLeaf) = try make(readingMidTick: false)
        for _ in 0..<6 {
            world.advance()
            twin.advance()
            for alpha in [0.5, 0, 1] {
                let read = world.environment(\.readGauge, of: leaf, alpha: alpha)
                #expect(
                    read.bitPattern == twin.environment(\.readGauge, of: twinLeaf, alpha: alpha).bitPattern)
            }
        }
    }

    @Test func aKeyPathMadeAtRunTimeReadsWhatTheLiteralSet() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, _) = try Self.chain(world)
        let zero = [0][0]
        let first = channel(zero)
        let second = channel(zero)
        #expect(first == second && first !== second)
        world.setEnvironment(\.[readChannel: 0], 2, for: root)
        world.setEnvironment(second, 5, for: middle)
        for _ in 0..<3 {
            #expect(world.environment(channel(zero), of: leaf) == 5)
            #expect(world.environment(\.[readChannel: 0], of: leaf) == 5)
            #expect(world.environment(first, of: root) == 2)
        }
    }

    @Test func readsInsideAQuerySeeTheWorldAsItWasUntilTheQueryEnds() throws {
        let world = World(tickRate: 60)
        let (root, middle, leaf, other) = try Self.chain(world)
        world.set(ReadTag(), for: leaf)
        world.setEnvironment(\.readGauge, 3, for: root)
        world.setEnvironment(\.readGauge, 7, for: other)
        var inside: [Float] = []
        world.query(ReadTag.self) { entity, _ in
            inside.append(world.environment(\.readGauge, of: entity))
            try? world.setParent(middle, to: other)
            inside.append(world.environment(\.readGauge, of: entity))
            world.setEnvironment(\.readGauge, 5, for: middle)
            inside.append(world.environment(\.readGauge, of: entity))
        }
        #expect(inside == [3, 3, 3])
        #expect(Self.gauge(world, leaf) == 5)
        world.query(ReadTag.self) { entity, _ in
            world.removeEnvironment(\.readGauge, from: middle)
            world.despawn(other)
            inside.append(world.environment(\.readGauge, of: entity))
        }
        #expect(inside.last == 5)
        #expect(Self.gauge(world, leaf) == ReadGaugeKey.defaultValue)
    }
}

// MARK: - The randomized harness

/// A world and a model of it driven by the same random operations; the model resolves every
/// read the plain way, walking its own parent links and applying settings farthest first.
struct ReadHarness {
    let world = World(tickRate: 60)
    var random: SeededRandom
    /// Every entity ever spawned, alive or not, so that operations and reads reach stale ones.
    var handles: [Entity] = []
    var alive: Set<Entity> = []
    var parents: [Entity: Entity] = [:]
    /// The key paths (numbered as in `floatPath`) in the order settings on one entity apply:
    /// `\.readFace` before the key paths into it, whatever the order they were first set.
    let order = [0, 1, 2, 3, 4]
    var faces: [Entity: ModelSetting<ReadFace>] = [:]
    var floats: [Int: [Entity: ModelSetting<Float>]] = [1: [:], 2: [:], 3: [:], 4: [:]]
    var mismatches: [String] = []
    var readCount = 0
    /// Zero, as the world's key paths with an index take it: not a constant the compiler sees.
    let zero = [0][0]

    static let animations: [Animation?] = [
        nil, .linear(duration: 0.1), .easeInOut(duration: 0.25), .spring(response: 0.2, dampingFraction: 0.6),
        .linear(duration: 1), .easeOut(duration: 0.05),
    ]
    static let alphas: [Double] = [0, 0.5, 1, 0.25, 0.75, 2, -1, .nan, .infinity]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func draw(_ count: Int) -> Int { Int(random.next(in: 0...UInt64(count - 1))) }

    /// A handle: mostly a living entity, sometimes a stale one.
    mutating func anyHandle() -> Entity {
        let living = handles.filter { alive.contains($0) }
        if living.isEmpty || draw(8) == 0 { return handles[draw(handles.count)] }
        return living[draw(living.count)]
    }

    /// The float key path number `path` (1: `\.readFace.size`, 2: `\.readFace.weight`,
    /// 3: `\.readGauge`, 4: `\.[readChannel: 0]`); `fresh` asks for a key path object made now,
    /// equal to the literal but not the same object, where the path allows one.
    func floatPath(_ path: Int, fresh: Bool) -> WritableKeyPath<EnvironmentValues, Float> {
        let face: WritableKeyPath<EnvironmentValues, ReadFace> = \.readFace
        let size: WritableKeyPath<ReadFace, Float> = \.size
        let weight: WritableKeyPath<ReadFace, Float> = \.weight
        switch path {
        case 1: return fresh ? face.appending(path: size) : \.readFace.size
        case 2: return fresh ? face.appending(path: weight) : \.readFace.weight
        case 3: return \.readGauge
        default: return fresh ? channel(zero) : \.[readChannel: 0]
        }
    }

    // MARK: Operations, on the world and the model

    mutating func spawn() {
        let entity = world.spawn()
        handles.append(entity)
        alive.insert(entity)
        let living = handles.filter { alive.contains($0) && $0 != entity }
        if !living.isEmpty, draw(4) != 0 {
            setParent(entity, to: living[draw(living.count)], deferred: false)
        }
    }

    /// One random operation, or a few requested inside a query.
    mutating func step() {
        switch draw(20) {
        case 0..<2: spawn()
        case 2..<5: setParent(anyHandle(), to: draw(5) == 0 ? nil : anyHandle(), deferred: false)
        case 5: despawn(anyHandle(), recursive: draw(3) == 0, deferred: false)
        case 6..<11: setEnvironment(deferred: false)
        case 11..<13: removeEnvironment(deferred: false)
        case 13..<17:
            for _ in 0..<(1 + draw(4)) { advance() }
        default: deferredBatch()
        }
        if handles.count - alive.count > 40 { spawn() }
        if alive.count < 4 { spawn() }
    }

    mutating func advance() {
        world.advance()
    }

    /// Whether the model lets `child` take `parent`.
    func canParent(_ child: Entity, to parent: Entity?) -> Bool {
        guard alive.contains(child) else { return false }
        guard let parent else { return true }
        guard alive.contains(parent), parent != child else { return false }
        var ancestor = parents[parent]
        while let current = ancestor {
            if current == child { return false }
            ancestor = parents[current]
        }
        return true
    }

    /// Requests `setParent`; the model follows when the change is applied (at once, or when
    /// `applyDeferred` runs).
    mutating func setParent(_ child: Entity, to parent: Entity?, deferred: Bool) {
        let allowed = canParent(child, to: parent)
        var threw = false
        do { try world.setParent(child, to: parent) } catch { threw = true }
        if threw == allowed {
            mismatches.append("setParent(\(child), \(String(describing: parent))) threw: \(threw)")
        }
        guard allowed else { return }
        if deferred {
            pending.append(.parent(child, parent))
        } else {
            parents[child] = parent
        }
    }

    mutating func despawn(_ entity: Entity, recursive: Bool, deferred: Bool) {
        let expected = alive.contains(entity)
        let result = recursive ? world.despawnRecursive(entity) : world.despawn(entity)
        if result != expected { mismatches.append("despawn(\(entity)) returned \(result)") }
        if deferred {
            pending.append(.despawn(entity, recursive: recursive))
        } else {
            modelDespawn(entity, recursive: recursive)
        }
    }

    mutating func modelDespawn(_ entity: Entity, recursive: Bool) {
        guard alive.contains(entity) else { return }
        if recursive {
            for (child, parent) in parents where parent == entity { modelDespawn(child, recursive: true) }
        }
        alive.remove(entity)
        parents[entity] = nil
        for (child, parent) in parents where parent == entity { parents[child] = nil }
        faces[entity] = nil
        for path in floats.keys { floats[path]![entity] = nil }
    }

    mutating func setEnvironment(deferred: Bool) {
        let entity = anyHandle()
        let path = draw(5)
        let animation = Self.animations[draw(Self.animations.count)]
        let value = Float(draw(200)) - 100
        let face = ReadFace(size: value, weight: Float(draw(900)))
        let fresh = draw(2) == 0
        let result =
            path == 0
            ? world.setEnvironment(\.readFace, face, for: entity, animation)
            : world.setEnvironment(
                floatPath(path, fresh: fresh), value, for: entity, animation)
        if result != alive.contains(entity) {
            mismatches.append("setEnvironment on \(entity) returned \(result)")
        }
        guard result else { return }
        if deferred {
            pending.append(.set(entity, path, value, face, animation))
        } else {
            modelSet(entity, path, value, face, animation)
        }
    }

    mutating func modelSet(
        _ entity: Entity, _ path: Int, _ value: Float, _ face: ReadFace, _ animation: Animation?
    ) {
        guard alive.contains(entity) else { return }
        let tick = world.tick
        if path == 0 {
            var setting = faces[entity] ?? ModelSetting(resting: read(entity, alpha: 0).readFace)
            setting.move(to: face, animation: animation, tick: tick)
            faces[entity] = setting
        } else {
            var setting =
                floats[path]![entity]
                ?? ModelSetting(resting: read(entity, alpha: 0)[keyPath: floatPath(path, fresh: false)])
            setting.move(to: value, animation: animation, tick: tick)
            floats[path]![entity] = setting
        }
    }

    mutating func removeEnvironment(deferred: Bool) {
        let entity = anyHandle()
        let path = draw(5)
        let expected = path == 0 ? faces[entity] != nil : floats[path]![entity] != nil
        let result =
            path == 0
            ? world.removeEnvironment(\.readFace, from: entity)
            : world.removeEnvironment(floatPath(path, fresh: draw(2) == 0), from: entity)
        if result != expected {
            mismatches.append("removeEnvironment(\(path), \(entity)) returned \(result)")
        }
        if deferred {
            pending.append(.remove(entity, path))
        } else {
            modelRemove(entity, path)
        }
    }

    mutating func modelRemove(_ entity: Entity, _ path: Int) {
        if path == 0 { faces[entity] = nil } else { floats[path]![entity] = nil }
    }

    /// A change requested inside a query, for the model to apply when the query ends.
    enum Pending {
        case parent(Entity, Entity?)
        case despawn(Entity, recursive: Bool)
        case set(Entity, Int, Float, ReadFace, Animation?)
        case remove(Entity, Int)
    }

    var pending: [Pending] = []

    /// Requests a few changes from inside a query, checking reads there against the model as
    /// it was; the model then applies them in order, as the world does when the query ends.
    mutating func deferredBatch() {
        let tagged = anyHandle()
        world.set(ReadTag(), for: tagged)
        var harness = self
        world.query(ReadTag.self) { _, _ in
            for _ in 0..<(1 + harness.draw(4)) {
                switch harness.draw(4) {
                case 0:
                    harness.setParent(
                        harness.anyHandle(), to: harness.draw(5) == 0 ? nil : harness.anyHandle(),
                        deferred: true)
                case 1: harness.despawn(harness.anyHandle(), recursive: harness.draw(3) == 0, deferred: true)
                case 2: harness.setEnvironment(deferred: true)
                default: harness.removeEnvironment(deferred: true)
                }
                harness.checkReads(label: "inside a query")
            }
        }
        self = harness
        world.remove(ReadTag.self, from: tagged)
        let changes = pending
        pending = []
        for change in changes {
            switch change {
            case .parent(let child, let parent):
                if canParent(child, to: parent) { parents[child] = parent }
            case .despawn(let entity, let recursive): modelDespawn(entity, recursive: recursive)
            case .set(let entity, let path, let value, let face, let animation):
                modelSet(entity, path, value, face, animation)
            case .remove(let entity, let path): modelRemove(entity, path)
            }
        }
    }

    // MARK: Reads

    /// Every environment value `entity` sees in the model, presented `alpha` of a tick on.
    func read(_ entity: Entity, alpha: Double) -> EnvironmentValues {
        var values = EnvironmentValues()
        guard alive.contains(entity) else { return values }
        var chain = [entity]
        while let parent = parents[chain[chain.count - 1]] { chain.append(parent) }
        let tick = world.tick
        for level in chain.reversed() {
            for path in order {
                if path == 0 {
                    if let setting = faces[level] {
                        values.readFace = setting.presented(tick: tick, alpha: alpha)
                    }
                } else if let setting = floats[path]![level] {
                    values[keyPath: floatPath(path, fresh: false)] = setting.presented(
                        tick: tick, alpha: alpha)
                }
            }
        }
        return values
    }

    /// Reads entities (every living one and a few stale ones) through every key path at a
    /// random alpha, each twice, against the model.
    mutating func checkReads(label: String) {
        let stale = handles.filter { !alive.contains($0) }.prefix(4)
        let alpha = Self.alphas[draw(Self.alphas.count)]
        for entity in handles.filter({ alive.contains($0) }) + stale {
            let expected = read(entity, alpha: alpha)
            for _ in 0..<2 {
                let face = world.environment(\.readFace, of: entity, alpha: alpha)
                if !face.isBitIdentical(to: expected.readFace) {
                    mismatches.append(
                        "\(label): readFace of \(entity) at \(alpha): \(face), expected \(expected.readFace)")
                }
                for path in 1...4 {
                    let value = world.environment(
                        floatPath(path, fresh: draw(2) == 0), of: entity, alpha: alpha)
                    let wanted = expected[keyPath: floatPath(path, fresh: false)]
                    if value.bitPattern != wanted.bitPattern {
                        mismatches.append(
                            "\(label): path \(path) of \(entity) at \(alpha): \(value), expected \(wanted)")
                    }
                }
                readCount += 5
            }
            if draw(4) == 0 {
                let whole = world.environment(of: entity, alpha: alpha)
                if !whole.readFace.isBitIdentical(to: expected.readFace)
                    || whole.readGauge.bitPattern != expected.readGauge.bitPattern
                    || whole[readChannel: 0].bitPattern != expected[readChannel: 0].bitPattern
                {
                    mismatches.append("\(label): environment(of: \(entity)) at \(alpha) differs")
                }
            }
        }
    }
}

/// A setting as the model keeps it: a resting value, or a move that began on a tick.
struct ModelSetting<Value: Transitionable> {
    var resting: Value
    var motion: (transition: Transition<Value>, start: UInt64)?
    let tickRate: UInt64 = 60

    init(resting: Value) {
        self.resting = resting
    }

    /// Jumps (nil animation) or moves to `target` on `tick`: a move still running retargets
    /// from where it is, else a new one starts from the resting value.
    mutating func move(to target: Value, animation: Animation?, tick: UInt64) {
        guard let animation else {
            resting = target
            motion = nil
            return
        }
        if let motion {
            let elapsed = Double(tick - motion.start) / Double(tickRate)
            if !motion.transition.animation.sample(at: elapsed).isFinished {
                var transition = motion.transition
                transition.retarget(to: target, animation: animation, elapsed: elapsed)
                self.motion = (
                    Transition(
                        from: transition.from, to: target, animation: animation, velocity: transition.velocity
                    ),
                    tick
                )
                return
            }
            resting = motion.transition.to
        }
        motion = (Transition(from: resting, to: target, animation: animation), tick)
    }

    /// The value presented `alpha` (clamped into 0...1, NaN and infinities as 0) of a tick
    /// after `tick`.
    func presented(tick: UInt64, alpha: Double) -> Value {
        guard let motion else { return resting }
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        return motion.transition.sample(elapsed: (Double(tick - motion.start) + alpha) / Double(tickRate))
            .value
    }
}

/// Makes `\.[readChannel: index]` anew on every call: a key path object equal to the literal
/// but not the same one.
func channel(_ index: Int) -> WritableKeyPath<EnvironmentValues, Float> {
    \.[readChannel: index]
}

struct ReadTag {}

struct ReadFace: Transitionable {
    var size: Float
    var weight: Float

    static let standard = ReadFace(size: 14, weight: 400)

    func transition(to other: ReadFace, progress: Float) -> ReadFace {
        ReadFace(
            size: size.transition(to: other.size, progress: progress),
            weight: weight.transition(to: other.weight, progress: progress))
    }

    func isBitIdentical(to other: ReadFace) -> Bool {
        size.bitPattern == other.size.bitPattern && weight.bitPattern == other.weight.bitPattern
    }
}

private struct ReadFaceKey: EnvironmentKey {
    static let defaultValue = ReadFace.standard
}

struct ReadGaugeKey: EnvironmentKey {
    static let defaultValue: Float = 1
}

private struct ReadChannelKey: EnvironmentKey {
    static let defaultValue: Float = -2
}

extension EnvironmentValues {
    fileprivate var readFace: ReadFace {
        get { self[ReadFaceKey.self] }
        set { self[ReadFaceKey.self] = newValue }
    }

    fileprivate var readGauge: Float {
        get { self[ReadGaugeKey.self] }
        set { self[ReadGaugeKey.self] = newValue }
    }

    /// One value whatever the index: the index only makes key paths that are equal but made
    /// at run time.
    fileprivate subscript(readChannel index: Int) -> Float {
        get { self[ReadChannelKey.self] }
        set { self[ReadChannelKey.self] = newValue }
    }
}
