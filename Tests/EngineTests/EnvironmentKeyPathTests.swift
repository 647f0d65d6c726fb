import Engine
import Testing
import TransitionCore

/// Key paths into the same environment value: a parent's `\.typeface` and a child's
/// `\.typeface.size` combine the same way in `environment(of:)` and `environment(\.typeface,
/// of:)`, in every process. The rule: the defaults, then the settings of the farthest ancestor,
/// then of each nearer entity; on one entity, a key path before those that extend it, whatever
/// the order the key paths were first used in the world (so that equal settings read alike).
@Suite struct EnvironmentKeyPathTests {
    /// A child with a parent and a grandparent.
    static func family(_ world: World) throws -> (root: Entity, parent: Entity, child: Entity) {
        let root = world.spawn()
        let parent = world.spawn()
        let child = world.spawn()
        try world.setParent(parent, to: root)
        try world.setParent(child, to: parent)
        return (root, parent, child)
    }

    /// Whether every way of reading the typeface agrees on `entity`, and gives `expected`.
    static func reads(_ world: World, _ entity: Entity, _ expected: Typeface, alpha: Double = 0) -> Bool {
        let whole = world.environment(of: entity, alpha: alpha)
        return whole.typeface == expected
            && world.environment(\.typeface, of: entity, alpha: alpha) == expected
            && world.environment(\.typeface.size, of: entity, alpha: alpha) == expected.size
            && world.environment(\.typeface.weight, of: entity, alpha: alpha) == expected.weight
    }

    @Test func aChildsSizeOverridesItsParentsTypefaceInEveryRead() throws {
        let world = World(tickRate: 60)
        let (_, parent, child) = try Self.family(world)
        world.setEnvironment(\.typeface, Typeface(size: 30, weight: 700), for: parent)
        world.setEnvironment(\.typeface.size, 12, for: child)
        #expect(Self.reads(world, child, Typeface(size: 12, weight: 700)))
        #expect(Self.reads(world, parent, Typeface(size: 30, weight: 700)))
    }

    @Test func aChildsTypefaceOverridesItsParentsSize() throws {
        let world = World(tickRate: 60)
        let (root, parent, child) = try Self.family(world)
        world.setEnvironment(\.typeface.size, 12, for: root)
        world.setEnvironment(\.typeface, Typeface(size: 30, weight: 700), for: child)
        #expect(Self.reads(world, child, Typeface(size: 30, weight: 700)))
        #expect(Self.reads(world, parent, Typeface(size: 12, weight: Typeface.standard.weight)))
    }

    /// Two worlds with the same settings, whose key paths were first used in opposite orders,
    /// read alike and hash alike: on one entity `\.typeface` applies before `\.typeface.size`.
    @Test func onOneEntityAKeyPathAppliesBeforeThoseThatExtendItWhateverTheOrderOfFirstUse() throws {
        let sizeFirst = World(tickRate: 60)
        let a = sizeFirst.spawn()
        sizeFirst.setEnvironment(\.typeface.size, 12, for: a)
        sizeFirst.setEnvironment(\.typeface, Typeface(size: 30, weight: 700), for: a)
        #expect(Self.reads(sizeFirst, a, Typeface(size: 12, weight: 700)))

        let typefaceFirst = World(tickRate: 60)
        let b = typefaceFirst.spawn()
        typefaceFirst.setEnvironment(
            \.typeface, Typeface(size: 30, weight: 700), for: b)
        typefaceFirst.setEnvironment(\.typeface.size, 12, for: b)
        #expect(Self.reads(typefaceFirst, b, Typeface(size: 12, weight: 700)))
        #expect(sizeFirst.stateHash() == typefaceFirst.stateHash())
    }

    @Test func animatedSettingsAgreeInEveryReadAtEveryAlpha() throws {
        let world = World(tickRate: 60)
        let (root, parent, child) = try Self.family(world)
        world.setEnvironment(\.typeface, Typeface(size: 30, weight: 700), for: root)
        world.setEnvironment(
            \.typeface, Typeface(size: 60, weight: 100), for: root, .easeInOut(duration: 0.5))
        world.setEnvironment(\.typeface.weight, 900, for: parent, .linear(duration: 0.25))
        world.setEnvironment(\.typeface.size, 12, for: child, .spring())
        for _ in 0..<180 {  // the spring settles within three seconds
            for alpha in [0, 0.5, 1] {
                let expected = Typeface(
                    size: world.environment(\.typeface.size, of: child, alpha: alpha),
                    weight: world.environment(\.typeface.weight, of: parent, alpha: alpha))
                #expect(Self.reads(world, child, expected, alpha: alpha))
                #expect(expected.weight == world.environment(of: child, alpha: alpha).typeface.weight)
            }
            world.advance()
        }
        #expect(Self.reads(world, child, Typeface(size: 12, weight: 900)))
        #expect(Self.reads(world, root, Typeface(size: 60, weight: 100)))
    }

