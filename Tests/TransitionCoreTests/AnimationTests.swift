import Testing

@testable import TransitionCore

@Suite("Animation timing")
struct AnimationTests {
    @Test("linear(duration: 1) runs at a constant rate and finishes exactly at its duration")
    func linearTiming() {
        let animation = Animation.linear(duration: 1)
        #expect(animation.cycleDuration == 1)
        #expect(animation.totalDuration == 1)
        #expect(animation.sample(at: 0) == .init(progress: 0, isFinished: false))
        #expect(animation.sample(at: 0.25).progress == 0.25)
        #expect(animation.sample(at: 0.5).progress == 0.5)
        #expect(animation.sample(at: 0.5).isFinished == false)
        #expect(animation.sample(at: 0.75).progress == 0.75)
        #expect(animation.sample(at: 1.0.nextDown).isFinished == false)
        #expect(animation.sample(at: 1.0.nextDown).progress == 1)  // Float(1 - ulp) rounds to 1
        #expect(animation.sample(at: 0.999).isFinished == false)
        #expect(animation.sample(at: 1).isFinished)
        #expect(animation.sample(at: 1).progress == 1)
        #expect(animation.sample(at: 7).isFinished)
    }

    @Test("negative and NaN elapsed times are the start")
    func beforeTheStart() {
        let animation = Animation.linear(duration: 1)
        for elapsed: Double in [-1, -1e-9, .nan, -.infinity] {
            let sample = animation.sample(at: elapsed)
            #expect(sample.progress == 0 && !sample.isFinished, "elapsed \(elapsed)")
        }
        #expect(animation.sample(at: .infinity).isFinished)
    }

