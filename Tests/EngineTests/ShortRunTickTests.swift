import Engine
import Testing
import TransitionCore

/// Eight floats moving lane by lane: the tick takes short runs of them together, through its
/// curve and lerp kernels.
private struct MixedLanes: FloatLanes {
    var x, y, w, h, r, g, b, a: Float
}

/// The same eight floats with the transition written out: the tick writes them one by one.
private struct MixedPlain: VectorTransitionable {
    var x, y, w, h, r, g, b, a: Float

    func transition(to o: MixedPlain, progress t: Float) -> MixedPlain {
        MixedPlain(
            x: lerp(x, o.x, t), y: lerp(y, o.y, t), w: lerp(w, o.w, t), h: lerp(h, o.h, t),
            r: lerp(r, o.r, t), g: lerp(g, o.g, t), b: lerp(b, o.b, t), a: lerp(a, o.a, t))
    }

    static func + (l: MixedPlain, r: MixedPlain) -> MixedPlain {
        MixedPlain(
            x: l.x + r.x, y: l.y + r.y, w: l.w + r.w, h: l.h + r.h, r: l.r + r.r, g: l.g + r.g, b: l.b + r.b,
            a: l.a + r.a)
    }

    static func - (l: MixedPlain, r: MixedPlain) -> MixedPlain {
        MixedPlain(
            x: l.x - r.x, y: l.y - r.y, w: l.w - r.w, h: l.h - r.h, r: l.r - r.r, g: l.g - r.g, b: l.b - r.b,
            a: l.a - r.a)
    }

    func scaled(by f: Float) -> MixedPlain {
        MixedPlain(x: x * f, y: y * f, w: w * f, h: h * f, r: r * f, g: g * f, b: b * f, a: a * f)
    }
}

/// A game's mixed load, where springs with velocities of their own sit between curves and
/// neighbouring slots rarely share a palette entry: the tick takes such short runs together
/// (one curve kernel pass over the transitions of a polynomial curve, whatever their entries,
/// one lerp pass over the stretch) and must give the bits of writing each value on its own.
/// In the serialized kernel suite: the instruction set is the process's.
extension TickKernelTests {
    /// A seeded mixed load of `count` entities over `ticks` ticks: every fourth entity on a
    /// spring, the others on polynomial curves of several lengths (some repeating), a
    /// non-polynomial curve or a delayed curve; each tick a tenth retargeted from where they
    /// are, a hundredth despawned and spawned, a few set; an eighth on a clock domain paused
    /// every third tick. Returns the state hash and every entity's value after each tick.
    static func playMixed<Value: VectorTransitionable>(
        _ type: Value.Type, seed: UInt64, count: Int, ticks: Int, make: (Float, Float, Float) -> Value
    ) -> (hashes: [UInt64], values: [[Value?]]) {
        var random = SeededRandom(seed: seed)
        let world = World(tickRate: 60)
        let domain = world.makeClockDomain(named: "paused at times")
        func value() -> Value {
            make(
                Float(random.next(in: 0...2_000)) - 1_000, Float(random.next(in: 0...1_000)) / 1_000,
                Float(random.next(in: 0...100)))
        }
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        func animation(_ index: Int) -> Animation {
            if index % 4 == 0 { return spring }
            let duration = Double(random.next(in: 1...90)) / 60
            switch random.next(in: 0...9) {
            case 0: return .timingCurve(.easeInOutSine, duration: duration)
            case 1: return Animation.timingCurve(.easeInOutCubic, duration: duration).delay(0.05)
            case 2:
                return Animation.timingCurve(.linear, duration: duration).repeatForever(autoreverses: true)
            case 3: return .timingCurve(.easeOutQuad, duration: duration)
            default: return .timingCurve(.easeInOutCubic, duration: 0.5)
            }
        }
        var entities: [Entity] = []
        func start(_ index: Int) -> Entity {
            let entity = world.spawn()
            if index % 8 == 5, let domain { world.setClockDomain(domain, for: entity) }
            world.set(value(), for: entity)
            world.animate(entity, to: value(), animation(index))
            return entity
        }
        for index in 0..<count { entities.append(start(index)) }
        var cursor = 0
        var hashes: [UInt64] = []
        var values: [[Value?]] = []
        for tick in 0..<ticks {
            if let domain { world.setPaused(tick % 3 == 2, for: domain) }
            for _ in 0..<count / 10 {
                world.animate(entities[cursor], to: value(), animation(cursor))
                cursor = (cursor + 1) % count
            }
            for _ in 0..<max(1, count / 100) {
                let index = Int(random.next(in: 0...UInt64(count - 1)))
                world.despawn(entities[index])
                entities[index] = start(index)
            }
            if random.next(in: 0...3) == 0 {
                world.set(value(), for: entities[Int(random.next(in: 0...UInt64(count - 1)))])
            }
            world.advance()
            hashes.append(world.stateHash())
            values.append(entities.map { world.get(Value.self, of: $0) })
        }
        return (hashes, values)
    }

    @Test func shortRunsGiveTheValuesWrittenOneByOneOnEverySet() {
        let plain = MixedRun(
            Self.playMixed(MixedPlain.self, seed: 41, count: 400, ticks: 150) {
                MixedPlain(x: $0, y: -$0, w: $1, h: $2, r: $1, g: 1 - $1, b: $2 / 100, a: 1)
            })
        let lanes = Self.sameOnEverySet {
            MixedRun(
                Self.playMixed(MixedLanes.self, seed: 41, count: 400, ticks: 150) {
                    MixedLanes(x: $0, y: -$0, w: $1, h: $2, r: $1, g: 1 - $1, b: $2 / 100, a: 1)
                })
        }
        #expect(lanes.values.count == 150 && plain.values.count == 150)
        var differing: [String] = []
        for (tick, row) in lanes.values.enumerated() {
            for (index, value) in row.enumerated() where value != plain.values[tick][index] {
                differing.append("tick \(tick), entity \(index)")
            }
        }
        let differingCount = differing.count
        #expect(differingCount == 0, "first: \(differing.prefix(5))")
    }
}

/// A mixed run's state hashes and each entity's value as bytes, after each tick.
private struct MixedRun: Equatable {
    let hashes: [UInt64]
    let values: [[[UInt8]?]]

    init<Value>(_ run: (hashes: [UInt64], values: [[Value?]])) {
        hashes = run.hashes
        values = run.values.map { row in
            row.map { value in value.map { v in withUnsafeBytes(of: v) { Array($0) } } }
        }
    }
}
