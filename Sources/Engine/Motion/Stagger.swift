import TransitionCore

/// How the starts of one move are spread over many entities, as GSAP's and anime.js's
/// `stagger`: each entity starts later the farther it lies from an origin, in a list or in a
/// grid, by a time per step of distance (``each(_:from:grid:axis:ease:)``) or by a total spread
/// (``amount(_:from:grid:axis:ease:)``), optionally eased (the ease evaluated in double
/// precision). Starts are whole ticks: each start time covered by whole ticks by the rule every
/// delay follows (`Animation.ticks(covering:tickRate:)`: a time within 10⁻⁹ of a whole tick
/// starts on it, any other on the next), the nearest entities to the origin starting at once.
///
/// Bad input is harmless: a NaN, infinite or negative time spreads nothing (every entity starts
/// at once); a grid with no columns is a list; an origin index out of range is clamped into it.
public struct Stagger: Sendable {
    /// Where the spread starts from.
    public enum Origin: Sendable, Equatable {
        /// The first entity, then the next ones.
        case start
        /// The last entity, then the ones before it.
        case end
        /// The middle (of the list, or of the grid), outwards.
        case center
        /// Both ends (the grid's border), inwards.
        case edges
        /// The entity at this index, outwards.
        case index(Int)
        /// A seeded random order: the same seed gives the same order on every run.
        case random(seed: UInt64)
    }

    /// Which distance counts in a grid.
    public enum Axis: Sendable, Equatable {
        /// Horizontal distance only: columns start together.
        case x
        /// Vertical distance only: rows start together.
        case y
    }

    /// The entities laid out in rows of `columns`, in reading order.
    public struct Grid: Sendable, Equatable {
        /// Entities per row (the last row may be shorter).
        public var columns: Int

        /// A grid `columns` wide.
        public init(columns: Int) {
            self.columns = columns
        }
    }

    /// How time is spread.
    enum Spacing: Sendable {
        /// Seconds per step of distance.
        case each(Double)
        /// Seconds between the first start and the last.
        case amount(Double)
    }

    let spacing: Spacing
    /// Where the spread starts from.
    public let origin: Origin
    /// The grid the entities form, if any.
    public let grid: Grid?
    /// The one distance counted in a grid, if any (both otherwise: straight-line distance).
    public let axis: Axis?
    /// The curve over the distribution: a start lies at `ease(distance / farthest)` of the
    /// spread.
    public let ease: Curve?

    /// `seconds` more for each step of distance from `origin`.
    public static func each(
        _ seconds: Double, from origin: Origin = .start, grid: Grid? = nil, axis: Axis? = nil,
        ease: Curve? = nil
    ) -> Stagger {
        Stagger(spacing: .each(seconds), origin: origin, grid: grid, axis: axis, ease: ease)
    }

    /// Starts spread over `seconds` in all, from `origin` to the farthest entity.
    public static func amount(
        _ seconds: Double, from origin: Origin = .start, grid: Grid? = nil, axis: Axis? = nil,
        ease: Curve? = nil
    ) -> Stagger {
        Stagger(spacing: .amount(seconds), origin: origin, grid: grid, axis: axis, ease: ease)
    }

    /// The start time of each of `count` entities, in seconds after the first start, in the
    /// entities' order. Empty for a count of 0 or less.
    public func delays(count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let distances = self.distances(count: count)
        let nearest = distances.min() ?? 0
        let farthest = (distances.max() ?? 0) - nearest
        let total: Double
        switch spacing {
        case .each(let seconds): total = Stagger.sane(seconds) * farthest
        case .amount(let seconds): total = Stagger.sane(seconds)
        }
        guard farthest > 0, total > 0 else { return Array(repeating: 0, count: count) }
        return distances.map { distance in
            let fraction = (distance - nearest) / farthest
            let eased = ease.map { $0.progress(at: fraction) } ?? fraction
            return max(0, eased * total)
        }
    }

    /// The start of each of `count` entities in whole ticks of `tickRate` hertz after the first
    /// start: each delay covered by whole ticks as an animation's delay is
    /// (`Animation.ticks(covering:tickRate:)`).
    public func startTicks(count: Int, tickRate: UInt64) -> [UInt64] {
        let rate = FixedStepLoop.clampedTickRate(tickRate)
        return delays(count: count).map { Animation.ticks(covering: $0, tickRate: rate) }
    }

    /// A NaN, infinite or negative time is none.
    private static func sane(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }

    /// Each entity's distance from the origin, in steps.
    func distances(count: Int) -> [Double] {
        if case .random(let seed) = origin {
            // A seeded Fisher–Yates shuffle of the ranks.
            var ranks = (0..<count).map(Double.init)
            var random = SeededRandom(seed: seed)
            for index in stride(from: count - 1, to: 0, by: -1) {
                let other = Int(random.next(in: 0...UInt64(index)))
                ranks.swapAt(index, other)
            }
            return ranks
        }
        let columns = grid.map { $0.columns > 0 ? min($0.columns, count) : count } ?? count
        let rows = (count + columns - 1) / columns
        let last = (x: Double(columns - 1), y: Double(rows - 1))
        let center = (x: last.x / 2, y: last.y / 2)
        let point = { (index: Int) in (x: Double(index % columns), y: Double(index / columns)) }
        let measure = { (dx: Double, dy: Double) -> Double in
            switch axis {
            case .x: return abs(dx)
            case .y: return abs(dy)
            case nil: return (dx * dx + dy * dy).squareRoot()
            }
        }
        let from: (x: Double, y: Double)
        switch origin {
        case .start, .random: from = (0, 0)
        case .end: from = point(count - 1)
        case .center, .edges: from = center
        case .index(let index): from = point(min(max(index, 0), count - 1))
        }
        let distances = (0..<count).map { index in
            let at = point(index)
            return measure(at.x - from.x, at.y - from.y)
        }
        guard origin == .edges else { return distances }
        // From the border inwards: how far short of the farthest from the centre.
        let farthest = distances.max() ?? 0
        return distances.map { farthest - $0 }
    }
}
