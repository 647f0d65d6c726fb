/// Where the motion scene's four parts go in the field: the wave grid at the top left, the
/// path at the top right, the flick rail across the middle and the UI strip along the bottom,
/// each below a line for its label. Pure: the same layout gives the same places.
public struct MotionLayout: Equatable, Sendable {
    /// The window's layout.
    public let window: Layout
    /// The wave grid.
    public let grid: WaveGrid
    /// The path and its followers.
    public let path: FollowerPath
    /// The flick rail.
    public let rail: FlickRail
    /// The UI strip.
    public let strip: UIStrip
    /// Where each part's label goes (its top-left corner): grid, path, rail, strip.
    public let labelOrigins: [SIMD2<Float>]
    /// The areas below the labels: grid, path, rail, strip.
    public let areas: [Rect]

    /// The space a part's label takes above it.
    public static let labelHeight: Float = 17
    /// The space between parts.
    public static let gap: Float = 10

    /// The parts laid out in the field of `window`.
    public init(window: Layout) {
        self.window = window
        let field = window.field
        let label = window.isCompact ? Float(12) : MotionLayout.labelHeight
        let gap = window.isCompact ? Float(5) : MotionLayout.gap
        let topHeight = (field.height * 0.55).rounded(.down)
        let railHeight = (field.height * 0.2).rounded(.down)
        let halfWidth = ((field.width - gap) / 2).rounded(.down)
        let tops = [field.y, field.y, field.y + topHeight + gap, field.y + topHeight + railHeight + 2 * gap]
        let bands = [
            Rect(x: field.x, y: tops[0], width: halfWidth, height: topHeight),
            Rect(x: field.maxX - halfWidth, y: tops[1], width: halfWidth, height: topHeight),
            Rect(x: field.x, y: tops[2], width: field.width, height: railHeight),
            Rect(x: field.x, y: tops[3], width: field.width, height: field.maxY - tops[3]),
        ]
        labelOrigins = bands.map { SIMD2($0.x + 2, $0.y) }
        areas = bands.map { Rect(x: $0.x, y: $0.y + label, width: $0.width, height: $0.height - label) }
        grid = WaveGrid(in: areas[0])
        path = FollowerPath(in: areas[1])
        rail = FlickRail(in: areas[2])
        strip = UIStrip(in: areas[3])
    }
}
