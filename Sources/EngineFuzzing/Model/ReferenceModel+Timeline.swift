import Engine
import TransitionCore

extension ReferenceModel {
    /// Plays `timeline` on `entity`'s component from its start: refused for a stale entity or
    /// a timeline laid out at another tick rate; the component takes the value at the start,
    /// ending any move or timeline of it.
    func play<Value>(
        _ timeline: Timeline<Value>, on entity: Entity, repeatCount: Int?, autoreverses: Bool,
        _ lane: TimelineLane<Value>
    ) -> Bool {
        guard alive.contains(entity), timeline.tickRate == rate else { return false }
        if deferIfQuerying({
            _ = self.play(timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses, lane)
        }) {
            return true
        }
        var player = ModelTimeline(timeline, repeatCount: repeatCount, autoreverses: autoreverses)
        playsStarted += 1
        player.run = playsStarted
        self[keyPath: lane.values][entity, default: ModelValue(player.value)].set(player.value)
        self[keyPath: lane.timelines][entity] = player
        return true
    }

    /// What `control`, through a controller of run `run`, does to `entity`'s timeline; returns
    /// whether that run was playing (for a change requested during a query: when it was
    /// requested; it is applied when the query ends only if that run still plays then).
    func steer<Value>(
        _ control: TimelineControl, of entity: Entity, run: UInt64, _ lane: TimelineLane<Value>
    ) -> Bool {
        guard self[keyPath: lane.timelines][entity]?.run == run else { return false }
        if deferIfQuerying({ _ = self.steer(control, of: entity, run: run, lane) }) { return true }
        switch control {
        case .pause(let paused): return update(entity, lane) { $0.isPaused = paused }
        case .reverse(let reversed): return update(entity, lane) { $0.isReversed = reversed }
        case .timeScale(let numerator, let denominator):
            return update(entity, lane) { $0.setTimeScale(numerator, denominator) }
        case .seekSeconds(let seconds): return seek(entity, seconds: seconds, lane)
        case .seekProgress(let progress):
            // The fraction of the whole run, or of the first cycle of one that never ends,
            // taken as seconds.
            guard let timeline = self[keyPath: lane.timelines][entity] else { return false }
            let span = Double(timeline.end ?? timeline.cycleLength)
            let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)  // +∞ is the end
            return seek(entity, seconds: span * fraction / (0x1p20 * Double(rate)), lane)
        case .stop:
            guard self[keyPath: lane.timelines][entity] != nil else { return false }
            if deferIfQuerying({ self[keyPath: lane.timelines][entity] = nil }) { return true }
            self[keyPath: lane.timelines][entity] = nil
            return true
        }
    }

    /// Seconds into the run, NaN, infinite or negative ones as 0, in units; clamped when applied.
    private func seek<Value>(_ entity: Entity, seconds: Double, _ lane: TimelineLane<Value>) -> Bool {
        let units = seconds > 0 ? seconds * (0x1p20 * Double(rate)) : 0  // +∞ is the end; NaN the start
        return update(entity, lane) { $0.seek(units: units) }
    }

    /// Changes `entity`'s timeline and shows the value at its playhead (during a query, when
    /// the query ends, to whatever timeline plays then).
    private func update<Value>(
        _ entity: Entity, _ lane: TimelineLane<Value>,
        _ change: @escaping (inout ModelTimeline<Value>) -> Void
    ) -> Bool {
        guard self[keyPath: lane.timelines][entity] != nil else { return false }
        if deferIfQuerying({ _ = self.update(entity, lane, change) }) { return true }
        change(&self[keyPath: lane.timelines][entity]!)
        self[keyPath: lane.values][entity]!.value = self[keyPath: lane.timelines][entity]!.value
        return true
    }

    /// One tick of every timeline of `lane`: each steps its playhead once for every whole tick
    /// its entity's clock domain ran (`steps`, by domain), until it finishes; one that stepped
    /// shows its value (even a paused one), one that did not leaves the component alone; those
    /// that finish end.
    func advanceTimelines<Value>(_ lane: TimelineLane<Value>, steps: [UInt64]) {
        for entity in Array(self[keyPath: lane.timelines].keys) {
            let domain = self.domain(of: entity)
            guard steps[domain] > 0 else { continue }
            var timeline = self[keyPath: lane.timelines][entity]!
            var finished = false
            for _ in 0..<steps[domain] where !finished {
                let (completed, done) = timeline.advance()
                for index in completed {
                    timelineEvents.append(
                        ModelTimelineEvent(
                            entity: entity, kind: lane.kind, event: .cycleCompleted(index: index), tick: tick)
                    )
                }
                if done {
                    timelineEvents.append(
                        ModelTimelineEvent(entity: entity, kind: lane.kind, event: .finished, tick: tick))
                }
                finished = done
                timelineTicks += 1
                if domain != 0 { domainMotionTicks += 1 }
            }
            self[keyPath: lane.values][entity]!.value = timeline.value
            self[keyPath: lane.timelines][entity] = finished ? nil : timeline
        }
    }

    /// `entity`'s component presented `alpha` of a tick on: from the timeline driving it, if
    /// one does, as far as the next tick steps it; else from its move, on its clock domain.
    func presented<Value>(
        _ value: ModelValue<Value>?, _ timeline: ModelTimeline<Value>?, of entity: Entity, alpha: Double
    ) -> Value? {
        if let timeline {
            return timeline.presented(alpha: alpha, steps: domains[domain(of: entity)].nextSteps)
        }
        return value.map { presented($0, of: entity, alpha: alpha) }
    }

    /// Number of timelines playing.
    var timelineCount: Int { floatTimelines.count + vectorTimelines.count }
}
