/// What section 8 times: the two ticks it compares against and the reads a renderer or a game
/// system makes. Each is timed as ns per entity and set against the 8-float tick of the same
/// run. A new read is a new case with its labels and limit here and its loop in
/// ``ReadScene/pass(_:repeats:)``; the table, the JSON and the targets pick it up.
enum ReadMeasure: CaseIterable {
    /// `world.advance()` with every entity's ``AnimatedRect`` animating: the yardstick.
    case tick
    /// `world.query(AnimatedRect.self) { ... }`.
    case queryOne
    /// `world.query(AnimatedRect.self, Velocity.self, DrawOrder.self) { ... }`.
    case queryThree
    /// `world.get(AnimatedRect.self, of: e)` for every entity.
    case get
    /// `world.presented(AnimatedRect.self, of: e, alpha: 0.5)` for every entity, all animating.
    case presented
    /// `world.forEachPresented(AnimatedRect.self, alpha: 0.5) { e, rect in ... }`: every entity in one pass.
    case bulkPresented
    /// `world.advance()` in a world where every entity animates a ``Color``.
    case colorTick
    /// `world.presented(Color.self, of: e, alpha: 0.5)` for every entity, all animating.
    case colorPresented
    /// `world.forEachPresented(Color.self, alpha: 0.5) { e, color in ... }`: every colour in one pass.
    case colorBulkPresented
    /// `world.environment(\.emphasis, of: leaf)` for every leaf, the root animating the value.
    case environment

    /// The call as the table prints it.
    var call: String {
        switch self {
        case .tick: "advance(), AnimatedRect animating"
        case .queryOne: "query(AnimatedRect.self) { }"
        case .queryThree: "query(AnimatedRect.self, Velocity.self, DrawOrder.self) { }"
        case .get: "get(AnimatedRect.self, of: e)"
        case .presented: "presented(AnimatedRect.self, of: e, alpha: 0.5)"
        case .bulkPresented: "forEachPresented(AnimatedRect.self, alpha: 0.5) { }"
        case .colorTick: "advance(), Color animating"
        case .colorPresented: "presented(Color.self, of: e, alpha: 0.5)"
        case .colorBulkPresented: "forEachPresented(Color.self, alpha: 0.5) { }"
        case .environment: "environment(\\.emphasis, of: leaf)"
        }
    }

    /// A short name for the targets table and the JSON.
    var name: String {
        switch self {
        case .tick: "8-float tick"
        case .queryOne: "query, 1 type"
        case .queryThree: "query, 3 types"
        case .get: "get"
        case .presented: "presented, 8 floats"
        case .bulkPresented: "bulk presented"
        case .colorTick: "Color tick"
        case .colorPresented: "presented, Color"
        case .colorBulkPresented: "bulk presented, Color"
        case .environment: "environment"
        }
    }

    /// The largest acceptable ns per entity over the 8-float tick's, if there is a target.
    var ratioLimit: Double? {
        switch self {
        case .tick: nil
        case .queryOne: 0.3
        case .queryThree: 1
        case .get: 1
        case .presented: 1.5
        case .bulkPresented: 1
        case .colorTick: 1.5
        case .colorPresented: 2
        case .colorBulkPresented: nil
        case .environment: 5
        }
    }

    /// Whether one call covers every entity (a tick, a query) rather than one entity.
    var coversAllEntities: Bool {
        switch self {
        case .tick, .queryOne, .queryThree, .bulkPresented, .colorTick, .colorBulkPresented: true
        case .get, .presented, .colorPresented, .environment: false
        }
    }

    /// Whether a pass advances the worlds' ticks.
    var isTick: Bool { self == .tick || self == .colorTick }
}
