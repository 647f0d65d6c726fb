import Engine
import TransitionCore

/// The choreography's score: a grid of boxes, when each enters, and the beat everything keeps.
/// It is pure (the same layout and tick rate give the same score and the same timelines, see
/// `ChoreographyScore+Timelines.swift`), so tests can ask it where a box should be at any tick.
public struct ChoreographyScore: Equatable, Sendable {
    /// A box's place in the grid.
    public struct Seat: Equatable, Sendable {
        /// Row from the top, from 0.
        public var row: Int
        /// Column from the left, from 0.
        public var column: Int
        /// The frame it settles on.
        public var home: BoxFrame

        /// Row plus column: the diagonal that waves of colour and size sweep along.
        public var diagonal: Int { row + column }
    }

    /// Columns of the grid.
    public static let columns = 8
    /// Rows of the grid.
    public static let rows = 5
    /// Seconds per beat (120 beats a minute).
    public static let beatSeconds = 0.5
    /// Beats per bar: the panel's font changes on every bar.
    public static let beatsPerBar = 4
    /// Beats per cycle; every timeline is exactly one cycle long and repeats forever.
    public static let beatsPerCycle = 24
    /// Seconds between one box entering and the next (box i enters at i × this).
    public static let entryStagger = 0.04
    /// Seconds between one box leaving and the next.
    public static let exitStagger = 0.03
    /// The beat on which the first box (the last to enter) leaves.
    public static let exitBeat = 19
    /// The bars whose downbeat sends a pulse across the grid.
    public static let pulseBars = [2, 3, 4]
    /// Seconds a wave of colour, radius or size takes from one diagonal of the grid to the next.
    public static let rippleSeconds = 0.02

    /// The window the grid is laid out in, above the inspector's strip.
    public let layout: Layout
    /// Ticks per second the timelines are laid out for.
    public let tickRate: UInt64
    /// Every box's place, in entry (and drawing) order: diagonal by diagonal from the top left.
    public let seats: [Seat]
    /// Side of a grid cell in pixels.
    public let cell: Float

    /// The score for a window laid out by `layout`, at `tickRate` ticks per second.
    public init(layout: Layout, tickRate: UInt64) {
        self.layout = layout
        self.tickRate = tickRate
        let field = InspectorLayout(layout: layout).stage
        let columns = Float(ChoreographyScore.columns)
        let rows = Float(ChoreographyScore.rows)
        let gap: Float = 0.22  // of a cell
        let cell = max(
            min(
                field.width * 0.92 / (columns + (columns - 1) * gap),
                field.height * 0.84 / (rows + (rows - 1) * gap)),
            4)
        let origin =
            field.center - SIMD2(columns + (columns - 1) * gap, rows + (rows - 1) * gap) * cell / 2
        var seats: [Seat] = []
        for row in 0..<ChoreographyScore.rows {
            for column in 0..<ChoreographyScore.columns {
                let corner = origin + SIMD2(Float(column), Float(row)) * cell * (1 + gap)
                seats.append(
                    Seat(
                        row: row, column: column,
                        home: BoxFrame(x: corner.x, y: corner.y, width: cell, height: cell)))
            }
        }
        // Diagonal by diagonal, left to right: a box slides up its column through places whose
        // boxes enter later, so nothing it passes has arrived yet.
        self.seats = seats.sorted { ($0.diagonal, $0.column) < ($1.diagonal, $1.column) }
        self.cell = cell
    }

    /// Seconds in one cycle.
    public static var cycleSeconds: Double { Double(beatsPerCycle) * beatSeconds }

    /// Ticks in one cycle: the duration of every timeline of the score.
    public var cycleTicks: UInt64 { ticks(ChoreographyScore.cycleSeconds) }

    /// `seconds` as the nearest whole tick, as a ``Timeline`` places its parts.
    public func ticks(_ seconds: Double) -> UInt64 { UInt64((seconds * Double(tickRate)).rounded()) }

    /// Seconds from the start of a cycle to box `index` starting to enter.
    public static func entrySeconds(of index: Int) -> Double { Double(index) * entryStagger }

    /// The tick of a cycle on which box `index` starts to enter; before it, the box is off-screen.
    public func entryTick(of index: Int) -> UInt64 { ticks(ChoreographyScore.entrySeconds(of: index)) }

    /// The beat (0..<``beatsPerCycle``) that tick `tick` of a cycle falls in.
    public func beat(atCycleTick tick: UInt64) -> Int {
        Int(min(tick, cycleTicks - 1) * UInt64(ChoreographyScore.beatsPerCycle) / max(cycleTicks, 1))
    }

    /// The index in ``FontDescriptor/cycle`` of the panel's font during bar `bar`: the italic
    /// quote while the boxes enter, then body, title, caption and round again.
    public static func fontIndex(forBar bar: Int) -> Int {
        (bar + FontDescriptor.cycle.count - 1) % FontDescriptor.cycle.count
    }

    /// Where box `index` waits before it enters and after it leaves: its column, below the
    /// window, at a bit more than half its size.
    public func offstage(of index: Int) -> BoxFrame {
        let home = seats[index].home
        return BoxFrame(
            center: SIMD2(home.center.x, Float(layout.height) + cell), size: SIMD2(repeating: cell * 0.55))
    }

    /// Box `index`'s colour from beat `beat`: hues turn 47° a beat and shift along the grid;
    /// downbeats are lighter and more saturated.
    public func color(of index: Int, beat: Int) -> OKLab {
        let seat = seats[index]
        let downbeat = beat % ChoreographyScore.beatsPerBar == 0
        let hue = (200 + 9 * seat.column + 7 * seat.row + 47 * beat) % 360
        return Palette.oklab(downbeat ? 0.83 : 0.72, downbeat ? 0.16 : 0.13, Float(hue))
    }

    /// The corner radius from beat `beat`: round for two beats, square for two.
    public func radius(beat: Int) -> CornerRadius {
        CornerRadius((beat / 2) % 2 == 0 ? cell * 0.5 : cell * 0.12)
    }

    /// The delay of box `index` behind the beat: waves sweep the grid diagonal by diagonal.
    public func ripple(of index: Int) -> Double {
        Double(seats[index].diagonal) * ChoreographyScore.rippleSeconds
    }
}
