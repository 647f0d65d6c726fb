import Testing

@testable import TransitionCore

/// A colour's components are the stored truth; the LMS cube roots it carries beside them, which
/// its OKLab coordinates are a linear map of, follow every change.
@Suite struct ColorCachedRootsTests {
    @Test func componentsComeBackAsGivenAndRootsAreTheirExactConversion() {
        var random = SeededRandom(seed: 0x0C7)
        for _ in 0..<1_000 {
            let color = random.color(-0.5...1.5, alpha: -1...2)
            let exact = ColorConversion.roots(
                fromLinear: ColorConversion.linear(
                    fromEncoded: SIMD3(Double(color.red), Double(color.green), Double(color.blue))))
            #expect(color.storedRoots == SIMD4(Float(exact.x), Float(exact.y), Float(exact.z), 1))
            let lab = ColorConversion.oklab(fromRoots: exact)
            #expect(abs(Double(color.oklab.L) - lab.x) <= 1e-6 && abs(Double(color.oklab.a) - lab.y) <= 1e-6)
            #expect(abs(Double(color.oklab.b) - lab.z) <= 1e-6 && color.oklab.alpha == color.alpha)
        }
        let color = Color(red: 0.1, green: -3, blue: .nan, alpha: 7)
        #expect(color.red == 0.1 && color.green == -3 && color.blue.isNaN && color.alpha == 7)
        #expect(bits(color).dropFirst(4) == bits(Color(red: 0.1, green: -3, blue: 0)).dropFirst(4))
    }

    @Test func settersKeepTheRootsInSync() {
        var random = SeededRandom(seed: 0x5E7)
        for _ in 0..<500 {
            // Made from OKLab, the colour caches the roots of those coordinates, not of its
            // rounded components; setting a component recomputes them from the components.
            var color = Color(
                OKLab(
                    L: random.float(in: 0...1), a: random.float(in: -0.3...0.3),
                    b: random.float(in: -0.3...0.3)))
            let red = random.float(in: -1...2)
            color.red = red
            #expect(bits(color) == bits(Color(red: red, green: color.green, blue: color.blue)))
            let (green, blue, alpha) = (
                random.float(in: 0...1), random.float(in: 0...1), random.float(in: 0...1)
            )
            color.green = green
            color.blue = blue
            color.alpha = alpha
            #expect(bits(color) == bits(Color(red: red, green: green, blue: blue, alpha: alpha)))
        }
    }

    @Test func equalityAndHashCompareComponentsOnlyAndTheStateHashEverything() {
        var random = SeededRandom(seed: 0xE0A1)
        var rootsDiffered = 0
        for _ in 0..<200 {
            let color = Color(
                OKLab(
                    L: random.float(in: 0...1), a: random.float(in: -0.3...0.3),
                    b: random.float(in: -0.3...0.3)))
            let rebuilt = Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            // Equal as values, whatever roots each carries...
            #expect(
                color == rebuilt && color.hashValue == rebuilt.hashValue && Set([color, rebuilt]).count == 1)
            // ...while the state hash covers the roots too.
            var colorHash = StateHasher()
            var rebuiltHash = StateHasher()
            color.hash(into: &colorHash)
            rebuilt.hash(into: &rebuiltHash)
            #expect((colorHash.value == rebuiltHash.value) == (bits(color) == bits(rebuilt)))
            if bits(color) != bits(rebuilt) { rootsDiffered += 1 }
        }
        #expect(rootsDiffered > 0, "some colours made from OKLab carry roots their components do not give")
        // IEEE equality of components: NaN equals nothing, −0 equals 0.
        #expect(Color(red: .nan, green: 0, blue: 0) != Color(red: .nan, green: 0, blue: 0))
        #expect(Color(red: -0.0, green: 0, blue: 0) == Color.black)
        #expect(Color.red != Color.blue)
    }

    @Test func layoutStaysSmall() {
        #expect(MemoryLayout<Color>.stride <= 32)
    }
}
