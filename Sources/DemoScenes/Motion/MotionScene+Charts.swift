import TransitionCore

extension MotionScene {
    /// Each clock domain's tick, time scale and state.
    public func panelCharts(alpha _: Double) -> [PanelChart] {
        let scale = MotionDomains.name(of: MotionDomains.timeScales[scaleIndex])
        let colors = [Palette.oklch(0.78, 0.14, 60), Palette.oklch(0.72, 0.14, 250)]
        let names = [MotionDomains.gameplayName, MotionDomains.uiName]
        let series = domainTicks.growth.enumerated().map { index, values in
            ChartSeries(names[index], color: colors[index], values: values)
        }
        return [
            PanelChart("ticks per half second", .series(series, slots: CountHistory.capacity)),
            PanelChart(
                "clock domains",
                .figures([
                    ChartFigure("world", "tick \(world.tick)"),
                    ChartFigure("gameplay", "tick \(gameplayTick)  \(scale)  \(pause.name)"),
                    ChartFigure("ui", "tick \(uiTick)  x1  running"),
                ])),
        ]
    }
}
