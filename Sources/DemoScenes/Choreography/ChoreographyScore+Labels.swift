extension ChoreographyScore {
    /// A named position of the score, in seconds from the start of a cycle.
    public struct Label: Equatable, Sendable {
        /// The label's name.
        public var name: String
        /// Seconds from the start of a cycle.
        public var seconds: Double
    }

    /// The score's labels, put on its ``Choreography``: where the first box starts to enter,
    /// where the first pulse sets off across the grid, and where the first box starts to leave.
    /// Labels take no time, so the boxes move exactly as without them.
    public static let labels: [Label] = [
        Label(name: "enter", seconds: entrySeconds(of: 0)),
        Label(name: "pulse", seconds: Double(pulseBars[0] * beatsPerBar) * beatSeconds),
        Label(name: "leave", seconds: Double(exitBeat) * beatSeconds),
    ]
}
