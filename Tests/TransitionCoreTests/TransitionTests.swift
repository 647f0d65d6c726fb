import Testing

@testable import TransitionCore

/// A value that cannot carry velocity: Transitionable but not VectorTransitionable.
private struct Gauge: Transitionable {
    var level: Float
    var label: String

    func transition(to other: Gauge, progress: Float) -> Gauge {
        Gauge(
            level: progress.lerp(min: level, max: other.level),
            label: progress.switching(from: label, to: other.label))
    }
}

/// A plain struct whose linear interpolation is not exact at progress 1.
private struct Pair: Transitionable {
    var a: Float
    var b: Double

    func transition(to other: Pair, progress: Float) -> Pair {
        Pair(a: lerp(a, other.a, progress), b: lerp(b, other.b, Double(progress)))
    }
}

private typealias Vector = SIMD2<Float>

private func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    ((a - b) * (a - b)).sum().squareRoot()
}

/// Velocity at `elapsed` by a central difference of the presented value, per real second.
private func centralVelocity(_ transition: Transition<Vector>, at elapsed: Double, h: Double) -> Vector {
    (transition.sample(elapsed: elapsed + h).value - transition.sample(elapsed: elapsed - h).value)
        / Float(2 * h)
}

/// Velocity at elapsed 0 by a second-order one-sided difference, per real second.
private func forwardVelocity(_ transition: Transition<Vector>, h: Double) -> Vector {
    let f0 = transition.sample(elapsed: 0).value
    let f1 = transition.sample(elapsed: h).value
    let f2 = transition.sample(elapsed: 2 * h).value
    return (-3 * f0 + 4 * f1 - f2) / Float(2 * h)
}

private let animations: [(name: String, animation: Animation)] = [
    ("linear", .linear(duration: 0.6)),
    ("easeInOut", .easeInOut(duration: 0.5)),
    ("easeOutElastic", .timingCurve(.easeOutElastic, duration: 0.8)),
    ("steps", .timingCurve(.steps(5), duration: 0.5)),
    ("spring", .spring(response: 0.5, dampingFraction: 0.6)),
    ("stiff spring", .spring(response: 0.2, dampingFraction: 1)),
    ("delayed fast spring", .spring(duration: 0.5, bounce: 0.3).delay(0.1).speed(1.5)),
    ("repeating", .linear(duration: 0.3).repeatCount(3)),
]

@Suite("Transitions")
struct TransitionTests {
    @Test("the chosen values really are inexact at progress 1")
    func valuesAreInexact() {
        #expect(lerp(Float(0.15), Float(0.7), 1) != Float(0.7))
        let from = Pair(a: 0.15, b: 0.03)
        let to = Pair(a: 0.7, b: 0.3)
        #expect(from.transition(to: to, progress: 1) != to)
    }

    @Test("presents `from` at elapsed 0 and exactly `to` once finished")
    func endpoints() {
        for (name, animation) in animations {
            let float = Transition(from: Float(0.15), to: Float(0.7), animation: animation)
            #expect(float.sample(elapsed: 0).value == 0.15, "\(name)")
            #expect(float.sample(elapsed: 0).isFinished == false, "\(name)")
            let end = animation.totalDuration
            #expect(float.sample(elapsed: end) == (Float(0.7), true), "\(name)")
            #expect(float.sample(elapsed: end + 10).value == 0.7, "\(name)")
            #expect(float.isFinished(at: end), "\(name)")

            let pair = Transition(
                from: Pair(a: 0.15, b: 0.03), to: Pair(a: 0.7, b: 0.3), animation: animation)
            #expect(pair.sample(elapsed: 0).value == Pair(a: 0.15, b: 0.03), "\(name)")
            #expect(pair.sample(elapsed: end).value == Pair(a: 0.7, b: 0.3), "\(name)")

            let start = 12.375
            let timed = Transition(from: Float(0.15), to: 0.7, animation: animation, start: start)
            #expect(timed.value(at: start) == 0.15, "\(name)")
            #expect(timed.value(at: start - 1) == 0.15, "\(name)")
            #expect(timed.value(at: start + end + 1e-9) == 0.7, "\(name)")
            #expect(timed.isFinished(at: start + end + 1e-9), "\(name)")
            #expect(!timed.isFinished(at: start + end * 0.5), "\(name)")
        }
    }

