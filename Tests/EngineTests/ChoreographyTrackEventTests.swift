import Engine
import Testing
import TransitionCore

private struct Card: Transitionable {
    var x: Float
    func transition(to other: Card, progress: Float) -> Card {
        Card(x: progress.lerp(min: x, max: other.x))
    }
}

@Suite("A choreography's tracks report their own finish")
struct ChoreographyTrackEventTests {
    /// 50 cards dealt 3 ticks apart, each in 0.25 s (15 ticks): card i lands 3i + 15 ticks in.
    private func deal(in world: World) -> (cards: [Entity], conductor: Entity) {
        var deal = Choreography(tickRate: world.tickRate)
        let cards = (0..<50).map { index -> Entity in
            let card = world.spawn()
            world.set(Card(x: 0), for: card)
            deal.animate(
                card, to: Card(x: Float(index + 1)), .easeOut(duration: 0.25), at: .at(Double(index) * 3 / 60)
            )
            return card
        }
        let conductor = world.spawn()
        world.play(deal, on: conductor)
        return (cards, conductor)
    }

    @Test func everyDealtCardReportsItsLandingOnItsTick() {
        let world = World(tickRate: 60)
        let (cards, _) = deal(in: world)
        let start = world.tick
        var landed: [Entity: UInt64] = [:]
        var pulses = 0
        for _ in 0..<220 {
            // The README's game logic: pulse every card that landed on the last tick.
            for event in world.events where event.isOf(Card.self) && event.isFinished {
                pulses += 1
                #expect(landed.updateValue(event.tick, forKey: event.entity) == nil)
                #expect(
                    world.get(Card.self, of: event.entity)?.x
                        == Float(cards.firstIndex(of: event.entity)! + 1))
            }
            world.advance()
        }
        #expect(pulses == 50)
        for (index, card) in cards.enumerated() {
            #expect(landed[card] == start + UInt64(3 * index + 15))
        }
    }

    @Test func backwardsSeekingAndPausedPlayRaiseNoTrackFinish() throws {
        let world = World(tickRate: 60)
        let (cards, conductor) = deal(in: world)
        for _ in 0..<30 { world.advance() }
        let show = try #require(world.choreography(of: conductor))
        // Reversed: tracks pass their ends backwards and raise nothing of their own.
        show.isReversed = true
        var log: [MotionEvent] = []
        for _ in 0..<20 { world.advance(logging: &log) }
        #expect(!log.contains { $0.isOf(Card.self) && $0.isFinished })
        // Seeking past the ends raises nothing; paused, nothing moves or finishes.
        show.isReversed = false
        show.seek(toSeconds: 2.5)
        show.isPaused = true
        for _ in 0..<20 { world.advance(logging: &log) }
        #expect(!log.contains { $0.isOf(Card.self) && $0.isFinished })
        // Playing on from the seek: the cards whose ends lie ahead land, and, as a marker does,
        // the one whose end the seek left the playhead on.
        show.isPaused = false
        log.removeAll()
        for _ in 0..<200 { world.advance(logging: &log) }
        let landed = Set(log.filter { $0.isOf(Card.self) && $0.isFinished }.map(\.entity))
        let ahead = cards.enumerated().filter { 3 * $0.offset + 15 >= 150 }.map(\.element)
        #expect(landed == Set(ahead))
    }

    @Test func aRepeatingChoreographyReportsEachTrackEveryForwardCycle() {
        let world = World(tickRate: 60)
        var deal = Choreography(tickRate: 60)
        let card = world.spawn()
        world.set(Card(x: 0), for: card)
        deal.animate(card, to: Card(x: 1), .linear(duration: 0.1))
        deal.addLabel("rest", at: .at(0.5))
        let conductor = world.spawn()
        world.play(deal, on: conductor, repeatCount: 4, autoreverses: true)
        var log: [MotionEvent] = []
        for _ in 0..<150 { world.advance(logging: &log) }
        // Cycles 0 and 2 play forwards: the card lands in each; 1 and 3 play it backwards.
        let finishes = log.filter { $0.isOf(Card.self) && $0.isFinished }
        #expect(finishes.count == 2)
        #expect(log.filter { $0.isOf(Choreography.self) && $0.isFinished }.count == 1)
    }

    /// A track runs on its conductor's clock domain: a card on a paused gameplay domain keeps
    /// moving when the conductor is on the world's.
    @Test func aTrackFollowsItsConductorsClockDomain() throws {
        let world = World(tickRate: 60)
        let gameplay = try #require(world.makeClockDomain(named: "gameplay"))
        let (cards, conductor) = deal(in: world)
        world.setClockDomain(gameplay, for: cards[0])
        world.setPaused(true, for: gameplay)
        for _ in 0..<10 { world.advance() }
        #expect(world.get(Card.self, of: cards[0])!.x > 0)
        // The conductor on the paused domain holds every track.
        world.setClockDomain(gameplay, for: conductor)
        let held = world.get(Card.self, of: cards[1])
        for _ in 0..<10 { world.advance() }
        #expect(world.get(Card.self, of: cards[1]) == held)
    }

    @Test func aRestoredDealRaisesTheSameEventsAndHashes() throws {
        let world = World(tickRate: 60)
        _ = deal(in: world)
        for _ in 0..<40 { world.advance() }
        let snapshot = world.snapshot()
        var first: [MotionEvent] = []
        var hashes: [UInt64] = []
        for _ in 0..<80 {
            world.advance(logging: &first)
            hashes.append(world.stateHash())
        }
        try world.restore(snapshot)
        var second: [MotionEvent] = []
        for index in 0..<80 {
            world.advance(logging: &second)
            #expect(world.stateHash() == hashes[index])
        }
        #expect(second == first)
        #expect(first.filter { $0.isOf(Card.self) && $0.isFinished }.count > 20)
    }
}
