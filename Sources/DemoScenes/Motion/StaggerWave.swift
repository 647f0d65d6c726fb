import Engine
import TransitionCore

/// One wave across the motion scene's grid: where it starts from and how the starts spread.
/// Waves go round four origins: the centre, the edges, the top-left corner and a seeded random
/// order (a new order each time round).
public struct StaggerWave: Equatable, Sendable {
    /// The wave's number, from 1.
    public let number: Int
    /// Where it starts from.
    public let origin: Stagger.Origin

    /// Columns of the grid.
    public static let columns = 9
    /// Rows of the grid.
    public static let rows = 6
    /// Seconds more per cell of distance from the origin (the centre, the edges, the corner).
    public static let secondsPerCell = 0.08
    /// Seconds the random order spreads its starts over.
    public static let randomSpread = 0.8
    /// How one box pulses: its phase moves on by one.
    public static let pulse = Animation.easeInOut(duration: 0.7)
    /// How a box takes the wave's colour.
    public static let colorChange = Animation.easeOut(duration: 0.45)

    /// Wave `number` (from 1) of a scene seeded with `seed`.
    public init(number: Int, seed: UInt64) {
        self.number = max(number, 1)
        switch (self.number - 1) % 4 {
        case 0: origin = .center
        case 1: origin = .edges
        case 2: origin = .index(0)
        default: origin = .random(seed: seed &+ UInt64(self.number))
        }
    }

    /// The spread of the starts: a time per cell of distance in the grid, or for the random
    /// order a total.
    public var stagger: Stagger {
        let grid = Stagger.Grid(columns: StaggerWave.columns)
        if case .random = origin { return .amount(StaggerWave.randomSpread, from: origin, grid: grid) }
        return .each(StaggerWave.secondsPerCell, from: origin, grid: grid)
    }

    /// The origin as the HUD and the labels name it.
    public var originName: String {
        switch origin {
        case .center: return "centre"
        case .edges: return "edges"
        case .index: return "corner"
        case .random: return "random"
        case .start: return "start"
        case .end: return "end"
        }
    }

    /// The colour box (`row`, `column`) takes in this wave: the hue turns 47° a wave, lighter
    /// towards the top.
    public func color(row: Int, column: Int) -> OKLab {
        let hue = (200 + 47 * number + 4 * column) % 360
        return Palette.oklab(0.8 - 0.025 * Float(row), 0.14, Float(hue))
    }

    /// A quieter shade of ``color(row:column:)``, half the chroma: the grid's colours before
    /// the first wave.
    public func quietColor(row: Int, column: Int) -> OKLab {
        let color = self.color(row: row, column: column)
        return OKLab(L: color.L, a: color.a / 2, b: color.b / 2)
    }

    /// The phase every box reaches in this wave: its number, exactly.
    public var phase: PulsePhase { PulsePhase(Float(number)) }
}
