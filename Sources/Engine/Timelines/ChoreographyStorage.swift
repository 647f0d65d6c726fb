import TransitionCore

/// A choreography playing on its conductor entity: the playhead its tracks copy, where each
/// track plays, and the choreography's own labels and markers.
struct ChoreographyPlayer: StateHashable {
    /// One track: its entity and the storage it plays in.
    struct Track {
        let entity: Entity
        let host: ChoreographyTrackHost
    }

    var playhead: Playhead
    let tracks: [Track]
    let labels: [TimelineMark]
    let markers: [TimelineMark]
    /// The clock domain it runs on: its conductor's.
    var domain: UInt32

    func hash(into hasher: inout StateHasher) {
        playhead.hash(into: &hasher)
        hasher.combine(UInt64(tracks.count))
        for track in tracks {
            hasher.combine(UInt64(track.entity.index) << 32 | UInt64(track.entity.generation))
        }
        labels.hash(into: &hasher)
        markers.hash(into: &hasher)
    }
}

/// The choreographies playing, one per conductor entity. Each tick moves their playheads, in
/// step with their tracks' copies, and reports their cycles and finish; the tracks show the
/// values. Ending a choreography early (stopped, replaced, its conductor despawned) ends every
/// track still playing, leaving the values shown.
final class ChoreographyStorage: ComponentStorage<ChoreographyPlayer> {
    /// An empty storage; its players hash themselves.
    override init() { super.init(hashing: ValueHashing()) }

    override var activeTimelineCount: Int { values.count }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        var slot = values.count
        while slot > 0 {
            slot -= 1
            let conductor = entities[slot]
            let done = values[slot].playhead.advance(
                steps: clocks.lastSteps[Int(values[slot].domain)], markers: values[slot].markers
            ) { raise(conductor, .timeline, $0) }
            if done { removeSlot(slot) }
        }
    }

    /// Ends the choreography playing on `conductor` for `reason`, and every track of it still
    /// playing; returns whether one played.
    @discardableResult
    func end(_ conductor: Entity, _ reason: MotionEvent.Interruption) -> Bool {
        guard let player = value(of: conductor) else { return false }
        remove(conductor)
        for track in player.tracks {
            track.host.endTrack(of: track.entity, conductor: conductor)
        }
        raise(conductor, .timeline, .interrupted(reason))
        return true
    }

    override func despawn(_ entity: Entity) {
        end(entity, .despawned)
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        guard let slot = slot(of: entity) else { return }
        values[slot].domain = new
        for track in values[slot].tracks {
            track.host.moveTrack(of: track.entity, conductor: entity, to: new)
        }
    }

    /// Changes the playhead of the choreography on `conductor` and of each of its tracks still
    /// playing, showing their values there; returns whether one played.
    @discardableResult
    func steer(_ conductor: Entity, _ change: (inout Playhead) -> Void) -> Bool {
        guard let slot = slot(of: conductor) else { return false }
        change(&values[slot].playhead)
        for track in values[slot].tracks {
            track.host.steerTrack(of: track.entity, conductor: conductor, change)
        }
        return true
    }
}
