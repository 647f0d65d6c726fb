import Engine
import TransitionCore

extension FuzzSession {
    /// Plays the timeline `recipe` describes on the world and on the model.
    func play(
        _ kind: TimelineKind, _ entity: Entity, _ recipe: TimelineRecipe, repeatCount: Int?,
        autoreverses: Bool
    ) throws(Divergence) {
        switch kind {
        case .float:
            try play(
                TimelineLane.floats, entity, recipe, repeatCount: repeatCount, autoreverses: autoreverses)
        case .vector:
            try play(
                TimelineLane.vectors, entity, recipe, repeatCount: repeatCount, autoreverses: autoreverses)
        }
    }

    /// Steers `entity`'s timeline of `kind` on the world and on the model.
    func steer(_ kind: TimelineKind, _ entity: Entity, _ control: TimelineControl) throws(Divergence) {
        switch kind {
        case .float: try steer(TimelineLane.floats, entity, control)
        case .vector: try steer(TimelineLane.vectors, entity, control)
        }
    }

    private func play<Value>(
        _ lane: TimelineLane<Value>, _ entity: Entity, _ recipe: TimelineRecipe, repeatCount: Int?,
        autoreverses: Bool
    ) throws(Divergence) {
        let timeline = recipe.build(Value.self, tickRate: world.tickRate)
        let real = world.play(timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses)
        let expected = model.play(
            timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses, lane)
        try expect(real == expected, "play returned \(real), expected \(expected)")
    }

    /// Steers through the world's controller, or, every third step, through the last one it
    /// handed out for the entity, whose changes must do nothing once its run has ended or
    /// another `play` replaced it.
    private func steer<Value>(_ lane: TimelineLane<Value>, _ entity: Entity, _ control: TimelineControl)
        throws(Divergence)
    {
        if self[keyPath: lane.controllers][entity] == nil || step % 3 != 0,
            let current = world.timeline(Value.self, of: entity),
            let run = model[keyPath: lane.timelines][entity]?.run
        {
            self[keyPath: lane.controllers][entity] = (current, run)
        }
        guard let (controller, run) = self[keyPath: lane.controllers][entity] else {
            let expected = model[keyPath: lane.timelines][entity] != nil
            try expect(!expected, "timeline(\(lane.kind.typeName).self, of: \(entity)) is nil")
            return
        }
        let expected = model.steer(control, of: entity, run: run, lane)
        let real: Bool
        switch control {
        case .pause(let paused):
            controller.isPaused = paused
            return
        case .reverse(let reversed):
            controller.isReversed = reversed
            return
        case .timeScale(let numerator, let denominator):
            controller.timeScale = TimeScale(numerator, denominator)
            return
        case .seekSeconds(let seconds): real = controller.seek(toSeconds: seconds)
        case .seekProgress(let progress): real = controller.seek(toProgress: progress)
        case .stop: real = controller.stop()
        }
        try expect(real == expected, "\(control.swift) returned \(real), expected \(expected)")
    }
}
