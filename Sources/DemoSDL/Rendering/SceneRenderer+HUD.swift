import CSDL2
import DemoScenes
import TransitionCore

extension SceneRenderer {
    /// The HUD: its lines in monospaced text. Where they do not fit across, the text gets
    /// smaller and the lines break between their fields (never inside one) into as many rows
    /// as the HUD's height takes, down to ``minimumPoints``.
    func drawHud(_ lines: [String], in hud: Rect) {
        canvas.fill(hud, color: Palette.hud, radius: 8)
        guard let font = fonts.font(.mono, size: SceneRenderer.hudPoints) else { return }
        let region = Rect(x: hud.x + 12, y: hud.y + 6, width: hud.width - 24, height: hud.height - 12)
        var widest: Float = 0
        for line in lines { widest = max(widest, Canvas.measure(line, font: font).x) }
        canvas.clip(to: hud)
        defer { canvas.clip(to: nil) }
        let colors = SceneRenderer.hudColors
        var y = hud.y + 8
        guard widest > region.width else {
            for (index, line) in lines.enumerated() {
                y +=
                    put(
                        line, font: font, x: hud.x + 12, y: y, color: colors[min(index, colors.count - 1)],
                        in: hud
                    ).y
            }
            return
        }
        var smaller = font
        var rows: [(text: String, color: Color)] = []
        var points = SceneRenderer.hudPoints - 1
        while let candidate = fonts.font(.mono, size: points) {
            smaller = candidate
            rows = lines.enumerated().flatMap { index, line in
                let fields = line.components(separatedBy: SceneRenderer.hudSeparator)
                let color = colors[min(index, colors.count - 1)]
                return SceneRenderer.flow(
                    fields, separator: SceneRenderer.hudSeparator, width: region.width, font: candidate
                ).map { (text: $0, color: color) }
            }
            let height = Float(rows.count) * Float(TTF_FontLineSkip(candidate))
            if height <= region.height || points <= SceneRenderer.minimumPoints { break }
            points -= 1
        }
        let skip = Float(TTF_FontLineSkip(smaller))
        for row in rows {
            guard y + skip <= hud.maxY - 2 || y == hud.y + 8 else { break }  // whole rows only
            y += put(row.text, font: smaller, x: hud.x + 12, y: y, color: row.color, in: hud).y
        }
    }
}
