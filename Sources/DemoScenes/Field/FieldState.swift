import Engine

/// What the field's rules decide from and move on — the arrangements, the font, the random
/// numbers and the autopilot's clock — kept as a component of the panel, in the world: a tick
/// run again after a restore decides exactly as it did the first time.
struct FieldState {
    var arrangement: Arrangement = .grid
    var previousArrangement: Arrangement = .grid
    var fontIndex = 0
    var random: SeededRandom
    var lastActivityTick: UInt64 = 0
}
