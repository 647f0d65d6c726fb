import TransitionCore

/// A chart the text panel draws below its note: what a scene plots of itself (the field's curve,
/// the rollback peers' corrections, the motion scene's clocks).
public struct PanelChart: Equatable, Sendable {
    /// What the chart shows.
    public enum Content: Equatable, Sendable {
        /// A timing curve: `values` at evenly spaced progress from 0 to 1 (1 is the target, a
        /// spring may pass it), and a dot at (progress, value) where a move is now.
        case curve(values: [Float], dot: SIMD2<Float>?)
        /// Series over time, oldest first, newest at the right edge of `slots` places, drawn on
        /// one scale from 0 to the largest value.
        case series([ChartSeries], slots: Int)
        /// Rows of a name and a figure.
        case figures([ChartFigure])
    }

    /// The line above the chart.
    public var title: String
    /// What it shows.
    public var content: Content

    /// A chart titled `title`.
    public init(_ title: String, _ content: Content) {
        self.title = title
        self.content = content
    }
}

/// One series of a ``PanelChart``: values over time in one colour, named in the legend.
public struct ChartSeries: Equatable, Sendable {
    /// The legend's name.
    public var name: String
    /// Its colour.
    public var color: Color
    /// The values, oldest first.
    public var values: [Float]

    /// A series named `name`.
    public init(_ name: String, color: Color, values: [Float]) {
        self.name = name
        self.color = color
        self.values = values
    }
}

/// A row of a ``PanelChart``'s figures.
public struct ChartFigure: Equatable, Sendable {
    /// What the figure is.
    public var name: String
    /// The figure, as shown.
    public var value: String

    /// The row `name: value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
