import Engine
import TransitionCore

/// What the motion gallery plots (`--motion-gallery`): the start tick of every cell of a 9 × 6
/// grid under each kind of stagger, and decays sampled tick by tick from a world, free,
/// snapped and bounded. Pure: the same tick rate gives the same numbers.
public enum MotionCatalog {
    /// One stagger of the gallery.
    public struct StaggerEntry: Sendable {
        /// The caption: how the stagger is made.
        public let name: String
        /// The stagger.
        public let stagger: Stagger
    }

    /// One decay of the gallery: a value from 0 flung at ``velocity``, sampled every tick.
    public struct DecayEntry: Sendable {
        /// The legend's text.
        public let name: String
        /// The value at every tick from the fling until it rests, and a second past it.
        public let values: [Float]
        /// Where the decay said it would rest, before it started.
        public let restingValue: Float
        /// Where it would rest without snapping or bounds.
        public let freeRestingValue: Float
        /// The hue the gallery draws it in, degrees.
        public let hue: Float
    }

    /// Columns of the gallery's grids (the motion scene's).
    public static let columns = StaggerWave.columns
    /// Rows of the gallery's grids.
    public static let rows = StaggerWave.rows
    /// Seconds per cell of distance of the gallery's staggers.
    public static let each = 0.05
    /// The start velocity of the gallery's decays, units per second.
    public static let velocity: Float = 400
    /// The grid the snapped decay lands on.
    public static let snapStep: Float = 40
    /// The upper bound the bounded decays bounce back from.
    public static let bound: Float = 160

    /// The staggers: every origin, the two axes and an eased distribution.
    public static let staggers: [StaggerEntry] = {
        let grid = Stagger.Grid(columns: columns)
        return [
            StaggerEntry(name: "from: .start", stagger: .each(each, from: .start, grid: grid)),
            StaggerEntry(name: "from: .center", stagger: .each(each, from: .center, grid: grid)),
            StaggerEntry(name: "from: .edges", stagger: .each(each, from: .edges, grid: grid)),
            StaggerEntry(name: "from: .index(21)", stagger: .each(each, from: .index(21), grid: grid)),
            StaggerEntry(
                name: "from: .random(seed: 7)", stagger: .each(each, from: .random(seed: 7), grid: grid)),
            StaggerEntry(
                name: "axis: .x, from .center", stagger: .each(each, from: .center, grid: grid, axis: .x)),
            StaggerEntry(
                name: "axis: .y, from .center", stagger: .each(each, from: .center, grid: grid, axis: .y)),
            StaggerEntry(
                name: "ease: .easeInQuad, .center",
                stagger: .each(each, from: .center, grid: grid, ease: .easeInQuad)),
        ]
    }()

    /// Each cell's start tick under `entry` at `tickRate`, in reading order.
    public static func startTicks(of entry: StaggerEntry, tickRate: UInt64) -> [UInt64] {
        entry.stagger.startTicks(count: columns * rows, tickRate: tickRate)
    }

    /// The free decays: one velocity, three time constants.
    public static func freeDecays(tickRate: UInt64) -> [DecayEntry] {
        [(0.15, 200), (0.3, 150), (0.6, 100)].map { (timeConstant: Double, hue: Float) in
            decay(
                "\u{3C4} \(Format.fixed(timeConstant, 2)) s", Decay(timeConstant: timeConstant), hue: hue,
                tickRate: tickRate)
        }
    }

    /// The decays that snap or bounce: one snapped to ``snapStep``, two flung harder and
    /// bounded at ``bound`` (the default, critically damped bounce and a springy one).
    public static func shapedDecays(tickRate: UInt64) -> [DecayEntry] {
        let springy = Animation.spring(response: 0.5, dampingFraction: 0.3)
        return [
            decay(
                "\u{3C4} 0.3 s at 370/s, snap .grid(\(Int(snapStep)))", Decay(timeConstant: 0.3), hue: 150,
                snap: .grid(snapStep), velocity: 370, tickRate: tickRate),
            decay(
                "\u{3C4} 0.6 s at 700/s, max \(Int(bound)), default bounce", Decay(timeConstant: 0.6),
                hue: 60,
                bounds: DecayBounds(min: -Float.infinity, max: bound), velocity: 700, tickRate: tickRate),
            decay(
                "\u{3C4} 0.6 s at 700/s, max \(Int(bound)), springy bounce", Decay(timeConstant: 0.6),
                hue: 330, bounds: DecayBounds(min: -Float.infinity, max: bound, bounce: springy),
                velocity: 700,
                tickRate: tickRate),
        ]
    }

    /// A value from 0 flung at `velocity` under `decay`, snapped and bounded as given, run in a
    /// world of its own at `tickRate` and read after every tick.
    static func decay(
        _ name: String, _ decay: Decay, hue: Float, snap: DecaySnap<Float>? = nil,
        bounds: DecayBounds<Float>? = nil, velocity: Float = MotionCatalog.velocity, tickRate: UInt64
    ) -> DecayEntry {
        let world = World(tickRate: tickRate)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        let rest = world.decay(entity, velocity: velocity, decay, snap: snap, bounds: bounds) ?? 0
        var values = [world.get(Float.self, of: entity) ?? 0]
        var restingTicks: UInt64 = 0
        while restingTicks < tickRate, values.count < 60 * Int(tickRate) {
            world.advance()
            let value = world.get(Float.self, of: entity) ?? 0
            values.append(value)
            restingTicks = world.activeTransitionCount == 0 ? restingTicks + 1 : 0
        }
        return DecayEntry(
            name: name, values: values, restingValue: rest,
            freeRestingValue: decay.restingValue(from: 0, velocity: velocity), hue: hue)
    }
}
