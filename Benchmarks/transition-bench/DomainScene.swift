import Engine
import TransitionCore

/// The worlds of section 10's clock-domain rows: section 1's world (every entity animating an
/// ``AnimatedRect`` under easeInOutCubic, starts staggered over 240 ticks) twice, one left
/// without clock domains, the other with every entity moved, mid-flight, onto a second domain.
final class DomainScene {
    /// Section 1's world, no clock domain made.
    let plain: EngineAdvanceScene
    /// The same world with every entity on ``domain``.
    let moved: EngineAdvanceScene
    /// The domain of `moved`'s entities.
    let domain: ClockDomain

    /// Builds both worlds with `count` entities each.
    init(count: Int) {
        plain = EngineAdvanceScene(count: count)
        moved = EngineAdvanceScene(count: count)
        domain = moved.world.makeClockDomain(named: "gameplay")!
        for entity in moved.entities {
            moved.world.setClockDomain(domain, for: entity)
        }
        precondition(moved.entities.allSatisfy { moved.world.clockDomain(of: $0) == domain })
    }

    /// Runs `variant`'s world from the next tick on as `variant` says.
    func apply(_ variant: DomainVariant) {
        let world = moved.world
        switch variant {
        case .worldTicks: return
        case .running:
            world.setPaused(false, for: domain)
            world.setTimeScale(.normal, for: domain)
        case .halfSpeed:
            world.setPaused(false, for: domain)
            world.setTimeScale(TimeScale(1, 2), for: domain)
        case .paused:
            world.setPaused(true, for: domain)
        }
    }

    /// Runs `ticks` ticks of `variant`'s world.
    func tick(_ variant: DomainVariant, _ ticks: Int) {
        let world = variant == .worldTicks ? plain.world : moved.world
        for _ in 0..<ticks { world.advance() }
    }

    /// Whether every transition of both worlds still runs.
    var noneFinished: Bool {
        plain.world.activeTransitionCount == plain.entities.count
            && moved.world.activeTransitionCount == moved.entities.count
    }
}

/// How the world runs in one clock-domain row of section 10.
enum DomainVariant: CaseIterable {
    /// A world without clock domains: section 1's, timed again in this section.
    case worldTicks
    /// Every entity on a second clock domain, running at the world's pace.
    case running
    /// That domain at half the world's pace: a domain tick every other world tick.
    case halfSpeed
    /// That domain paused: its transitions hold where they are.
    case paused

    /// The row's label.
    var label: String {
        switch self {
        case .worldTicks: "on the world's ticks, no domain made"
        case .running: "on a second domain, scale 1"
        case .halfSpeed: "on a second domain, scale 1/2"
        case .paused: "on a second domain, paused"
        }
    }

    /// A short name for the JSON.
    var name: String {
        switch self {
        case .worldTicks: "worldTicks"
        case .running: "domainScale1"
        case .halfSpeed: "domainScaleHalf"
        case .paused: "domainPaused"
        }
    }
}
