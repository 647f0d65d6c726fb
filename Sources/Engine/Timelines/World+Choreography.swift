import TransitionCore

extension World {
    /// Plays `choreography` on `conductor` from its start, replacing any choreography playing on
    /// it; `repeatCount` cycles (nil: forever), every other one backwards with `autoreverses`.
    /// Every track takes over its component at once, as ``play(_:on:repeatCount:autoreverses:)``
    /// does for a timeline, and shows its first value (see ``Choreography`` for where each track
    /// starts from); tracks of entities no longer alive are skipped. The conductor's events
    /// (`isOf(Choreography.self)`) report the cycles, the finish and an early end of the whole.
    /// Each track reports its own `.finished` (`isOf(Value.self)`, motion `.timeline`) on the
    /// tick the playhead reaches the end of its last part playing forwards, in every cycle (not
    /// while seeking or paused; not backwards, where the conductor's finish tells the end); so
    /// `event.isOf(Card.self) && event.isFinished` sees every card dealt land. A track whose
    /// component is set, animated, played, removed or despawned leaves the choreography with an
    /// interruption of its own; stopping the choreography, replacing it or despawning the
    /// conductor ends every track where it is. Every track runs on the conductor's clock domain,
    /// whatever its own entity's, so that all stay in lockstep: to pause a choreography with the
    /// gameplay, put its conductor on the gameplay domain.
    /// Returns false for a stale conductor or a choreography laid out at another tick rate.
    /// - Complexity: O(tracks), plus each track's first samples.
    @discardableResult
    public func play(
        _ choreography: Choreography, on conductor: Entity, repeatCount: Int? = 1, autoreverses: Bool = false
    ) -> Bool {
        guard isAlive(conductor), choreography.tickRate == tickRate else { return false }
        if commands.isDeferring {
            commands.append {
                $0.play(choreography, on: conductor, repeatCount: repeatCount, autoreverses: autoreverses)
            }
            return true
        }
        let storage = choreographyStorage()
        storage.end(conductor, .played)
        var playhead = Playhead(
            cycleTicks: choreography.durationTicks, repeatCount: repeatCount, autoreverses: autoreverses)
        playsStarted += 1
        playhead.play = playsStarted
        var tracks: [ChoreographyPlayer.Track] = []
        tracks.reserveCapacity(choreography.tracks.count)
        for track in choreography.tracks {
            if let host = track.start(in: self, playhead: playhead, conductor: conductor) {
                tracks.append(ChoreographyPlayer.Track(entity: track.entity, host: host))
            }
        }
        storage.set(
            ChoreographyPlayer(
                playhead: playhead, tracks: tracks, labels: choreography.labels,
                markers: choreography.markers,
                domain: domainIndex(of: conductor)),
            for: conductor)
        return true
    }

    /// The choreography playing on `conductor`, to steer or inspect; nil when none plays (never
    /// played, finished, stopped, replaced, or the conductor despawned).
    /// - Complexity: O(1).
    public func choreography(of conductor: Entity) -> PlaybackController? {
        guard let choreographies, let player = choreographies.value(of: conductor) else { return nil }
        return PlaybackController(
            world: self, entity: conductor, storage: choreographies, play: player.playhead.play)
    }

    /// The choreographies, made and registered on first use.
    private func choreographyStorage() -> ChoreographyStorage {
        if let choreographies { return choreographies }
        let made = ChoreographyStorage()
        choreographies = made
        register(
            storage: made, key: StorageKey(.choreography, typeName: "Engine.Choreography"),
            valueType: ValueTypes.choreographyID)
        return made
    }
}
