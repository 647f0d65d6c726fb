import Testing

@testable import TransitionCore

// The FontDescriptor example of the project README, verbatim apart from `private`.

private enum BlockFontStyle: Equatable { case regular, italic }

private struct FontDescriptor: Transitionable {
    let style: BlockFontStyle
    let size: Float
    let weight: Float
    let lineSpacing: Float
    func transition(to other: FontDescriptor, progress: Float) -> FontDescriptor {
        let progress = progress * progress
        return FontDescriptor(
            style: progress < 0.5 ? style : other.style,
            size: progress.lerp(min: size, max: other.size),
            weight: progress.lerp(min: weight, max: other.weight),
            lineSpacing: progress.lerp(min: lineSpacing, max: other.lineSpacing))
    }
}

// In Float, 8.2 + (24.4 - 8.2) · 1 is not 24.4, so interpolation alone would miss the target.
private let body = FontDescriptor(style: .regular, size: 8.2, weight: 400, lineSpacing: 1.15)
private let quote = FontDescriptor(style: .italic, size: 24.4, weight: 700.7, lineSpacing: 1.45)
private let duration = 0.5

/// The time fraction at which CSS ease-in-out reaches √0.5, i.e. where progress² crosses 0.5:
/// computed by bisection in `Support/reference_curves.py` (last line of its output).
private let crossingFraction = 0.6249199875518276

@Suite("README FontDescriptor example")
struct FontDescriptorExampleTests {
    @Test("the target is not reachable by interpolation, so exactness is meaningful")
    func targetIsInexact() {
        #expect(body.transition(to: quote, progress: 1) != quote)
    }

    @Test("animates with .easeInOut(duration: 0.5) from the source to exactly the target")
    func endpoints() {
        let transition = Transition(from: body, to: quote, animation: .easeInOut(duration: duration))
        #expect(transition.sample(elapsed: 0).value == body)
        #expect(!transition.sample(elapsed: 0).isFinished)
        #expect(!transition.sample(elapsed: duration - 1e-6).isFinished)
        let end = transition.sample(elapsed: duration)
        #expect(end.isFinished)
        #expect(end.value == quote)
        #expect(transition.sample(elapsed: 3).value == quote)
    }

    @Test("halfway through, ease-in-out is at 0.5, so every number is a quarter of the way")
    func halfway() {
        let transition = Transition(from: body, to: quote, animation: .easeInOut(duration: duration))
        let value = transition.sample(elapsed: duration / 2).value
        #expect(value.style == .regular)
        #expect(abs(value.size - (8.2 + (24.4 - 8.2) / 4)) <= 1e-5)
        #expect(abs(value.weight - (400 + (700.7 - 400) / 4)) <= 1e-3)
        #expect(abs(value.lineSpacing - (1.15 + (1.45 - 1.15) / 4)) <= 1e-6)
    }

    @Test("the style switches once, where progress² crosses 0.5")
    func styleSwitch() {
        let transition = Transition(from: body, to: quote, animation: .easeInOut(duration: duration))
        let crossing = crossingFraction * duration
        #expect(transition.sample(elapsed: crossing - 1e-4).value.style == .regular)
        #expect(transition.sample(elapsed: crossing + 1e-4).value.style == .italic)

        var switches = 0
        var previous = transition.sample(elapsed: 0).value
        var elapsed = 0.0
        while elapsed <= duration + 0.01 {
            let value = transition.sample(elapsed: elapsed).value
            if value.style != previous.style { switches += 1 }
            // Sizes rise monotonically between the two ends.
            #expect(value.size >= previous.size)
            #expect(value.size >= body.size && value.size <= quote.size)
            previous = value
            elapsed += 1e-3
        }
        #expect(switches == 1)
        #expect(previous == quote)
    }

    @Test("retargeting the example mid-flight is continuous")
    func retarget() {
        var transition = Transition(from: body, to: quote, animation: .easeInOut(duration: duration))
        let presented = transition.sample(elapsed: 0.2).value
        transition.retarget(to: body, animation: .easeInOut(duration: duration), elapsed: 0.2)
        #expect(transition.sample(elapsed: 0).value == presented)
        #expect(transition.sample(elapsed: duration).value == body)
    }
}
