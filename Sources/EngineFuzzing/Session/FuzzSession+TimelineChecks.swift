import Engine
import TransitionCore

extension FuzzSession {
    /// `world.timeline(_:of:)` for `entity`'s component of `lane`'s type: there exactly when the
    /// model has a timeline playing, at the model's playhead (`position`) every step; every
    /// fourth step also the readings that restate it or the controls (`progress`, `cycle`,
    /// `isPaused`, `isReversed`, `timeScale`), and a controller handed out earlier must read
    /// as stopped once its run has ended or been replaced, and as playing while it plays.
    func checkTimeline<Value>(
        _ lane: TimelineLane<Value>, _ entity: Entity, _ expected: ModelTimeline<Value>?, thorough: Bool
    ) throws(Divergence) {
        let name = "timeline(\(lane.kind.typeName).self, of: \(entity))"
        let controller = world.timeline(Value.self, of: entity)
        if thorough, let (held, run) = self[keyPath: lane.controllers][entity] {
            if run != expected?.run {
                guard
                    !held.isPlaying && !held.isPaused && !held.isReversed && held.timeScale == .normal
                        && held.position == 0 && held.progress == 0 && held.cycle == 0 && held.labels.isEmpty
                else {
                    throw fail("\(name)'s run \(run) has ended but its controller reads \(describe(held))")
                }
            } else if !held.isPlaying {
                throw fail("\(name)'s run \(run) plays but its controller reads \(describe(held))")
            }
        }
        guard let expected else {
            guard controller == nil else { throw fail("\(name) is not nil") }
            return
        }
        guard let controller else { throw fail("\(name) is nil") }
        guard BitExact.same(controller.position, expected.position(rate: model.rate)) else {
            throw fail(
                "\(name).position \(controller.position), expected \(expected.position(rate: model.rate)) "
                    + "(\(expected.units) units)")
        }
        guard thorough else { return }
        guard
            controller.isPlaying && controller.isPaused == expected.isPaused
                && controller.isReversed == expected.isReversed
                && controller.timeScale.numerator == expected.numerator
                && controller.timeScale.denominator == expected.denominator
                && controller.cycle == Int(expected.cycle(at: expected.units))
                && BitExact.same(controller.progress, expected.progress)
        else {
            throw fail(
                "\(name) reads \(describe(controller)), expected paused \(expected.isPaused) "
                    + "reversed \(expected.isReversed) scale \(expected.numerator)/\(expected.denominator) "
                    + "cycle \(expected.cycle(at: expected.units)) units \(expected.units) "
                    + "position \(expected.position(rate: model.rate)) progress \(expected.progress)")
        }
    }

    /// Between the ticks of one operation: every component a timeline drives holds the value
    /// at the model's playhead.
    func checkTimelineValues() throws(Divergence) {
        try checkTimelineValues(TimelineLane.floats)
        try checkTimelineValues(TimelineLane.vectors)
    }

    private func checkTimelineValues<Value>(_ lane: TimelineLane<Value>) throws(Divergence) {
        for entity in model[keyPath: lane.timelines].keys {
            let value = world.get(Value.self, of: entity)
            let expected = model[keyPath: lane.values][entity]?.value
            guard same(value, expected) else {
                throw fail(
                    "at tick \(model.tick), get(\(lane.kind.typeName).self, of: \(entity)) \(show(value)), "
                        + "expected \(show(expected))")
            }
        }
    }

    private func describe(_ controller: PlaybackController) -> String {
        "playing \(controller.isPlaying) paused \(controller.isPaused) reversed \(controller.isReversed) "
            + "scale \(controller.timeScale.numerator)/\(controller.timeScale.denominator) cycle \(controller.cycle) "
            + "position \(controller.position) progress \(controller.progress)"
    }
}
