import Engine
import TransitionCore

extension FuzzSession {
    /// Everything, then forgets the events of this step on both sides.
    func checkEverything() throws(Divergence) {
        try checkState()
        try expect(
            model.overdueMoves.isEmpty, "moves running past their length: \(model.overdueMoves.map(show))")
        // Only the last tick's events can be read after ticks a query deferred.
        let collected = eventsAreComplete ? realEvents : world.events.filter { $0.tick == world.tick }
        let real = collected.filter { $0.motion == .transition && $0.isFinished }.map { event in
            ModelEvent(entity: event.entity, kind: kind(of: event), tick: event.tick)
        }
        // Read from the world, the last tick's events are those a restore put back, if any.
        let expected =
            eventsAreComplete
            ? model.events : model.lastTickEvents.completions.filter { $0.tick == world.tick }
        try expect(
            real.sorted() == expected.sorted(),
            "events \(real.sorted().map(show)), expected \(expected.sorted().map(show))")
        let timelineEvents = ModelTimelineEvent.byTimeline(
            collected.filter { $0.motion == .timeline && $0.interruption == nil }.map { event in
                ModelTimelineEvent(
                    entity: event.entity,
                    kind: event.valueType == ObjectIdentifier(Float.self) ? .float : .vector,
                    event: event.kind, tick: event.tick)
            })
        let expectedTimelineEvents = ModelTimelineEvent.byTimeline(
            eventsAreComplete
                ? model.timelineEvents : model.lastTickEvents.timelines.filter { $0.tick == world.tick })
        try expect(
            timelineEvents == expectedTimelineEvents,
            "timelineEvents \(timelineEvents), expected \(expectedTimelineEvents)")
        timelineEventCount += timelineEvents.count
        realEvents.removeAll()
        eventsAreComplete = true
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
        try expect(
            world.activeTimelineCount == model.timelineCount,
            "activeTimelineCount \(world.activeTimelineCount), expected \(model.timelineCount)")
        for entity in model.alive {
            try check(entity)
        }
        for entity in model.recentlyDespawned {
            try check(entity)
        }
        try checkDomains()
    }

    /// One entity, alive or stale, through every reading the world offers: the values, the
    /// transitions, the hierarchy and the environment every step; the readings that only
    /// restate those (`has`, `isAnimating`, `environment(of:)`) every fourth step. Written with
    /// `guard`, not ``expect(_:_:)``, as it runs a few hundred thousand times a test.
    func check(_ entity: Entity) throws(Divergence) {
        let thorough = step % 4 == 0
        guard world.isAlive(entity) == model.alive.contains(entity) else { throw fail("isAlive(\(entity))") }
        try check(TimelineLane.floats, entity, thorough: thorough)
        try check(TimelineLane.vectors, entity, thorough: thorough)
        guard world.get(FuzzLabel.self, of: entity) == model.labels[entity] else {
            throw fail("get(FuzzLabel.self, of: \(entity))")
        }
        guard world.parent(of: entity) == model.parents[entity] else { throw fail("parent(of: \(entity))") }
        let children = world.children(of: entity)
        guard children == model.children[entity] ?? [] else {
            throw fail("children(of: \(entity)) \(children), expected \(model.children[entity] ?? [])")
        }
        let level = world.environment(\.fuzzLevel, of: entity, alpha: alpha)
        let expectedLevel = model.environmentLevel(of: entity, alpha: alpha)
        guard BitExact.same(level, expectedLevel) else {
            throw fail(
                "environment(\\.fuzzLevel, of: \(entity), alpha: \(alpha)) \(BitExact.show(level)), "
                    + "expected \(BitExact.show(expectedLevel))")
        }
        let offset = world.environment(\.fuzzOffset, of: entity, alpha: alpha)
        let expectedOffset = model.environmentOffset(of: entity, alpha: alpha)
        guard BitExact.same(offset, expectedOffset) else {
            throw fail(
                "environment(\\.fuzzOffset, of: \(entity), alpha: \(alpha)) \(BitExact.show(offset)), "
                    + "expected \(BitExact.show(expectedOffset))")
        }
        guard thorough else { return }
        guard world.has(FuzzLabel.self, of: entity) == (model.labels[entity] != nil) else {
            throw fail("has(FuzzLabel.self, \(entity))")
        }
        let all = world.environment(of: entity, alpha: alpha)
        guard BitExact.same(all.fuzzLevel, expectedLevel), BitExact.same(all.fuzzOffset, expectedOffset)
        else {
            throw fail("environment(of: \(entity), alpha: \(alpha))")
        }
    }

