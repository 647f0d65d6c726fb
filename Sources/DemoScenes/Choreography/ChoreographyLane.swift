import TransitionCore

/// One row of the choreography's inspector: the score's 121 tracks grouped by the kind of
/// value they move (every box's frame, every box's colour, every box's corner radius, and the
/// conductor's beat count). 121 rows would not fit in a strip; four rows, one per kind, show
/// when each kind moves, and the waves that sweep the grid read as bands.
public enum ChoreographyLane: CaseIterable, Equatable, Sendable {
    /// Every box's frame: entering, settling, pulsing and leaving.
    case frames
    /// Every box's colour, changing on the beat.
    case colours
    /// Every box's corner radius, changing every other beat.
    case radii
    /// The conductor's beat count, drawn as one cell a beat.
    case beats

    /// The name the inspector shows beside the lane.
    public var name: String {
        switch self {
        case .frames: return "frames"
        case .colours: return "colours"
        case .radii: return "radii"
        case .beats: return "beats"
        }
    }

    /// The colour of the lane's segments.
    public var color: Color {
        switch self {
        case .frames: return Palette.oklch(0.72, 0.12, 250)
        case .colours: return Palette.oklch(0.72, 0.14, 350)
        case .radii: return Palette.oklch(0.76, 0.12, 150)
        case .beats: return Palette.oklch(0.7, 0.06, 80)
        }
    }
}