    @Test("a transition with zero duration presents the target at once")
    func immediate() {
        let transition = Transition(from: Float(0.15), to: 0.7, animation: .linear(duration: 0))
        #expect(transition.sample(elapsed: 0) == (Float(0.7), true))
    }

    @Test("retargeting mid-flight starts exactly from the presented value")
    func retargetIsContinuous() {
        for (oldName, oldAnimation) in animations {
            for (newName, newAnimation) in animations {
                for elapsed in [0.05, 0.13, 0.3] {
                    let old = Transition(
                        from: SIMD2<Float>(0.1, -3), to: SIMD2<Float>(0.7, 5), animation: oldAnimation,
                        start: 2)
                    var new = old
                    new.retarget(to: SIMD2<Float>(-4, 1.5), animation: newAnimation, elapsed: elapsed)
                    let label = "\(oldName) -> \(newName) at \(elapsed)"
                    #expect(new.start == 2 + elapsed, "\(label)")
                    #expect(new.to == SIMD2<Float>(-4, 1.5), "\(label)")
                    // Exactly the presented value at the retarget...
                    #expect(new.sample(elapsed: 0).value == old.sample(elapsed: elapsed).value, "\(label)")
                    #expect(new.from == old.sample(elapsed: elapsed).value, "\(label)")
                    // ...and no jump over one small step either side of it.
                    let step = 1e-4
                    let before = old.sample(elapsed: elapsed - step).value
                    let after = new.sample(elapsed: step).value
                    let oldMotion = distance(old.sample(elapsed: elapsed).value, before)
                    if oldName != "steps" && newName != "steps" {
                        #expect(distance(before, after) <= 0.05, "\(label): \(before) -> \(after)")
                        #expect(oldMotion <= 0.05, "\(label)")
                    }
                }
            }
        }
    }

    @Test("retargeting a finished transition starts from its target")
    func retargetAfterFinish() {
        var transition = Transition(from: Float(0.15), to: 0.7, animation: .easeInOut(duration: 0.5))
        transition.retarget(to: 3, animation: .linear(duration: 1), elapsed: 0.6)
        #expect(transition.from == 0.7)
        #expect(transition.velocity == nil)
        #expect(transition.sample(elapsed: 0).value == 0.7)
        #expect(transition.sample(elapsed: 0.5).value == lerp(0.7, 3, 0.5))
    }

