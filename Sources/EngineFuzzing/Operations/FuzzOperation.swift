import Engine

/// One step of a fuzz run, applied alike to the real world and to the reference model.
/// Entities are named by ``EntityReference`` and animations by their index in
/// ``FuzzAnimations/all``, so that a recorded sequence replays against a fresh world.
public indirect enum FuzzOperation: Sendable, CustomStringConvertible {
    /// `world.spawn()`.
    case spawn
    /// `world.despawn(_:)`, or `world.despawnRecursive(_:)` when `recursive`.
    case despawn(EntityReference, recursive: Bool)
    /// `world.set(_:for:)` of a `Float`.
    case setFloat(EntityReference, Float)
    /// `world.set(_:for:)` of a `SIMD2<Float>`.
    case setVector(EntityReference, SIMD2<Float>)
    /// `world.set(_:for:)` of a ``FuzzLabel``.
    case setLabel(EntityReference, FuzzLabel)
    /// `world.remove(_:from:)`.
    case remove(ComponentKind, EntityReference)
    /// `world.animate(_:to:_:)` of a `Float`.
    case animateFloat(EntityReference, Float, animation: Int)
    /// `world.animate(_:to:_:)` of a `SIMD2<Float>`.
    case animateVector(EntityReference, SIMD2<Float>, animation: Int)
    /// `try world.setParent(_:to:)`.
    case setParent(EntityReference, EntityReference?)
    /// `world.setEnvironment(\.fuzzLevel, ...)`; a nil animation jumps.
    case environmentLevel(EntityReference, Float, animation: Int?)
    /// `world.setEnvironment(\.fuzzOffset, ...)`; a nil animation jumps.
    case environmentOffset(EntityReference, SIMD2<Float>, animation: Int?)
    /// `world.removeEnvironment(_:from:)`.
    case removeEnvironment(EnvironmentKind, EntityReference)
    /// A query over `shape`, running `actions` while it visits entities.
    case query(QueryShape, actions: [QueryAction])
    /// Inside a query: changes the visited entity's first queried component in place
    /// (`Float`: the value; `SIMD2`: `(value, -value)`; label: the value's bit pattern).
    case mutateVisited(Float)
    /// `ticks` calls of `world.advance()`.
    case advance(ticks: Int)
    /// Moves the mock clock (forwards, backwards or by years) and runs `engine.frame()`.
    case frame(ClockMove)
    /// Compares everything presented `alpha` of a tick after the last one (alpha may be bad).
    case present(alpha: Double)
    /// `world.play(_:on:repeatCount:autoreverses:)` of a timeline of the `kind` component.
    case play(TimelineKind, EntityReference, TimelineRecipe, repeatCount: Int?, autoreverses: Bool)
    /// Steers the timeline of the `kind` component through `world.timeline(_:of:)`'s controller
    /// (or the last one handed out for that entity, once its timeline has ended).
    case steer(TimelineKind, EntityReference, TimelineControl)
    /// `world.snapshot()`, kept in one of a few numbered slots (replacing what it held).
    case snapshot(slot: Int)
    /// `world.restore(_:)` of the snapshot in `slot`; nothing when the slot is empty.
    case restore(slot: Int)
    /// `world.restore(_:)` of another world's snapshot: must throw and change nothing.
    case restoreForeign
    /// `world.makeClockDomain(named:)`, the handle kept as the next `domains[n]`.
    case makeDomain(name: String)
    /// `world.setPaused(_:for:)`: pauses (true) or resumes a clock domain.
    case pauseDomain(DomainReference, Bool)
    /// `world.setTimeScale(TimeScale(numerator, denominator), for:)`.
    case scaleDomain(DomainReference, numerator: UInt64, denominator: UInt64)
    /// `world.setClockDomain(_:for:)`: moves an entity's motions to a clock domain.
    case moveToDomain(EntityReference, DomainReference)
    /// `ticks` ticks of a game whose system reacts to the last tick's `world.events` before each
    /// `world.advance()`: each transition finished on that tick starts another move of its
    /// value under the animation of index `animation`.
    case react(ticks: Int, animation: Int)

    /// The operation as the Swift it stands for.
    public var description: String {
        switch self {
        case .spawn: "spawn()"
        case .despawn(let entity, let recursive): "\(recursive ? "despawnRecursive" : "despawn")(\(entity))"
        case .setFloat(let entity, let value): "set(Float(\(value)), for: \(entity))"
        case .setVector(let entity, let value): "set(SIMD2<Float>(\(value.x), \(value.y)), for: \(entity))"
        case .setLabel(let entity, let value): "set(FuzzLabel(tag: \(value.tag)), for: \(entity))"
        case .remove(let kind, let entity): "remove(\(kind).self, from: \(entity))"
        case .animateFloat(let entity, let value, let animation):
            "animate(\(entity), to: Float(\(value)), \(FuzzOperation.name(animation)))"
        case .animateVector(let entity, let value, let animation):
            "animate(\(entity), to: SIMD2<Float>(\(value.x), \(value.y)), \(FuzzOperation.name(animation)))"
        case .setParent(let child, let parent): "setParent(\(child), \(parent.map(\.description) ?? "nil"))"
        case .environmentLevel(let entity, let value, let animation):
            "setEnvironment(\\.fuzzLevel, \(value), for: \(entity), \(FuzzOperation.name(animation)))"
        case .environmentOffset(let entity, let value, let animation):
            "setEnvironment(\\.fuzzOffset, SIMD2<Float>(\(value.x), \(value.y)), for: \(entity), "
                + "\(FuzzOperation.name(animation)))"
        case .removeEnvironment(let kind, let entity): "removeEnvironment(\(kind), from: \(entity))"
        case .query(let shape, let actions):
            "query(\(shape)) { " + actions.map { "[\($0.visit)]: \($0.operation)" }.joined(separator: "; ")
                + " }"
        case .mutateVisited(let value): "mutateVisited(\(value))"
        case .advance(let ticks): "advance() × \(ticks)"
        case .frame(let move): "frame(\(move))"
        case .present(let alpha): "present(alpha: \(alpha))"
        case .play(let kind, let entity, let recipe, let repeatCount, let autoreverses):
            "play(\(recipe.swift(kind)), on: \(entity), repeatCount: \(repeatCount.map(String.init) ?? "nil"), "
                + "autoreverses: \(autoreverses))"
        case .steer(let kind, let entity, let control):
            "timeline(\(kind.typeName).self, of: \(entity))?\(control.swift)"
        case .snapshot(let slot): "snapshots[\(slot)] = snapshot()"
        case .restore(let slot): "try restore(snapshots[\(slot)])"
        case .restoreForeign: "try restore(World().snapshot())  // throws .fromAnotherWorld"
        case .makeDomain(let name): "domains.append(makeClockDomain(named: \"\(name)\")!)"
        case .pauseDomain(let domain, let paused): "setPaused(\(paused), for: \(domain))"
        case .scaleDomain(let domain, let numerator, let denominator):
            "setTimeScale(TimeScale(\(numerator), \(denominator)), for: \(domain))"
        case .moveToDomain(let entity, let domain): "setClockDomain(\(domain), for: \(entity))"
        case .react(let ticks, let animation):
            "(for each finish in events: animate(..., \(FuzzOperation.name(animation))); advance()) × \(ticks)"
        }
    }

    /// Whether the operation plays or steers a timeline.
    var isTimelineOperation: Bool {
        switch self {
        case .play, .steer: true
        default: false
        }
    }

    /// Whether the operation takes or restores a snapshot.
    var isSnapshotOperation: Bool {
        switch self {
        case .snapshot, .restore, .restoreForeign: true
        default: false
        }
    }

    /// Whether the operation makes, pauses or scales a clock domain or moves an entity to one.
    var isDomainOperation: Bool {
        switch self {
        case .makeDomain, .pauseDomain, .scaleDomain, .moveToDomain: true
        default: false
        }
    }

    private static func name(_ animation: Int?) -> String {
        guard let animation else { return "nil" }
        return FuzzAnimations.all[animation % FuzzAnimations.all.count].name
    }
}
