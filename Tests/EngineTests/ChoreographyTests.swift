import Engine
import Testing
import TransitionCore

@Suite struct ChoreographyTests {
    /// Three cards dealt one after another and a deck fading after them, on one conductor.
    private struct Deal {
        let world: World
        let table: Entity
        let cards: [Entity]
        let deck: Entity
        var choreography: Choreography
        /// What each card's track plays, laid out from the choreography's start.
        var expectedCards: [Timeline<SIMD2<Float>>] = []
        var expectedDeck: Timeline<Float>

        init() {
            let world = World(tickRate: 60)
            self.world = world
            table = world.spawn()
            cards = (0..<3).map { _ in world.spawn() }
            deck = world.spawn()
            choreography = Choreography(tickRate: 60)
            for (index, card) in cards.enumerated() {
                let start = SIMD2<Float>(0, Float(index))
                let target = SIMD2<Float>(Float(100 * (index + 1)), 50)
                world.set(start, for: card)
                choreography.animate(
                    card, to: target, .easeInOut(duration: 0.5), at: .withPrevious(offset: 0.25))
                var expected = Timeline(from: start, tickRate: 60)
                expected.add(to: target, .easeInOut(duration: 0.5), at: .at(0.25 * Double(index + 1)))
                expectedCards.append(expected)
            }
            world.set(Float(1), for: deck)
            choreography.animate(deck, to: Float(0), .linear(duration: 0.25))
            expectedDeck = Timeline(from: Float(1), tickRate: 60)
            expectedDeck.add(to: 0, .linear(duration: 0.25), at: .at(1.25))
        }

        /// Whether every track shows what its timeline shows at `tick` (plus `fraction`).
        func showsTick(_ tick: UInt64, fraction: Double = 0, alpha: Double? = nil) -> Bool {
            let cardsMatch = zip(cards, expectedCards).allSatisfy { card, expected in
                let shown =
                    alpha.map { world.presented(SIMD2<Float>.self, of: card, alpha: $0) }
                    ?? world.get(SIMD2<Float>.self, of: card)
                return shown == expected.value(atTick: tick, fraction: fraction)
            }
            let shownDeck =
                alpha.map { world.presented(Float.self, of: deck, alpha: $0) }
                ?? world.get(Float.self, of: deck)
            return cardsMatch && shownDeck == expectedDeck.value(atTick: tick, fraction: fraction)
        }
    }

    @Test func aMultiEntityChoreographyIsSoughtAndReversedAsOne() throws {
        let deal = Deal()
        #expect(deal.choreography.trackCount == 4)
        #expect(deal.choreography.durationTicks == 90)
        #expect(deal.world.play(deal.choreography, on: deal.table))
        #expect(deal.showsTick(0))
        var log: [MotionEvent] = []
        for _ in 0..<30 { deal.world.advance(logging: &log) }
        #expect(deal.showsTick(30))

        let show = try #require(deal.world.choreography(of: deal.table))
        show.seek(toSeconds: 0.75)
        #expect(show.position == 0.75)
        #expect(deal.showsTick(45))
        show.isReversed = true
        for _ in 0..<10 { deal.world.advance(logging: &log) }
        #expect(deal.showsTick(35))
        #expect(deal.showsTick(34, fraction: 0.5, alpha: 0.5))
        show.seek(toProgress: 1)
        #expect(deal.showsTick(90))
        #expect(deal.world.get(Float.self, of: deal.deck) == 0)
        for _ in 0..<90 { deal.world.advance(logging: &log) }
        #expect(deal.showsTick(0))
        #expect(deal.world.get(SIMD2<Float>.self, of: deal.cards[2]) == SIMD2(0, 2))

        // One set of events: the conductor's finish, nothing per track.
        #expect(log.count == 1)
        #expect(log.first?.entity == deal.table && log.first?.isOf(Choreography.self) == true)
        #expect(log.first?.kind == .finished && log.first?.motion == .timeline)
        #expect(deal.world.choreography(of: deal.table) == nil)
        #expect(deal.world.activeTimelineCount == 0)
    }

