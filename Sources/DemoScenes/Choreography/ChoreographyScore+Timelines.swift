import Engine
import TransitionCore

extension ChoreographyScore {
    /// How a box slides in: an ease-out from below the window to just above its place, a little
    /// larger.
    public static let entry = Animation.easeOut(duration: 0.6)
    /// How it then settles into its place.
    public static let settle = Animation.spring(response: 0.42, dampingFraction: 0.45)
    /// How it leaves, back below the window.
    public static let exit = Animation.easeIn(duration: 0.45)
    /// How a pulse grows a box.
    public static let pulseGrow = Animation.easeOut(duration: 0.1)
    /// How the box springs back after a pulse.
    public static let pulseBack = Animation.spring(response: 0.32, dampingFraction: 0.5)
    /// How a colour changes on a beat.
    public static let colorChange = Animation.easeOut(duration: 0.2)
    /// How the corner radius changes on every other beat.
    public static let radiusChange = Animation.spring(response: 0.4, dampingFraction: 0.55)

    /// Box `index`'s frame over one cycle: below the window until its turn (i × ``entryStagger``),
    /// slide in with an ease-out, settle with a spring, pulse on the downbeats of
    /// ``pulseBars`` (a wave along the diagonals), and drop out again from ``exitBeat``, last in
    /// first out, so that a falling box only passes places already empty.
    public func frameTimeline(of index: Int) -> Timeline<BoxFrame> {
        let home = seats[index].home
        let offstage = offstage(of: index)
        let lifted = BoxFrame(
            center: home.center - SIMD2(0, cell * 0.25), size: SIMD2(repeating: cell * 1.1))
        let grown = BoxFrame(center: home.center, size: SIMD2(repeating: cell * 1.16))
        var timeline = Timeline(from: offstage, tickRate: tickRate)
        timeline.add(to: lifted, ChoreographyScore.entry, at: .at(ChoreographyScore.entrySeconds(of: index)))
        timeline.add(to: home, ChoreographyScore.settle)
        for bar in ChoreographyScore.pulseBars {
            let downbeat = Double(bar * ChoreographyScore.beatsPerBar) * ChoreographyScore.beatSeconds
            timeline.add(to: grown, ChoreographyScore.pulseGrow, at: .at(downbeat + ripple(of: index) * 1.5))
            timeline.add(to: home, ChoreographyScore.pulseBack)
        }
        let exit =
            Double(ChoreographyScore.exitBeat) * ChoreographyScore.beatSeconds
            + Double(seats.count - 1 - index) * ChoreographyScore.exitStagger
        timeline.add(to: offstage, ChoreographyScore.exit, at: .at(exit))
        return padded(timeline, holding: offstage)
    }

    /// Box `index`'s colour over one cycle: the next colour on every beat, a little behind the
    /// beat along the diagonals.
    public func colorTimeline(of index: Int) -> Timeline<OKLab> {
        var timeline = Timeline(from: color(of: index, beat: 0), tickRate: tickRate)
        for beat in 1..<ChoreographyScore.beatsPerCycle {
            let start = Double(beat) * ChoreographyScore.beatSeconds + ripple(of: index)
            timeline.add(to: color(of: index, beat: beat), ChoreographyScore.colorChange, at: .at(start))
        }
        return padded(timeline, holding: color(of: index, beat: ChoreographyScore.beatsPerCycle - 1))
    }

    /// Box `index`'s corner radius over one cycle: round and square in turn, every other beat,
    /// the last change two beats before the end so that its spring settles inside the cycle.
    public func radiusTimeline(of index: Int) -> Timeline<CornerRadius> {
        var timeline = Timeline(from: radius(beat: 0), tickRate: tickRate)
        for beat in stride(from: 2, to: ChoreographyScore.beatsPerCycle - 2, by: 2) {
            let start = Double(beat) * ChoreographyScore.beatSeconds + ripple(of: index)
            timeline.add(to: radius(beat: beat), ChoreographyScore.radiusChange, at: .at(start))
        }
        return padded(timeline, holding: radius(beat: ChoreographyScore.beatsPerCycle - 4))
    }

    /// The conductor's timeline: the beat count, 0 to ``beatsPerCycle`` linearly over a cycle.
    /// Its playhead is the scene's clock: the panel's font follows its bars.
    public func conductorTimeline() -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: tickRate)
        timeline.add(
            to: Float(ChoreographyScore.beatsPerCycle), .linear(duration: ChoreographyScore.cycleSeconds))
        return timeline
    }

    /// The whole score as one ``Choreography``: every box's frame, colour and radius timeline
    /// and the conductor's beat count, all from the start of the cycle, with the score's
    /// ``labels``.
    public func choreography(boxes: [Entity], conductor: Entity) -> Choreography {
        var choreography = Choreography(tickRate: tickRate)
        choreography.add(conductorTimeline(), on: conductor, at: .at(0))
        for (index, box) in boxes.enumerated() {
            choreography.add(frameTimeline(of: index), on: box, at: .at(0))
            choreography.add(colorTimeline(of: index), on: box, at: .at(0))
            choreography.add(radiusTimeline(of: index), on: box, at: .at(0))
        }
        for label in ChoreographyScore.labels {
            choreography.addLabel(label.name, at: .at(label.seconds))
        }
        return choreography
    }

    /// `timeline` made exactly one cycle long by an instant move to `value` (where it already
    /// is) at the cycle's end, so that each timeline of the score also loops alone in step.
    private func padded<Value>(_ timeline: Timeline<Value>, holding value: Value) -> Timeline<Value> {
        var timeline = timeline
        timeline.add(to: value, .linear(duration: 0), at: .at(ChoreographyScore.cycleSeconds))
        return timeline
    }
}
