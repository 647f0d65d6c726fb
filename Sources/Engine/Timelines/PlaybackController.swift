import TransitionCore

/// Steers one run of a timeline on one entity's component (``World/timeline(_:of:)``) or of a
/// choreography on its conductor, every track as one (``World/choreography(of:)``): pause,
/// direction, rate, seeking and stopping, and where the playhead is. It refers to the world,
/// so it stays current as ticks run.
///
/// It steers the run it was handed out for and no other: once that run has finished, been
/// stopped, or been replaced by another `play` on the same entity (``isPlaying`` is false),
/// reads give the values of a stopped one (not paused, forwards, normal rate, position 0, no
/// labels) and changes do nothing, whatever plays there now; ask the world again for the new
/// run's controller. A restore brings back the runs of the snapshot, and the controllers handed
/// out for them steer them again. During a query, changes wait until the query returns, as
/// every change does, and do nothing if the run has ended by then.
public struct PlaybackController {
    /// The world it plays in.
    public let world: World
    /// The entity it plays on: the timeline's component's, or the choreography's conductor.
    public let entity: Entity
    /// The timelines of one value type, or the choreographies.
    let storage: any PlaybackStorage
    /// The run it steers (``Playhead/play``).
    let play: UInt64

    /// Whether its run is still playing (not finished, stopped, replaced by another run, or its
    /// component removed).
    public var isPlaying: Bool { playhead != nil }

    /// Whether the playhead is held. The values shown stay where they are.
    public var isPaused: Bool {
        get { playhead?.isPaused ?? false }
        nonmutating set { steer { $0.isPaused = newValue } }
    }

    /// Whether the playhead runs backwards from where it is (values do not jump). Running
    /// backwards, playback finishes at its start.
    public var isReversed: Bool {
        get { playhead?.isReversed ?? false }
        nonmutating set { steer { $0.isReversed = newValue } }
    }

    /// The playhead's rate; a scale of 0 holds it.
    public var timeScale: TimeScale {
        get { playhead?.timeScale ?? .normal }
        nonmutating set { steer { $0.timeScale = newValue } }
    }

    /// Seconds into the whole run (every cycle) the playhead is.
    public var position: Double { playhead?.seconds(tickRate: world.tickRate) ?? 0 }

    /// ``position`` as a fraction of the whole run; 0 for a run that never ends.
    public var progress: Double { playhead?.progress ?? 0 }

    /// The cycle the playhead is in, from 0.
    public var cycle: Int { playhead?.cycle ?? 0 }

    /// The labels of the timeline or choreography playing, ordered by tick; empty once its run
    /// has ended.
    public var labels: [TimelineMark] { isPlaying ? storage.schedule(of: entity)?.labels ?? [] : [] }

    /// The markers of the timeline or choreography playing, ordered by tick; empty once its run
    /// has ended.
    public var markers: [TimelineMark] { isPlaying ? storage.schedule(of: entity)?.markers ?? [] : [] }

    /// Moves the playhead to `seconds` into the whole run (clamped to it: +∞ is the end; NaN is 0)
    /// and shows the values there at once: the same values as playing to that point. Returns
    /// whether something was playing.
    @discardableResult
    public func seek(toSeconds seconds: Double) -> Bool {
        let tickRate = world.tickRate
        return steer { $0.seek(toSeconds: seconds, tickRate: tickRate) }
    }

    /// Moves the playhead to `progress` (0...1, clamped: +∞ is the end; NaN is 0) of the whole
    /// run; a run that never ends is sought within its first cycle. Returns whether something
    /// was playing.
    @discardableResult
    public func seek(toProgress progress: Double) -> Bool {
        guard let playhead else { return false }
        return seek(toSeconds: playhead.seconds(atProgress: progress, tickRate: world.tickRate))
    }

    /// Moves the playhead to the label named `name` plus `offset` seconds (kept within the
    /// run's cycle), in the cycle it is in, and shows the values there at once: the same values
    /// as playing to that point. Like every seek, it fires no marker. Returns false, doing
    /// nothing, when nothing plays or it has no such label.
    @discardableResult
    public func seek(toLabel name: String, offset: Double = 0) -> Bool {
        guard isPlaying, let tick = storage.schedule(of: entity)?.labels.tick(of: name) else { return false }
        let target = TimelinePosition.offset(tick, by: offset, tickRate: world.tickRate)
        return steer { $0.seek(toTimelineTick: target) }
    }

    /// Stops playback where it is; every component keeps the value shown. Returns whether
    /// something was playing.
    @discardableResult
    public func stop() -> Bool {
        guard isPlaying else { return false }
        if world.commands.isDeferring {
            world.commands.append { [self] _ in _ = isPlaying && storage.stop(entity) }
            return true
        }
        return storage.stop(entity)
    }

    /// The playhead of its run, if that run still plays.
    private var playhead: Playhead? {
        guard let playhead = storage.playhead(of: entity), playhead.play == play else { return nil }
        return playhead
    }

    /// Applies `change` to the playhead and shows the values there.
    @discardableResult
    private func steer(_ change: @escaping (inout Playhead) -> Void) -> Bool {
        guard isPlaying else { return false }
        if world.commands.isDeferring {
            world.commands.append { [self] _ in _ = isPlaying && storage.steer(entity, change) }
            return true
        }
        return storage.steer(entity, change)
    }
}
