import Testing

@testable import TransitionCore

/// A transition's two ends side by side, as a storage keeps them.
private struct Ends<Value: Transitionable> {
    var from: Value
    var to: Value
}

/// `Value.transitions` (or `batch`) over `ends` at `progress`: the values it writes, the
/// others left as `filler`.
private func batched<Value: Transitionable>(
    _ ends: [Ends<Value>], _ progress: [Float], filler: Value,
    through batch: (TransitionRun<Value>) -> Void = Value.transitions
) -> [Value] {
    var values = [Value](repeating: filler, count: ends.count)
    ends.withUnsafeBufferPointer { pairs in
        progress.withUnsafeBufferPointer { progress in
            values.withUnsafeMutableBufferPointer { values in
                let base = UnsafeRawPointer(pairs.baseAddress!)
                let stride = MemoryLayout<Ends<Value>>.stride
                batch(
                    TransitionRun(
                        count: pairs.count,
                        starts: (base + MemoryLayout<Ends<Value>>.offset(of: \.from)!).assumingMemoryBound(
                            to: Value.self),
                        ends: (base + MemoryLayout<Ends<Value>>.offset(of: \.to)!).assumingMemoryBound(
                            to: Value.self),
                        stride: stride, progresses: progress.baseAddress!, values: values.baseAddress!))
            }
        }
    }
    return values
}

/// Colours of every kind a run meets: in gamut, out of it, transparent, sampled from a
/// transition (carrying their mix), far beyond the fast conversion, and non-finite.
private func sweepColor(_ random: inout SeededRandom, _ kind: UInt64) -> Color {
    switch kind % 8 {
    case 0: return random.color(0...1)
    case 1: return random.color(-0.5...1.5)
    case 2: return random.color(0...1, alpha: 0...0)
    case 3: return random.color(-0.5...1.5, alpha: 0...1)
    case 4: return random.color(0...1).transition(to: random.color(0...1, alpha: 0...1), progress: 0.3)
    case 5: return random.color(-0.5...1.5, alpha: -0.5...1.5)
    case 6: return Color(red: 1e30, green: -1e30, blue: 0.5, alpha: 0.5)
    default:
        return [Color(red: .nan, green: 0.5, blue: 0.5), Color(red: .infinity, green: 0, blue: 0), .clear][
            Int(random.next() % 3)]
    }
}

/// Progresses of every kind: ends (signed zero), inside, extrapolated, extreme and NaN.
private func sweepProgress(_ random: inout SeededRandom) -> Float {
    switch random.next() % 10 {
    case 0: return 0
    case 1: return 1
    case 2: return -0.0
    case 3: return [Float.nan, .infinity, -.infinity, 1e30, -3][Int(random.next() % 5)]
    case 4, 5: return random.float(in: -0.5...1.5)
    default: return random.float(in: 0...1)
    }
}

