/// What the motion scene's rules decide from and move on — its clock, waves, pause, flicks and
/// followers' starts — kept as a component in the world: a tick run again after a restore
/// decides exactly as it did the first time.
struct MotionState {
    var now: UInt64 = 0
    var wave: StaggerWave?
    var waveStartTick: UInt64 = 0
    var pause = GameplayPause.running
    var scaleIndex = 0
    var flickCount = 0
    var cardRest = RailOffset(0)
    var followersStartTick: UInt64 = 0
    var followerOffsets: [UInt64] = []
    var nextWaveTick: UInt64 = 0
    var nextFlickTick: UInt64 = 0
}