    @Test(
        "a spring retargeted mid-flight keeps the velocity of a SIMD2<Float>",
        arguments: [1.0, 2.0, 0.5])
    func springKeepsVectorVelocity(newSpeed: Double) {
        let old = Transition(
            from: SIMD2<Float>(0, 0), to: SIMD2<Float>(10, -5),
            animation: .spring(response: 0.5, dampingFraction: 0.6).speed(1.25))
        for elapsed in [0.05, 0.15, 0.3, 0.45] {
            let h = 1e-3
            let before = centralVelocity(old, at: elapsed, h: h)
            // currentVelocity agrees with the motion before the retarget.
            let reported = try! #require(old.currentVelocity(elapsed: elapsed))
            let label = "speed \(newSpeed) at \(elapsed)"
            #expect(distance(reported, before) <= 0.01 * distance(before, .zero) + 0.05, "\(label)")

            var new = old
            new.retarget(
                to: SIMD2<Float>(-2, 3),
                animation: .spring(response: 0.3, dampingFraction: 0.8).speed(newSpeed),
                elapsed: elapsed)
            // The carried velocity is per second of the new animation's own time.
            let carried = try! #require(new.velocity)
            #expect(
                distance(carried * Float(newSpeed), reported) <= 1e-4 * distance(reported, .zero), "\(label)")
            // After the retarget the presented motion has the same velocity.
            let after = forwardVelocity(new, h: 1e-4)
            #expect(
                distance(after, before) <= 0.01 * distance(before, .zero) + 0.1,
                "\(label): \(before) -> \(after)")
            let reportedAfter = try! #require(new.currentVelocity(elapsed: 1e-7))
            #expect(distance(reportedAfter, before) <= 0.01 * distance(before, .zero) + 0.05, "\(label)")
        }
    }

    @Test("a spring retargeted mid-flight keeps the velocity of a Float and a Double")
    func springKeepsScalarVelocity() {
        let animation = Animation.spring(response: 0.4, dampingFraction: 0.5)
        let old = Transition(from: Double(1), to: Double(-2), animation: animation)
        let elapsed = 0.12
        // Progress is a Float, so differences need steps well above its resolution.
        let h = 1e-3
        let before =
            (old.sample(elapsed: elapsed + h).value - old.sample(elapsed: elapsed - h).value) / (2 * h)
        var new = old
        new.retarget(to: 4, animation: animation, elapsed: elapsed)
        let f0 = new.sample(elapsed: 0).value
        let f1 = new.sample(elapsed: h).value
        let f2 = new.sample(elapsed: 2 * h).value
        let after = (-3 * f0 + 4 * f1 - f2) / (2 * h)
        #expect(abs(after - before) <= 1e-3 * abs(before) + 0.02, "\(before) -> \(after)")
        #expect(new.sample(elapsed: 0).value == old.sample(elapsed: elapsed).value)

        let floatOld = Transition(from: Float(0.1), to: 0.7, animation: animation)
        var floatNew = floatOld
        floatNew.retarget(to: 0.2, animation: animation, elapsed: elapsed)
        let oldVelocity = try! #require(floatOld.currentVelocity(elapsed: elapsed))
        let newVelocity = try! #require(floatNew.currentVelocity(elapsed: 1e-7))
        #expect(abs(newVelocity - oldVelocity) <= 1e-3 * abs(oldVelocity))
        #expect(floatNew.sample(elapsed: 0).value == floatOld.sample(elapsed: elapsed).value)
    }

    @Test("a spring that starts with a velocity reports it at elapsed 0")
    func currentVelocityAtStart() {
        let transition = Transition(
            from: SIMD2<Float>(0, 0), to: SIMD2<Float>(1, 1),
            animation: .spring(response: 0.5, dampingFraction: 0.7),
            velocity: SIMD2<Float>(3, -2))
        let atStart = transition.currentVelocity(elapsed: 0)
        let justAfter = try! #require(transition.currentVelocity(elapsed: 1e-7))
        #expect(distance(justAfter, SIMD2<Float>(3, -2)) <= 1e-3)
        #expect(
            atStart == SIMD2<Float>(3, -2), "currentVelocity(elapsed: 0) = \(String(describing: atStart))")
    }

    @Test("retargeting twice at the same instant keeps the spring's velocity")
    func doubleRetargetKeepsVelocity() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        var transition = Transition(from: SIMD2<Float>(0, 0), to: SIMD2<Float>(10, -5), animation: spring)
        transition.retarget(to: SIMD2<Float>(-2, 3), animation: spring, elapsed: 0.15)
        let afterFirst = try! #require(transition.velocity)
        // A second target arrives in the same frame, before any time has passed.
        transition.retarget(to: SIMD2<Float>(4, 4), animation: spring, elapsed: 0)
        #expect(transition.velocity == afterFirst, "velocity \(String(describing: transition.velocity))")
    }

    @Test("curve animations carry no velocity, and a curve after a spring drops it")
    func curvesCarryNoVelocity() {
        let curve = Transition(
            from: SIMD2<Float>(0, 0), to: SIMD2<Float>(1, 1), animation: .linear(duration: 1))
        #expect(curve.currentVelocity(elapsed: 0.5) == nil)
        var spring = Transition(
            from: SIMD2<Float>(0, 0), to: SIMD2<Float>(1, 1),
            animation: .spring(response: 0.5, dampingFraction: 0.6))
        spring.retarget(to: SIMD2<Float>(2, 2), animation: .linear(duration: 1), elapsed: 0.1)
        #expect(spring.velocity == nil)
    }

    @Test("non-vector values retarget a spring without velocity but continuously")
    func nonVectorRetarget() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let old = Transition(from: 0, to: 1000, animation: spring)
        for elapsed in [0.05, 0.1, 0.2, 0.35] {
            var new = old
            new.retarget(to: -200, animation: spring, elapsed: elapsed)
            #expect(new.velocity == nil)
            #expect(new.currentVelocity(elapsed: 0.05) == nil)
            #expect(old.currentVelocity(elapsed: elapsed) == nil)
            #expect(new.sample(elapsed: 0).value == old.sample(elapsed: elapsed).value)
            // Without velocity the new move starts at rest: within 1e-4 s it moves ~nothing.
            #expect(abs(new.sample(elapsed: 1e-4).value - new.sample(elapsed: 0).value) <= 1)
            #expect(abs(old.sample(elapsed: elapsed - 1e-4).value - new.sample(elapsed: 1e-4).value) <= 5)
        }

        let gaugeOld = Transition(
            from: Gauge(level: 0.1, label: "low"), to: Gauge(level: 0.9, label: "high"), animation: spring)
        var gaugeNew = gaugeOld
        gaugeNew.retarget(to: Gauge(level: 0.3, label: "mid"), animation: spring, elapsed: 0.2)
        #expect(gaugeNew.velocity == nil)
        #expect(gaugeNew.from == gaugeOld.sample(elapsed: 0.2).value)
        #expect(gaugeNew.sample(elapsed: 0).value == gaugeOld.sample(elapsed: 0.2).value)
        let jump = abs(
            gaugeNew.sample(elapsed: 1e-4).value.level - gaugeOld.sample(elapsed: 0.2 - 1e-4).value.level)
        #expect(jump <= 2e-3)
        #expect(gaugeNew.sample(elapsed: 100).value == Gauge(level: 0.3, label: "mid"))
    }

    @Test("spring-driven transitions follow the unit step response")
    func springFollowsStepResponse() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        let transition = Transition(
            from: Double(2), to: Double(-6), animation: .spring(response: 0.5, dampingFraction: 0.6))
        for elapsed in [0.05, 0.2, 0.4] {
            let expected = 2 + (-6 - 2) * Double(Float(spring.value(at: elapsed)))
            #expect(abs(transition.sample(elapsed: elapsed).value - expected) <= 1e-12)
        }
        // With an initial velocity the impulse response adds on top (velocity per own second).
        let moving = Transition(
            from: Double(0), to: Double(1), animation: .spring(response: 0.5, dampingFraction: 0.6),
            velocity: 4)
        for elapsed in [0.05, 0.2, 0.4] {
            let expected = spring.value(at: elapsed, initialVelocity: 4)
            #expect(abs(moving.sample(elapsed: elapsed).value - expected) <= 1e-6)
        }
    }
}

