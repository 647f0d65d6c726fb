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
        var sources: [EventSource: UInt64] = [:]
        for entry in registry {
            switch entry.key.kind {
            case .component, .choreography, .environment:
                sources[EventSource(valueType: entry.valueType, path: entry.environmentPath)] =
                    entry.key.typeHash
            case .timeline, .additive:
                continue
            }
        }
        for event in lastTick { hash(event, sources: sources, into: &hasher) }
        for event in pending { hash(event, sources: sources, into: &hasher) }
    }

    /// What raised an event: a value type, and the environment path for an environment value.
    struct EventSource: Hashable {
        let valueType: ValueTypeID
        let path: EnvironmentPathID?
    }

    private func hash(_ event: MotionEvent, sources: [EventSource: UInt64], into hasher: inout StateHasher) {
        hasher.combine(UInt64(event.entity.index) << 32 | UInt64(event.entity.generation))
        hasher.combine(sources[EventSource(valueType: event.valueType, path: event.environmentPath)] ?? 0)
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
