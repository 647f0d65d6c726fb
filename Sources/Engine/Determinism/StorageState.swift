import TransitionCore

/// What one storage holds, as a ``WorldSnapshot`` keeps it: the storage's arrays, shared with it
/// (copy-on-write) until either changes, so that keeping one costs no copy.
class StorageState {}

/// The state of a ``ComponentStorage``: its values, their entities and the sparse index.
final class ComponentState<Value>: StorageState {
    let values: ContiguousArray<Value>
    let entities: ContiguousArray<Entity>
    let sparse: SparseIndex
    /// What a subclass keeps beside.
    let more: StorageState?

    init(_ storage: ComponentStorage<Value>, copyingValues: Bool, more: StorageState?) {
        // A query writes the values through their address: a snapshot taken while one runs
        // must not share them.
        values =
            copyingValues ? storage.values.withUnsafeBufferPointer { ContiguousArray($0) } : storage.values
        entities = storage.entities
        sparse = storage.sparse
        self.more = more
    }
}

/// What an ``AnimatedStorage`` keeps beside its components: running transitions, their
/// animations, and retargets waiting for their delay.
final class TransitionState<Value: Transitionable>: StorageState {
    let records: ContiguousArray<TransitionRecord<Value>>
    let startOffsets: ContiguousArray<UInt16>
    let animationIndices: ContiguousArray<UInt32>
    let palette: AnimationPalette<Value>
    /// The waiting retargets, swept: only those that wait, and their index.
    let delayed: DelayedQueue<Value>
    let nextDelayedStart: UInt64

    init(_ storage: AnimatedStorage<Value>) {
        records = storage.records
        startOffsets = storage.startOffsets
        animationIndices = storage.animationIndices
        palette = storage.palette
        storage.delayed.sweepAll()
        delayed = storage.delayed
        nextDelayedStart = storage.nextDelayedStart
    }
}

extension ComponentStorage {
    /// This storage's state, its subclass's `more` beside.
    final func componentState(copyingValues: Bool, more: StorageState?) -> StorageState {
        ComponentState(self, copyingValues: copyingValues, more: more)
    }

    /// Puts back the components `state` saved (none when it is nil or not this storage's);
    /// returns what the subclass kept beside.
    final func restoreComponents(_ state: StorageState?) -> StorageState? {
        let saved = state as? ComponentState<Value>
        values = saved?.values ?? []
        entities = saved?.entities ?? []
        sparse = saved?.sparse ?? SparseIndex()
        return saved?.more
    }
}

extension AnimatedStorage {
    /// Puts back the transitions `state` saved, or none when it is nil.
    func restoreTransitions(_ state: StorageState?) {
        let saved = state as? TransitionState<Value>
        records = saved?.records ?? []
        startOffsets = saved?.startOffsets ?? []
        animationIndices = saved?.animationIndices ?? []
        palette = saved?.palette ?? AnimationPalette()
        delayed = saved?.delayed ?? DelayedQueue()
        nextDelayedStart = saved?.nextDelayedStart ?? .max
    }
}