@Suite("Built-in conformances")
struct ConformanceTests {
    @Test("Int interpolates and rounds halves away from zero")
    func int() {
        #expect(0.transition(to: 10, progress: 0.24) == 2)
        #expect(0.transition(to: 10, progress: 0.25) == 3)
        #expect(0.transition(to: -10, progress: 0.25) == -3)
        #expect(0.transition(to: 10, progress: 0.26) == 3)
        #expect(5.transition(to: 15, progress: 1.5) == 20)
        #expect(5.transition(to: 15, progress: -0.5) == 0)
        #expect(7.transition(to: 100, progress: .nan) == 7)
        #expect(7.transition(to: 100, progress: .infinity) == 7)
        #expect(Int.max.transition(to: Int.max, progress: 2) == .max)
        #expect(Int.min.transition(to: Int.max, progress: -1) == .min)
        #expect(0.transition(to: Int.max, progress: 3) == .max)
    }

    @Test("Int returns itself at progress 0 and when both ends agree, even beyond 2^53")
    func intExactness() {
        for value in [(1 << 53) + 1, Int.max - 1, -(1 << 60) - 3, 123_456_789_012_345_679] {
            #expect(value.transition(to: 0, progress: 0) == value, "\(value) at progress 0")
            #expect(value.transition(to: value, progress: 0.5) == value, "\(value) to itself")
        }
    }

