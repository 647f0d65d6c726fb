import TransitionCore

/// What an ``AdditiveStorage`` keeps beside its motions, for a snapshot: the palette their
/// moves name, shared with the storage (copy-on-write) until either changes.
final class AdditiveState<Value: VectorTransitionable>: StorageState {
    let palette: AnimationPalette<Value>

    init(palette: AnimationPalette<Value>) {
        self.palette = palette
    }
}
