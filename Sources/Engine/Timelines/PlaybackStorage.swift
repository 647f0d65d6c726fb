import TransitionCore

/// What a ``PlaybackController`` steers: a storage of things playing on a playhead, one per
/// entity (the timelines of one value type, or the choreographies).
protocol PlaybackStorage: AnyObject {
    /// The playhead a controller steers on `entity`; nil when nothing it may steer plays there
    /// (a choreography's track is steered through its conductor).
    func playhead(of entity: Entity) -> Playhead?
    /// The labels and markers of what plays on `entity`; nil when nothing does.
    func schedule(of entity: Entity) -> (labels: [TimelineMark], markers: [TimelineMark])?
    /// Applies `change` to the playhead on `entity` and shows the values there; returns whether
    /// something played.
    func steer(_ entity: Entity, _ change: (inout Playhead) -> Void) -> Bool
    /// Stops what plays on `entity` where it is, leaving the values shown; returns whether
    /// something played.
    func stop(_ entity: Entity) -> Bool
}

extension TimelineStorage: PlaybackStorage {
    func playhead(of entity: Entity) -> Playhead? { soloPlayer(of: entity)?.playhead }

    func schedule(of entity: Entity) -> (labels: [TimelineMark], markers: [TimelineMark])? {
        soloPlayer(of: entity).map { timeline(of: $0) }.map { ($0.labels, $0.markers) }
    }

    func steer(_ entity: Entity, _ change: (inout Playhead) -> Void) -> Bool {
        update(entity, conductor: nil, change)
    }
}

extension ChoreographyStorage: PlaybackStorage {
    func playhead(of entity: Entity) -> Playhead? { value(of: entity)?.playhead }

    func schedule(of entity: Entity) -> (labels: [TimelineMark], markers: [TimelineMark])? {
        value(of: entity).map { ($0.labels, $0.markers) }
    }

    func stop(_ entity: Entity) -> Bool { end(entity, .stopped) }
}
