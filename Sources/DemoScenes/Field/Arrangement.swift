import Engine
import Foundation
import TransitionCore

/// An arrangement of the boxes in the field: each gives every box a frame, colour and corner
/// radius. Changing arrangement retargets every box mid-flight.
public enum Arrangement: Equatable, Sendable {
    /// Rows and columns, square-ish boxes, hue by column.
    case grid
    /// A sunflower (Vogel's spiral) filling the field, round boxes, hue by angle.
    case sunflower
    /// Bands that follow a sine wave, hue from teal to magenta across the field.
    case wave
    /// Random places, sizes and colours, from the scene's seeded generator.
    case scatter
    /// A tight sunflower around a point, where the user clicked (moved inwards if the disc would
    /// leave the field); hue by distance.
    case gather(x: Float, y: Float)

    /// The arrangements the formation key and the autopilot step through, in order.
    public static let cycle: [Arrangement] = [.grid, .sunflower, .wave, .scatter]

    /// A short name for the HUD.
    public var name: String {
        switch self {
        case .grid: return "grid"
        case .sunflower: return "sunflower"
        case .wave: return "wave"
        case .scatter: return "scatter"
        case .gather(let x, let y): return "gather at \(Int(x)),\(Int(y))"
        }
    }

    /// The arrangement after this one in ``cycle`` (a gather is followed by the grid).
    public var next: Arrangement {
        guard let index = Arrangement.cycle.firstIndex(of: self) else { return .grid }
        return Arrangement.cycle[(index + 1) % Arrangement.cycle.count]
    }

    /// The arrangement for a window whose sides were scaled by `scale`: a gathering's point moves
    /// with the window, the others stay as they are.
    public func scaled(by scale: SIMD2<Float>) -> Arrangement {
        guard case .gather(let x, let y) = self else { return self }
        return .gather(x: x * scale.x, y: y * scale.y)
    }

    /// The point the arrangement is centred on: the field's centre, or the gather point.
    public func center(in field: Rect) -> SIMD2<Float> {
        guard case .gather(let x, let y) = self else { return field.center }
        let radius = Arrangement.gatherRadius(in: field)
        return SIMD2(
            min(max(x, field.x + radius), max(field.maxX - radius, field.x + radius)),
            min(max(y, field.y + radius), max(field.maxY - radius, field.y + radius)))
    }

    /// The radius of a gathering: the disc is kept inside the field.
    static func gatherRadius(in field: Rect) -> Float { min(field.width, field.height) * 0.3 }

    /// One target per box, for `count` boxes in `field`. Only ``scatter`` draws from `random`.
    public func targets(count: Int, in field: Rect, random: inout SeededRandom) -> [BoxTarget] {
        guard count > 0 else { return [] }
        switch self {
        case .grid: return Arrangement.grid(count: count, in: field, wave: false)
        case .wave: return Arrangement.grid(count: count, in: field, wave: true)
        case .sunflower:
            let radius = min(field.width, field.height) / 2 * 0.96
            return Arrangement.sunflower(count: count, center: field.center, radius: radius, hueByAngle: true)
        case .gather:
            return Arrangement.sunflower(
                count: count, center: center(in: field), radius: Arrangement.gatherRadius(in: field),
                hueByAngle: false)
        case .scatter:
            return Arrangement.scatter(count: count, in: field, random: &random)
        }
    }

    /// The number of columns of a grid of `count` cells in `width` × `height`: one that divides
    /// `count`, so every row is full, if one gives cells at least three quarters as large as the
    /// columns that suit the aspect ratio best; those otherwise (the last row is then centred).
    public static func gridColumns(count: Int, width: Float, height: Float) -> Int {
        let ideal = max(1, Int((Float(count) * width / max(height, 1)).squareRoot().rounded(.up)))
        func cell(_ columns: Int) -> Float {
            min(width / Float(columns), height / Float((count + columns - 1) / columns))
        }
        let near = max(1, ideal * 2 / 3)...max(ideal * 3 / 2, 1)
        let full = near.filter { count % $0 == 0 }.max { cell($0) < cell($1) }
        guard let full, cell(full) >= cell(ideal) * 0.75 else { return ideal }
        return full
    }

