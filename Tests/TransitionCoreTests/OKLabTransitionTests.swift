import Testing
import TransitionCore

@Suite struct OKLabTransitionTests {
    @Test func animatingOKLabMatchesAnimatingColor() {
        let pairs: [(Color, Color)] = [
            (.red, .blue), (Color(hex: 0x336699), Color(hex: 0xffcc00, alpha: 0.25)), (.black, .white),
            (Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0), .magenta),
        ]
        for (start, end) in pairs {
            for progress: Float in [0.1, 0.37, 0.5, 0.8, 1.2] {
                let viaColor = start.transition(to: end, progress: progress)
                let viaLab = Color(start.oklab.transition(to: end.oklab, progress: progress))
                #expect(abs(viaColor.red - viaLab.red) < 1e-5)
                #expect(abs(viaColor.green - viaLab.green) < 1e-5)
                #expect(abs(viaColor.blue - viaLab.blue) < 1e-5)
                #expect(viaColor.alpha == viaLab.alpha)
            }
        }
    }

    @Test func endpointsAreExactAndTransparencyIsHarmless() {
        let start = Color(hex: 0x12ab34).oklab
        let end = Color(hex: 0xfe0101, alpha: 0.5).oklab
        #expect(start.transition(to: end, progress: 0) == start)
        #expect(start.transition(to: end, progress: 1) == end)
        #expect(start.transition(to: end, progress: .nan) == start)
        let clear = OKLab(L: 0.5, a: 0.1, b: 0.1, alpha: 0)
        let mixed = clear.transition(to: clear, progress: 0.5)
        #expect(mixed == OKLab(L: 0, a: 0, b: 0, alpha: 0))
    }
}
