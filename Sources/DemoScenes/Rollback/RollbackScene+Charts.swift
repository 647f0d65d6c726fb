import TransitionCore

extension RollbackScene {
    /// Each peer's colour in the panel's charts.
    static let peerColors = [Palette.oklch(0.72, 0.14, 250), Palette.oklch(0.78, 0.14, 60)]

    /// Per peer, the ticks resimulated and the rollbacks of each half second, and the link.
    public func panelCharts(alpha _: Double) -> [PanelChart] {
        let counts = corrections.growth
        func series(_ values: ArraySlice<[Float]>) -> [ChartSeries] {
            values.enumerated().map { peer, values in
                ChartSeries(
                    "peer \(peer)", color: RollbackScene.peerColors[peer % RollbackScene.peerColors.count],
                    values: values)
            }
        }
        return [
            PanelChart(
                "ticks resimulated per half second",
                .series(series(counts[peers.count...]), slots: CountHistory.capacity)),
            PanelChart(
                "rollbacks per half second",
                .series(series(counts[..<peers.count]), slots: CountHistory.capacity)),
            PanelChart(
                "the link",
                .figures([
                    ChartFigure("delay", "\(network.latency) + 0…\(network.jitter) ticks"),
                    ChartFigure("held back", "1 in 8, \(network.holdBack) more"),
                    ChartFigure("in flight", "\(network.inFlight.count)"),
                    ChartFigure("ticks compared", "\(comparedCount)"),
                ])),
        ]
    }
}
