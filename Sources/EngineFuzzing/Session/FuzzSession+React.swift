import Engine

extension FuzzSession {
    /// A game's system reacting to the last tick's events: every transition that finished on
    /// the world's last tick (as `world.events` holds it, also after a restore) starts another
    /// move of the same value on the same entity, to a target made from the event, under the
    /// animation `index`. The model reacts to its own record of the last tick; both must see the
    /// same finishes, and the moves they start are then compared like any other.
    func react(animation index: Int) throws(Divergence) {
        let seen = world.events
            .filter { $0.tick == world.tick && $0.motion == .transition && $0.isFinished }
            .map { ModelEvent(entity: $0.entity, kind: kind(of: $0), tick: $0.tick) }
            .sorted()
        let expected = model.lastTickEvents.completions.filter { $0.tick == model.tick }.sorted()
        try expect(
            seen == expected,
            "a system saw the last tick's finishes \(seen.map(show)), expected \(expected.map(show))")
        let animation = FuzzAnimations.all[index % FuzzAnimations.all.count].animation
        for event in seen {
            let level = Float(event.tick % 97) + Float(event.entity.index % 7) / 8
            let real: Bool
            let modelled: Bool
            switch event.kind {
            case .float:
                real = world.animate(event.entity, to: level, animation)
                modelled = model.animate(event.entity, to: level, animation)
            case .vector:
                let target = SIMD2(level, -level)
                real = world.animate(event.entity, to: target, animation)
                modelled = model.animate(event.entity, to: target, animation)
            case .level:
                real = world.setEnvironment(\.fuzzLevel, level, for: event.entity, animation)
                modelled = model.environmentLevel(level, on: event.entity, animation)
            case .offset:
                let target = SIMD2(-level, level)
                real = world.setEnvironment(
                    \.fuzzOffset, target, for: event.entity, animation)
                modelled = model.environmentOffset(target, on: event.entity, animation)
            }
            try expect(
                real == modelled, "a reaction to \(show(event)) returned \(real), expected \(modelled)")
            reactions += 1
        }
    }
}
