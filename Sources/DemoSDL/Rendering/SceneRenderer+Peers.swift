import DemoScenes
import TransitionCore

extension SceneRenderer {
    /// The rollback scene's panels: each a frame, a header of small monospaced lines, and the
    /// peer's boxes drawn inside its arena only.
    func drawPeers(_ views: [PeerView]) {
        for view in views {
            canvas.fill(view.frame, color: Palette.hud, radius: 10)
            canvas.stroke(view.arena.insetBy(-1), width: 1, color: Palette.panelBorder, radius: 4)
            let points = view.frame.width < 300 ? SceneRenderer.minimumPoints + 1 : 11
            if let font = fonts.font(.mono, size: points) {
                let region = view.frame.insetBy(4)
                let inset: Float = view.frame.width < 300 ? 6 : 10
                canvas.clip(to: region)
                var y = view.frame.y + 6
                for (index, line) in view.lines.enumerated() {
                    let color = index == 0 ? Palette.accent : Palette.dimText
                    // Broken between fields where the panel is narrow, never cut.
                    let width = region.maxX - (view.frame.x + inset)
                    let rows = SceneRenderer.flow(
                        line.components(separatedBy: SceneRenderer.hudSeparator),
                        separator: SceneRenderer.hudSeparator, width: width, font: font)
                    for row in rows {
                        y += put(row, font: font, x: view.frame.x + inset, y: y, color: color, in: region).y
                    }
                }
            }
            canvas.clip(to: view.arena)
            canvas.fill(view.boxes)
            canvas.clip(to: nil)
        }
    }
}
