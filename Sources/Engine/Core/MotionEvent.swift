import TransitionCore

/// Something that happened to a motion (a transition or a timeline) of one entity's component
/// or environment value, on one tick: it finished, a timeline cycle ended, the playhead crossed a
/// marker, or something else ended it early. One stream carries every kind: ``World/events`` (the last tick's) and
/// ``Simulation/events`` (every tick of the last frame).
public struct MotionEvent: Equatable {
    /// What moved.
    public enum Motion: Equatable, Sendable {
        /// A transition started by `animate` or `setEnvironment`.
        case transition
        /// A timeline or a choreography started by `play` (a choreography's events are its
        /// conductor's, of type ``Choreography``).
        case timeline
    }

    /// Why a motion ended before finishing.
    public enum Interruption: Equatable, Sendable {
        /// A new animation took over (`animate`, `setEnvironment`), from the value shown.
        case retargeted
        /// The value was set without animation.
        case set
        /// A timeline or choreography took over (`play`).
        case played
        /// The timeline or choreography was stopped through its controller.
        case stopped
        /// The component (or the environment setting) was removed.
        case removed
        /// The entity was despawned.
        case despawned
    }

    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The transition landed on its target, or the timeline reached its end (its start,
        /// running backwards).
        case finished
        /// Timeline cycle `index` (from 0) ended and the next began.
        case cycleCompleted(index: Int)
        /// The motion ended early.
        case interrupted(Interruption)
        /// The playhead of a timeline or choreography crossed the marker named `name` while
        /// playing (see ``Schedule/addMarker(_:at:)``); never raised by seeking.
        case markerReached(name: String)

        /// Whether the two are the same kind; marker names compare by their UTF-8 bytes.
        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.finished, .finished): return true
            case (.cycleCompleted(let left), .cycleCompleted(let right)): return left == right
            case (.interrupted(let left), .interrupted(let right)): return left == right
            case (.markerReached(let left), .markerReached(let right)): return left.isSameName(as: right)
            default: return false
            }
        }
    }

    /// The entity whose value moved.
    public let entity: Entity
    /// The type of the value that moved.
    public let valueType: ValueTypeID
    /// The environment path, for a move of an environment value; nil for a component.
    let environmentPath: EnvironmentPathID?
    /// A transition or a timeline.
    public let motion: Motion
    /// What happened.
    public let kind: Kind
    /// The tick it belongs to: the tick that ran it, or, for an interruption asked for between
    /// ticks, the next tick.
    public let tick: UInt64
    /// Whether it was raised while ticks already run once were run again after a restore
    /// (``World/isResimulating``): a game that played a sound or spawned an effect for it the
    /// first time must not do so again.
    public let isResimulated: Bool

    #if !hasFeature(Embedded)
        /// The environment key path, for a move of an environment value set through one; nil
        /// for a component or a named ``EnvironmentPath``.
        public var environmentKeyPath: AnyKeyPath? { environmentPath?.keyPath }

        /// An event from its parts.
        public init(
            entity: Entity, valueType: ValueTypeID, environmentKeyPath: AnyKeyPath?, motion: Motion,
            kind: Kind, tick: UInt64, isResimulated: Bool = false
        ) {
            self.init(
                entity: entity, valueType: valueType,
                environmentPath: environmentKeyPath.map(EnvironmentPathID.init),
                motion: motion, kind: kind, tick: tick, isResimulated: isResimulated)
        }

        /// Whether the environment value at `keyPath` moved.
        public func isEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>) -> Bool {
            environmentPath?.keyPath == keyPath
        }
    #endif

    /// An event of a component from its parts.
    public init(
        entity: Entity, valueType: ValueTypeID, motion: Motion, kind: Kind, tick: UInt64,
        isResimulated: Bool = false
    ) {
        self.init(
            entity: entity, valueType: valueType, environmentPath: nil, motion: motion, kind: kind,
            tick: tick,
            isResimulated: isResimulated)
    }

    init(
        entity: Entity, valueType: ValueTypeID, environmentPath: EnvironmentPathID?, motion: Motion,
        kind: Kind, tick: UInt64, isResimulated: Bool = false
    ) {
        self.entity = entity
        self.valueType = valueType
        self.environmentPath = environmentPath
        self.motion = motion
        self.kind = kind
        self.tick = tick
        self.isResimulated = isResimulated
    }

    /// Whether a component of type `Value` moved (not an environment value).
    public func isOf<Value: StateValue>(_ type: Value.Type) -> Bool {
        environmentPath == nil && valueType == ValueTypes.id(of: type)
    }

    /// Whether the environment value at `path` moved.
    public func isEnvironment<Value: StateValue>(_ path: EnvironmentPath<Value>) -> Bool {
        environmentPath == path.id
    }

    /// Whether an environment value moved (not a component).
    public var isEnvironment: Bool { environmentPath != nil }

    /// Whether the motion landed: a transition on its target, a timeline at its end.
    public var isFinished: Bool { kind == .finished }

    /// The name of the marker crossed; nil unless a marker was reached.
    public var markerName: String? {
        if case .markerReached(let name) = kind { return name }
        return nil
    }

    /// Why the motion ended early; nil unless it was interrupted.
    public var interruption: Interruption? {
        if case .interrupted(let reason) = kind { return reason }
        return nil
    }

    /// This event marked as seen again in a run of ticks after a restore.
    func resimulated() -> MotionEvent {
        MotionEvent(
            entity: entity, valueType: valueType, environmentPath: environmentPath, motion: motion,
            kind: kind, tick: tick, isResimulated: true)
    }

    /// Equal when every field is but ``isResimulated``: a tick run again raises events equal
    /// to those it raised the first time.
    public static func == (lhs: MotionEvent, rhs: MotionEvent) -> Bool {
        lhs.entity == rhs.entity && lhs.valueType == rhs.valueType && lhs.motion == rhs.motion
            && lhs.kind == rhs.kind && lhs.tick == rhs.tick
            && lhs.environmentPath == rhs.environmentPath
    }
}

extension MotionEvent.Kind {
    /// Whether a marker was reached.
    var isMarker: Bool {
        if case .markerReached = self { return true }
        return false
    }
}
