import CTickKernels
import Engine
import Testing
import TransitionCore

/// Eight floats moving lane by lane: the tick interpolates them with its vector kernel.
private struct Lanes8: FloatLanes {
    var x, y, w, h, r, g, b, a: Float
}

/// The same eight floats with the transition written out: the tick calls it value by value.
private struct Plain8: VectorTransitionable {
    var x, y, w, h, r, g, b, a: Float

    func transition(to o: Plain8, progress t: Float) -> Plain8 {
        Plain8(
            x: lerp(x, o.x, t), y: lerp(y, o.y, t), w: lerp(w, o.w, t), h: lerp(h, o.h, t),
            r: lerp(r, o.r, t), g: lerp(g, o.g, t), b: lerp(b, o.b, t), a: lerp(a, o.a, t))
    }

    static func + (l: Plain8, r: Plain8) -> Plain8 {
        Plain8(
            x: l.x + r.x, y: l.y + r.y, w: l.w + r.w, h: l.h + r.h, r: l.r + r.r, g: l.g + r.g, b: l.b + r.b,
            a: l.a + r.a)
    }

    static func - (l: Plain8, r: Plain8) -> Plain8 {
        Plain8(
            x: l.x - r.x, y: l.y - r.y, w: l.w - r.w, h: l.h - r.h, r: l.r - r.r, g: l.g - r.g, b: l.b - r.b,
            a: l.a - r.a)
    }

    func scaled(by f: Float) -> Plain8 {
        Plain8(x: x * f, y: y * f, w: w * f, h: h * f, r: r * f, g: g * f, b: b * f, a: a * f)
    }
}

/// The tick's kernels on every instruction set this processor runs (sets it lacks cannot be
/// forced and are left out): each gives the bits of the Swift code it stands for, and a fuzzed
/// run of a world gives the same state hash on every tick whichever set runs it. Serialized:
/// the set is the process's.
@Suite(.serialized) struct TickKernelTests {
    static let supported = VectorInstructionSet.allCases.filter(\.isSupported)

    /// Runs `body` with each supported set in turn, then goes back to the widest.
    static func onEverySet(_ body: (VectorInstructionSet) -> Void) {
        defer { VectorInstructionSet.use(.widest) }
        for set in supported {
            #expect(VectorInstructionSet.use(set))
            #expect(VectorInstructionSet.active == set)
            body(set)
        }
    }

