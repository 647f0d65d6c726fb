import Engine
import Testing

@testable import EngineFuzzing

/// Clock domains in the fuzzer: a recorded scenario that agrees with the model (scaled, paused
/// and resumed domains; moves, environment settings, a delayed retarget and timelines on them;
/// entities moved back and forth; refused calls; a domain dropped by a restore and its place
/// made again; domain operations inside queries), a domain changed behind the model's back is
/// caught, and what the fuzzer found of `stateHash(of:)` is kept as regression tests.
@Suite struct DomainModelTests {
    /// A timeline of one 0.2 s linear move.
    static var recipe: TimelineRecipe {
        TimelineRecipe(
            initialValue: SIMD2(0, 0),
            parts: [.init(part: .move(to: SIMD2(10, -10), animation: 0), position: .next)])
    }

    /// The scenario (computed: no global holds heap objects). e0 moves on `gameplay`, e1 sets
    /// an environment value that its child e2 reads and moves to `ui`, e3 plays a timeline on
    /// `gameplay` (the only `SIMD2<Float>` component, so that a vector query visits only it).
    static var operations: [FuzzOperation] {
        let (e0, e1, e2, e3) = (
            EntityReference.spawned(0), EntityReference.spawned(1), EntityReference.spawned(2),
            EntityReference.spawned(3)
        )
        let gameplay = DomainReference.made(0)
        let ui = DomainReference.made(1)
        return [
            .spawn, .spawn, .spawn, .spawn,
            .pauseDomain(gameplay, true),  // no domain yet: refused
            .moveToDomain(e0, .world),  // accepted: every entity is on the world's domain
            .makeDomain(name: "gameplay"), .makeDomain(name: "ui"),
            .setFloat(e0, 0),
            .setParent(e2, e1),
            .moveToDomain(e0, gameplay), .moveToDomain(e3, gameplay),
            .scaleDomain(gameplay, numerator: 1, denominator: 2),
            .animateFloat(e0, 100, animation: 0),
            .environmentLevel(e1, 5, animation: 11),
            .play(.vector, e3, DomainModelTests.recipe, repeatCount: nil, autoreverses: true),
            .advance(ticks: 5),
            .present(alpha: 0.75),
            .moveToDomain(e1, ui),  // the running setting keeps how far it ran
            .scaleDomain(ui, numerator: 7, denominator: 5),
            .advance(ticks: 3),
            .scaleDomain(gameplay, numerator: 3, denominator: 1),  // three steps a tick
            .frame(.forward(0)), .frame(.forward(30_000_000)),
            .pauseDomain(ui, true),
            .animateFloat(e0, -50, animation: 25),  // delayed on a domain running three times as fast
            .environmentLevel(e1, -3, animation: 25),  // delayed on a paused domain: waits
            .advance(ticks: 10),  // held hashes compared
            .pauseDomain(gameplay, true),
            .query(.vector, actions: [QueryAction(visit: 0, operation: .mutateVisited(42))]),
            .advance(ticks: 4),  // the timeline on a paused domain leaves the written value alone
            .moveToDomain(e0, .world), .moveToDomain(e0, ui),  // back and forth
            .pauseDomain(.world, true), .scaleDomain(.world, numerator: 2, denominator: 1),  // refused
            .scaleDomain(.foreign, numerator: 1, denominator: 1), .moveToDomain(e2, .foreign),  // refused
            .scaleDomain(ui, numerator: 2000, denominator: 0),  // 1024/1
            .pauseDomain(gameplay, false), .pauseDomain(ui, false),
            .advance(ticks: 2),
            .scaleDomain(ui, numerator: 2, denominator: 3),
            .snapshot(slot: 0),
            .makeDomain(name: "cutscene"),  // domains[2]: dropped by the restore
            .moveToDomain(e2, .made(2)),
            .advance(ticks: 6),
            .restore(slot: 0),
            .pauseDomain(.made(2), true), .moveToDomain(e2, .made(2)),  // refused
            .query(
                .float,
                actions: [
                    QueryAction(visit: 0, operation: .makeDomain(name: "menu")),  // domains[3], where [2] was
                    QueryAction(visit: 0, operation: .moveToDomain(.visited, .made(3))),
                    QueryAction(visit: 0, operation: .scaleDomain(.made(3), numerator: 3, denominator: 1)),
                    QueryAction(visit: 0, operation: .pauseDomain(gameplay, true)),
                    QueryAction(visit: 0, operation: .advance(ticks: 2)),
                ]),
            .present(alpha: 0.4),
            .advance(ticks: 20),
            .despawn(e0, recursive: false),
            .moveToDomain(e0, gameplay),  // stale: refused
            .pauseDomain(gameplay, false),
            .frame(.forward(250_000_000)),
        ]
    }

