import Engine
import TransitionCore

extension FuzzSession {
    /// Everything, then forgets the events of this step on both sides.
    func checkEverything() throws(Divergence) {
        try checkState()
        let real = world.events.map { event in
            ModelEvent(entity: event.entity, kind: kind(of: event), tick: event.tick)
        }
        try expect(
            real.sorted() == model.events.sorted(),
            "events \(real.sorted().map(show)), expected \(model.events.sorted().map(show))")
        world.clearEvents()
        model.clearEvents()
        if step % 16 == 0 {
            try expect(
                Set(world.entities(with: Float.self)) == Set(model.floats.keys), "entities(with: Float.self)")
            try expect(
                Set(world.entities(with: SIMD2<Float>.self)) == Set(model.vectors.keys),
                "entities(with: SIMD2<Float>.self)")
            try expect(
                Set(world.entities(with: FuzzLabel.self)) == Set(model.labels.keys),
                "entities(with: FuzzLabel.self)")
        }
    }

    /// The tick, the counts, and every living or recently despawned entity.
    func checkState() throws(Divergence) {
        try expect(world.tick == model.tick, "tick \(world.tick), expected \(model.tick)")
        try expect(
            world.entityCount == model.alive.count,
            "entityCount \(world.entityCount), expected \(model.alive.count)")
        try expect(world.count(of: Float.self) == model.floats.count, "count(of: Float.self)")
        try expect(world.count(of: SIMD2<Float>.self) == model.vectors.count, "count(of: SIMD2<Float>.self)")
        try expect(world.count(of: FuzzLabel.self) == model.labels.count, "count(of: FuzzLabel.self)")
        try expect(
            world.activeTransitionCount == model.runningCount,
            "activeTransitionCount \(world.activeTransitionCount), expected \(model.runningCount)")
        for entity in model.alive {
            try check(entity)
        }
        for entity in model.recentlyDespawned {
            try check(entity)
        }
    }

    /// One entity, alive or stale, through every reading the world offers.
    func check(_ entity: Entity) throws(Divergence) {
        try expect(world.isAlive(entity) == model.alive.contains(entity), "isAlive(\(entity))")
        try check(Float.self, entity, model.floats[entity], "Float")
        try check(SIMD2<Float>.self, entity, model.vectors[entity], "SIMD2<Float>")
        try expect(
            world.get(FuzzLabel.self, of: entity) == model.labels[entity],
            "get(FuzzLabel.self, of: \(entity))")
        try expect(
            world.has(FuzzLabel.self, entity) == (model.labels[entity] != nil),
            "has(FuzzLabel.self, \(entity))")
        try expect(world.parent(of: entity) == model.parents[entity], "parent(of: \(entity))")
        try expect(
            world.children(of: entity) == model.children[entity] ?? [],
            "children(of: \(entity)) \(world.children(of: entity)), expected \(model.children[entity] ?? [])")
        do {
            let level = world.environment(\.fuzzLevel, of: entity, alpha: alpha)
            let expectedLevel = model.environmentLevel(of: entity, alpha: alpha)
            try expect(
                BitExact.same(level, expectedLevel),
                "environment(\\.fuzzLevel, of: \(entity), alpha: \(alpha)) \(BitExact.show(level)), "
                    + "expected \(BitExact.show(expectedLevel))")
            let offset = world.environment(\.fuzzOffset, of: entity, alpha: alpha)
            let expectedOffset = model.environmentOffset(of: entity, alpha: alpha)
            try expect(
                BitExact.same(offset, expectedOffset),
                "environment(\\.fuzzOffset, of: \(entity), alpha: \(alpha)) \(BitExact.show(offset)), "
                    + "expected \(BitExact.show(expectedOffset))")
        }
        guard step % 4 == 0 else { return }
        let all = world.environment(of: entity, alpha: alpha)
        try expect(
            BitExact.same(all.fuzzLevel, model.environmentLevel(of: entity, alpha: alpha))
                && BitExact.same(all.fuzzOffset, model.environmentOffset(of: entity, alpha: alpha)),
            "environment(of: \(entity), alpha: \(alpha))")
    }

    private func check<Value: Transitionable & BitComparable>(
        _ type: Value.Type, _ entity: Entity, _ expected: ModelValue<Value>?, _ name: String
    ) throws(Divergence) {
        let got = world.get(type, of: entity)
        try expect(
            same(got, expected?.value),
            "get(\(name).self, of: \(entity)) \(show(got)), expected \(show(expected?.value))")
        try expect(world.has(type, entity) == (expected != nil), "has(\(name).self, \(entity))")
        try expect(
            world.isAnimating(type, entity) == (expected?.running != nil),
            "isAnimating(\(name).self, \(entity)) \(world.isAnimating(type, entity))")
        for alpha in [0, alpha] {
            let presented = world.presented(type, of: entity, alpha: alpha)
            let expectedPresented = expected?.presented(tick: model.tick, alpha: alpha, rate: model.rate)
            try expect(
                same(presented, expectedPresented),
                "presented(\(name).self, of: \(entity), alpha: \(alpha)) \(show(presented)), "
                    + "expected \(show(expectedPresented))")
        }
        let transition = world.transition(type, of: entity)
        guard let running = expected?.running, let expected else {
            try expect(transition == nil, "transition(\(name).self, of: \(entity)) is not nil")
            return
        }
        guard let transition else { throw fail("transition(\(name).self, of: \(entity)) is nil") }
        try expect(
            same(transition.from, running.from) && same(transition.to, running.to)
                && same(transition.velocity, running.velocity),
            "transition(\(name).self, of: \(entity)) from \(show(transition.from)) to \(show(transition.to)) "
                + "velocity \(show(transition.velocity)), expected from \(show(running.from)) to \(show(running.to)) "
                + "velocity \(show(running.velocity))")
        try expect(
            BitExact.same(transition.start, Double(expected.startTick) / Double(model.rate)),
            "transition(\(name).self, of: \(entity)).start \(transition.start), expected tick \(expected.startTick)"
        )
        try expect(
            BitExact.hash(transition.animation) == BitExact.hash(running.animation),
            "transition(\(name).self, of: \(entity)).animation differs")
    }

    private func same<Value: BitComparable>(_ a: Value?, _ b: Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.isBitIdentical(to: b)
        default: false
        }
    }

    private func show<Value: BitComparable>(_ value: Value?) -> String {
        value?.bits ?? "nil"
    }

    private func kind(of event: TransitionCompleted) -> ModelEvent.Kind {
        if event.environmentKeyPath == \EnvironmentValues.fuzzLevel { return .level }
        if event.environmentKeyPath == \EnvironmentValues.fuzzOffset { return .offset }
        return event.isOf(Float.self) ? .float : .vector
    }

    private func show(_ event: ModelEvent) -> String {
        "\(event.kind)@\(event.entity.index):\(event.entity.generation)#\(event.tick)"
    }
}
