import Testing

@testable import TransitionCore

// The README's "Describe a transition" example, as written there apart from `private` on the
// file-scope declarations and its last two lines moved into a test function. The README leaves
// `body` and `title` to the reader: they are the two values below.

private enum BlockFontStyle: Equatable { case regular, bold }

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
private let title = FontDescriptor(style: .bold, size: 24.4, weight: 700.7, lineSpacing: 1.45)
private let duration = 0.5

/// The time fraction at which CSS ease-in-out reaches √0.5, i.e. where progress² crosses 0.5:
/// computed by bisection in `Support/reference_curves.py` (last line of its output).
private let crossingFraction = 0.6249199875518276

@Suite("README FontDescriptor example")
struct FontDescriptorExampleTests {
    @Test("the README's spring move, sampled at 0.2 s, then landing exactly on the target")
    func readmeMove() {
        let move = Transition(from: body, to: title, animation: .spring(response: 0.4, dampingFraction: 0.8))
        let halfway = move.value(at: 0.2)  // any time, not only whole ticks

        // A FontDescriptor is not a vector: the spring only drives the progress it is given.
        #expect(halfway == body.transition(to: title, progress: move.animation.sample(at: 0.2).progress))
        #expect(halfway != body && halfway != title)
        #expect(halfway.size > body.size && halfway.size < title.size)
        #expect(move.value(at: 0) == body)
        let end = move.animation.totalDuration
        #expect(end.isFinite && end > 0.2)
        #expect(!move.isFinished(at: 0.2) && move.isFinished(at: end))
        #expect(move.value(at: end) == title)
    }

    @Test("the target is not reachable by interpolation, so exactness is meaningful")
    func targetIsInexact() {
        #expect(body.transition(to: title, progress: 1) != title)
    }

    @Test("animates with .easeInOut(duration: 0.5) from the source to exactly the target")
    func endpoints() {
        let transition = Transition(from: body, to: title, animation: .easeInOut(duration: duration))
        #expect(transition.sample(elapsed: 0).value == body)
        #expect(!transition.sample(elapsed: 0).isFinished)
        #expect(!transition.sample(elapsed: duration - 1e-6).isFinished)
        let end = transition.sample(elapsed: duration)
        #expect(end.isFinished)
        #expect(end.value == title)
        #expect(transition.sample(elapsed: 3).value == title)
    }

    @Test("halfway through, ease-in-out is at 0.5, so every number is a quarter of the way")
    func halfway() {
        let transition = Transition(from: body, to: title, animation: .easeInOut(duration: duration))
        let value = transition.sample(elapsed: duration / 2).value
        #expect(value.style == .regular)
        #expect(abs(value.size - (8.2 + (24.4 - 8.2) / 4)) <= 1e-5)
        #expect(abs(value.weight - (400 + (700.7 - 400) / 4)) <= 1e-3)
        #expect(abs(value.lineSpacing - (1.15 + (1.45 - 1.15) / 4)) <= 1e-6)
    }

    @Test("the style switches once, where progress² crosses 0.5")
    func styleSwitch() {
        let transition = Transition(from: body, to: title, animation: .easeInOut(duration: duration))
        let crossing = crossingFraction * duration
        #expect(transition.sample(elapsed: crossing - 1e-4).value.style == .regular)
        #expect(transition.sample(elapsed: crossing + 1e-4).value.style == .bold)

        var switches = 0
        var previous = transition.sample(elapsed: 0).value
        var elapsed = 0.0
        while elapsed <= duration + 0.01 {
            let value = transition.sample(elapsed: elapsed).value
            if value.style != previous.style { switches += 1 }
            // Sizes rise monotonically between the two ends.
            #expect(value.size >= previous.size)
            #expect(value.size >= body.size && value.size <= title.size)
            previous = value
            elapsed += 1e-3
        }
        #expect(switches == 1)
        #expect(previous == title)
    }

    @Test("retargeting the example mid-flight is continuous")
    func retarget() {
        var transition = Transition(from: body, to: title, animation: .easeInOut(duration: duration))
        let presented = transition.sample(elapsed: 0.2).value
        transition.retarget(to: body, animation: .easeInOut(duration: duration), elapsed: 0.2)
        #expect(transition.sample(elapsed: 0).value == presented)
        #expect(transition.sample(elapsed: duration).value == body)
    }
}
