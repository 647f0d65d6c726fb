import Testing
import TransitionCore

/// Bad input to TransitionCore: each gives a documented, harmless result (never a trap, never a
/// NaN that was not put in). RELIABILITY.md tabulates them.
@Suite struct BadInputTests {
    // MARK: Durations, delays, speeds

    @Test func badDurationsDelaysAndSpeedsAreMadeHarmless() {
        for bad in [Double.nan, .infinity, -.infinity, 0, -0.0, -1] {
            let duration = Animation.linear(duration: bad)
            #expect(duration.totalDuration == 0 && duration.sample(at: 0).isFinished, "duration \(bad)")
            let spring = Animation.spring(response: bad, dampingFraction: 0.8)
            #expect(spring.totalDuration.isFinite && spring.totalDuration > 0, "response \(bad)")
            let delay = Animation.linear(duration: 1).delay(bad)
            #expect(delay.delay == 0 && delay.totalDuration == 1, "delay \(bad)")
            let speed = Animation.linear(duration: 1).speed(bad)
            #expect(speed.speed == 1 && speed.totalDuration == 1, "speed \(bad)")
        }
    }

    @Test func absurdSpeedsAreClampedSoThatSpringVelocitiesStayFinite() {
        // Regression: `.speed(1e-300)` was accepted, and a spring retargeted onto it carried a
        // velocity of 1e300 per own second: infinite as a Float, so the value became NaN.
        #expect(Animation.default.speed(1e-300).speed == Animation.minimumSpeed)
        #expect(Animation.default.speed(1e300).speed == Animation.maximumSpeed)
        #expect(Animation.default.speed(0.5).speed == 0.5)
        for speed in [1e-300, 1e-9, 1e9, 1e300] {
            var move = Transition(
                from: Float(0), to: 100, animation: .spring(response: 0.5, dampingFraction: 0.7))
            move.retarget(to: -100, animation: Animation.spring().speed(speed), elapsed: 0.1)
            #expect(move.velocity?.isFinite == true, "speed \(speed)")
            for elapsed in [0, 1e-3, 0.1, 1, 10, 1e6] {
                #expect(move.sample(elapsed: elapsed).value.isFinite, "speed \(speed) at \(elapsed)")
            }
            var back = Transition(from: Float(0), to: 100, animation: Animation.spring().speed(speed))
            back.retarget(to: -100, animation: .spring(), elapsed: 1e-12)
            #expect(back.velocity?.isFinite == true, "speed \(speed)")
        }
    }

    @Test func badRepeatCountsAndHugeDelays() {
        #expect(Animation.linear(duration: 1).repeatCount(0).repeatCount == 1)
        #expect(Animation.linear(duration: 1).repeatCount(Int.min).totalDuration == 1)
        let many = Animation.linear(duration: 1).repeatCount(Int.max)
        #expect(many.sample(at: 1e30).isFinished && many.sample(at: 1e15).progress.isFinite)
        let late = Animation.linear(duration: 1).delay(1e300)
        #expect(late.sample(at: 1e299).progress == 0 && !late.sample(at: 1e299).isFinished)
    }

    // MARK: Curves

    @Test func curvesTakeNaNAndInfiniteProgress() {
        let curves: [Curve] = [
            .linear, .easeInOutElastic, .easeOutBounce, .easeInBack, .ease, .steps(3), .steps(0),
            .cubicBezier(0.3, -2, 0.7, 3), .custom { $0 * $0 },
        ]
        for curve in curves {
            #expect(curve(.nan) == 0 && curve(-.nan) == 0)
            #expect(curve(-.infinity) == 0 && curve(.infinity) == 1)
            #expect(curve(.greatestFiniteMagnitude) == 1 && curve(-.greatestFiniteMagnitude) == 0)
        }
    }

    @Test func stepsOfZeroOrFewerIsOneStep() {
        for count in [0, -1, Int.min] {
            #expect(Curve.steps(count)(0.5) == Curve.steps(1)(0.5), "steps(\(count))")
            #expect(Curve.steps(count, jump: .none)(0.75) == Curve.steps(2, jump: .none)(0.75))
        }
        #expect(Curve.steps(Int.max)(0.5) == Curve.steps(1 << 24)(0.5))
    }

    @Test func aCubicBezierWithHugeHandlesGivesFiniteProgress() {
        // Regression: handles of ±1e300 are finite, so they were kept, and the curve's progress
        // overflowed to ±infinity as a Float (then NaN in every value it drove).
        let wild = Curve.cubicBezier(0.3, 1e300, 0.7, -1e300)
        for t: Float in [0.01, 0.25, 0.3, 0.5, 0.75, 0.99] {
            #expect(wild(t).isFinite, "t \(t)")
        }
        #expect(CubicBezier(0.3, 1e300, 0.7, -1e300).y1 == CubicBezier.maximumHandle)
        #expect(CubicBezier(0.3, 1e300, 0.7, -1e300).y2 == -CubicBezier.maximumHandle)
        #expect(CubicBezier(0.3, -2, 0.7, 3).y1 == -2, "ordinary overshoot is untouched")
        let move = Transition(
            from: Float(0), to: 1, animation: .timingCurve(0.3, 1e300, 0.7, -1e300, duration: 1))
        #expect(move.value(at: 0.5).isFinite)
    }

