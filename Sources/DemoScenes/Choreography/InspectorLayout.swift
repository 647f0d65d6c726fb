/// Where the choreography's inspector goes in a window laid out by a ``Layout``: a strip along
/// the bottom of the field, under the stage the boxes settle on. From top to bottom the strip
/// holds a row of buttons and a readout, a row for the score's label names, one lane per
/// ``ChoreographyLane`` (named in a gutter on the left when the window is not compact) and the
/// time axis's tick labels. The axis runs from ``axisStart`` (0 s) to ``axisEnd`` (one cycle)
/// under the names, the lanes and the ticks. Every edge is a whole pixel.
public struct InspectorLayout: Equatable, Sendable {
    /// A button of the strip, in the order they are drawn from the left.
    public enum Button: Int, CaseIterable, Sendable {
        /// Holds or releases the choreography's playhead.
        case playPause
        /// Runs the choreography backwards, or forwards again (as R).
        case reverse
        /// The choreography's next time scale (as X).
        case speed
        /// Jumps to the next label (as L).
        case nextLabel
    }

    /// The whole strip: nothing of the inspector is drawn outside it.
    public let strip: Rect
    /// The part of the field above the strip, where the grid of boxes is laid out.
    public let stage: Rect
    /// Each ``Button``'s frame, in ``Button`` order.
    public let buttons: [Rect]
    /// Right of the buttons: where the playhead's time is written.
    public let readout: Rect
    /// The row of the label names.
    public let names: Rect
    /// Each lane's bar, in ``ChoreographyLane`` order, spanning the axis.
    public let lanes: [Rect]
    /// Where each lane's name goes; empty in a compact window.
    public let laneNames: [Rect]
    /// The row of the tick labels.
    public let ticks: Rect
    /// The pixel x of 0 s.
    public let axisStart: Float
    /// The pixel x of the end of the cycle.
    public let axisEnd: Float
    /// Seconds the axis spans.
    public let cycleSeconds: Double
    /// Whether the window is laid out compactly: smaller rows, no lane names.
    public let isCompact: Bool

    /// The strip's sizes in pixels.
    struct Metrics {
        var padding: Float
        var buttonHeight: Float
        var buttonWidth: Float
        var gap: Float
        var namesHeight: Float
        var laneHeight: Float
        var laneGap: Float
        var ticksHeight: Float
        var gutter: Float
        var axisInset: Float

        static let regular = Metrics(
            padding: 5, buttonHeight: 18, buttonWidth: 50, gap: 4, namesHeight: 15, laneHeight: 13,
            laneGap: 2, ticksHeight: 15, gutter: 56, axisInset: 10)
        static let compact = Metrics(
            padding: 3, buttonHeight: 12, buttonWidth: 24, gap: 2, namesHeight: 11, laneHeight: 5,
            laneGap: 1, ticksHeight: 11, gutter: 0, axisInset: 6)

        /// The strip's height: every row and the space around them.
        var height: Float {
            let laneCount = Float(ChoreographyLane.allCases.count)
            return 2 * padding + buttonHeight + 2 * gap + namesHeight + laneCount * laneHeight
                + (laneCount - 1) * laneGap + ticksHeight
        }
    }

    /// The inspector of a window laid out by `layout`, its axis spanning `cycleSeconds`.
    public init(layout: Layout, cycleSeconds: Double = ChoreographyScore.cycleSeconds) {
        let metrics = layout.isCompact ? Metrics.compact : Metrics.regular
        let field = layout.field
        let left = field.x.rounded(.up)
        let right = field.maxX.rounded(.down)
        let bottom = field.maxY.rounded(.down)
        let height = min(metrics.height, (field.height / 2).rounded(.down))
        strip = Rect(x: left, y: bottom - height, width: right - left, height: height)
        stage = Rect(x: field.x, y: field.y, width: field.width, height: strip.y - metrics.gap - field.y)
        isCompact = layout.isCompact
        self.cycleSeconds = cycleSeconds

        let inner = Rect(
            x: strip.x + metrics.padding, y: strip.y + metrics.padding,
            width: strip.width - 2 * metrics.padding, height: strip.height - 2 * metrics.padding)
        let buttonWidth = max(
            min(metrics.buttonWidth, ((inner.width * 0.6) / 4 - metrics.gap).rounded(.down)), 1)
        buttons = Button.allCases.map { button in
            Rect(
                x: inner.x + Float(button.rawValue) * (buttonWidth + metrics.gap), y: inner.y,
                width: buttonWidth, height: metrics.buttonHeight)
        }
        let readoutLeft = inner.x + 4 * (buttonWidth + metrics.gap) + metrics.gap
        readout = Rect(
            x: readoutLeft, y: inner.y, width: inner.maxX - readoutLeft, height: metrics.buttonHeight)
        names = Rect(
            x: inner.x, y: inner.y + metrics.buttonHeight + metrics.gap, width: inner.width,
            height: metrics.namesHeight)
        axisStart = inner.x + metrics.gutter + metrics.axisInset
        axisEnd = max(inner.maxX - metrics.axisInset, axisStart + 1)
        var lanes: [Rect] = []
        var laneNames: [Rect] = []
        var y = names.maxY
        for _ in ChoreographyLane.allCases {
            lanes.append(Rect(x: axisStart, y: y, width: axisEnd - axisStart, height: metrics.laneHeight))
            if metrics.gutter > 0 {
                laneNames.append(
                    Rect(
                        x: inner.x, y: y - metrics.laneGap, width: metrics.gutter,
                        height: metrics.laneHeight + 2 * metrics.laneGap))
            }
            y += metrics.laneHeight + metrics.laneGap
        }
        self.lanes = lanes
        self.laneNames = laneNames
        let ticksTop = y - metrics.laneGap + metrics.gap
        ticks = Rect(x: inner.x, y: ticksTop, width: inner.width, height: max(inner.maxY - ticksTop, 0))
    }

    /// The rows the playhead can be dragged in: the names, the lanes and the ticks, across the
    /// strip.
    public var scrubArea: Rect {
        Rect(x: strip.x, y: names.y, width: strip.width, height: strip.maxY - names.y)
    }

    /// The pixel x of `seconds` into the cycle: ``axisStart`` at 0, ``axisEnd`` at the cycle's end.
    public func x(atSeconds seconds: Double) -> Float {
        let fraction = min(max(seconds / cycleSeconds, 0), 1)
        return axisStart + Float(fraction * Double(axisEnd - axisStart))
    }

    /// The seconds into the cycle at pixel x `x`: 0 at ``axisStart`` and left of it, the cycle's
    /// end at ``axisEnd`` and right of it.
    public func seconds(atX x: Float) -> Double {
        let fraction = Double(x - axisStart) / Double(axisEnd - axisStart)
        return min(max(fraction, 0), 1) * cycleSeconds
    }

    /// The button at `point`; nil when none is there.
    public func button(at point: SIMD2<Float>) -> Button? {
        Button.allCases.first { buttons[$0.rawValue].contains(point) }
    }

    /// Seconds between labelled ticks of the axis: the shortest of 1, 2, 3, 4, 6 and 12 s that
    /// leaves room for a label between one tick and the next.
    public var tickStep: Double {
        let room: Float = isCompact ? 18 : 28
        let pixelsPerSecond = (axisEnd - axisStart) / Float(cycleSeconds)
        return [1.0, 2, 3, 4, 6].first { Float($0) * pixelsPerSecond >= room } ?? cycleSeconds
    }
}
