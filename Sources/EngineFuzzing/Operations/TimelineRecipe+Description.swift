import Engine

extension TimelineRecipe {
    /// The Swift that builds the timeline for `kind`, parts separated by `;` (`rate` is the
    /// world's tick rate).
    func swift(_ kind: TimelineKind) -> String {
        let rate = tickRateOffset == 0 ? "rate" : "rate + \(tickRateOffset)"
        let parts = self.parts.map { placed in
            let position = ", at: \(TimelineRecipe.swift(placed.position)))"
            switch placed.part {
            case .move(let target, let animation):
                return "add(to: \(TimelineRecipe.swift(target, kind)), "
                    + "\(FuzzAnimations.all[animation % FuzzAnimations.all.count].name)" + position
            case .keyframes(let stops, let smooth):
                let frames = stops.map { stop in
                    "Keyframe(\(stop.time), \(TimelineRecipe.swift(stop.value, kind)), "
                        + "curve: \(FuzzCurves.all[stop.curve % FuzzCurves.all.count].name))"
                }
                return "add(Keyframes\(smooth ? ".smooth" : "")([\(frames.joined(separator: ", "))])!"
                    + position
            case .nested(let other):
                return "add(\(other.swift(kind))" + position
            case .group(let members):
                return "addGroup([\(members.map { $0.swift(kind) }.joined(separator: ", "))]" + position
            }
        }
        return "Timeline(from: \(TimelineRecipe.swift(initialValue, kind)), tickRate: \(rate)) { "
            + parts.joined(separator: "; ") + " }"
    }

    private static func swift(_ value: SIMD2<Float>, _ kind: TimelineKind) -> String {
        switch kind {
        case .float: "Float(\(value.x))"
        case .vector: "SIMD2<Float>(\(value.x), \(value.y))"
        }
    }

    private static func swift(_ position: TimelinePosition) -> String {
        switch position {
        case .afterPrevious(let gap): gap == 0 ? ".next" : ".afterPrevious(gap: \(gap))"
        case .withPrevious(let offset): ".withPrevious(offset: \(offset))"
        case .at(let seconds): ".at(\(seconds))"
        case .label(let name, let offset): ".label(\"\(name)\", offset: \(offset))"
        }
    }
}
