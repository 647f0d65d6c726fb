import TransitionCore

extension World {
    /// Mixes the events a snapshot keeps into `hasher`: the last tick's (``events``) and those
    /// asked for since, which the next tick reports first. Each event by what systems read of
    /// it — entity, the storage it came from (by its key, never an address), motion, kind and
    /// tick — but not ``MotionEvent/isResimulated``, which tells a first run from a rerun of
    /// the same state.
    func hashEvents(into hasher: inout StateHasher) {
        let lastTick = eventLog.lastTick
        let pending = eventLog.pending
        hasher.combine(UInt64(lastTick.count))
        hasher.combine(UInt64(pending.count))
        guard !lastTick.isEmpty || !pending.isEmpty else { return }
        // Consecutive events mostly come from one storage: remember the last one found.
        var last: (source: EventSource, typeHash: UInt64)?
        for event in lastTick { hash(event, last: &last, into: &hasher) }
        for event in pending { hash(event, last: &last, into: &hasher) }
    }

    /// What raised an event: a value type, and the environment path for an environment value.
    struct EventSource: Equatable {
        let valueType: ValueTypeID
        let path: EnvironmentPathID?
    }

    /// The key hash of the storage that raises the events of `source`: a component's (whose
    /// timeline events carry its type too), a choreography's or an environment path's; 0 for
    /// none. O(storages), without allocating.
    private func typeHash(of source: EventSource) -> UInt64 {
        for entry in registry
        where entry.valueType == source.valueType && entry.environmentPath == source.path {
            switch entry.key.kind {
            case .component, .choreography, .environment: return entry.key.typeHash
            case .timeline, .additive: continue
            }
        }
        return 0
    }

    private func hash(
        _ event: MotionEvent, last: inout (source: EventSource, typeHash: UInt64)?,
        into hasher: inout StateHasher
    ) {
        let source = EventSource(valueType: event.valueType, path: event.environmentPath)
        if last?.source != source { last = (source, typeHash(of: source)) }
        hasher.combine(UInt64(event.entity.index) << 32 | UInt64(event.entity.generation))
        hasher.combine(last!.typeHash)
        hasher.combine(byte: event.motion == .transition ? 0 : 1)
        switch event.kind {
        case .finished:
            hasher.combine(byte: 0)
        case .cycleCompleted(let index):
            hasher.combine(byte: 1)
            hasher.combine(integer: index)
        case .interrupted(let interruption):
            hasher.combine(byte: 2)
            hasher.combine(byte: Self.code(of: interruption))
        case .markerReached(let name):
            hasher.combine(byte: 3)
            hasher.combine(string: name)
        }
        hasher.combine(event.tick)
    }

    private static func code(of interruption: MotionEvent.Interruption) -> UInt8 {
        switch interruption {
        case .retargeted: return 0
        case .set: return 1
        case .played: return 2
        case .stopped: return 3
        case .removed: return 4
        case .despawned: return 5
        }
    }
}
