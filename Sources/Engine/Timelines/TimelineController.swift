import TransitionCore

/// Steers the timeline playing on one entity's `Value` component: pause, direction, rate,
/// seeking and stopping, and where its playhead is. Get one from
/// ``World/timeline(_:of:)``; it refers to the world, so it stays current as ticks run.
///
/// Once the timeline has finished or been stopped (``isPlaying`` is false), reads give the
/// values of a stopped timeline (not paused, forwards, normal rate, position 0) and changes do
/// nothing. During a query, changes wait until the query returns, as every change does.
public struct TimelineController<Value: Transitionable> {
    /// The world the timeline plays in.
    public let world: World
    /// The entity whose component the timeline drives.
    public let entity: Entity

    /// Whether the timeline is still playing (not finished, stopped, or its component removed).
    public var isPlaying: Bool { player != nil }

    /// Whether the playhead is held. The value shown stays where it is.
    public var isPaused: Bool {
        get { player?.playhead.isPaused ?? false }
        nonmutating set { update { $0.isPaused = newValue } }
    }

    /// Whether the playhead runs backwards from where it is (the value does not jump). Running
    /// backwards, a timeline finishes at its start.
    public var isReversed: Bool {
        get { player?.playhead.isReversed ?? false }
        nonmutating set { update { $0.isReversed = newValue } }
    }

    /// The playhead's rate; a scale of 0 holds it.
    public var timeScale: TimeScale {
        get { player?.playhead.timeScale ?? .normal }
        nonmutating set { update { $0.timeScale = newValue } }
    }

    /// Seconds into the whole run (every cycle) the playhead is.
    public var position: Double { player?.playhead.seconds(tickRate: world.tickRate) ?? 0 }

    /// ``position`` as a fraction of the whole run; 0 for a run that never ends.
    public var progress: Double { player?.playhead.progress ?? 0 }

    /// The cycle the playhead is in, from 0.
    public var cycle: Int { player?.playhead.cycle ?? 0 }

    /// Moves the playhead to `seconds` into the whole run (clamped to it: +∞ is the end; NaN is 0)
    /// and shows the value there at once: the same value as playing to that point. Returns
    /// whether a timeline was playing.
    @discardableResult
    public func seek(toSeconds seconds: Double) -> Bool {
        let tickRate = world.tickRate
        return update { $0.seek(toSeconds: seconds, tickRate: tickRate) }
    }

    /// Moves the playhead to `progress` (0...1, clamped: +∞ is the end; NaN is 0) of the whole
    /// run; a run that never ends is sought within its first cycle. Returns whether a timeline
    /// was playing.
    @discardableResult
    public func seek(toProgress progress: Double) -> Bool {
        guard let player else { return false }
        return seek(toSeconds: player.playhead.seconds(atProgress: progress, tickRate: world.tickRate))
    }

    /// Moves the playhead to the label named `name` plus `offset` seconds (kept within the
    /// timeline), in the cycle it is in, and shows the value there at once: the same value as
    /// playing to that point. Like every seek, it fires no marker. Returns false, doing
    /// nothing, when no timeline is playing or it has no such label.
    @discardableResult
    public func seek(toLabel name: String, offset: Double = 0) -> Bool {
        guard let tick = player?.timeline.tick(ofLabel: name) else { return false }
        let target = TimelinePosition.offset(tick, by: offset, tickRate: world.tickRate)
        return update { $0.seek(toTimelineTick: target) }
    }

    /// Stops the timeline where it is; the component keeps the value shown. Returns whether a
    /// timeline was playing.
    @discardableResult
    public func stop() -> Bool {
        guard let timelines = world.timelineStorage(Value.self), timelines.soloPlayer(of: entity) != nil
        else {
            return false
        }
        if world.deferIfIterating({ [entity] in _ = timelines.stop(entity) }) { return true }
        return timelines.stop(entity)
    }

    private var player: TimelinePlayer<Value>? {
        world.timelineStorage(Value.self)?.soloPlayer(of: entity)
    }

    /// Applies `change` to the playhead and shows the value there.
    @discardableResult
    private func update(_ change: @escaping (inout Playhead) -> Void) -> Bool {
        guard let timelines = world.timelineStorage(Value.self), timelines.soloPlayer(of: entity) != nil
        else {
            return false
        }
        if world.deferIfIterating({ [self] in update(change) }) { return true }
        return timelines.update(entity, conductor: nil, change)
    }
}
