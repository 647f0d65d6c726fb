import CSDL2
import DemoScenes
import TransitionCore

extension SceneRenderer {
    /// Point size of the field's labels.
    static let labelPoints: Float = 11

    /// What goes under the boxes: the overlay's guides, then its lines.
    func drawGuides(_ overlay: FieldOverlay) {
        for guide in overlay.guides {
            if guide.isOutline {
                canvas.stroke(guide.frame, width: 1, color: guide.color, radius: guide.radius)
            } else {
                canvas.fill(guide.frame, color: guide.color, radius: guide.radius)
            }
        }
        for line in overlay.lines {
            canvas.polyline(line.points, thickness: line.thickness, color: line.color)
        }
    }

    /// What goes over the boxes: the overlay's sprites, then its labels, each inside its bounds
    /// (the field unless given), in its short form if only that fits, or left out whole.
    func drawSpritesAndLabels(_ overlay: FieldOverlay, in layout: Layout) {
        for sprite in overlay.sprites {
            guard sprite.angle == 0 else {
                canvas.fillQuad(sprite.corners, color: sprite.color)
                continue
            }
            // Upright: feathered exactly as a box is.
            let corner = sprite.center - sprite.size / 2
            canvas.fill(
                Rect(x: corner.x, y: corner.y, width: sprite.size.x, height: sprite.size.y),
                oklab: sprite.color)
        }
        guard !overlay.labels.isEmpty else { return }
        let points =
            layout.isCompact
            ? max(SceneRenderer.labelPoints - 3, SceneRenderer.minimumPoints) : SceneRenderer.labelPoints
        guard let font = fonts.font(.regular, size: points) else { return }
        let field = layout.field
        for label in overlay.labels {
            let bounds = label.bounds ?? field
            for text in [label.text] + (label.shortText.map { [$0] } ?? []) {
                let size = Canvas.measure(text, font: font)
                let origin = label.isCentered ? label.origin - size / 2 : label.origin
                guard origin.x >= bounds.x, origin.y >= bounds.y, origin.x + size.x <= bounds.maxX,
                    origin.y + size.y <= bounds.maxY
                else { continue }
                put(text, font: font, x: origin.x, y: origin.y, color: label.color, in: bounds)
                break
            }
        }
    }
}
