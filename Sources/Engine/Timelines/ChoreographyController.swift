import TransitionCore

/// Steers the choreography playing on a conductor entity, every track as one: pause,
/// direction, rate, seeking and stopping, and where its playhead is. Get one from
/// ``World/choreography(of:)``; it refers to the world, so it stays current as ticks run.
///
/// Once the choreography has finished or been stopped (``isPlaying`` is false), reads give the
/// values of a stopped one (not paused, forwards, normal rate, position 0) and changes do
/// nothing. During a query, changes wait until the query returns, as every change does.
public struct ChoreographyController {
    /// The world the choreography plays in.
    public let world: World
    /// The entity the choreography plays on.
    public let conductor: Entity

    /// Whether the choreography is still playing (not finished, stopped or replaced).
    public var isPlaying: Bool { playhead != nil }

    /// Whether the playhead is held. Every track's value stays where it is.
    public var isPaused: Bool {
        get { playhead?.isPaused ?? false }
        nonmutating set { steer { $0.isPaused = newValue } }
    }

    /// Whether the playhead runs backwards from where it is. Running backwards, a choreography
    /// finishes at its start.
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

    /// Moves the playhead to `seconds` into the whole run (clamped to it: +∞ is the end; NaN is
    /// 0) and shows every track's value there at once. Returns whether a choreography was playing.
    @discardableResult
    public func seek(toSeconds seconds: Double) -> Bool {
        let tickRate = world.tickRate
        return steer { $0.seek(toSeconds: seconds, tickRate: tickRate) }
    }

    /// Moves the playhead to `progress` (0...1, clamped: +∞ is the end; NaN is 0) of the whole
    /// run; a run that never ends is sought within its first cycle. Returns whether a
    /// choreography was playing.
    @discardableResult
    public func seek(toProgress progress: Double) -> Bool {
        guard let playhead else { return false }
        return seek(toSeconds: playhead.seconds(atProgress: progress, tickRate: world.tickRate))
    }

    /// Moves the playhead to the choreography's label named `name` plus `offset` seconds (kept
    /// within the choreography), in the cycle it is in, and shows every track's value there at
    /// once. Like every seek, it fires no marker. Returns false, doing nothing, when no
    /// choreography is playing or it has no such label.
    @discardableResult
    public func seek(toLabel name: String, offset: Double = 0) -> Bool {
        guard let tick = world.choreographies?.value(of: conductor)?.labels.tick(of: name) else {
            return false
        }
        let target = TimelinePosition.offset(tick, by: offset, tickRate: world.tickRate)
        return steer { $0.seek(toTimelineTick: target) }
    }

    /// Stops the choreography where it is; every component keeps the value shown. Returns
    /// whether one was playing.
    @discardableResult
    public func stop() -> Bool {
        guard let storage = world.choreographies, storage.contains(conductor) else { return false }
        if world.deferIfIterating({ [conductor] in storage.end(conductor, .stopped) }) { return true }
        return storage.end(conductor, .stopped)
    }

    private var playhead: Playhead? {
        world.choreographies?.value(of: conductor)?.playhead
    }

    /// Applies `change` to the playhead of the choreography and of its tracks.
    @discardableResult
    private func steer(_ change: @escaping (inout Playhead) -> Void) -> Bool {
        guard let storage = world.choreographies, storage.contains(conductor) else { return false }
        if world.deferIfIterating({ [conductor] in storage.steer(conductor, change) }) { return true }
        return storage.steer(conductor, change)
    }
}