    /// The result of `play` on the first supported set, after expecting every other set to give
    /// the same one.
    static func sameOnEverySet<Result: Equatable>(_ play: () -> Result) -> Result {
        var results: [Result] = []
        onEverySet { _ in results.append(play()) }
        #expect(results.count == supported.count)
        for (set, result) in zip(supported, results).dropFirst() { #expect(result == results[0], "\(set)") }
        return results[0]
    }

    static let polynomialCurves: [Curve] = [
        .linear, .easeInQuad, .easeOutQuad, .easeInOutQuad, .easeInCubic, .easeOutCubic, .easeInOutCubic,
        .easeInQuart, .easeOutQuart, .easeInOutQuart, .easeInQuint, .easeOutQuint, .easeInOutQuint,
    ]

    /// At -O0 every set compiles to the same scalar loops, and comparing them proves nothing.
    @Test func theKernelsComparedAreTheOptimisedVectorCode() {
        #expect(tick_kernels_optimised() == 1)
    }

    /// Names in the test output the sets compared on this machine and those it lacks, whose
    /// kernels these tests cannot run here.
    @Test func theSetsComparedAreNamed() {
        let lacking = VectorInstructionSet.allCases.filter { !$0.isSupported }
        print(
            "instruction sets compared: \(Self.supported.map(\.name).joined(separator: ", "))"
                + (lacking.isEmpty
                    ? "" : "; this machine lacks \(lacking.map(\.name).joined(separator: ", "))"))
        #expect(Self.supported.first == .baseline && Self.supported.contains(.widest))
    }

    /// A whole world of staggered moves under every polynomial curve, hashed every tick: the
    /// same hashes on every set.
    @Test func aStaggeredWorldHasTheSameHashOnEveryTickOnEverySet() {
        let hashes = Self.sameOnEverySet { () -> [UInt64] in
            let world = World(tickRate: 60)
            let entities = (0..<8_000).map { _ in world.spawn() }
            for (index, entity) in entities.enumerated() {
                world.set(Lanes8(x: Float(index), y: 0, w: 1, h: 1, r: 0, g: 0, b: 0, a: 1), for: entity)
            }
            for (group, curve) in Self.polynomialCurves.enumerated() {
                let members = stride(from: group, to: entities.count, by: Self.polynomialCurves.count)
                    .map { entities[$0] }
                world.animate(
                    members,
                    to: { i, _ in Lanes8(x: -Float(i), y: 9, w: 3, h: 0.5, r: 1, g: 0.25, b: 1, a: 0) },
                    .timingCurve(curve, duration: 0.5 + Double(group) / 20),
                    stagger: .amount(0.4, from: .center, ease: .easeInOutQuad))
            }
            var hashes: [UInt64] = []
            for _ in 0..<90 {
                world.advance()
                hashes.append(world.stateHash())
            }
            return hashes
        }
        #expect(hashes.count == 90 && Set(hashes).count > 45)
    }

    @Test func theBaselineIsAlwaysThereAndTheWidestIsSupported() {
        #expect(VectorInstructionSet.baseline.isSupported)
        #expect(VectorInstructionSet.widest.isSupported)
        #expect(Self.supported.contains(.widest))
    }

    @Test func curveProgressHasTheSamplersBitsOnEverySet() {
        var random = SeededRandom(seed: 11)
        var (compared, answered, inRange) = (0, 0, 0)
        Self.onEverySet { _ in
            for (index, curve) in Self.polynomialCurves.enumerated() {
                for _ in 0..<40 {
                    let rate: UInt64 = [30, 60, 120, 144, 1000][Int(random.next(in: 0...4))]
                    let duration = 0.01 + Double(random.next(in: 0...100_000)) / 1_000
                    let speed = [1, 0.37, 2.5][Int(random.next(in: 0...2))]
                    var animation = Animation.timingCurve(curve, duration: duration).speed(speed)
                    switch random.next(in: 0...3) {
                    case 0: break
                    case 1: animation = animation.repeatCount(3, autoreverses: false)
                    case 2: animation = animation.repeatCount(7, autoreverses: true)
                    default: animation = animation.repeatForever(autoreverses: true)
                    }
                    let sampler = Animation.TickSampler(animation, tickRate: rate)
                    guard let run = sampler.polynomialCurve else {
                        Issue.record("curve \(index) has no vector run")
                        continue
                    }
                    #expect(Int(run.curve) == index)
                    let count = 131
                    let offsets = (0..<count).map { _ in UInt16(random.next(in: 0...UInt64(UInt16.max))) }
                    let now = random.next(in: 0...(min(run.tickCount, 5_000_000) + 70_000))
                    var expected = [Float](repeating: 0, count: count)
                    var impulse = [Float](repeating: 0, count: count)
                    var actual = [Float](repeating: 0, count: count)
                    offsets.withUnsafeBufferPointer { offsets in
                        sampler.sample(
                            run: count, startOffsets: offsets.baseAddress!, at: now, progress: &expected,
                            impulse: &impulse)
                        tick_kernels_curve_progress(
                            run.curve, count, offsets.baseAddress!, now, run.fractionPerTick, run.tickCount,
                            run.reverses ? 1 : 0, &actual)
                    }
                    // The kernel leaves a cycle or fraction near a rounding boundary to the
                    // animation, which the sampler's run replays.
                    for k in 0..<count {
                        #expect(
                            expected[k].isNaN
                                ? actual[k].isNaN
                                : actual[k].isNaN || actual[k].bitPattern == expected[k].bitPattern,
                            "curve \(index), transition \(k)")
                    }
                    answered += actual.count { !$0.isNaN }
                    inRange += expected.count { !$0.isNaN }
                    compared += count
                }
            }
        }
        #expect(compared == Self.supported.count * Self.polynomialCurves.count * 40 * 131)
        #expect(answered * 100 > inRange * 95, "the kernel answers nearly everywhere the run does")
    }

