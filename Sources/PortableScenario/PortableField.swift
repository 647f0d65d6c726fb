import Engine
import TransitionCore

/// A field of boxes in four groups that move when pressed or keyed: the scenario that runs
/// alike natively, in a browser (WebAssembly) and on a microcontroller, giving the same state
/// hash after the same inputs. Positions move on springs, colours on a pulse timeline, and
/// each group hands its boxes a scale through the environment. Fixed-step: 60 ticks a second.
public final class PortableField {
    /// Ticks a second.
    public static let tickRate: UInt64 = 60
    /// Number of groups the boxes are split into.
    public static let groupCount = 4

    private let world = World(tickRate: PortableField.tickRate)
    private var boxes: [Entity] = []
    private var groups: [Entity] = []
    private var colors: [Color] = []
    private var random: SplitMix64
    private let width: Float
    private let height: Float
    private var scattered = false

    /// `boxes` boxes on a `width` × `height` field, placed by `seed`.
    public init(seed: UInt64, boxes count: Int, width: Float, height: Float) {
        random = SplitMix64(seed: seed)
        self.width = width
        self.height = height
        // Sized up front: growing by doubling would overshoot a microcontroller's heap.
        let count = max(0, count)
        world.reserveEntityCapacity(Self.groupCount + count)
        world.reserveCapacity(count, for: SIMD2<Float>.self)
        world.reserveCapacity(count, for: Color.self)
        world.reserveEventCapacity(count)
        boxes.reserveCapacity(count)
        colors.reserveCapacity(count)
        for _ in 0..<Self.groupCount {
            let group = world.spawn()
            world.setEnvironment(.boxScale, 1, for: group)
            groups.append(group)
        }
        let palette = [
            Color(hex: 0x4C_C9_F0), Color(hex: 0xF7_25_85), Color(hex: 0xFF_D1_66), Color(hex: 0x06_D6_A0),
        ]
        for index in 0..<count {
            let box = world.spawn()
            let group = groups[index % Self.groupCount]
            try? world.setParent(box, to: group)
            world.set(SIMD2<Float>(random.unit() * width, random.unit() * height), for: box)
            world.set(palette[index % Self.groupCount], for: box)
            boxes.append(box)
            colors.append(palette[index % Self.groupCount])
        }
    }

    /// Number of boxes.
    public var boxCount: Int { boxes.count }
    /// Ticks advanced so far.
    public var tick: UInt64 { world.tick }

    /// Advances `ticks` ticks.
    public func advance(ticks: Int) {
        for _ in 0..<max(0, ticks) { world.advance() }
    }

    /// Sends every box on a spring toward a place near (`x`, `y`) and pulses the colours of
    /// the boxes that start within 120 points of it.
    public func press(x: Float, y: Float) {
        let center = SIMD2<Float>(x, y)
        for (index, box) in boxes.enumerated() {
            let spread = SIMD2<Float>(random.unit() - 0.5, random.unit() - 0.5) * SIMD2(width, height) / 3
            let response = 0.35 + Double(index % 5) * 0.05
            world.animate(box, to: center + spread, .spring(response: response, dampingFraction: 0.72))
            guard let at = world.get(SIMD2<Float>.self, of: box) else { continue }
            let offset = at - center
            if (offset * offset).sum() < 120 * 120 {
                var pulse = Timeline(from: colors[index], tickRate: PortableField.tickRate)
                pulse.add(to: .white, .easeOut(duration: 0.12))
                pulse.add(to: colors[index], .easeInOut(duration: 0.5))
                world.play(pulse, on: box)
            }
        }
    }

    /// Handles a key: `r` scatters the boxes over the field and swaps the groups' scales.
    public func key(_ code: Int32) {
        guard code == 114 else { return }
        scattered.toggle()
        for (index, group) in groups.enumerated() {
            let scale: Float = scattered ? (index % 2 == 0 ? 1.6 : 0.6) : 1
            world.setEnvironment(.boxScale, scale, for: group, .easeInOut(duration: 0.6))
        }
        for box in boxes {
            let place = SIMD2<Float>(random.unit() * width, random.unit() * height)
            world.animate(box, to: place, .easeInOut(duration: 0.8))
        }
    }

    /// The world's state hash after the ticks and inputs so far.
    public func stateHash() -> UInt64 { world.stateHash() }

    /// Writes 8 floats per box (x, y, width, height, red, green, blue, alpha), presented `alpha`
    /// of a tick after the last; returns the number of boxes written.
    public func writeBoxes(into buffer: UnsafeMutablePointer<Float>, capacity: Int, alpha: Double) -> Int {
        let count = min(max(0, capacity), boxes.count)
        for index in 0..<count {
            let box = boxes[index]
            let place = world.presented(SIMD2<Float>.self, of: box, alpha: alpha) ?? .zero
            let color = world.presented(Color.self, of: box, alpha: alpha) ?? .clear
            let side = 10 * world.environment(.boxScale, of: box, alpha: alpha)
            let values = [
                place.x - side / 2, place.y - side / 2, side, side, color.red, color.green, color.blue,
                color.alpha,
            ]
            for lane in 0..<8 { buffer[index * 8 + lane] = values[lane] }
        }
        return count
    }
}

/// The scale a group hands its boxes.
struct BoxScaleKey: EnvironmentKey {
    static let defaultValue: Float = 1
    static let name = "boxScale"
}

extension EnvironmentPath where Value == Float {
    /// The scale a group hands its boxes, animated when the field is scattered.
    static let boxScale = EnvironmentPath("boxScale", key: BoxScaleKey.self)
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