    /// Columns and rows sized to the field's aspect ratio, every row full where the count allows
    /// (see ``gridColumns(count:width:height:)``), a last row short of the others centred.
    private static func grid(count: Int, in field: Rect, wave: Bool) -> [BoxTarget] {
        let height = wave ? field.height * 0.62 : field.height
        let columns = gridColumns(count: count, width: field.width, height: height)
        let rows = (count + columns - 1) / columns
        let lastRow = count - (rows - 1) * columns
        let cell = min(field.width / Float(columns), height / Float(rows))
        let size = cell * (wave ? 0.7 : 0.78)
        let origin = SIMD2(
            field.x + (field.width - cell * Float(columns)) / 2,
            field.y + (field.height - cell * Float(rows)) / 2)
        let teal = Palette.oklab(0.78, 0.12, 190)
        let magenta = Palette.oklab(0.66, 0.2, 340)
        var targets: [BoxTarget] = []
        targets.reserveCapacity(count)
        for index in 0..<count {
            let column = index % columns
            let row = index / columns
            var center = origin + SIMD2(Float(column) + 0.5, Float(row) + 0.5) * cell
            if row == rows - 1 { center.x += Float(columns - lastRow) * cell / 2 }
            let across = (Float(column) + 0.5) / Float(columns)
            let down = (Float(row) + 0.5) / Float(rows)
            let color: OKLab
            if wave {
                center.y += Float(sin(Double(across) * 2 * Double.pi * 1.5)) * field.height * 0.17
                color = teal.transition(to: magenta, progress: across)
            } else {
                color = Palette.oklab(0.82 - 0.22 * down, 0.13, 360 * across + 20)
            }
            targets.append(
                BoxTarget(
                    frame: BoxFrame(center: center, size: SIMD2(size, size)), color: color,
                    radius: CornerRadius(size * (wave ? 0.5 : 0.18))))
        }
        return targets
    }

    /// Vogel's spiral: box `i` at radius √((i + ½)/n) of `radius`, turned by the golden angle.
    private static func sunflower(count: Int, center: SIMD2<Float>, radius: Float, hueByAngle: Bool)
        -> [BoxTarget]
    {
        let goldenAngle = Double.pi * (3 - 5.0.squareRoot())
        let size = radius * (Float.pi / Float(count)).squareRoot() * 0.9
        var targets: [BoxTarget] = []
        targets.reserveCapacity(count)
        for index in 0..<count {
            let fraction = (Float(index) + 0.5) / Float(count)
            let angle = Double(index) * goldenAngle
            let distance = radius * fraction.squareRoot()
            let point = center + SIMD2(Float(cos(angle)), Float(sin(angle))) * distance
            let degrees = Float((angle * 180 / Double.pi).truncatingRemainder(dividingBy: 360))
            let color =
                hueByAngle
                ? Palette.oklab(0.78, 0.14, degrees)
                : Palette.oklab(0.86 - 0.2 * fraction.squareRoot(), 0.16, 30 + 260 * fraction.squareRoot())
            targets.append(
                BoxTarget(
                    frame: BoxFrame(center: point, size: SIMD2(size, size)), color: color,
                    radius: CornerRadius(size / 2)))
        }
        return targets
    }

    /// Uniformly random centres, sizes from half to twice the grid's, any hue.
    private static func scatter(count: Int, in field: Rect, random: inout SeededRandom) -> [BoxTarget] {
        let base = (field.width * field.height / Float(count)).squareRoot() * 0.6
        var targets: [BoxTarget] = []
        targets.reserveCapacity(count)
        for _ in 0..<count {
            let width = base * (0.5 + 1.5 * random.nextUnitFloat())
            let height = base * (0.5 + 1.5 * random.nextUnitFloat())
            let center = SIMD2(
                field.x + width / 2 + (field.width - width) * random.nextUnitFloat(),
                field.y + height / 2 + (field.height - height) * random.nextUnitFloat())
            let color = Palette.oklab(
                0.65 + 0.2 * random.nextUnitFloat(), 0.15, 360 * random.nextUnitFloat())
            let radius = min(width, height) / 2 * random.nextUnitFloat()
            targets.append(
                BoxTarget(
                    frame: BoxFrame(center: center, size: SIMD2(width, height)), color: color,
                    radius: CornerRadius(radius)))
        }
        return targets
    }
}