    /// Every combination of which of a root, a middle entity and a leaf sets which of three key
    /// paths into the typeface, with the key paths first set in every order and with other
    /// environment key paths made before them to vary the dictionary's layout, against a plain
    /// model of the rule: the order of first use changes nothing.
    @Test func everyCombinationOfSettingsReadsAsTheRuleSays() throws {
        var checked = 0
        for settings in 0..<(1 << 9) where settings.nonzeroBitCount <= 4 {
            for permutation in Self.permutations {
                for fillers in 0...3 {
                    let world = World(tickRate: 60)
                    let (root, middle, leaf) = try Self.family(world)
                    let entities = [root, middle, leaf]
                    for filler in Self.fillers.prefix(fillers) {
                        world.setEnvironment(filler, 1, for: middle)
                    }
                    // Make the slots in the permutation's order, on a bystander.
                    let bystander = world.spawn()
                    for path in permutation { Self.set(path, on: bystander, in: world, value: 0) }
                    for level in 0..<3 {
                        for path in 0..<3 where settings & (1 << (level * 3 + path)) != 0 {
                            Self.set(
                                path, on: entities[level], in: world, value: Float(level * 10 + path + 1))
                        }
                    }
                    var expected = Typeface.standard
                    for level in 0..<3 {
                        for path in 0..<3 where settings & (1 << (level * 3 + path)) != 0 {
                            let value = Float(level * 10 + path + 1)
                            switch path {
                            case 0: expected = Typeface(size: value, weight: value)
                            case 1: expected.size = value
                            default: expected.weight = value
                            }
                        }
                    }
                    #expect(Self.reads(world, leaf, expected), "settings \(settings), order \(permutation)")
                    checked += 1
                }
            }
        }
        #expect(checked > 4_000)
    }

    static let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    static var fillers: [WritableKeyPath<EnvironmentValues, Float>] { [\.margin.x, \.margin.y, \.padding] }

    /// Sets key path number `path` (`\.typeface` with both fields `value`, `\.typeface.size`,
    /// `\.typeface.weight`) on `entity`.
    static func set(_ path: Int, on entity: Entity, in world: World, value: Float) {
        switch path {
        case 0:
            world.setEnvironment(
                \.typeface, Typeface(size: value, weight: value), for: entity)
        case 1: world.setEnvironment(\.typeface.size, value, for: entity)
        default: world.setEnvironment(\.typeface.weight, value, for: entity)
        }
    }

    @Test func keyPathsIntoOtherValuesStayIndependent() throws {
        let world = World(tickRate: 60)
        let (root, _, child) = try Self.family(world)
        world.setEnvironment(\.margin, SIMD2(1, 2), for: root)
        world.setEnvironment(\.margin.y, 5, for: child)
        world.setEnvironment(\.padding, 3, for: child)
        world.setEnvironment(\.typeface.size, 12, for: root)
        let values = world.environment(of: child)
        #expect(values.margin == SIMD2(1, 5) && world.environment(\.margin, of: child) == SIMD2(1, 5))
        #expect(values.padding == 3 && world.environment(\.padding, of: root) == 0)
        #expect(values.typeface == Typeface(size: 12, weight: Typeface.standard.weight))
        #expect(world.environment(\.margin.x, of: child) == 1)
    }
}

struct Typeface: Transitionable {
    var size: Float
    var weight: Float

    static let standard = Typeface(size: 14, weight: 400)

    func transition(to other: Typeface, progress: Float) -> Typeface {
        Typeface(
            size: size.transition(to: other.size, progress: progress),
            weight: weight.transition(to: other.weight, progress: progress))
    }
}

private struct TypefaceKey: EnvironmentKey {
    static let defaultValue = Typeface.standard
}

private struct MarginKey: EnvironmentKey {
    static let defaultValue = SIMD2<Float>(0, 0)
}

private struct PaddingKey: EnvironmentKey {
    static let defaultValue: Float = 0
}

extension EnvironmentValues {
    fileprivate var typeface: Typeface {
        get { self[TypefaceKey.self] }
        set { self[TypefaceKey.self] = newValue }
    }

    fileprivate var margin: SIMD2<Float> {
        get { self[MarginKey.self] }
        set { self[MarginKey.self] = newValue }
    }

    fileprivate var padding: Float {
        get { self[PaddingKey.self] }
        set { self[PaddingKey.self] = newValue }
    }
}
