import CTickKernels
import Engine
import Testing
import TransitionCore

/// A transition's two colours side by side, as a storage's record keeps them.
private struct ColorPair {
    var from: Color
    var to: Color
}

/// The bytes of a colour: its components and the roots it mixes on from.
private func bytes(_ color: Color) -> [UInt8] {
    withUnsafeBytes(of: color) { Array($0) }
}

/// A colour world's state hash and colours after each tick.
private struct ColorRun: Equatable {
    let hashes: [UInt64]
    let values: [[[UInt8]]]

    init(_ run: (hashes: [UInt64], values: [[[UInt8]]])) { (hashes, values) = run }
}

/// Progresses of every kind: the ends (signed zero), inside, extrapolated, extreme, NaN.
private func anyProgress(_ random: inout SeededRandom) -> Float {
    switch random.next(in: 0...11) {
    case 0: return 0
    case 1: return 1
    case 2: return -0.0
    case 3:
        return [Float.nan, .infinity, -.infinity, 1e30, -3, .leastNonzeroMagnitude][
            Int(random.next(in: 0...5))]
    case 4, 5: return float(&random, -0.5...1.5)
    default: return float(&random, 0...1)
    }
}

extension TickKernelTests {
    /// The colour kernel on every set: every transition it writes has the bits of
    /// `Color.transition(to:progress:)`, and it leaves exactly the others (the ends, progresses
    /// not finite, fully transparent mixes, roots beyond the fast conversion), listed in order
    /// and untouched; `Color.transitions` through it gives every transition those bits.
    @Test func colorKernelHasTheTransitionsBitsOnEverySet() {
        var random = SeededRandom(seed: 0xC0_10_4E)
        let count = 3_000
        let pairs = (0..<count).map { _ in ColorPair(from: anyColor(&random), to: anyColor(&random)) }
        let progress = (0..<count).map { _ in anyProgress(&random) }
        let expected = (0..<count).map { k in pairs[k].from.transition(to: pairs[k].to, progress: progress[k])
        }
        let filler = Color(red: 0.125, green: 0.25, blue: 0.5, alpha: 0.75)
        let stride = MemoryLayout<ColorPair>.stride / MemoryLayout<Float>.stride
        let toOffset = MemoryLayout<ColorPair>.offset(of: \ColorPair.to)! / MemoryLayout<Float>.stride
        var (written, compared) = (0, 0)
        Self.onEverySet { set in
            // Runs of every length from every start: each width's whole vectors and its rest.
            var first = 0
            while first < count {
                let length = Swift.min(count - first, first % 7 == 0 ? 131 : Int(random.next(in: 0...40)))
                var values = [Color](repeating: filler, count: length)
                var left = [UInt32](repeating: .max, count: length)
                let leftCount = pairs.withUnsafeBytes { records in
                    progress.withUnsafeBufferPointer { progress in
                        values.withUnsafeMutableBytes { values in
                            let floats =
                                records.baseAddress!.assumingMemoryBound(to: Float.self) + first * stride
                            return tick_kernels_color_mix(
                                length, floats, floats + toOffset, stride, progress.baseAddress! + first,
                                values.baseAddress!.assumingMemoryBound(to: Float.self), &left)
                        }
                    }
                }
                let leftSet = Set(left.prefix(leftCount))
                #expect(left.prefix(leftCount).elementsEqual(leftSet.sorted()), "\(set.name)")
                for k in 0..<length {
                    let (index, t) = (first + k, progress[first + k])
                    if leftSet.contains(UInt32(k)) {
                        #expect(bytes(values[k]) == bytes(filler), "\(set.name), transition \(index)")
                        continue
                    }
                    #expect(t != 0 && t != 1 && t.isFinite, "\(set.name), transition \(index) at \(t)")
                    #expect(
                        bytes(values[k]) == bytes(expected[index]),
                        "\(set.name): \(pairs[index].from) → \(pairs[index].to) at \(t)")
                    written += 1
                }
                first += length
            }
            // The same through the value type's batch.
            var values = [Color](repeating: filler, count: count)
            pairs.withUnsafeBufferPointer { records in
                let base = UnsafeRawPointer(records.baseAddress!)
                progress.withUnsafeBufferPointer { progress in
                    values.withUnsafeMutableBufferPointer { values in
                        Color.transitions(
                            TransitionRun(
                                count: count, starts: base.assumingMemoryBound(to: Color.self),
                                ends: (base + toOffset * MemoryLayout<Float>.stride).assumingMemoryBound(
                                    to: Color.self),
                                stride: MemoryLayout<ColorPair>.stride, progresses: progress.baseAddress!,
                                values: values.baseAddress!))
                    }
                }
            }
            for k in 0..<count where !progress[k].isNaN {
                #expect(bytes(values[k]) == bytes(expected[k]), "\(set.name), transition \(k)")
                compared += 1
            }
        }
        #expect(written * 3 > Self.supported.count * count, "the kernel mixes many of the transitions itself")
        #expect(compared > Self.supported.count * count * 9 / 10)
    }

    /// A seeded game of `count` colours over `ticks` ticks, as ``play(_:seed:count:ticks:make:)``
    /// plays one (shared animations under every polynomial curve and others, springs, repeats,
    /// retargets, despawns and sets), between colours in and out of gamut, transparent or not.
    /// Returns the state hash and every colour's bytes after each tick.
    static func playColors(seed: UInt64, count: Int, ticks: Int) -> (hashes: [UInt64], values: [[[UInt8]]]) {
        var random = SeededRandom(seed: seed)
        let world = World(tickRate: 60)
        var entities = (0..<count).map { _ in world.spawn() }
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
        for entity in entities { world.set(anyColor(&random), for: entity) }
        var hashes: [UInt64] = []
        var values: [[[UInt8]]] = []
        for _ in 0..<ticks {
            let shared = animation()
            for _ in 0..<(count / 4) {
                let index = Int(random.next(in: 0...UInt64(count - 1)))
                switch random.next(in: 0...19) {
                case 0:
                    world.despawn(entities[index])
                    entities[index] = world.spawn()
                    world.set(anyColor(&random), for: entities[index])
                case 1: world.set(anyColor(&random), for: entities[index])
                default: world.animate(entities[index], to: anyColor(&random), shared)
                }
            }
            world.advance()
            hashes.append(world.stateHash())
            values.append(entities.map { world.get(Color.self, of: $0).map(bytes) ?? [] })
        }
        return (hashes, values)
    }

    /// A world of colours gives the same state hash and the same colours on every tick
    /// whichever set runs the colour kernel.
    @Test func aColourWorldHasTheSameHashOnEveryTickOnEverySet() {
        let run = Self.sameOnEverySet { ColorRun(Self.playColors(seed: 31, count: 600, ticks: 200)) }
        #expect(run.hashes.count == 200 && run.values.count == 200)
    }
}
