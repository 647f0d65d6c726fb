import Engine

/// The motion scene's two clock domains: "gameplay" (the wave grid, the flicked card, the path
/// followers), which the scene pauses and scales, and "ui" (the strip of buttons and the speed
/// knob), which keeps running. A world keeps its domains, so the scene finds the ones it made
/// before by name when it shows again, and starts them running at normal speed.
public struct MotionDomains: Equatable, Sendable {
    /// The domain the scene pauses and scales.
    public let gameplay: ClockDomain
    /// The domain that keeps animating while gameplay is paused.
    public let ui: ClockDomain

    /// The gameplay domain's name.
    public static let gameplayName = "gameplay"
    /// The UI domain's name.
    public static let uiName = "ui"

    /// The time scales C goes through, in order: exact rationals 1, 1/2, 1/3 and 2.
    public static let timeScales = [TimeScale(1), TimeScale(1, 2), TimeScale(1, 3), TimeScale(2)]

    /// The domains of `world` named ``gameplayName`` and ``uiName``, made if missing, both
    /// running at normal speed. A world that can hold no more domains leaves that part on the
    /// world's own time (which cannot be paused: a harmless degradation, never a crash).
    public init(world: World) {
        func domain(named name: String) -> ClockDomain {
            let existing = world.clockDomains.first { $0 != .world && world.name(of: $0) == name }
            guard let domain = existing ?? world.makeClockDomain(named: name) else { return .world }
            world.setPaused(false, for: domain)
            world.setTimeScale(.normal, for: domain)
            return domain
        }
        gameplay = domain(named: MotionDomains.gameplayName)
        ui = domain(named: MotionDomains.uiName)
    }

    /// How `scale` reads in the HUD: "x1", "x1/2".
    public static func name(of scale: TimeScale) -> String {
        scale.denominator == 1 ? "x\(scale.numerator)" : "x\(scale.numerator)/\(scale.denominator)"
    }
}
