/// The wave grid's cells: ``StaggerWave/columns`` × ``StaggerWave/rows`` squares centred in an
/// area, in reading order (row by row), the order a ``Stagger/Grid`` counts them in.
public struct WaveGrid: Equatable, Sendable {
    /// Each cell's home frame, in reading order.
    public let homes: [BoxFrame]
    /// Side of a cell in pixels.
    public let cell: Float

    /// Space between cells, as a fraction of a cell: room for a pulse to swell.
    public static let gapFraction: Float = 0.55
    /// How much larger a box is at the top of a pulse, as a fraction of a cell.
    public static let swellFraction: Float = 0.5

    /// The cells centred in `area`, with room around them for the outer boxes' swell.
    public init(in area: Rect) {
        let columns = Float(StaggerWave.columns)
        let rows = Float(StaggerWave.rows)
        let gap = WaveGrid.gapFraction
        let swell = WaveGrid.swellFraction
        let cell = max(
            min(
                area.width / (columns + (columns - 1) * gap + swell),
                area.height / (rows + (rows - 1) * gap + swell)), 2)
        let size = SIMD2(columns + (columns - 1) * gap, rows + (rows - 1) * gap) * cell
        let origin = area.center - size / 2
        homes = (0..<StaggerWave.rows * StaggerWave.columns).map { index in
            let place = SIMD2(Float(index % StaggerWave.columns), Float(index / StaggerWave.columns))
            let corner = origin + place * cell * (1 + gap)
            return BoxFrame(x: corner.x, y: corner.y, width: cell, height: cell)
        }
        self.cell = cell
    }

    /// The frame a box at `home` is drawn with at `phase`: grown about its centre by the swell.
    public static func frame(_ home: BoxFrame, at phase: PulsePhase) -> BoxFrame {
        BoxFrame(
            center: home.center, size: SIMD2(home.rect.z, home.rect.w) * (1 + swellFraction * phase.swell))
    }
}