    @Test func aCustomCurveThatReturnsNaNOrInfinityIsReplacedByLinearProgress() {
        // Regression: a custom curve's NaN went straight into the presented values.
        let broken = Curve.custom { t in t < 0.5 ? .nan : .infinity }
        #expect(broken(0.25) == 0.25)
        #expect(broken(0.75) == 0.75)
        #expect(broken(0) == 0 && broken(1) == 1)
        let move = Transition(from: Float(10), to: 20, animation: .timingCurve(broken, duration: 1))
        #expect(move.value(at: 0.25) == 12.5)
    }

    // MARK: Springs

    @Test func springsWithZeroNegativeOrNaNResponseUseTheMinimum() {
        for response: Double in [0, -0.0, -1, -.infinity, .nan] {
            let spring = Spring(response: response, dampingFraction: 0.7)
            #expect(spring.response == Spring.minimumResponse, "response \(response)")
            #expect(spring.settlingDuration.isFinite)
            #expect(spring.value(at: 1) == spring.value(at: 1) && abs(spring.value(at: 1) - 1) < 1e-3)
        }
        #expect(Spring(response: Double.infinity).response == Spring.maximumResponse)
        #expect(Spring(dampingFraction: -1).dampingFraction == Spring.minimumDampingFraction)
        #expect(Spring(dampingFraction: 0).dampingFraction == Spring.minimumDampingFraction)
        #expect(Spring(dampingFraction: .infinity).dampingFraction == Spring.maximumDampingFraction)
        #expect(Spring(duration: 0.3, bounce: 1).dampingFraction == Spring.minimumDampingFraction)
        #expect(Spring(duration: 0.3, bounce: .infinity).dampingFraction == Spring.minimumDampingFraction)
    }

    @Test func springsTakeNaNAndInfiniteTimes() {
        let spring = Spring(response: 0.4, dampingFraction: 0.6)
        #expect(spring.value(at: .nan) == 0 && spring.value(at: -.infinity) == 0)
        #expect(spring.value(at: .infinity) == 1 && spring.velocity(at: .infinity) == 0)
        #expect(spring.value(at: 1e300) == 1)
        #expect(Animation.spring().sample(at: .nan) == .init(progress: 0, isFinished: false))
    }

    @Test func aNaNInitialVelocityCountsAsRestForTheSettlingDuration() {
        // Regression: a NaN velocity made every envelope comparison false, and the bisection
        // answered a settling time of 5e-19 s.
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        #expect(spring.settlingDuration(initialVelocity: .nan) == spring.settlingDuration)
        #expect(spring.settlingDuration(initialVelocity: .infinity) > 0)
    }

    // MARK: Values and transitions

    @Test func nanAndInfiniteValuesStayInTheirTransition() {
        let nanStart = Transition(from: Float.nan, to: 1, animation: .linear(duration: 1))
        #expect(nanStart.value(at: 0.5).isNaN)
        #expect(nanStart.value(at: 1) == 1, "the end is the target exactly, whatever the start")
        let infinite = Transition(from: Float(0), to: .infinity, animation: .easeInOut(duration: 1))
        #expect(infinite.value(at: 0.5) == .infinity && infinite.value(at: 2) == .infinity)
        let vector = Transition(
            from: SIMD2<Float>(.nan, 0), to: SIMD2(1, 1),
            animation: .spring(response: 0.3, dampingFraction: 0.5))
        #expect(vector.value(at: 0.1).x.isNaN && vector.value(at: 0.1).y.isFinite, "lanes stay apart")
        #expect(Float(3).transition(to: 7, progress: .nan).isNaN, "documented: lerp passes NaN on")
        #expect(Int(3).transition(to: 7, progress: .nan) == 3)
        #expect(true.transition(to: false, progress: .nan) == false)
    }

    @Test func aRetargetAtANaNElapsedTimeCountsAsTheStart() {
        // Regression: the new move began at `start + NaN`, so it never finished and presented
        // its start forever.
        var move = Transition(from: Float(0), to: 1, animation: .linear(duration: 1), start: 2)
        move.retarget(to: 5, animation: .linear(duration: 1), elapsed: .nan)
        #expect(move.start == 2)
        #expect(move.from == 0)
        #expect(move.value(at: 2.5) == 2.5)
        #expect(move.isFinished(at: 3) && move.value(at: 3) == 5)
    }

    @Test func sampledAtNaNOrInfiniteTimesATransitionIsAtAnEnd() {
        let move = Transition(from: Float(0), to: 1, animation: .easeOut(duration: 1))
        #expect(move.value(at: .nan) == 0 && move.value(at: -.infinity) == 0)
        #expect(move.value(at: .infinity) == 1 && move.isFinished(at: .infinity))
    }
}