    @Test func pauseAndTimeScaleHoldEveryTrackInStep() throws {
        let deal = Deal()
        deal.world.play(deal.choreography, on: deal.table)
        let show = try #require(deal.world.choreography(of: deal.table))
        show.timeScale = TimeScale(1, 2)
        for _ in 0..<40 { deal.world.advance() }
        #expect(deal.showsTick(20))
        #expect(deal.showsTick(20, fraction: 0.25, alpha: 0.5))
        show.isPaused = true
        for _ in 0..<7 { deal.world.advance() }
        #expect(deal.showsTick(20, alpha: 0.9))
        show.isPaused = false
        show.timeScale = .normal
        for _ in 0..<70 { deal.world.advance() }
        #expect(deal.showsTick(90))
        #expect(!show.isPlaying)
    }

    @Test func writingATrackComponentTakesOnlyThatTrackOut() throws {
        let deal = Deal()
        deal.world.play(deal.choreography, on: deal.table)
        for _ in 0..<20 { deal.world.advance() }
        deal.world.set(SIMD2<Float>(-1, -1), for: deal.cards[1])
        deal.world.advance()
        #expect(
            deal.world.events == [
                MotionEvent(
                    entity: deal.cards[1], valueType: ObjectIdentifier(SIMD2<Float>.self),
                    environmentKeyPath: nil,
                    motion: .timeline, kind: .interrupted(.set), tick: 21)
            ])
        let show = try #require(deal.world.choreography(of: deal.table))
        show.seek(toSeconds: 1)
        #expect(deal.world.get(SIMD2<Float>.self, of: deal.cards[1]) == SIMD2(-1, -1))
        #expect(
            deal.world.get(SIMD2<Float>.self, of: deal.cards[2]) == deal.expectedCards[2].value(atTick: 60))
        // A track cannot be steered on its own: it follows the choreography.
        #expect(deal.world.timeline(SIMD2<Float>.self, of: deal.cards[0]) == nil)
        var log: [MotionEvent] = []
        for _ in 0..<30 { deal.world.advance(logging: &log) }
        let whole = log.filter { $0.isOf(Choreography.self) }
        #expect(whole.map(\.entity) == [deal.table] && whole.first?.isFinished == true)
        #expect(deal.world.get(Float.self, of: deal.deck) == 0)
    }

    @Test func stoppingReplacingOrDespawningTheConductorEndsEveryTrackWithOneEvent() throws {
        for ending in [MotionEvent.Interruption.stopped, .played, .despawned] {
            let deal = Deal()
            deal.world.play(deal.choreography, on: deal.table)
            for _ in 0..<40 { deal.world.advance() }
            let shown = deal.cards.map { deal.world.get(SIMD2<Float>.self, of: $0) }
            switch ending {
            case .stopped: #expect(deal.world.choreography(of: deal.table)?.stop() == true)
            case .played:
                var next = Choreography(tickRate: 60)
                next.animate(deal.deck, to: Float(5), .linear(duration: 10))
                deal.world.play(next, on: deal.table)
            default: deal.world.despawn(deal.table)
            }
            deal.world.advance()
            #expect(deal.world.events.map(\.entity) == [deal.table], "\(ending)")
            #expect(deal.world.events.first?.interruption == ending)
            for _ in 0..<60 { deal.world.advance() }
            #expect(deal.cards.map { deal.world.get(SIMD2<Float>.self, of: $0) } == shown, "\(ending)")
            // A replacement: its conductor and its one track.
            #expect(deal.world.activeTimelineCount == (ending == .played ? 2 : 0))
        }
    }

    @Test func repeatingAndAutoreversingReportEachCycleOnce() {
        let deal = Deal()
        deal.world.play(deal.choreography, on: deal.table, repeatCount: 3, autoreverses: true)
        var log: [MotionEvent] = []
        for _ in 0..<135 { deal.world.advance(logging: &log) }
        #expect(deal.showsTick(45))  // the second cycle runs backwards
        for _ in 0..<135 { deal.world.advance(logging: &log) }
        #expect(deal.showsTick(90))
        let whole = log.filter { $0.isOf(Choreography.self) }
        #expect(whole.map(\.kind) == [.cycleCompleted(index: 0), .cycleCompleted(index: 1), .finished])
        #expect(whole.map(\.tick) == [90, 180, 270])
        #expect(whole.allSatisfy { $0.entity == deal.table })
        // Each track lands in the two forward cycles and reports nothing else.
        let tracks = log.filter { !$0.isOf(Choreography.self) }
        #expect(tracks.allSatisfy { $0.isFinished && ($0.tick <= 90 || $0.tick > 180) })
    }

    @Test func timelineTracksStartFromTheirInitialValueAndMovesFromTheComponents() {
        let world = World(tickRate: 60)
        let (conductor, moved, bare, placed) = (world.spawn(), world.spawn(), world.spawn(), world.spawn())
        world.set(Float(5), for: moved)
        world.animate(moved, to: Float(9), .linear(duration: 1))
        world.set(Float(100), for: placed)
        world.advance()
        let running = world.get(Float.self, of: moved)!
        var choreography = Choreography(tickRate: 60)
        choreography.animate(moved, to: Float(20), .linear(duration: 1), at: .at(0.5))
        choreography.animate(bare, to: Float(7), .linear(duration: 1), at: .at(0.5))
        var entrance = Timeline(from: Float(-3), tickRate: 60)
        entrance.add(to: 3, .linear(duration: 0.5))
        choreography.add(entrance, on: placed, at: .at(0.25))
        world.play(choreography, on: conductor)
        #expect(world.get(Float.self, of: moved) == running)  // held until its move starts
        #expect(world.get(Float.self, of: bare) == 7)  // no component: the move's target
        #expect(world.get(Float.self, of: placed) == -3)  // the timeline's initial value, at once
        #expect(!world.isAnimating(Float.self, of: moved))  // the transition gave way to the track
        for _ in 0..<60 { world.advance() }
        #expect(world.get(Float.self, of: moved) == running + (20 - running) / 2)
        #expect(world.get(Float.self, of: placed) == 3)
        // Played again, the moves start from where the components are now; the timeline does not.
        world.play(choreography, on: conductor)
        #expect(world.get(Float.self, of: moved) == running + (20 - running) / 2)
        #expect(world.get(Float.self, of: placed) == -3)
    }

    @Test func movesOfOnePairMergeIntoOneTrackAndTakeOver() {
        let world = World(tickRate: 60)
        let (conductor, card) = (world.spawn(), world.spawn())
        world.set(Float(0), for: card)
        var choreography = Choreography(tickRate: 60)
        choreography.animate(card, to: Float(10), .linear(duration: 1))
        choreography.animate(card, to: Float(-10), .linear(duration: 1), at: .withPrevious(offset: 0.5))
        #expect(choreography.trackCount == 1)
        #expect(choreography.durationTicks == 90)
        var expected = Timeline(from: Float(0), tickRate: 60)
        expected.add(to: 10, .linear(duration: 1))
        expected.add(to: -10, .linear(duration: 1), at: .at(0.5))
        world.play(choreography, on: conductor)
        for tick in 1...90 {
            world.advance()
            #expect(world.get(Float.self, of: card) == expected.value(atTick: UInt64(tick)), "tick \(tick)")
        }
        // A copy taken before another move keeps its own track.
        var longer = choreography
        longer.animate(card, to: Float(1), .linear(duration: 1))
        #expect(longer.durationTicks == 150 && choreography.durationTicks == 90)
    }

    @Test func nestedChoreographiesKeepTheirPlaces() {
        let world = World(tickRate: 60)
        let (conductor, a, b) = (world.spawn(), world.spawn(), world.spawn())
        world.set(Float(0), for: a)
        world.set(Float(0), for: b)
        var inner = Choreography(tickRate: 60)
        inner.animate(a, to: Float(1), .linear(duration: 0.5))
        inner.animate(b, to: Float(2), .linear(duration: 0.5), at: .withPrevious(offset: 0.25))
        var outer = Choreography(tickRate: 60)
        outer.animate(a, to: Float(-1), .linear(duration: 0.5))
        let nested = outer.add(inner, at: .afterPrevious(gap: 0.5))
        let refused = !outer.add(Choreography(tickRate: 30))
        #expect(nested && refused)
        #expect(outer.trackCount == 2 && outer.durationTicks == 60 + 45)
        world.play(outer, on: conductor)
        for _ in 0..<60 { world.advance() }
        #expect(world.get(Float.self, of: a) == -1 && world.get(Float.self, of: b) == 0)
        for _ in 0..<45 { world.advance() }
        #expect(world.get(Float.self, of: a) == 1 && world.get(Float.self, of: b) == 2)
    }

    @Test func theHashCoversTracksAndPlayheadAndRepeatsExactly() {
        func run(lastTarget: Float, reverseAt: Int? = nil) -> [UInt64] {
            let deal = Deal()
            var choreography = deal.choreography
            choreography.animate(deal.cards[0], to: SIMD2(lastTarget, 0), .spring(duration: 0.5))
            deal.world.play(choreography, on: deal.table, repeatCount: nil)
            var hashes: [UInt64] = []
            for tick in 0..<200 {
                if tick == reverseAt { deal.world.choreography(of: deal.table)?.isReversed = true }
                deal.world.advance()
                hashes.append(deal.world.stateHash())
            }
            return hashes
        }
        let reference = run(lastTarget: 7)
        #expect(run(lastTarget: 7) == reference)
        // A later track's target differs: the hash differs from the first tick on.
        #expect(zip(run(lastTarget: 8), reference).allSatisfy { $0 != $1 })
        let reversed = run(lastTarget: 7, reverseAt: 50)
        #expect(reversed.prefix(50) == reference.prefix(50) && reversed[50] != reference[50])
    }

    @Test func badInputIsRefusedOrSkipped() {
        let world = World(tickRate: 60)
        let (conductor, gone, card) = (world.spawn(), world.spawn(), world.spawn())
        var choreography = Choreography(tickRate: 60)
        choreography.animate(gone, to: Float(1), .linear(duration: 1))
        choreography.animate(card, to: Float(2), .linear(duration: 1))
        let refused = !choreography.add(Timeline(from: Float(0), tickRate: 30), on: card)
        #expect(refused)
        world.despawn(gone)
        #expect(!world.play(choreography, on: gone))
        #expect(!world.play(Choreography(tickRate: 30), on: conductor))
        #expect(world.play(choreography, on: conductor))
        #expect(world.get(Float.self, of: card) == 2 && world.activeTimelineCount == 2)
        // Positions beyond the longest timeline are clamped, never trapped on.
        var long = Choreography(tickRate: 60)
        long.animate(card, to: Float(3), .linear(duration: 1).repeatCount(Int.max), at: .at(1e300))
        long.animate(card, to: Float(4), .linear(duration: .infinity), at: .afterPrevious(gap: .infinity))
        #expect(long.durationTicks == Timeline<Float>.maximumTicks)
        #expect(world.play(long, on: conductor))
        world.choreography(of: conductor)?.seek(toSeconds: .infinity)
        #expect(world.get(Float.self, of: card) == 4)
    }

    @Test func changesDuringAQueryWaitForIt() throws {
        let deal = Deal()
        deal.world.play(deal.choreography, on: deal.table)
        for _ in 0..<10 { deal.world.advance() }
        let show = try #require(deal.world.choreography(of: deal.table))
        deal.world.query(Float.self) { _, _ in
            show.seek(toSeconds: 1)
            #expect(deal.showsTick(10))
        }
        #expect(deal.showsTick(60))
    }
}
