import Engine

extension OperationGenerator {
    /// Entities with a timeline playing, with the kind of one of them, in a fixed order.
    private func playing(_ model: ReferenceModel) -> [(Entity, TimelineKind)] {
        (model.floatTimelines.keys.map { ($0, TimelineKind.float) }
            + model.vectorTimelines.keys.map { ($0, TimelineKind.vector) })
            .sorted { ($0.0, $0.1.rawValue) < ($1.0, $1.1.rawValue) }
    }

    /// The entity a set, animation, removal or despawn acts on: often one a timeline drives.
    mutating func subject(_ model: ReferenceModel, _ inQuery: Bool) -> EntityReference {
        let playing = self.playing(model)
        guard !playing.isEmpty, chance(12) else { return entity(model, inQuery) }
        return .spawned(model.ordinalOf[playing[below(playing.count)].0]!)
    }

    /// A play of a random timeline, once or a few times or forever, autoreversing or not.
    mutating func play(_ model: ReferenceModel, _ inQuery: Bool) -> FuzzOperation {
        let repeatCount: Int? =
            switch below(100) {
            case 0..<40: 1
            case 40..<75: 2 + below(3)
            case 75..<78: Int.max
            default: nil
            }
        var recipe = self.recipe(depth: 0)
        if chance(3) { recipe.tickRateOffset = 1 }
        return .play(
            TimelineKind.allCases[below(2)], entity(model, inQuery), recipe, repeatCount: repeatCount,
            autoreverses: chance(40))
    }

    /// A change to a playing timeline (mostly), or to an entity's that has ended or never was.
    mutating func steer(_ model: ReferenceModel, _ inQuery: Bool) -> FuzzOperation {
        let playing = self.playing(model)
        let entity: EntityReference
        let kind: TimelineKind
        var runSeconds = 1.0
        if !playing.isEmpty, chance(75) {
            let (picked, pickedKind) = playing[below(playing.count)]
            entity = .spawned(model.ordinalOf[picked]!)
            kind = pickedKind
            runSeconds = seconds(of: picked, kind, model)
        } else {
            entity = self.entity(model, inQuery)
            kind = TimelineKind.allCases[below(2)]
        }
        return .steer(kind, entity, control(runSeconds: runSeconds))
    }

    /// How far seeks of the timeline playing on `entity` reach.
    private func seconds(of entity: Entity, _ kind: TimelineKind, _ model: ReferenceModel) -> Double {
        switch kind {
        case .float: model.floatTimelines[entity]!.runSeconds
        case .vector: model.vectorTimelines[entity]!.runSeconds
        }
    }

    private mutating func control(runSeconds: Double) -> TimelineControl {
        switch below(100) {
        case 0..<15: return .pause(chance(55))
        case 15..<30: return .reverse(chance(60))
        case 30..<45:
            let scales: [(UInt64, UInt64)] = [
                (0, 1), (1, 1), (1, 2), (2, 1), (3, 7), (1, 3), (5, 4), (1024, 1), (1, 1024), (2000, 0),
            ]
            let (numerator, denominator) = scales[below(scales.count)]
            return .timeScale(numerator, denominator)
        case 45..<70:
            let odd: [Double] = [-1, -0.0, 0, .nan, .infinity, -.infinity, 1e30]
            return .seekSeconds(
                chance(80) ? runSeconds * 1.2 * Double(random.nextUnitFloat()) : odd[below(odd.count)])
        case 70..<94:
            let odd: [Double] = [-0.5, 0, 1, 1.5, .nan, .infinity, -.infinity]
            return .seekProgress(chance(75) ? Double(random.nextUnitFloat()) : odd[below(odd.count)])
        default: return .stop
        }
    }

    /// A timeline of up to four parts (two when nested), nested at most twice.
    mutating func recipe(depth: Int) -> TimelineRecipe {
        let parts = (0..<1 + below(depth == 0 ? 4 : 2)).map { _ in
            TimelineRecipe.Placed(part: part(depth: depth), position: position())
        }
        return TimelineRecipe(initialValue: vector(), parts: parts)
    }

    private mutating func part(depth: Int) -> TimelineRecipe.Part {
        let roll = below(100)
        if roll < 50 { return .move(to: vector(), animation: timelineAnimation()) }
        if roll < 75 || depth >= 2 {
            let stops = (0..<1 + below(4)).map { _ in
                TimelineRecipe.Stop(
                    time: Double(below(121)) / 200, value: vector(), curve: below(FuzzCurves.all.count))
            }
            return .keyframes(stops, smooth: chance(40))
        }
        if roll < 88 { return .nested(recipe(depth: depth + 1)) }
        return .group((0..<1 + below(3)).map { _ in recipe(depth: depth + 1) })
    }

    /// An animation of ``FuzzAnimations/all`` for a move of a timeline; now and then one of
    /// ``FuzzAnimations/extremes``, whose lengths, delays and repeat counts reach the longest
    /// timeline there is.
    private mutating func timelineAnimation() -> Int {
        guard chance(4) else { return animation() }
        let extremes = FuzzAnimations.extremes.count
        return FuzzAnimations.all.count - extremes + below(extremes)
    }

    private mutating func position() -> TimelinePosition {
        switch below(100) {
        case 0..<40: return .next
        case 40..<55: return .afterPrevious(gap: Double(below(41) - 20) / 100)
        case 55..<75: return .withPrevious(offset: Double(below(31)) / 100)
        case 75..<95: return .at(Double(below(101)) / 100)
        default:
            let odd: [TimelinePosition] = [
                .afterPrevious(gap: .nan), .at(-0.5), .withPrevious(offset: -1), .at(-.infinity),
                .at(.infinity), .at(1e300), .afterPrevious(gap: 1e12), .withPrevious(offset: -1e300),
            ]
            return odd[below(odd.count)]
        }
    }
}
