import TransitionCore

extension ChoreographyScore {
    /// When the tracks of `lane` move, in seconds from the start of a cycle: each part of every
    /// track of that kind, those that overlap merged into one segment, in order. The beats lane
    /// has one segment a beat.
    public func segments(of lane: ChoreographyLane) -> [ClosedRange<Double>] {
        let beat = ChoreographyScore.beatSeconds
        switch lane {
        case .beats:
            return (0..<ChoreographyScore.beatsPerCycle).map { Double($0) * beat...Double($0 + 1) * beat }
        case .frames:
            return ChoreographyScore.merged(seats.indices.flatMap(framePartSpans(of:)))
        case .colours:
            return ChoreographyScore.merged(
                seats.indices.flatMap { index in
                    (1..<ChoreographyScore.beatsPerCycle).map { beatIndex in
                        ChoreographyScore.span(
                            from: Double(beatIndex) * beat + ripple(of: index), ChoreographyScore.colorChange)
                    }
                })
        case .radii:
            return ChoreographyScore.merged(
                seats.indices.flatMap { index in
                    stride(from: 2, to: ChoreographyScore.beatsPerCycle - 2, by: 2).map { beatIndex in
                        ChoreographyScore.span(
                            from: Double(beatIndex) * beat + ripple(of: index), ChoreographyScore.radiusChange
                        )
                    }
                })
        }
    }

    /// The parts of box `index`'s frame timeline (see ``frameTimeline(of:)``), in seconds.
    private func framePartSpans(of index: Int) -> [ClosedRange<Double>] {
        let entry = ChoreographyScore.entrySeconds(of: index)
        let settleStart = entry + ChoreographyScore.entry.totalDuration
        var spans = [
            ChoreographyScore.span(from: entry, ChoreographyScore.entry),
            ChoreographyScore.span(from: settleStart, ChoreographyScore.settle),
        ]
        for bar in ChoreographyScore.pulseBars {
            let start =
                Double(bar * ChoreographyScore.beatsPerBar) * ChoreographyScore.beatSeconds
                + ripple(of: index) * 1.5
            let back = start + ChoreographyScore.pulseGrow.totalDuration
            spans.append(ChoreographyScore.span(from: start, ChoreographyScore.pulseGrow))
            spans.append(ChoreographyScore.span(from: back, ChoreographyScore.pulseBack))
        }
        let exit =
            Double(ChoreographyScore.exitBeat) * ChoreographyScore.beatSeconds
            + Double(seats.count - 1 - index) * ChoreographyScore.exitStagger
        spans.append(ChoreographyScore.span(from: exit, ChoreographyScore.exit))
        return spans
    }

    /// `animation` played from `start`, cut at the end of the cycle.
    private static func span(from start: Double, _ animation: Animation) -> ClosedRange<Double> {
        let end = min(start + animation.totalDuration, cycleSeconds)
        return min(start, end)...end
    }

    /// `spans` in order, those that overlap or touch merged.
    static func merged(_ spans: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var merged: [ClosedRange<Double>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
