import DemoScenes
import TransitionCore

extension SceneRenderer {
    /// The rollback scene's panels: each a frame, a header of small monospaced lines, and the
    /// peer's boxes drawn inside its arena only.
    func drawPeers(_ views: [PeerView]) {
        for view in views {
            canvas.fill(view.frame, color: Palette.hud, radius: 10)
            canvas.stroke(view.arena.insetBy(-1), width: 1, color: Palette.panelBorder, radius: 4)
            if let font = fonts.font(.mono, size: 11) {
                let region = view.frame.insetBy(4)
                canvas.clip(to: region)
                var y = view.frame.y + 6
                for (index, line) in view.lines.enumerated() {
                    let color = index == 0 ? Palette.accent : Palette.dimText
                    y += put(line, font: font, x: view.frame.x + 10, y: y, color: color, in: region).y
                }
            }
            canvas.clip(to: view.arena)
            canvas.fill(view.boxes)
            canvas.clip(to: nil)
        }
    }
}
