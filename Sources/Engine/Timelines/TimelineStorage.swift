import TransitionCore

/// The timelines playing on entities for one value type, owned by that type's
/// ``AnimatedStorage``: each tick moves their playheads and shows the values in the components.
/// Every other write of a component (set, animate, remove, despawn, another play) goes through
/// the component storage, which ends the timeline first. The tracks of choreographies play here
/// too, each on its copy of its choreography's playhead; their cycles and finish are the
/// choreography's to report, their markers their own. The timelines themselves are kept once
/// each, in ``palette``.
@usableFromInline
final class TimelineStorage<Value: Transitionable>: ComponentStorage<TimelinePlayer<Value>> {
    /// The storage of the components moved, which the world keeps as long as this one: held
    /// unowned and unchecked, so reading it costs no reference counting.
    @usableFromInline unowned(unsafe) let components: AnimatedStorage<Value>
    /// The world's tick rate.
    let tickRate: UInt64
    /// The timelines the players play.
    @usableFromInline @exclusivity(unchecked) var palette = TimelinePalette<Value>()
    /// Scratch list of the slots whose run finished during one tick, kept for its capacity.
    @usableFromInline var finishedSlots: ContiguousArray<Int> = []
    /// Scratch list of the moves on polynomial curves one tick writes after the kernel's pass,
    /// kept for its capacity.
    @usableFromInline var curveMoves: ContiguousArray<TimelineCurveMove> = []
    /// The tick compiled for `Value` in the module that knows it, installed when a timeline or
    /// a choreography's track of this type is first played from there; nil until then (the
    /// generic tick runs instead).
    @usableFromInline var specializedAdvance: ((TimelineStorage<Value>) -> Void)?

    init(components: AnimatedStorage<Value>, tickRate: UInt64) {
        self.components = components
        self.tickRate = tickRate
        super.init()
    }

