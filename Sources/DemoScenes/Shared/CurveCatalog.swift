import TransitionCore

/// Every timing TransitionCore offers, named: the 30 Penner curves, linear, the CSS named
/// curves, a cubic-bezier that overshoots, `steps` with each jump term and a few springs. The
/// gallery plots them all; the curve key picks one for the boxes.
public enum CurveCatalog {
    /// Which family an entry belongs to (the gallery colours by it).
    public enum Group: Sendable, Equatable {
        /// Robert Penner's easing equations.
        case penner
        /// Constant rate.
        case linear
        /// CSS `ease`, `ease-in`, `ease-out`, `ease-in-out`.
        case css
        /// A custom `cubic-bezier`.
        case bezier
        /// CSS `steps`.
        case steps
        /// Damped springs.
        case spring
    }

    /// What drives an entry.
    public enum Motion: Sendable {
        /// An easing curve over a duration.
        case curve(Curve)
        /// A spring, which lasts its own settling duration.
        case spring(Spring)
    }

    /// One named timing.
    public struct Entry: Sendable {
        /// The name shown in the HUD and the gallery, and accepted by `--curve`.
        public let name: String
        /// Its family.
        public let group: Group
        /// What drives it.
        public let motion: Motion

        /// The animation of one move of `duration` seconds (springs ignore `duration`).
        public func animation(duration: Double) -> Animation {
            switch motion {
            case .curve(let curve): return .timingCurve(curve, duration: duration)
            case .spring(let spring): return Animation(.spring(spring))
            }
        }
    }

    /// The springs as (response, damping fraction): under-, critically and over-damped.
    static let springs: [(Double, Double)] = [(0.5, 0.3), (0.5, 0.6), (0.5, 1.0), (0.5, 1.6), (1.0, 0.5)]

    /// Every entry, in gallery order.
    public static let all: [Entry] = {
        var entries = Curve.allPenner.map {
            Entry(name: $0.name.description, group: .penner, motion: .curve($0.curve))
        }
        entries.append(Entry(name: "linear", group: .linear, motion: .curve(.linear)))
        entries += [
            ("ease", Curve.ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ].map { Entry(name: $0.0, group: .css, motion: .curve($0.1)) }
        entries.append(
            Entry(
                name: "cubic-bezier(.6,-.5,.3,1.6)", group: .bezier,
                motion: .curve(.cubicBezier(0.6, -0.5, 0.3, 1.6))))
        entries += [("start", StepJump.start), ("end", .end), ("none", .none), ("both", .both)].map {
            Entry(name: "steps(5, jump-\($0.0))", group: .steps, motion: .curve(.steps(5, jump: $0.1)))
        }
        entries += springs.map { response, damping in
            Entry(
                name: "spring(\(response), \(damping))", group: .spring,
                motion: .spring(Spring(response: response, dampingFraction: damping)))
        }
        return entries
    }()

    /// The entry called `name` (case, spaces and `-`/`_` ignored), if any. CSS's spellings of
    /// steps are taken too: `steps(5, end)`, `steps(5, start)` and `steps(5)` (which ends).
    public static func entry(named name: String) -> Int? {
        var wanted = normalized(name)
        if wanted.hasPrefix("steps(") {
            if !wanted.contains(",") { wanted = wanted.replacingOccurrences(of: ")", with: ",end)") }
            wanted = wanted.replacingOccurrences(of: ",end)", with: ",jumpend)")
                .replacingOccurrences(of: ",start)", with: ",jumpstart)")
        }
        return all.firstIndex { normalized($0.name) == wanted }
    }

    /// Every name `--curve` takes, `mixed` first, for an error message.
    public static var names: [String] { ["mixed"] + all.map(\.name) }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}

/// The timing the boxes move with: a mix of curves and springs, or one catalogue entry.
public enum CurveChoice: Equatable, Sendable {
    /// Each box its own: springs and curves interleaved across the field.
    case mixed
    /// Every box with ``CurveCatalog/all``'s entry at this index.
    case entry(Int)

    /// The name for the HUD.
    public var name: String {
        switch self {
        case .mixed: return "mixed springs and curves"
        case .entry(let index): return CurveCatalog.all[index].name
        }
    }

    /// The choice after this one (`step` 1) or before it (`step` -1), wrapping around.
    public func advanced(by step: Int) -> CurveChoice {
        let count = CurveCatalog.all.count + 1
        let position: Int
        switch self {
        case .mixed: position = 0
        case .entry(let index): position = index + 1
        }
        let next = ((position + step) % count + count) % count
        return next == 0 ? .mixed : .entry(next - 1)
    }

    /// The animation box number `index` moves its ``BoxLook`` (frame, colour and radius) with.
    public func animation(for index: Int) -> Animation {
        switch self {
        case .entry(let entry): return CurveCatalog.all[entry].animation(duration: 1.1)
        case .mixed: return CurveChoice.mix[index % CurveChoice.mix.count]
        }
    }

    /// Box `index` moves as box `index % period` does: a retarget makes ``period``
    /// animations, not one per box (a spring works out its settling time when made).
    public var period: Int {
        switch self {
        case .entry: return 1
        case .mixed: return CurveChoice.mix.count
        }
    }

    /// The animations of ``mixed``, one per box in turn.
    static let mix: [Animation] = [
        .spring(response: 0.65, dampingFraction: 0.55),
        .timingCurve(.easeInOutCubic, duration: 1.0),
        .spring(response: 0.9, dampingFraction: 0.8),
        .timingCurve(.easeOutBack, duration: 0.9),
        .timingCurve(.easeInOutQuint, duration: 1.3),
        .spring(response: 0.5, dampingFraction: 0.35),
        .timingCurve(.easeOutBounce, duration: 1.2),
    ]
}
