extension NetworkRollbackScene {
    /// This peer's rollbacks and resimulated ticks per half second, and the link as measured.
    public func panelCharts(alpha _: Double) -> [PanelChart] {
        let network = game.network
        let growth = corrections.growth
        let ping = network.roundTrip(to: game.remote).map { "\(Int($0.rounded())) ms" } ?? "-"
        return [
            PanelChart(
                "this peer, per half second",
                .series(
                    [
                        ChartSeries("resimulated", color: RollbackScene.peerColors[1], values: growth[1]),
                        ChartSeries("rollbacks", color: RollbackScene.peerColors[0], values: growth[0]),
                    ], slots: CountHistory.capacity)),
            PanelChart(
                "the link",
                .figures([
                    ChartFigure("ping", ping),
                    ChartFigure("frames ahead", Format.fixed(network.advantage, 1)),
                    ChartFigure("hashes compared", "\(network.comparedHashCount)"),
                ])),
        ]
    }
}
