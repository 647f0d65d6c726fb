import TransitionCore

/// Where the tracks of a playing choreography live: the timeline storage of one value type.
protocol ChoreographyTrackHost: AnyObject {
    /// Changes the playhead of `entity`'s track if it still belongs to `conductor`'s
    /// choreography, and shows the value there.
    func steerTrack(of entity: Entity, conductor: Entity, _ change: (inout Playhead) -> Void)
    /// Ends `entity`'s track, if it still belongs to `conductor`'s choreography, leaving the
    /// value shown and reporting nothing: the choreography reports for all its tracks.
    func endTrack(of entity: Entity, conductor: Entity)
    /// Moves `entity`'s track, if it still belongs to `conductor`'s choreography, to clock
    /// domain `domain`, as its conductor moved there.
    func moveTrack(of entity: Entity, conductor: Entity, to domain: UInt32)
}

/// One track of a ``Choreography``, whatever its value type: a timeline of one entity's
/// component, laid out from the choreography's start. Choreographies share tracks and copy one
/// before changing it unless they hold the only reference.
class AnyChoreographyTrack {
    /// The entity whose component the track drives.
    let entity: Entity
    /// The type of that component.
    let valueType: ValueTypeID

    init(entity: Entity, valueType: ValueTypeID) {
        self.entity = entity
        self.valueType = valueType
    }

    /// Ticks from the choreography's start to the end of the track's last part.
    var durationTicks: UInt64 { 0 }

    /// Nests `other` (a track of the same entity and type) from tick `start`.
    func add(_ other: AnyChoreographyTrack, atTick start: UInt64) {}

    /// A track of its own with the same parts.
    func copy() -> AnyChoreographyTrack { self }

    /// This track moved to start at tick `start`.
    func shifted(toTick start: UInt64) -> AnyChoreographyTrack { self }

    /// Plays the track on its entity in `world` at `playhead`, for the choreography playing on
    /// `conductor`; returns where it plays, or nil when its entity is gone.
    func start(in world: World, playhead: Playhead, conductor: Entity) -> ChoreographyTrackHost? { nil }
}

/// A track driving one entity's `Value` component.
final class ChoreographyTrack<Value: Transitionable>: AnyChoreographyTrack {
    /// The track's parts, from the choreography's start, and the value it starts from.
    private(set) var timeline: Timeline<Value>
    /// Whether the track starts from the component's value when played instead (from the
    /// timeline's initial value only when the entity has no such component).
    let startsFromComponent: Bool
    /// Installs in the storage the track plays in its tick compiled for `Value`, where the
    /// track was made.
    let specializing: (TimelineStorage<Value>) -> Void

    init(
        entity: Entity, timeline: Timeline<Value>, startsFromComponent: Bool,
        specializing: @escaping (TimelineStorage<Value>) -> Void
    ) {
        self.timeline = timeline
        self.startsFromComponent = startsFromComponent
        self.specializing = specializing
        super.init(entity: entity, valueType: ValueTypes.id(of: Value.self))
    }

    override var durationTicks: UInt64 { timeline.durationTicks }

    override func add(_ other: AnyChoreographyTrack, atTick start: UInt64) {
        timeline.add(unsafeDowncast(other, to: ChoreographyTrack<Value>.self).timeline, atTick: start)
    }

    override func copy() -> AnyChoreographyTrack {
        ChoreographyTrack(
            entity: entity, timeline: timeline, startsFromComponent: startsFromComponent,
            specializing: specializing)
    }

    override func shifted(toTick start: UInt64) -> AnyChoreographyTrack {
        guard start > 0 else { return self }
        var moved = Timeline(from: timeline.initialValue, tickRate: timeline.tickRate)
        moved.add(timeline, atTick: start)
        return ChoreographyTrack(
            entity: entity, timeline: moved, startsFromComponent: startsFromComponent,
            specializing: specializing)
    }

    override func start(in world: World, playhead: Playhead, conductor: Entity) -> ChoreographyTrackHost? {
        guard world.isAlive(entity) else { return nil }
        let components = world.animatedStorage(for: Value.self)
        let timelines = world.timelines(of: components)
        specializing(timelines)
        var played = timeline
        if startsFromComponent, let current = components.value(of: entity) {
            played = timeline.rebased(from: current)
        }
        components.play(
            played, playhead: playhead, conductor: conductor, domain: world.domainIndex(of: conductor),
            on: entity)
        return timelines
    }
}