    /// The component of `lane`'s type: its value, presented values, transition and timeline.
    private func check<Value>(_ lane: TimelineLane<Value>, _ entity: Entity, thorough: Bool)
        throws(Divergence)
    {
        let type = Value.self
        let name = lane.kind.typeName
        let expected = model[keyPath: lane.values][entity]
        let timeline = model[keyPath: lane.timelines][entity]
        let value = world.get(type, of: entity)
        guard same(value, expected?.value) else {
            throw fail("get(\(name).self, of: \(entity)) \(show(value)), expected \(show(expected?.value))")
        }
        try checkPresented(lane, entity, expected, timeline, alpha: 0)
        try checkPresented(lane, entity, expected, timeline, alpha: alpha)
        try checkTimeline(lane, entity, timeline, thorough: thorough)
        let transition = world.transition(type, of: entity)
        if thorough {
            guard world.has(type, of: entity) == (expected != nil) else {
                throw fail("has(\(name).self, \(entity))")
            }
            guard world.isAnimating(type, of: entity) == (expected?.running != nil) else {
                throw fail("isAnimating(\(name).self, \(entity)) \(world.isAnimating(type, of: entity))")
            }
        }
        guard let expected, let running = expected.running else {
            guard transition == nil else { throw fail("transition(\(name).self, of: \(entity)) is not nil") }
            return
        }
        guard let transition else { throw fail("transition(\(name).self, of: \(entity)) is nil") }
        guard
            same(transition.from, running.from) && same(transition.to, running.to)
                && same(transition.velocity, running.velocity)
        else {
            throw fail(
                "transition(\(name).self, of: \(entity)) from \(show(transition.from)) to \(show(transition.to)) "
                    + "velocity \(show(transition.velocity)), expected from \(show(running.from)) "
                    + "to \(show(running.to)) velocity \(show(running.velocity))")
        }
        guard BitExact.same(transition.start, Double(expected.startTick) / Double(model.rate)) else {
            throw fail(
                "transition(\(name).self, of: \(entity)).start \(transition.start), expected tick \(expected.startTick)"
            )
        }
        guard !thorough || BitExact.hash(transition.animation) == BitExact.hash(running.animation) else {
            throw fail("transition(\(name).self, of: \(entity)).animation differs")
        }
    }

    private func checkPresented<Value>(
        _ lane: TimelineLane<Value>, _ entity: Entity, _ expected: ModelValue<Value>?,
        _ timeline: ModelTimeline<Value>?, alpha: Double
    ) throws(Divergence) {
        let presented = world.presented(Value.self, of: entity, alpha: alpha)
        let expectedPresented = model.presented(expected, timeline, of: entity, alpha: alpha)
        guard same(presented, expectedPresented) else {
            throw fail(
                "presented(\(lane.kind.typeName).self, of: \(entity), alpha: \(alpha)) \(show(presented)), "
                    + "expected \(show(expectedPresented))")
        }
    }

    func same<Value: BitComparable>(_ a: Value?, _ b: Value?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.isBitIdentical(to: b)
        default: false
        }
    }

    func show<Value: BitComparable>(_ value: Value?) -> String {
        value?.bits ?? "nil"
    }

    func kind(of event: MotionEvent) -> ModelEvent.Kind {
        if event.environmentKeyPath == \EnvironmentValues.fuzzLevel { return .level }
        if event.environmentKeyPath == \EnvironmentValues.fuzzOffset { return .offset }
        return event.isOf(Float.self) ? .float : .vector
    }

    func show(_ event: ModelEvent) -> String {
        "\(event.kind)@\(event.entity.index):\(event.entity.generation)#\(event.tick)"
    }
}