    @Test func lerpLanesHasTheTransitionsBitsAndLeavesUnansweredValues() {
        var random = SeededRandom(seed: 12)
        Self.onEverySet { _ in
            let count = 77
            func draw() -> Lanes8 {
                var value = Lanes8(x: 0, y: 0, w: 0, h: 0, r: 0, g: 0, b: 0, a: 0)
                withUnsafeMutableBytes(of: &value) { bytes in
                    for lane in 0..<8 {
                        let unit = Float(random.next(in: 0...1_000_000)) / 1_000_000
                        bytes.storeBytes(of: unit * 2_000 - 1_000, toByteOffset: lane * 4, as: Float.self)
                    }
                }
                return value
            }
            let records = (0..<count).map { _ in (draw(), draw()) }
            let progress = (0..<count).map { k in
                k % 9 == 4 ? Float.nan : Float(random.next(in: 0...1_000_000)) / 800_000 - 0.1
            }
            let untouched = draw()
            var values = [Lanes8](repeating: untouched, count: count)
            let unanswered = records.withUnsafeBytes { records in
                values.withUnsafeMutableBytes { values in
                    tick_kernels_lerp_lanes(
                        count, 8, records.baseAddress!.assumingMemoryBound(to: Float.self), 16, 8,
                        values.baseAddress!.assumingMemoryBound(to: Float.self), 8, progress)
                }
            }
            #expect(unanswered == progress.filter(\.isNaN).count)
            for k in 0..<count {
                let expected =
                    progress[k].isNaN
                    ? untouched : records[k].0.transition(to: records[k].1, progress: progress[k])
                #expect(
                    withUnsafeBytes(of: values[k]) { Array($0) }
                        == withUnsafeBytes(of: expected) { Array($0) })
            }
        }
    }

    /// A seeded game of `count` entities over `ticks` ticks: moves under every polynomial curve,
    /// other curves and springs, once, three times or forever back and forth (a quarter of the
    /// entities retargeted each tick, mid-flight or not, under that tick's animation), despawns
    /// and spawns, sets. Returns the state hash and every entity's value after each tick.
    static func play<Value: VectorTransitionable>(
        _ type: Value.Type, seed: UInt64, count: Int, ticks: Int,
        make: (Float, Float, Float) -> Value
    ) -> (hashes: [UInt64], values: [[Value?]]) {
        var random = SeededRandom(seed: seed)
        let world = World(tickRate: 60)
        var entities = (0..<count).map { _ in world.spawn() }
        func value() -> Value {
            make(
                Float(random.next(in: 0...2_000)) - 1_000, Float(random.next(in: 0...1_000)) / 1_000,
                Float(random.next(in: 0...100)))
        }
        let curves = polynomialCurves + [.easeInOutSine, .easeOutBack, .easeInOut]
        func animation() -> Animation {
            if random.next(in: 0...5) == 0 { return .spring(duration: 0.4, bounce: 0.3) }
            let curve = curves[Int(random.next(in: 0...UInt64(curves.count - 1)))]
            let move = Animation.timingCurve(curve, duration: Double(random.next(in: 1...240)) / 60)
            switch random.next(in: 0...3) {
            case 0: return move.repeatForever(autoreverses: true)
            case 1: return move.repeatCount(3, autoreverses: false)
            default: return move
            }
        }
        for entity in entities { world.set(value(), for: entity) }
        var hashes: [UInt64] = []
        var values: [[Value?]] = []
        for _ in 0..<ticks {
            // One animation a tick, so that the transitions it starts sit side by side and
            // share it: the runs the kernels take.
            let shared = animation()
            for _ in 0..<(count / 4) {
                let index = Int(random.next(in: 0...UInt64(count - 1)))
                switch random.next(in: 0...19) {
                case 0:
                    world.despawn(entities[index])
                    entities[index] = world.spawn()
                    world.set(value(), for: entities[index])
                case 1: world.set(value(), for: entities[index])
                default: world.animate(entities[index], to: value(), shared)
                }
            }
            world.advance()
            hashes.append(world.stateHash())
            values.append(entities.map { world.get(Value.self, of: $0) })
        }
        return (hashes, values)
    }

    @Test func theBulkReadGivesEachEntitysPresentedValueOnEverySet() {
        var random = SeededRandom(seed: 23)
        let world = World(tickRate: 60)
        let entities = (0..<500).map { _ in world.spawn() }
        let curves = Self.polynomialCurves + [.easeInOutSine]
        for (index, entity) in entities.enumerated() {
            world.set(Lanes8(x: 0, y: 1, w: 2, h: 3, r: 0, g: 0.5, b: 1, a: 1), for: entity)
            // Groups of 40 neighbours share an animation: the runs the kernel takes.
            let group = index / 40
            var move = Animation.timingCurve(
                curves[group % curves.count], duration: Double(group % 7 + 1) / 3)
            if group % 3 == 0 { move = move.repeatForever(autoreverses: true) }
            world.animate(
                entity, to: Lanes8(x: Float(index), y: -9, w: 40, h: 1, r: 1, g: 0, b: 0.25, a: 0), move)
        }
        var compared = 0
        for _ in 0..<90 {
            world.advance()
            let alpha = Double(random.next(in: 0...1_000)) / 1_000
            Self.onEverySet { _ in
                world.forEachPresented(Lanes8.self, alpha: alpha) { entity, value in
                    let one = world.presented(Lanes8.self, of: entity, alpha: alpha)
                    #expect(
                        one.map { v in withUnsafeBytes(of: v) { Array($0) } }
                            == withUnsafeBytes(of: value) { Array($0) })
                    compared += 1
                }
            }
        }
        #expect(compared == 90 * 500 * Self.supported.count)
    }

    @Test func aFuzzedRunHasTheSameHashOnEveryTickOnEverySet() {
        let hashes = Self.sameOnEverySet {
            Self.play(Lanes8.self, seed: 21, count: 600, ticks: 240) {
                Lanes8(x: $0, y: -$0, w: $1, h: $2, r: $1, g: 1 - $1, b: $2 / 100, a: 1)
            }.hashes
        }
        #expect(hashes.count == 240)
    }

    @Test func lanesGiveTheValuesOfTheTransitionWrittenOut() {
        let lanes = Self.play(Lanes8.self, seed: 22, count: 400, ticks: 200) {
            Lanes8(x: $0, y: -$0, w: $1, h: $2, r: $1, g: 1 - $1, b: $2 / 100, a: 1)
        }.values
        let plain = Self.play(Plain8.self, seed: 22, count: 400, ticks: 200) {
            Plain8(x: $0, y: -$0, w: $1, h: $2, r: $1, g: 1 - $1, b: $2 / 100, a: 1)
        }.values
        var compared = 0
        for (tick, row) in lanes.enumerated() {
            for (index, value) in row.enumerated() {
                let bytes = value.map { v in withUnsafeBytes(of: v) { Array($0) } }
                let expected = plain[tick][index].map { v in withUnsafeBytes(of: v) { Array($0) } }
                #expect(bytes == expected, "tick \(tick), entity \(index)")
                compared += 1
            }
        }
        #expect(compared == 400 * 200)
    }
}
