import TransitionCore

/// What a snapshot keeps of a timeline storage beside its players: the timelines they play.
final class TimelinePaletteState<Value: Transitionable>: StorageState {
    let palette: TimelinePalette<Value>

    init(palette: TimelinePalette<Value>) {
        self.palette = palette
    }
}
