import Engine
import TransitionCore

extension FieldScene {
    /// Segments the plotted timing curve is cut into (one more point).
    public static let curveSamples = 64

    /// The timing the first box moves with, plotted from start to end with a dot where that box
    /// is now, and the field's counts.
    public func panelCharts(alpha: Double) -> [PanelChart] {
        let animation = curveChoice.animation(for: 0)
        let duration = animation.totalDuration
        var charts: [PanelChart] = []
        if duration.isFinite, duration > 0 {
            let values = (0...FieldScene.curveSamples).map { step in
                animation.sample(at: duration * Double(step) / Double(FieldScene.curveSamples)).progress
            }
            var dot: SIMD2<Float>?
            if let first = boxes.first, let transition = world.transition(BoxLook.self, of: first) {
                let elapsed = (Double(world.tick) + alpha) / Double(world.tickRate) - transition.start
                if elapsed >= 0, elapsed < duration {
                    dot = SIMD2(Float(elapsed / duration), animation.sample(at: elapsed).progress)
                }
            }
            let name = curveChoice == .mixed ? "mixed, box 1's" : curveChoice.name
            charts.append(
                PanelChart(
                    "timing: \(name), \(Format.fixed(duration, 2)) s", .curve(values: values, dot: dot)))
        }
        charts.append(
            PanelChart(
                "the field",
                .figures([
                    ChartFigure("boxes", "\(boxes.count)"),
                    ChartFigure("moving", "\(world.activeTransitionCount)"),
                    ChartFigure("arrangement", arrangement.name),
                ])))
        return charts
    }
}
