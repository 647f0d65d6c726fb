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
        get { player?.isPaused ?? false }
        nonmutating set { update { $0.isPaused = newValue } }
    }

    /// Whether the playhead runs backwards from where it is (the value does not jump). Running
    /// backwards, a timeline finishes at its start.
    public var isReversed: Bool {
        get { player?.isReversed ?? false }
        nonmutating set { update { $0.isReversed = newValue } }
    }

    /// The playhead's rate; a scale of 0 holds it.
    public var timeScale: TimeScale {
        get { player?.timeScale ?? .normal }
        nonmutating set { update { $0.timeScale = newValue } }
    }

    /// Seconds into the whole run (every cycle) the playhead is.
    public var position: Double {
        guard let player else { return 0 }
        return Double(player.playhead) / Double(TimelinePlayer<Value>.unitsPerTick) / Double(world.tickRate)
    }

    /// ``position`` as a fraction of the whole run; 0 for a run that never ends.
    public var progress: Double {
        guard let player, let end = player.endUnits else { return 0 }
        return end == 0 ? 1 : Double(player.playhead) / Double(end)
    }

    /// The cycle the playhead is in, from 0.
    public var cycle: Int { player.map { $0.cycle(at: $0.playhead) } ?? 0 }

    /// Moves the playhead to `seconds` into the whole run (clamped to it: +∞ is the end; NaN is 0)
    /// and shows the value there at once: the same value as playing to that point. Returns
    /// whether a timeline was playing.
    @discardableResult
    public func seek(toSeconds seconds: Double) -> Bool {
        let units =
            seconds.isNaN
            ? 0 : max(seconds, 0) * Double(world.tickRate) * Double(TimelinePlayer<Value>.unitsPerTick)
        return update { player in
            let limit = player.endUnits ?? .max
            player.playhead = units >= Double(limit) ? limit : UInt64(units.rounded())
        }
    }

    /// Moves the playhead to `progress` (0...1, clamped: +∞ is the end; NaN is 0) of the whole run; a run that
    /// never ends is sought within its first cycle. Returns whether a timeline was playing.
    @discardableResult
    public func seek(toProgress progress: Double) -> Bool {
        guard let player else { return false }
        let span = Double(player.endUnits ?? player.cycleUnits)
        let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let units = Double(TimelinePlayer<Value>.unitsPerTick) * Double(world.tickRate)
        return seek(toSeconds: span * fraction / units)
    }

    /// Stops the timeline where it is; the component keeps the value shown. Returns whether a
    /// timeline was playing.
    @discardableResult
    public func stop() -> Bool {
        guard let timelines = world.timelineStorage(Value.self), timelines.contains(entity) else {
            return false
        }
        if world.deferIfIterating({ [entity] in _ = timelines.stop(entity) }) { return true }
        return timelines.stop(entity)
    }

    private var player: TimelinePlayer<Value>? {
        world.timelineStorage(Value.self)?.value(of: entity)
    }

    /// Applies `change` to the player and shows the value at its playhead.
    @discardableResult
    private func update(_ change: @escaping (inout TimelinePlayer<Value>) -> Void) -> Bool {
        guard let timelines = world.timelineStorage(Value.self), timelines.contains(entity) else {
            return false
        }
        if world.deferIfIterating({ [self] in update(change) }) { return true }
        timelines.update(entity, change)
        return true
    }
}
