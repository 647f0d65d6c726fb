import CTransitionable
import Engine
import TransitionCore

/// What a `tr_world *` points to: the world, its fixed-step loop and the queue of events the
/// ticks raised, waiting for `tr_events_drain`.
final class CWorld {
    let world: World
    var loop: FixedStepLoop
    /// Queued events from `eventHead` on.
    private var events = ContiguousArray<tr_event>()
    private var eventHead = 0
    /// Events lost to a full queue since the last drain.
    private var droppedEvents: UInt64 = 0
    /// The C handle of each C value type this world's events named, by the type's identity, as
    /// the first event of the type gave it (Engine offers no other way to a type's
    /// `ValueTypeID` that works in Embedded Swift too).
    private var handles: [ValueTypeID: tr_component] = [:]
    /// Per registry slot: whether this world has been given the slot's type.
    @exclusivity(unchecked) private var notedSlots = ContiguousArray(
        repeating: false, count: CTypeRegistry.slotCount)
    /// The last animation descriptor converted, and what it gave: a loop that animates many
    /// entities with one descriptor converts it once.
    @exclusivity(unchecked) private var lastConversion: AnimationConversion?

    init(tickRate: UInt64) {
        loop = FixedStepLoop(tickRate: tickRate)
        world = World(tickRate: tickRate)
    }

    /// The living entity `handle` names.
    @inline(__always)
    func living(_ handle: tr_entity) throws(CStatusError) -> Entity {
        let entity = Entity(cHandle: handle)
        guard world.isAlive(entity) else { throw .staleEntity }
        return entity
    }

    /// Notes that this world holds `Value`, so that its events can name it.
    @inline(__always)
    func noteType<Tag, Lanes>(_ type: CValue<Tag, Lanes>.Type) {
        guard !notedSlots[type.slot] else { return }
        notedSlots[type.slot] = true
    }

    /// The C handle of the type `event` moved, a component or an environment value; nil for a
    /// type not given by C. Learnt on the type's first event, among the types noted.
    private func handle(of event: MotionEvent) -> tr_component? {
        if let handle = handles[event.valueType] { return handle }
        for slot in notedSlots.indices where notedSlots[slot] {
            guard dispatch(slot: slot, IsEventOf(event: event)) else { continue }
            let handle = CTypeRegistry.handle(ofSlot: slot)
            handles[event.valueType] = handle
            return handle
        }
        return nil
    }

    /// The animation the descriptor at `pointer` describes, held by this world until the next
    /// call (not retained: a call lends it on, to the world's `animate`, without copying it).
    @inline(__always)
    func animation(_ pointer: UnsafePointer<tr_animation>) throws(CStatusError)
        -> Unmanaged<AnimationConversion>
    {
        if let lastConversion, lastConversion.wasConverted(from: pointer) {
            return .passUnretained(lastConversion)
        }
        let description = try tr_animation(sizedAt: pointer)
        if let lastConversion, description.isSame(as: lastConversion.description) {
            return .passUnretained(lastConversion)
        }
        let conversion = AnimationConversion(description, try Animation(description))
        lastConversion = conversion
        return .passUnretained(conversion)
    }

    /// Runs one tick and queues its events.
    func tick() {
        world.advance()
        var last: (key: ValueTypeID, type: tr_component)? = nil
        for event in world.events {
            // The events of a tick mostly come in runs of one type.
            let type = last?.key == event.valueType ? last?.type : handle(of: event)
            guard let type, let kind = Self.kind(of: event.kind) else { continue }
            last = (event.valueType, type)
            guard events.count - eventHead < Int(TR_EVENT_QUEUE_CAPACITY) else {
                droppedEvents += 1
                continue
            }
            events.append(
                tr_event(
                    entity: event.entity.cHandle, type: type, kind: kind, is_environment: event.isEnvironment,
                    tick: event.tick))
        }
    }