    @Test func theScenarioAgreesWithTheModel() throws {
        let session = FuzzSession(tickRate: 60)
        for operation in DomainModelTests.operations {
            try session.run(operation)
        }
        let counts = session.domainReport
        #expect(counts.made == 4 && counts.moves == 8 && counts.refused == 8, "\(counts)")
        #expect(counts.pauses == 3 && counts.resumes == 3 && counts.scaleChanges == 6, "\(counts)")
        #expect(counts.heldHashChecks > 0 && counts.motionTicks > 50, "\(counts)")
        // The domain made after the restore has the place of the one it dropped.
        #expect(session.domainHandles[3] == session.domainHandles[2])
        #expect(session.world.clockDomains.count == 4)
    }

    @Test(arguments: Fuzzer.tickRates)
    func theScenarioAgreesAtEveryTickRate(tickRate: UInt64) {
        let divergence = Fuzzer.replay(DomainModelTests.operations, tickRate: tickRate)
        #expect(divergence == nil, "\(divergence.map { "\($0)" } ?? "")")
    }

    @Test func aDomainScaledBehindTheModelsBackIsCaught() throws {
        // Before the seventeenth operation (an advance), gameplay's scale of 1/2 is put back to 1
        // behind the model's back.
        let divergence = try #require(
            Fuzzer.replay(DomainModelTests.operations, tickRate: 60) { session in
                guard session.step == 16 else { return }
                session.world.setTimeScale(TimeScale(1), for: session.domainHandles[0])
            })
        #expect(divergence.step == 17)
        // Between its ticks: e3's timeline, on gameplay, stepped on every tick, not every other.
        #expect(divergence.message.contains("SIMD2<Float>.self, of: Entity(index: 3"), "\(divergence)")
    }

    /// `stateHash(of:)` stays the same while the domain is paused, whatever the other domains
    /// do: a storage only other domains use leaves it alone.
    @Test func aPausedDomainsHashIgnoresAStorageOnlyOtherDomainsUse() {
        let world = World(tickRate: 60)
        let ui = world.makeClockDomain(named: "ui")!
        world.setPaused(true, for: ui)
        let held = world.spawn()
        world.setClockDomain(ui, for: held)
        world.set(Float(1), for: held)
        let hash = world.stateHash(of: ui)
        world.set(SIMD2<Float>(0, 0), for: world.spawn())
        #expect(world.stateHash(of: ui) == hash)
    }

    /// And the slots other domains' transitions rearrange leave it alone: the domain's
    /// components are hashed in handle order.
    @Test func aPausedDomainsHashIgnoresTheSlotsOtherDomainsMove() {
        let world = World(tickRate: 60)
        let ui = world.makeClockDomain(named: "ui")!
        world.setPaused(true, for: ui)
        for _ in 0..<2 {
            let held = world.spawn()
            world.setClockDomain(ui, for: held)
            world.set(Float(1), for: held)
        }
        let other = world.spawn()
        world.set(Float(0), for: other)
        let hash = world.stateHash(of: ui)
        // Starting a transition swaps `other` into the first slot, in place of ui's first.
        world.animate(other, to: 1, .linear(duration: 1))
        #expect(world.stateHash(of: ui) == hash)
    }
}
