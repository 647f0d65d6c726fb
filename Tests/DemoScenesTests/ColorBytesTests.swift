import DemoScenes
import Testing
import TransitionCore

/// ``SRGBBytes``, the renderer's fast OKLab to sRGB bytes, against TransitionCore's conversion.
@Suite struct ColorBytesTests {
    static func bytes(_ color: Color) -> [Int] {
        let (r, g, b, a) = color.rgba8
        return [Int(r), Int(g), Int(b), Int(a)]
    }

    static func bytes(_ lab: OKLab) -> [Int] {
        let (r, g, b, a) = SRGBBytes.rgba8(lab)
        return [Int(r), Int(g), Int(b), Int(a)]
    }

    @Test func colourBytesComeBackExactly() {
        var colors = [Palette.background, Palette.panel, Palette.text, Palette.accent, .black, .white]
        for hex: UInt32 in stride(from: 0, to: 0x100_0000, by: 0x01_0307) { colors.append(Color(hex: hex)) }
        for color in colors {
            #expect(ColorBytesTests.bytes(color.oklab) == ColorBytesTests.bytes(color), "\(color)")
        }
    }

    @Test func anyColourIsWithinOneStepOfTransitionCore() {
        var differing = 0
        var checked = 0
        for lightness in stride(from: Float(-0.1), through: 1.1, by: 0.05) {
            for a in stride(from: Float(-0.4), through: 0.4, by: 0.05) {
                for b in stride(from: Float(-0.4), through: 0.4, by: 0.05) {
                    let lab = OKLab(L: lightness, a: a, b: b, alpha: (lightness + 0.1) / 1.2)
                    let fast = ColorBytesTests.bytes(lab)
                    let reference = ColorBytesTests.bytes(Color(lab))
                    let distance = zip(fast, reference).map { abs($0 - $1) }.max() ?? 0
                    #expect(distance <= 1, "\(lab): \(fast) against \(reference)")
                    if distance > 0 { differing += 1 }
                    checked += 1
                }
            }
        }
        #expect(differing * 100 < checked, "\(differing) of \(checked) differ")
    }

    @Test func nanAndOutOfRangeAreClamped() {
        #expect(ColorBytesTests.bytes(OKLab(L: .nan, a: .nan, b: .nan, alpha: .nan)) == [0, 0, 0, 0])
        #expect(ColorBytesTests.bytes(OKLab(L: 5, a: 0, b: 0, alpha: 7)) == [255, 255, 255, 255])
        #expect(ColorBytesTests.bytes(OKLab(L: -1, a: 0, b: 0, alpha: -1)) == [0, 0, 0, 0])
        let infinite = OKLab(L: .infinity, a: 0, b: 0)
        #expect(ColorBytesTests.bytes(infinite) == ColorBytesTests.bytes(Color(infinite)))
    }
}