    @Test("Bool switches at 0.5")
    func bool() {
        #expect(false.transition(to: true, progress: 0.49) == false)
        #expect(false.transition(to: true, progress: 0.5) == true)
        #expect(true.transition(to: false, progress: 0.75) == false)
        #expect(true.transition(to: false, progress: -1) == true)
    }

    @Test("Optional interpolates two values and switches otherwise")
    func optional() {
        let some: Float? = 2
        let other: Float? = 4
        let none: Float? = nil
        #expect(some.transition(to: other, progress: 0.5) == 3)
        #expect(none.transition(to: other, progress: 0.49) == nil)
        #expect(none.transition(to: other, progress: 0.5) == 4)
        #expect(some.transition(to: none, progress: 0.3) == 2)
        #expect(some.transition(to: none, progress: 0.8) == nil)
        #expect(none.transition(to: none, progress: 0.8) == nil)
    }

    @Test("Float, Double and SIMD interpolate linearly and extrapolate")
    func vectors() {
        #expect(Float(1).transition(to: 3, progress: 0.25) == 1.5)
        #expect(Float(1).transition(to: 3, progress: 1.5) == 4)
        #expect(Double(1).transition(to: 3, progress: 0.25) == 1.5)
        #expect(SIMD2<Float>(0, 10).transition(to: SIMD2(4, 2), progress: 0.25) == SIMD2(1, 8))
        #expect(SIMD3<Float>(0, 10, -2).transition(to: SIMD3(4, 2, 2), progress: 0.5) == SIMD3(2, 6, 0))
        #expect(
            SIMD4<Float>(0, 10, -2, 1).transition(to: SIMD4(4, 2, 2, 1), progress: -1) == SIMD4(-4, 18, -6, 1)
        )
        let v = SIMD3<Float>(0.1, 0.2, 0.3)
        #expect(v.transition(to: SIMD3(5, 6, 7), progress: 0) == v)
        #expect(v.scaled(by: 2) == SIMD3(0.2, 0.4, 0.6))
        #expect(Double(1.5).scaled(by: 2) == 3)
    }

    @Test("lerp is exact at 0 and for equal ends")
    func freeLerp() {
        #expect(lerp(Float(0.1), Float(0.7), 0) == 0.1)
        #expect(lerp(Float(0.3), Float(0.3), 0.77) == 0.3)
        #expect(lerp(Double(0.3), Double(0.3), 0.77) == 0.3)
        #expect(lerp(Float(2), Float(4), 0.5) == 3)
        #expect(lerp(Double(2), Double(4), 1.5) == 5)
        #expect(lerp(SIMD2<Float>(0, 0), SIMD2(2, 4), Float(0.5)) == SIMD2(1, 2))
        #expect(lerp(true, false, 0.6) == false)
        #expect(Float(0.25).lerp(min: Float(0), max: Float(8)) == 2)
        #expect(Float(0.5).lerp(min: 10, max: 20) == 15)
    }

    @Test("switching(from:to:at:) holds `from` below the threshold")
    func switching() {
        #expect(Float(0.49).switching(from: "a", to: "b") == "a")
        #expect(Float(0.5).switching(from: "a", to: "b") == "b")
        #expect(Float(0.2).switching(from: 1, to: 2, at: 0.25) == 1)
        #expect(Float(0.25).switching(from: 1, to: 2, at: 0.25) == 2)
        #expect(Float(-3).switching(from: 1, to: 2, at: 0) == 1)
    }
}