    /// The C kind of an event kind; nil for kinds C cannot cause (timelines', markers').
    private static func kind(of kind: MotionEvent.Kind) -> tr_event_kind? {
        switch kind {
        case .finished: TR_EVENT_FINISHED.rawValue
        case .interrupted(.retargeted): TR_EVENT_RETARGETED.rawValue
        case .interrupted(.set): TR_EVENT_SET.rawValue
        case .interrupted(.removed): TR_EVENT_REMOVED.rawValue
        case .interrupted(.despawned): TR_EVENT_DESPAWNED.rawValue
        case .interrupted(.played), .interrupted(.stopped), .cycleCompleted, .markerReached: nil
        }
    }

    /// Moves up to `capacity` queued events into `buffer`, `stride` bytes apart (each cut to
    /// `stride` bytes), oldest first; returns how many and the drops since the last drain.
    func drainEvents(into buffer: UnsafeMutableRawPointer, stride: Int, capacity: Int) -> (
        count: Int, dropped: UInt64
    ) {
        let count = min(capacity, events.count - eventHead)
        if stride == MemoryLayout<tr_event>.stride {
            let typed = buffer.assumingMemoryBound(to: tr_event.self)
            for offset in 0..<count { typed[offset] = events[eventHead + offset] }
        } else {
            for offset in 0..<count {
                CSizedStruct.write(events[eventHead + offset], to: buffer + offset * stride, size: stride)
            }
        }
        eventHead += count
        if eventHead == events.count {
            events.removeAll(keepingCapacity: true)
            eventHead = 0
        } else if eventHead > 4096, eventHead * 2 > events.count {
            events.removeFirst(eventHead)
            eventHead = 0
        }
        defer { droppedEvents = 0 }
        return (count, droppedEvents)
    }
}

/// Whether an event moved a value of the visited type, as a component or in the environment.
private struct IsEventOf: CTypeVisitor {
    let event: MotionEvent
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool {
        event.isOf(type) || event.isEnvironment(type.environmentPath)
    }
}

/// An animation descriptor and the animation it describes. Immutable, so that the animation
/// can be passed on from it without a copy (which would retain and release what it holds).
final class AnimationConversion {
    let description: tr_animation
    let animation: Animation

    init(_ description: tr_animation, _ animation: Animation) {
        self.description = description
        self.animation = animation
    }

    /// Whether the caller's descriptor at `pointer` is this one's description byte for byte,
    /// read at this library's size: the common call, one descriptor for many entities, without
    /// reading it field by field. A descriptor of another size, or with other padding, is not.
    @inline(__always)
    func wasConverted(from pointer: UnsafePointer<tr_animation>) -> Bool {
        // A larger size's bytes past this library's struct are checked by the full read.
        guard description.size == MemoryLayout<tr_animation>.size else { return false }
        // 112 bytes, a multiple of 8 (the struct holds doubles).
        let words = MemoryLayout<tr_animation>.size / MemoryLayout<UInt64>.size
        let caller = UnsafeRawPointer(pointer)
        return withUnsafeBytes(of: description) { own in
            var differing: UInt64 = 0
            for word in 0..<words {
                let offset = word * MemoryLayout<UInt64>.size
                differing |=
                    caller.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    ^ own.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
            return differing == 0
        }
    }
}

/// `body`'s outcome for the world `pointer` points to, as a status (NULL: TR_ERROR_NULL_POINTER).
/// The world is lent to `body` without retaining it.
@inline(__always)
func withWorld(_ pointer: OpaquePointer?, _ body: (CWorld) throws(CStatusError) -> Void) -> tr_status {
    guard let pointer else { return TR_ERROR_NULL_POINTER.rawValue }
    return Unmanaged<CWorld>.fromOpaque(UnsafeRawPointer(pointer))._withUnsafeGuaranteedRef { world in
        cStatus { () throws(CStatusError) in try body(world) }
    }
}
