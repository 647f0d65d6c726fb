import TransitionCore

/// The choreography's timeline inspector, in the spirit of GSAP's GSDevTools: a strip under
/// the boxes with play/pause, reverse, speed and next-label buttons, the playhead's time, the
/// score's labels and markers, one lane per kind of track (see ``ChoreographyLane`` for why
/// the tracks are grouped) and a time axis with a playhead line that can be dragged. It is
/// drawn as a ``FieldOverlay``, every part inside ``InspectorLayout/strip``.
public struct ChoreographyInspector: Equatable, Sendable {
    /// What the inspector shows of the choreography at one moment.
    public struct State: Equatable, Sendable {
        /// Seconds into the cycle the playhead is.
        public var seconds: Double
        /// Whether the playhead is held.
        public var isPaused: Bool
        /// Whether the choreography runs backwards.
        public var isReversed: Bool
        /// The playhead's speed, as the speed button says it ("x1").
        public var speed: String
        /// The choreography's labels.
        public var labels: [ChoreographyScore.Label]
        /// The choreography's markers.
        public var markers: [ChoreographyScore.Label]

        /// A state from its parts.
        public init(
            seconds: Double, isPaused: Bool, isReversed: Bool, speed: String,
            labels: [ChoreographyScore.Label], markers: [ChoreographyScore.Label] = []
        ) {
            self.seconds = seconds
            self.isPaused = isPaused
            self.isReversed = isReversed
            self.speed = speed
            self.labels = labels
            self.markers = markers
        }
    }

    /// Where everything goes.
    public let layout: InspectorLayout
    /// When each lane's tracks move, in seconds, in ``ChoreographyLane`` order.
    public let segments: [[ClosedRange<Double>]]

    /// The inspector of `score`, laid out for the score's window.
    public init(score: ChoreographyScore) {
        layout = InspectorLayout(layout: score.layout)
        segments = ChoreographyLane.allCases.map { score.segments(of: $0) }
    }

    /// The strip as it looks in `state`.
    public func overlay(_ state: State) -> FieldOverlay {
        var overlay = FieldOverlay(guides: [FieldGuide(layout.strip, color: Palette.hud, radius: 4)])
        drawButtons(state, into: &overlay)
        drawLanes(into: &overlay)
        drawAxis(into: &overlay)
        drawMarks(state, into: &overlay)
        drawPlayhead(state, into: &overlay)
        return overlay
    }

    /// The buttons, their captions, and the readout.
    private func drawButtons(_ state: State, into overlay: inout FieldOverlay) {
        let captions: [InspectorLayout.Button: (String, String)] = [
            .playPause: state.isPaused ? ("play", ">") : ("pause", "||"),
            .reverse: state.isReversed ? ("fwd", "F") : ("rev", "R"),
            .speed: (state.speed, "X"),
            .nextLabel: ("next", "L"),
        ]
        for button in InspectorLayout.Button.allCases {
            let frame = layout.buttons[button.rawValue]
            let lit = button == .playPause && state.isPaused || button == .reverse && state.isReversed
            overlay.guides.append(
                FieldGuide(frame, color: lit ? Palette.accent : Palette.panelBorder, radius: 3))
            let caption = captions[button] ?? ("", "")
            overlay.labels.append(
                FieldLabel(
                    caption.0, at: frame.center, color: lit ? Palette.background : Palette.text,
                    centered: true,
                    shortText: caption.1, bounds: frame))
        }
        let time = Format.fixed(state.seconds, 2)
        let cycle = Format.fixed(layout.cycleSeconds, 0)
        var modes = [state.speed]
        if state.isReversed { modes.append("reversed") }
        if state.isPaused { modes.append("held") }
        overlay.labels.append(
            FieldLabel(
                "\(time) / \(cycle) s   " + modes.joined(separator: "  "),
                at: SIMD2(layout.readout.x, layout.readout.y), shortText: "\(time) s", bounds: layout.readout)
        )
    }

    /// Each lane's background, its segments and its name.
    private func drawLanes(into overlay: inout FieldOverlay) {
        for (index, lane) in ChoreographyLane.allCases.enumerated() {
            let bar = layout.lanes[index]
            overlay.guides.append(FieldGuide(bar, color: Palette.panel))
            for segment in segments[index] {
                let left = layout.x(atSeconds: segment.lowerBound)
                let right = layout.x(atSeconds: segment.upperBound)
                // The beats lane keeps a pixel between its cells.
                let width = max(right - left - (lane == .beats ? 1 : 0), 1)
                overlay.guides.append(
                    FieldGuide(
                        Rect(x: min(left, bar.maxX - width), y: bar.y, width: width, height: bar.height),
                        color: lane.color))
            }
            if index < layout.laneNames.count {
                let area = layout.laneNames[index]
                overlay.labels.append(
                    FieldLabel(
                        lane.name, at: SIMD2(area.x, area.y), shortText: String(lane.name.prefix(1)),
                        bounds: area))
            }
        }
    }

    /// The axis's ticks and their labels: every ``InspectorLayout/tickStep`` seconds.
    private func drawAxis(into overlay: inout FieldOverlay) {
        let step = layout.tickStep
        let count = Int((layout.cycleSeconds / step).rounded(.down))
        let top = layout.lanes[layout.lanes.count - 1].maxY
        for index in 0...count {
            let seconds = Double(index) * step
            let x = layout.x(atSeconds: seconds)
            overlay.lines.append(
                FieldLine(
                    [SIMD2(x, top), SIMD2(x, layout.ticks.y + 2)], thickness: 1, color: Palette.dimText))
            overlay.labels.append(
                FieldLabel(
                    Format.fixed(seconds, 0), at: SIMD2(x, layout.ticks.center.y),
                    centered: true, bounds: layout.ticks))
        }
    }

    /// The labels (and markers, if any) as lines across the lanes with their names above.
    private func drawMarks(_ state: State, into overlay: inout FieldOverlay) {
        let bottom = layout.lanes[layout.lanes.count - 1].maxY
        let marks = state.labels.map { ($0, Palette.accent) } + state.markers.map { ($0, Palette.text) }
        for (mark, color) in marks {
            let x = layout.x(atSeconds: mark.seconds)
            overlay.lines.append(
                FieldLine([SIMD2(x, layout.names.y + 2), SIMD2(x, bottom)], thickness: 1, color: color))
            overlay.labels.append(
                FieldLabel(
                    mark.name, at: SIMD2(x + 2, layout.names.y), color: color,
                    shortText: String(mark.name.prefix(1)), bounds: layout.names))
        }
    }

    /// The playhead: a line from the names to the ticks, with a handle on top.
    private func drawPlayhead(_ state: State, into overlay: inout FieldOverlay) {
        let x = layout.x(atSeconds: state.seconds)
        let handleWidth: Float = layout.isCompact ? 5 : 7
        let handle = Rect(
            x: min(max(x - handleWidth / 2, layout.strip.x), layout.strip.maxX - handleWidth),
            y: layout.names.y, width: handleWidth, height: layout.isCompact ? 4 : 6)
        overlay.guides.append(FieldGuide(handle, color: Palette.text, radius: 1))
        overlay.lines.append(
            FieldLine(
                [SIMD2(x, layout.names.y), SIMD2(x, layout.ticks.y)], thickness: 2, color: Palette.text))
    }
}