    @Test("the curve shapes the progress")
    func curveShapesProgress() {
        let animation = Animation.easeInOut(duration: 2)
        for elapsed in [0.2, 0.5, 1, 1.5, 1.9] {
            #expect(animation.sample(at: elapsed).progress == Curve.easeInOut(Float(elapsed / 2)))
        }
        #expect(Animation.easeIn(duration: 1).sample(at: 0.3).progress == Curve.easeIn(0.3))
        #expect(Animation.easeOut(duration: 1).sample(at: 0.3).progress == Curve.easeOut(0.3))
        #expect(Animation.default.cycleDuration == 0.35)
        #expect(Animation.default.sample(at: 0.175).progress == Curve.easeInOut(0.5))
        let custom = Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)
        #expect(custom.sample(at: 0.25).progress < 0)  // the overshooting curve dips first
        #expect(
            Animation.timingCurve(.easeInBack, duration: 1).sample(at: 0.5).progress == Curve.easeInBack(0.5))
    }

    @Test("delay(0.5) holds progress 0 until 0.5 s, then plays")
    func delay() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(animation.delay == 0.5)
        #expect(animation.totalDuration == 1.5)
        for elapsed in [0, 0.1, 0.25, 0.4999, 0.5] {
            let sample = animation.sample(at: elapsed)
            #expect(sample.progress == 0 && !sample.isFinished, "elapsed \(elapsed)")
        }
        #expect(animation.sample(at: 0.75).progress == 0.25)
        #expect(animation.sample(at: 1).progress == 0.5)
        #expect(animation.sample(at: 1.4).isFinished == false)
        #expect(animation.sample(at: 1.5).isFinished)
    }

    @Test("speed(2) halves the time")
    func speed() {
        let animation = Animation.linear(duration: 1).speed(2)
        #expect(animation.speed == 2)
        #expect(animation.totalDuration == 0.5)
        #expect(animation.sample(at: 0.125).progress == 0.25)
        #expect(animation.sample(at: 0.25).progress == 0.5)
        #expect(animation.sample(at: 0.49).isFinished == false)
        #expect(animation.sample(at: 0.5).isFinished)
        // The delay is in real seconds, not sped up.
        let delayed = Animation.linear(duration: 1).delay(1).speed(2)
        #expect(delayed.totalDuration == 1.5)
        #expect(delayed.sample(at: 0.9).progress == 0)
        #expect(delayed.sample(at: 1.25).progress == 0.5)
        #expect(delayed.sample(at: 1.5).isFinished)
        // Slower than real time.
        let slow = Animation.linear(duration: 1).speed(0.5)
        #expect(slow.sample(at: 1).progress == 0.5)
        #expect(slow.totalDuration == 2)
    }

    @Test("repeatCount(3, autoreverses: true) plays forward, back, forward over 3 durations")
    func repeatAutoreverse() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(animation.repeatCount == 3)
        #expect(animation.autoreverses)
        #expect(animation.totalDuration == 3)
        let expected: [(Double, Float)] = [
            (0.25, 0.25), (0.5, 0.5), (0.75, 0.75),  // forward
            (1, 1), (1.25, 0.75), (1.5, 0.5), (1.75, 0.25),  // back
            (2, 0), (2.25, 0.25), (2.5, 0.5), (2.75, 0.75),  // forward
        ]
        for (elapsed, progress) in expected {
            let sample = animation.sample(at: elapsed)
            #expect(sample.progress == progress, "elapsed \(elapsed): \(sample.progress)")
            #expect(!sample.isFinished, "elapsed \(elapsed)")
        }
        #expect(animation.sample(at: 2.999).isFinished == false)
        #expect(animation.sample(at: 3).isFinished)
        #expect(animation.sample(at: 3).progress == 1)
    }

    @Test("repeatCount without autoreverse restarts every cycle")
    func repeatWithoutAutoreverse() {
        let animation = Animation.linear(duration: 2).repeatCount(2, autoreverses: false)
        #expect(animation.totalDuration == 4)
        #expect(animation.sample(at: 1).progress == 0.5)
        #expect(animation.sample(at: 2.5).progress == 0.25)
        #expect(animation.sample(at: 3.5).progress == 0.75)
        #expect(animation.sample(at: 4).isFinished)
    }

    @Test("an even count with autoreverse ends its last cycle at the start, then finishes")
    func evenAutoreverse() {
        let animation = Animation.linear(duration: 1).repeatCount(2)
        #expect(animation.sample(at: 1.9).progress < 0.11)
        #expect(animation.sample(at: 2).isFinished)
    }

    @Test("repeatForever never finishes")
    func repeatForever() {
        for autoreverses in [true, false] {
            let animation = Animation.linear(duration: 1).repeatForever(autoreverses: autoreverses)
            #expect(animation.repeatCount == nil)
            #expect(animation.totalDuration == .infinity)
            for elapsed in [0.5, 1, 3, 1e3, 1e6, 1e6 + 0.25, 1e9] {
                let sample = animation.sample(at: elapsed)
                #expect(!sample.isFinished, "elapsed \(elapsed)")
                #expect(sample.progress >= 0 && sample.progress <= 1, "elapsed \(elapsed)")
            }
            // 1e6 + 0.25 s is a quarter into an even (forward) cycle.
            #expect(animation.sample(at: 1e6 + 0.25).progress == 0.25)
        }
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7).repeatForever()
        #expect(!spring.sample(at: 1e6).isFinished)
        #expect(spring.sample(at: 1e6).progress.isFinite)
    }

    @Test("NaN, infinite, zero and negative durations finish at once")
    func badDuration() {
        for duration in [Double.nan, .infinity, -.infinity, 0, -1, -0.0] {
            let animation = Animation.linear(duration: duration)
            #expect(animation.cycleDuration == 0, "duration \(duration)")
            #expect(animation.totalDuration == 0, "duration \(duration)")
            #expect(animation.sample(at: 0).isFinished, "duration \(duration)")
            #expect(animation.sample(at: 1).isFinished, "duration \(duration)")
            let delayed = animation.delay(1)
            #expect(!delayed.sample(at: 0.5).isFinished, "duration \(duration)")
            #expect(delayed.sample(at: 0.5).progress == 0, "duration \(duration)")
            #expect(delayed.sample(at: 1).isFinished, "duration \(duration)")
            #expect(animation.repeatForever().sample(at: 0).isFinished, "duration \(duration)")
        }
    }

    @Test("negative, NaN or infinite delays are no delay")
    func badDelay() {
        for delay in [-1, -0.0, Double.nan, .infinity, -.infinity] {
            let animation = Animation.linear(duration: 1).delay(delay)
            #expect(animation.delay == 0, "delay \(delay)")
            #expect(animation.sample(at: 0.5).progress == 0.5, "delay \(delay)")
            #expect(animation.sample(at: 1).isFinished, "delay \(delay)")
        }
    }

    @Test("zero, negative, NaN or infinite speeds are speed 1")
    func badSpeed() {
        for speed in [0, -2, -0.0, Double.nan, .infinity, -.infinity] {
            let animation = Animation.linear(duration: 1).speed(speed)
            #expect(animation.speed == 1, "speed \(speed)")
            #expect(animation.sample(at: 0.5).progress == 0.5, "speed \(speed)")
            #expect(animation.totalDuration == 1, "speed \(speed)")
        }
    }

    @Test("repeat counts below 1 are 1")
    func badRepeatCount() {
        for count in [0, -1, Int.min] {
            let animation = Animation.linear(duration: 1).repeatCount(count)
            #expect(animation.repeatCount == 1)
            #expect(animation.totalDuration == 1)
            #expect(animation.sample(at: 1).isFinished)
        }
    }

    @Test("a spring animation lasts its settling duration and follows the step response")
    func springTiming() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.6)
        #expect(animation.cycleDuration == spring.settlingDuration)
        #expect(animation.totalDuration == spring.settlingDuration)
        for elapsed in [0.05, 0.1, 0.3, 0.6] {
            let sample = animation.sample(at: elapsed)
            #expect(sample.progress == Float(spring.value(at: elapsed)))
            #expect(sample.impulse == Float(spring.responses(at: elapsed).impulse.position))
        }
        #expect(!animation.sample(at: spring.settlingDuration.nextDown).isFinished)
        #expect(animation.sample(at: spring.settlingDuration).isFinished)
        let bounce = Animation.spring(duration: 0.4, bounce: 0.3)
        #expect(bounce.cycleDuration == Spring(duration: 0.4, bounce: 0.3).settlingDuration)
        // Sped up twice, the same motion in half the time.
        let fast = animation.speed(2)
        #expect(fast.sample(at: 0.15).progress == animation.sample(at: 0.3).progress)
    }

    @Test("springRates are the response derivatives per real second, zero where documented")
    func springRates() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.6).speed(2)
        let (step, impulse) = spring.responses(at: 0.3)
        let rates = animation.springRates(at: 0.15)
        #expect(rates.step == Float(step.velocity * 2))
        #expect(rates.impulse == Float(impulse.velocity * 2))
        #expect(Animation.linear(duration: 1).springRates(at: 0.5) == (0, 0))
        #expect(animation.springRates(at: 1e3) == (0, 0))
        #expect(animation.delay(1).springRates(at: 0.5) == (0, 0))
    }

    /// 2000 seeded curve animations with random durations, delays, speeds and repeats.
    static func seededAnimations() -> [Animation] {
        var random = SeededRandom(seed: 42)
        var animations: [Animation] = []
        for _ in 0..<2000 {
            var animation = Animation.linear(duration: random.double(in: 0.01...3))
            if random.next() % 2 == 0 { animation = animation.delay(random.double(in: 0...2)) }
            if random.next() % 2 == 0 { animation = animation.speed(random.double(in: 0.1...4)) }
            if random.next() % 2 == 0 {
                animation = animation.repeatCount(
                    Int(random.next() % 6) + 1, autoreverses: random.next() % 2 == 0)
            }
            animations.append(animation)
        }
        return animations
    }

    private static func describe(_ animation: Animation) -> String {
        "linear(duration: \(animation.cycleDuration)).delay(\(animation.delay)).speed(\(animation.speed))"
            + ".repeatCount(\(animation.repeatCount ?? 0), autoreverses: \(animation.autoreverses)): "
            + "totalDuration \(animation.totalDuration)"
    }

    @Test("seeded animations are still running just before their totalDuration")
    func runningBeforeTotalDuration() {
        let failures = Self.seededAnimations().filter { animation in
            let total = animation.totalDuration
            return animation.sample(at: total - 1e-9 * max(total, 1)).isFinished
        }
        #expect(
            failures.count == 0, "\(failures.count) of 2000, e.g. \(failures.prefix(3).map(Self.describe))")
    }

    @Test("every seeded animation is finished at exactly its totalDuration")
    func finishedAtTotalDuration() {
        let failures = Self.seededAnimations().filter { !$0.sample(at: $0.totalDuration).isFinished }
        #expect(
            failures.count == 0, "\(failures.count) of 2000, e.g. \(failures.prefix(3).map(Self.describe))")
    }

    @Test("linear(duration: 0.256…).delay(1.0149…) is finished at its totalDuration")
    func finishedAtTotalDurationExample() {
        // The first counterexample of the seeded sweep: (total - delay) rounds below duration.
        let animation = Animation.linear(duration: 0.25629161845233256).delay(1.0149264991528832)
        #expect(animation.totalDuration == 1.2712181176052157)
        #expect(animation.sample(at: animation.totalDuration).isFinished)
        let transition = Transition(from: Float(0.15), to: 0.7, animation: animation)
        #expect(transition.sample(elapsed: animation.totalDuration).value == 0.7)
    }
}
