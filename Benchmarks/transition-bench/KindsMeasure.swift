/// What section 13 times: every kind of motion a game runs, each as ns per entity per tick set
/// against the plain one-shot 8-float tick of the same run. A new kind is a new case with its
/// labels and limit here and its world in ``KindsScene``; the table, the JSON and the targets
/// pick it up.
enum KindsMeasure: CaseIterable {
    /// `world.advance()` with every entity's ``AnimatedRect`` in a one-shot transition: the yardstick.
    case oneShot
    /// `world.advance()` with every entity's transition repeating forever with autoreverse,
    /// every one past its first cycle.
    case repeating
    /// `world.advance()` with a one-part `Timeline` playing on every entity (`world.play`).
    case timeline
    /// `world.advance()` with one `Choreography` whose tracks move every entity, per track.
    case choreography
    /// A tick of section 4's mixed load: 10 % retargets, 1 % despawned and spawned, a quarter
    /// on springs, then `world.advance()`.
    case mixed

    /// The call as the table prints it.
    var call: String {
        switch self {
        case .oneShot: "advance(), one-shot easeInOutCubic"
        case .repeating: "advance(), .repeatForever(autoreverses: true), past cycle 1"
        case .timeline: "advance(), a one-part Timeline on each (play)"
        case .choreography: "advance(), one Choreography, per track"
        case .mixed: "mixed load tick (section 4), per entity"
        }
    }

    /// A short name for the targets table and the JSON.
    var name: String {
        switch self {
        case .oneShot: "one-shot tick"
        case .repeating: "repeating tick"
        case .timeline: "timeline tick"
        case .choreography: "choreography track tick"
        case .mixed: "mixed load tick"
        }
    }

    /// The largest acceptable ns per entity over the one-shot tick's, if there is a target.
    var ratioLimit: Double? {
        switch self {
        case .oneShot: nil
        case .repeating: 1.25
        case .timeline: 3
        case .choreography: 3
        case .mixed: 3
        }
    }

    /// Whether its world's motions end: its ticks are then counted against their length.
    var ends: Bool { self != .repeating && self != .mixed }
}