@Suite struct ColorRunTests {
    /// The batch gives each transition the bits one by one gives it, whatever its lane, for runs
    /// of every length (the vectors and the rest): through the colour kernel where the module
    /// imports it, and through the Swift that mixes four at a time where it does not.
    @Test(arguments: [false, true]) func batchAgreesWithOneByOneBitForBit(inSwift: Bool) {
        let batch: (TransitionRun<Color>) -> Void =
            inSwift ? { Color.mixedFourAtATime($0) } : { Color.transitions($0) }
        var random = SeededRandom(seed: 0xBA7C4)
        var compared = 0
        for length in 0..<300 {
            let count = length < 20 ? length : Int(random.next() % 129)
            let ends = (0..<count).map { _ in
                Ends(from: sweepColor(&random, random.next()), to: sweepColor(&random, random.next()))
            }
            let progress = (0..<count).map { _ in sweepProgress(&random) }
            let filler = Color(red: 0.125, green: 0.25, blue: 0.5, alpha: 0.75)
            let values = batched(ends, progress, filler: filler, through: batch)
            for k in 0..<count {
                guard !progress[k].isNaN else { continue }
                let one = ends[k].from.transition(to: ends[k].to, progress: progress[k])
                #expect(
                    withUnsafeBytes(of: values[k]) { Array($0) } == withUnsafeBytes(of: one) { Array($0) },
                    "\(ends[k].from) → \(ends[k].to) at \(progress[k])")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }

    /// The batch is exact at the ends and within 1e-4 of the exact OKLab mix per channel, over
    /// a seeded sweep of well-conditioned mixes, transparent ends, out-of-gamut colours and
    /// extrapolation.
    @Test func batchIsExactAtTheEndsAndCloseToTheExactMix() {
        var random = SeededRandom(seed: 0x5EED_C010)
        var ends: [Ends<Color>] = []
        var progress: [Float] = []
        for pair in 0..<4_000 {
            let from: Color
            let to: Color
            switch pair % 5 {
            case 0: (from, to) = (random.color(0...1), random.color(0...1))
            case 1: (from, to) = (random.color(-0.5...1.5), random.color(-0.5...1.5))
            case 2: (from, to) = (random.color(0...1, alpha: 0...0), random.color(-0.5...1.5))
            case 3: (from, to) = (random.color(-0.5...1.5), random.color(0...1, alpha: 0...0))
            default: (from, to) = (random.color(0...1, alpha: 0.5...1), random.color(0...1, alpha: 0.5...1))
            }
            ends.append(Ends(from: from, to: to))
            progress.append(
                pair % 7 == 0 ? Float(pair % 2) : random.float(in: pair % 3 == 0 ? -0.5...1.5 : 0...1))
        }
        let values = batched(ends, progress, filler: .clear)
        for (k, value) in values.enumerated() {
            let (from, to, t) = (ends[k].from, ends[k].to, progress[k])
            if t == 0 { #expect(bits(value) == bits(from)) }
            if t == 1 { #expect(bits(value) == bits(to)) }
            let exact = from.exactlyMixed(with: to, by: t, in: .oklab)
            // Extrapolating a fade from or to a transparent end divides by an opacity near 0,
            // which no precision mixes reliably (``Color/mixed(with:by:in:)``): left out.
            let opacity = Color.unitOpacities(SIMD2(from.alpha, to.alpha))
            let mixedOpacity = opacity.x + (opacity.y - opacity.x) * t
            guard exact.alpha > 0, (opacity.x * abs(1 - t) + opacity.y * abs(t)) / mixedOpacity <= 4 else {
                continue
            }
            for (a, b) in [(value.red, exact.red), (value.green, exact.green), (value.blue, exact.blue)] {
                #expect(abs(a - b) <= 1e-4 * max(1, abs(b)), "\(from) → \(to) at \(t): \(value) vs \(exact)")
            }
            #expect(abs(value.alpha - exact.alpha) <= 1e-6)
        }
    }

    /// A colour is its components then its roots, eight floats: what the colour kernel reads
    /// and writes.
    @Test func colorIsEightFloatsComponentsFirst() {
        #expect(MemoryLayout<Color>.size == 8 * MemoryLayout<Float>.size)
        #expect(MemoryLayout<Color>.offset(of: \Color.storedRGBA) == 0)
        #expect(MemoryLayout<Color>.offset(of: \Color.storedRoots) == 4 * MemoryLayout<Float>.size)
    }

    /// The default batch calls `transition(to:progress:)` for each transition with a progress
    /// and leaves those with a NaN one alone.
    @Test func defaultBatchIsOneByOne() {
        let ends = (0..<9).map { Ends(from: SIMD2<Float>(Float($0), 1), to: SIMD2<Float>(-2, Float($0) * 3)) }
        let progress: [Float] = [0, 0.25, .nan, 1, 1.5, -0.5, .nan, 0.75, 0.5]
        let values = batched(ends, progress, filler: SIMD2<Float>(99, 99))
        for k in 0..<9 {
            let expected =
                progress[k].isNaN
                ? SIMD2<Float>(99, 99) : ends[k].from.transition(to: ends[k].to, progress: progress[k])
            #expect(values[k] == expected)
        }
    }
}