    override var activeTimelineCount: Int { values.count }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        if let specializedAdvance {
            specializedAdvance(self)
        } else {
            advance()
        }
    }

    /// Plays `timeline` on `entity` at `playhead`, on clock domain `domain`, for the
    /// choreography on `conductor` (nil: alone), showing its value there; replaces what played
    /// on `entity` here.
    func start(
        _ timeline: Timeline<Value>, playhead: Playhead, conductor: Entity?, domain: UInt32, on entity: Entity
    ) {
        let entry = palette.retain(timeline, isTrack: conductor != nil, tickRate: tickRate)
        var player = TimelinePlayer<Value>(
            entry: entry, playhead: playhead, conductor: conductor, domain: domain,
            markers: palette.entries[Int(entry)].markers)
        player.componentSlot = UInt32(components.store(value(of: player, at: playhead.units), for: entity))
        if let slot = slot(of: entity) {
            palette.release(values[slot].entry)
            values[slot] = player
        } else {
            store(player, for: entity)
            // The tick's lists of finishing players and curve moves grow here, with the
            // players, not on the tick that first needs them.
            if finishedSlots.capacity < values.count {
                finishedSlots.reserveCapacity(values.capacity)
                curveMoves.reserveCapacity(values.capacity)
            }
        }
    }

    @discardableResult
    override func remove(_ entity: Entity) -> Bool {
        guard let slot = slot(of: entity) else { return false }
        removePlayer(at: slot)
        return true
    }

    /// Removes the player in `slot`, letting go of its timeline.
    @usableFromInline
    func removePlayer(at slot: Int) {
        palette.release(values[slot].entry)
        removeSlot(slot)
    }

    /// The timeline `player` plays.
    func timeline(of player: TimelinePlayer<Value>) -> Timeline<Value> {
        palette.entries[Int(player.entry)].timeline
    }

    /// The value of `player`'s timeline with its playhead at `units`.
    func value(of player: TimelinePlayer<Value>, at units: UInt64) -> Value {
        let local = player.playhead.local(at: units)
        return timeline(of: player).value(atTick: local.ticks, fraction: local.fraction)
    }

    /// The value of the timeline of the player in `slot` `ticks + fraction` ticks from its
    /// start, from the timeline itself: for the parts other than moves.
    @usableFromInline @inline(never)
    func timelineValue(ofSlot slot: Int, atTick ticks: UInt64, fraction: Double) -> Value {
        timeline(of: values[slot]).value(atTick: ticks, fraction: fraction)
    }

    /// Steps the player in `slot` one tick through ``Playhead/advance(markers:onEvent:)``,
    /// raising its events for `entity`; returns whether its run finished. Out of line: the
    /// ticks that cross something are few.
    @usableFromInline @inline(never)
    func step(_ slot: Int, of entity: Entity) -> Bool {
        // A track's markers and the end of its last part are its own; its cycles and the run's
        // finish are the choreography's.
        let isTrack = values[slot].conductor != nil
        let markers = palette.entries[Int(values[slot].entry)].markers
        return values[slot].step(markers: markers) { kind in
            if kind == .markerReached(name: TimelineMark.trackEndName) {
                raise(entity, .timeline, .finished)
            } else if !isTrack || kind.isMarker {
                raise(entity, .timeline, kind)
            }
        }
    }

    /// Writes `value`, the value of the player in `slot`, into `entity`'s component where its
    /// slot is not known; out of line, as the component has moved.
    @usableFromInline @inline(never)
    func show(_ value: Value, ofSlot slot: Int, for entity: Entity) {
        values[slot].componentSlot = UInt32(components.store(value, for: entity))
    }

    /// The player of the timeline playing alone on `entity` (not a choreography's track).
    func soloPlayer(of entity: Entity) -> TimelinePlayer<Value>? {
        guard let player = value(of: entity), player.conductor == nil else { return nil }
        return player
    }

    /// Stops `entity`'s timeline where it is; returns whether one played alone.
    func stop(_ entity: Entity) -> Bool {
        guard soloPlayer(of: entity) != nil else { return false }
        remove(entity)
        raise(entity, .timeline, .interrupted(.stopped))
        return true
    }

    /// Changes the playhead of `entity`'s player if it belongs to `conductor` (nil: plays
    /// alone), and shows the value there; returns whether it did.
    @discardableResult
    func update(_ entity: Entity, conductor: Entity?, _ change: (inout Playhead) -> Void) -> Bool {
        guard let slot = slot(of: entity), values[slot].conductor == conductor else { return false }
        values[slot].steer(markers: palette.entries[Int(values[slot].entry)].markers, change)
        components.store(value(of: values[slot], at: values[slot].playhead.units), for: entity)
        return true
    }

    /// The value presented `alpha` of a tick after the last tick.
    func presented(_ entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let player = values[slot]
        return value(
            of: player, at: player.playhead.units(ahead: alpha, steps: clocks.nextSteps[Int(player.domain)]))
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        // A track follows its conductor, moved by the choreography.
        guard let slot = slot(of: entity), values[slot].conductor == nil else { return }
        values[slot].domain = new
    }

    override func savedMoreState() -> StorageState? { TimelinePaletteState(palette: palette) }

    override func restoreMoreState(_ state: StorageState?) {
        palette = (state as? TimelinePaletteState<Value>)?.palette ?? TimelinePalette()
    }

    override var byteCount: Int { super.byteCount + palette.byteCount }

    override func hash(into hasher: inout StateHasher) { hashPlayers(into: &hasher) }

    override func hash(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        hashPlayers(into: &hasher, including: including)
    }
}

extension TimelineStorage: ChoreographyTrackHost {
    func steerTrack(of entity: Entity, conductor: Entity, _ change: (inout Playhead) -> Void) {
        update(entity, conductor: conductor, change)
    }

    func moveTrack(of entity: Entity, conductor: Entity, to domain: UInt32) {
        guard let slot = slot(of: entity), values[slot].conductor == conductor else { return }
        values[slot].domain = domain
    }

    func endTrack(of entity: Entity, conductor: Entity) {
        guard let player = value(of: entity), player.conductor == conductor else { return }
        remove(entity)
    }
}
