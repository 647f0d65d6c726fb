import Engine
import TransitionCore

/// A second component for the three-type query: plain data, never animated.
struct Velocity {
    var dx: Float
    var dy: Float
}

/// A third component for the three-type query: plain data, never animated.
struct DrawOrder {
    var layer: Int32
}

private struct EmphasisKey: EnvironmentKey {
    static let defaultValue: Float = 1
}

extension EnvironmentValues {
    /// How strongly entities are drawn; the read benchmark's root animates it.
    var emphasis: Float {
        get { self[EmphasisKey.self] }
        set { self[EmphasisKey.self] = newValue }
    }
}

/// Section 8's three worlds, each with `count` entities, used as a client would:
/// - the advance benchmark's world (every entity animating an ``AnimatedRect``, staggered),
///   every entity also holding a ``Velocity`` and a ``DrawOrder``;
/// - a world where every entity animates a ``Color`` under easeInOutCubic for as long as the
///   8-float world's transitions (the same curve), staggered over ``colorStaggerTicks`` ticks;
/// - a hierarchy whose root animates ``EnvironmentValues/emphasis``, with one chain of
///   ``intermediateLevels`` entities under the root per group of ``leavesPerChain`` leaves,
///   the leaves children of their chain's last entity: a leaf's lookup walks the leaf, seven
///   intermediate entities and the root.
final class ReadScene {
    /// Entities between the root and a leaf.
    static let intermediateLevels = 7
    /// Leaves under each chain's deepest entity.
    static let leavesPerChain = 100
    /// The colour transitions start on ticks `0..<colorStaggerTicks`, entity `i` on tick
    /// `i % colorStaggerTicks`: fewer than the 8-float world's 240, because every tick before
    /// the last start runs the colours already started, each several times an 8-float one.
    static let colorStaggerTicks = 12

    /// Entities in each world (leaves in the hierarchy).
    let count: Int
    /// The 8-float world, as sections 1 to 3 build it.
    let rects: EngineAdvanceScene
    /// The world of animating colours.
    let colors = World(tickRate: Stagger.tickRate)
    /// Its entities, by index.
    private(set) var colorEntities: ContiguousArray<Entity> = []
    /// The hierarchy.
    let hierarchy = World(tickRate: Stagger.tickRate)
    /// Its leaves, chain by chain.
    private(set) var leaves: ContiguousArray<Entity> = []
    /// The sum of everything read, so that no read is optimised away.
    private(set) var checksum: Float = 0

    /// Builds the three worlds.
    init(count: Int) {
        self.count = count
        rects = EngineAdvanceScene(count: count)
        for (index, entity) in rects.entities.enumerated() {
            rects.world.set(Velocity(dx: Float(index % 7), dy: 1), for: entity)
            rects.world.set(DrawOrder(layer: Int32(index % 5)), for: entity)
        }

        for index in 0..<count {
            let entity = colors.spawn()
            colors.set(Self.color(index, variant: 0), for: entity)
            colorEntities.append(entity)
        }
        let animation = Animation.timingCurve(
            .easeInOutCubic, duration: Double(Stagger.durationTicks) / Double(Stagger.tickRate))
        for start in 0..<Self.colorStaggerTicks {
            for index in stride(from: start, to: count, by: Self.colorStaggerTicks) {
                colors.animate(colorEntities[index], to: Self.color(index, variant: 1), animation)
            }
            colors.advance()
        }

        let root = hierarchy.spawn()
        var remaining = count
        while remaining > 0 {
            var parent = root
            for _ in 0..<Self.intermediateLevels {
                let child = hierarchy.spawn()
                try! hierarchy.setParent(child, to: parent)
                parent = child
            }
            for _ in 0..<min(Self.leavesPerChain, remaining) {
                let leaf = hierarchy.spawn()
                try! hierarchy.setParent(leaf, to: parent)
                leaves.append(leaf)
            }
            remaining -= Self.leavesPerChain
        }
        hierarchy.setEnvironment(\.emphasis, 2, for: root, .easeInOut(duration: 10))
        for _ in 0..<10 { hierarchy.advance() }
    }

    /// A deterministic colour for entity number `index`, `variant` choosing start or target.
    static func color(_ index: Int, variant: Int) -> Color {
        let k = Float((index &* 7919 &+ variant &* 104_729) % 1000) / 1000
        return Color(red: k, green: 1 - k, blue: 0.25 + k / 2, alpha: 1)
    }

    /// Runs `measure` `repeats` times: ticks for the two ticks, else a pass over every entity.
    func pass(_ measure: ReadMeasure, repeats: Int) {
        switch measure {
        case .tick: tickRects(repeats)
        case .queryOne: queryOne(repeats)
        case .queryThree: queryThree(repeats)
        case .get: get(repeats)
        case .presented: presentRects(repeats)
        case .bulkPresented: presentRectsInBulk(repeats)
        case .colorTick: tickColors(repeats)
        case .colorPresented: presentColors(repeats)
        case .colorBulkPresented: presentColorsInBulk(repeats)
        case .environment: lookUpEnvironment(repeats)
        }
    }

    /// Running transitions in the 8-float world and in the colour world.
    var activeTransitions: (rects: Int, colors: Int) {
        (rects.world.activeTransitionCount, colors.activeTransitionCount)
    }

    private func tickRects(_ repeats: Int) {
        let world = rects.world
        for _ in 0..<repeats { world.advance() }
    }

    private func tickColors(_ repeats: Int) {
        for _ in 0..<repeats { colors.advance() }
    }

    private func queryOne(_ repeats: Int) {
        let world = rects.world
        var sum: Float = 0
        for _ in 0..<repeats {
            world.query(AnimatedRect.self) { _, rect in sum += rect.x }
        }
        checksum += sum
    }

    private func queryThree(_ repeats: Int) {
        let world = rects.world
        var sum: Float = 0
        for _ in 0..<repeats {
            world.query(AnimatedRect.self, Velocity.self, DrawOrder.self) { _, rect, velocity, order in
                sum += rect.x + velocity.dx + Float(order.layer)
            }
        }
        checksum += sum
    }

    private func get(_ repeats: Int) {
        let world = rects.world
        let entities = rects.entities
        var sum: Float = 0
        for _ in 0..<repeats {
            for entity in entities {
                sum += world.get(AnimatedRect.self, of: entity)?.x ?? 0
            }
        }
        checksum += sum
    }

    private func presentRects(_ repeats: Int) {
        let world = rects.world
        let entities = rects.entities
        var sum: Float = 0
        for _ in 0..<repeats {
            for entity in entities {
                sum += world.presented(AnimatedRect.self, of: entity, alpha: 0.5)?.x ?? 0
            }
        }
        checksum += sum
    }

    private func presentRectsInBulk(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            rects.world.forEachPresented(AnimatedRect.self, alpha: 0.5) { _, rect in sum += rect.x }
        }
        checksum += sum
    }

    private func presentColors(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            for entity in colorEntities {
                sum += colors.presented(Color.self, of: entity, alpha: 0.5)?.red ?? 0
            }
        }
        checksum += sum
    }

    private func presentColorsInBulk(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            colors.forEachPresented(Color.self, alpha: 0.5) { _, color in sum += color.red }
        }
        checksum += sum
    }

    private func lookUpEnvironment(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            for leaf in leaves {
                sum += hierarchy.environment(\.emphasis, of: leaf)
            }
        }
        checksum += sum
    }
}
