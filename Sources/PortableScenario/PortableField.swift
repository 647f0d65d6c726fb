import TransitionCore

/// A field of boxes that move to new places when pressed or keyed: the scenario that runs alike
/// natively, in a browser (WebAssembly) and on a microcontroller, giving the same state hash
/// after the same inputs. Fixed-step: 60 ticks a second.
public final class PortableField {
    /// Ticks a second.
    public static let tickRate: UInt64 = 60

    private struct Box {
        var from: (x: Float, y: Float)
        var to: (x: Float, y: Float)
        var start: UInt64
        var color: Color
    }

    private var boxes: [Box] = []
    private var random: SplitMix64
    private let width: Float
    private let height: Float
    private let animation = Animation.spring(response: 0.5, dampingFraction: 0.7)
    /// Ticks advanced so far.
    public private(set) var tick: UInt64 = 0

    /// `boxes` boxes on a `width` × `height` field, placed by `seed`.
    public init(seed: UInt64, boxes count: Int, width: Float, height: Float) {
        random = SplitMix64(seed: seed)
        self.width = width
        self.height = height
        for index in 0..<max(0, count) {
            let place = (x: random.unit() * width, y: random.unit() * height)
            let hue = Float(index % 7) / 7
            boxes.append(
                Box(from: place, to: place, start: 0, color: Color(red: hue, green: 0.5, blue: 1 - hue)))
        }
    }

    /// Number of boxes.
    public var boxCount: Int { boxes.count }

    /// Advances `ticks` ticks.
    public func advance(ticks: Int) { tick += UInt64(max(0, ticks)) }

    /// Sends every box toward a new place near (`x`, `y`).
    public func press(x: Float, y: Float) {
        for index in boxes.indices {
            let now = position(of: index, alpha: 0)
            boxes[index].from = now
            boxes[index].to = (x + (random.unit() - 0.5) * width / 3, y + (random.unit() - 0.5) * height / 3)
            boxes[index].start = tick
        }
    }

    /// Handles a key: `r` scatters the boxes over the field.
    public func key(_ code: Int32) {
        if code == 114 { press(x: width / 2, y: height / 2) }
    }

    /// The state hash after the ticks and inputs so far.
    public func stateHash() -> UInt64 {
        var hasher = StateHasher()
        hasher.combine(tick)
        for index in boxes.indices {
            let place = position(of: index, alpha: 0)
            hasher.combine(float: place.x)
            hasher.combine(float: place.y)
        }
        return hasher.value
    }

    /// Writes 8 floats per box (x, y, width, height, red, green, blue, alpha), presented `alpha`
    /// of a tick after the last; returns the number of boxes written.
    public func writeBoxes(into buffer: UnsafeMutablePointer<Float>, capacity: Int, alpha: Double) -> Int {
        let count = min(capacity, boxes.count)
        for index in 0..<count {
            let place = position(of: index, alpha: alpha)
            let color = boxes[index].color
            let values = [place.x, place.y, 12, 12, color.red, color.green, color.blue, color.alpha]
            for lane in 0..<8 { buffer[index * 8 + lane] = values[lane] }
        }
        return count
    }

    private func position(of index: Int, alpha: Double) -> (x: Float, y: Float) {
        let box = boxes[index]
        let elapsed = (Double(tick - box.start) + alpha) / Double(PortableField.tickRate)
        let progress = animation.sample(at: elapsed).progress
        return (
            box.from.x + (box.to.x - box.from.x) * progress, box.from.y + (box.to.y - box.from.y) * progress
        )
    }
}

/// A small, fast, seeded generator: the same numbers on every target.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A float in [0, 1).
    mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }
}
