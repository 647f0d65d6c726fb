/// What section 10's feature rows time, each against a yardstick of the same value type in the
/// same run: a tick of moves on the tick sampler's fast path (easeOutCubic), or the bulk read of
/// those moves.
enum MotionMeasure: CaseIterable {
    /// `advance()`, every `SIMD2<Float>` moving under easeOutCubic: the ticks' yardstick.
    case curveTick
    /// `advance()`, every `SIMD2<Float>` decaying.
    case decayTick
    /// `advance()`, every `SIMD2<Float>` moving under easeOutCubic with one move added on top.
    case additiveTick
    /// `advance()`, every `PathPosition<SIMD2<Float>>` moving along a route under easeOutCubic.
    case pathTick
    /// `forEachPresented(SIMD2<Float>.self, alpha: 0.5) { }` over the moving positions: the reads' yardstick.
    case curveRead
    /// `forEachPresented(PathPosition<SIMD2<Float>>.self, alpha: 0.5) { }` over the moving places.
    case pathRead

    /// The call as the table prints it.
    var call: String {
        switch self {
        case .curveTick: "advance(), SIMD2<Float> under easeOutCubic"
        case .decayTick: "advance(), SIMD2<Float> decaying"
        case .additiveTick: "advance(), SIMD2<Float>, easeOutCubic + 1 added move"
        case .pathTick: "advance(), PathPosition<SIMD2<Float>>, easeOutCubic"
        case .curveRead: "forEachPresented(SIMD2<Float>.self, alpha: 0.5) { }"
        case .pathRead: "forEachPresented(PathPosition<SIMD2<Float>>.self, alpha: 0.5) { }"
        }
    }

    /// A short name for the targets and the JSON.
    var name: String {
        switch self {
        case .curveTick: "curve tick"
        case .decayTick: "decay tick"
        case .additiveTick: "additive tick"
        case .pathTick: "path tick"
        case .curveRead: "bulk read"
        case .pathRead: "path bulk read"
        }
    }

    /// The row this one is set against.
    var yardstick: MotionMeasure { isTick ? .curveTick : .curveRead }

    /// Whether a pass advances a world.
    var isTick: Bool {
        switch self {
        case .curveTick, .decayTick, .additiveTick, .pathTick: true
        case .curveRead, .pathRead: false
        }
    }
}
