import Foundation
import Testing

@testable import TransitionCore

/// The three regimes the acceptance list asks for, all with a one-second response.
private let regimes: [(name: String, spring: Spring)] = [
    ("underdamped", Spring(response: 1, dampingFraction: 0.3)),
    ("critically damped", Spring(response: 1, dampingFraction: 1)),
    ("overdamped", Spring(response: 1, dampingFraction: 2)),
]

/// More springs for the ODE check: other responses, and damping fractions near the branches.
private let odeSprings: [Spring] = [
    Spring(response: 1, dampingFraction: 0.3),
    Spring(response: 1, dampingFraction: 1),
    Spring(response: 1, dampingFraction: 2),
    Spring(response: 0.4, dampingFraction: 0.05),
    Spring(response: 0.55, dampingFraction: 0.825),
    Spring(response: 0.7, dampingFraction: 0.99),
    Spring(response: 0.7, dampingFraction: 1.01),
    Spring(response: 2.5, dampingFraction: 5),
]

@Suite("Springs")
struct SpringTests {
    @Test("stiffness is (2π/response)² and damping 4π·ζ/response")
    func coefficients() {
        for response in [0.1, 0.35, 0.55, 1, 3] {
            for zeta in [Spring.minimumDampingFraction, 0.3, 0.825, 1, 2] {
                let spring = Spring(response: response, dampingFraction: zeta)
                let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
                let damping = 4 * Double.pi * zeta / response
                #expect(abs(spring.stiffness - stiffness) <= 1e-12 * stiffness)
                #expect(abs(spring.damping - damping) <= 1e-12 * max(damping, 1))
                #expect(spring.response == response)
                #expect(spring.dampingFraction == zeta)
            }
        }
    }

    @Test("every regime starts at 0 with the initial velocity")
    func initialConditions() {
        for (name, spring) in regimes {
            for initialVelocity in [0, 1, -3.5, 12] {
                #expect(spring.value(at: 0, initialVelocity: initialVelocity) == 0, "\(name)")
                #expect(
                    spring.velocity(at: 0, initialVelocity: initialVelocity) == initialVelocity, "\(name)")
            }
            let responses = spring.responses(at: 0)
            #expect(responses.step.position == 0 && responses.step.velocity == 0)
            #expect(responses.impulse.position == 0 && responses.impulse.velocity == 1)
        }
    }

    @Test("the closed form satisfies x'' = -k(x - 1) - c·x' (central finite differences)")
    func satisfiesTheODE() {
        let h = 1e-4
        for spring in odeSprings {
            let k = spring.stiffness
            let c = spring.damping
            for initialVelocity in [0, 2.5, -4] {
                for time in [0.01, 0.05, 0.1, 0.2, 0.33, 0.5, 0.8, 1.3, 2] {
                    let x = spring.value(at: time, initialVelocity: initialVelocity)
                    let before = spring.value(at: time - h, initialVelocity: initialVelocity)
                    let after = spring.value(at: time + h, initialVelocity: initialVelocity)
                    let velocity = (after - before) / (2 * h)
                    let acceleration = (after - 2 * x + before) / (h * h)
                    let expected = -k * (x - 1) - c * velocity
                    let scale = k + c * abs(initialVelocity) + 1
                    let label = "\(spring) v0=\(initialVelocity) t=\(time)"
                    #expect(
                        abs(acceleration - expected) <= 1e-4 * scale,
                        "\(label): \(acceleration) vs \(expected)")
                    // velocity(at:) is the derivative of value(at:).
                    let reported = spring.velocity(at: time, initialVelocity: initialVelocity)
                    #expect(abs(reported - velocity) <= 1e-5 * scale, "\(label): \(reported) vs \(velocity)")
                    // And the ODE holds with the reported velocity too.
                    let vBefore = spring.velocity(at: time - h, initialVelocity: initialVelocity)
                    let vAfter = spring.velocity(at: time + h, initialVelocity: initialVelocity)
                    let acceleration2 = (vAfter - vBefore) / (2 * h)
                    let expected2 = -k * (x - 1) - c * reported
                    #expect(abs(acceleration2 - expected2) <= 1e-4 * scale, "\(label)")
                }
            }
        }
    }

    @Test("the step and impulse responses each satisfy the homogeneous/forced ODE")
    func responsesSatisfyTheODE() {
        let h = 1e-4
        for spring in odeSprings {
            let k = spring.stiffness
            let c = spring.damping
            for time in [0.02, 0.25, 0.6, 1.5] {
                let (step, impulse) = spring.responses(at: time)
                let stepAcceleration =
                    (spring.responses(at: time + h).step.velocity
                        - spring.responses(at: time - h).step.velocity)
                    / (2 * h)
                let impulseAcceleration =
                    (spring.responses(at: time + h).impulse.velocity
                        - spring.responses(at: time - h).impulse.velocity) / (2 * h)
                #expect(abs(stepAcceleration - (-k * (step.position - 1) - c * step.velocity)) <= 1e-4 * k)
                #expect(abs(impulseAcceleration - (-k * impulse.position - c * impulse.velocity)) <= 1e-4 * k)
            }
        }
    }

    @Test("settles within tolerance after settlingDuration, and not long before")
    func settling() {
        // The settling time is found by bisection, so allow rounding at the boundary itself.
        let tolerance = Spring.settlingTolerance * (1 + 1e-9)
        for (name, spring) in regimes {
            let settle = spring.settlingDuration
            #expect(settle.isFinite && settle > 0, "\(name)")
            #expect(spring.settlingDuration(initialVelocity: 0) == settle)
            // From the settling time on, the motion stays within the tolerance.
            var time = settle
            while time < settle + 5 {
                let distance = abs(spring.value(at: time) - 1)
                #expect(distance <= tolerance, "\(name) at \(time): \(distance)")
                time += 1e-3
            }
            // Shortly before, it is still outside: within half a damped period for the bouncing
            // spring (whose distance oscillates), just before for the others.
            let window = name == "underdamped" ? 0.5 / (1 - 0.09).squareRoot() : 0.02
            var largest = 0.0
            time = settle - window
            while time < settle {
                largest = max(largest, abs(spring.value(at: time) - 1))
                time += 1e-4
            }
            #expect(
                largest > tolerance, "\(name): max distance \(largest) in the \(window) s before settling")
            #expect(largest < 10 * tolerance, "\(name): settlingDuration \(settle) is far too late")
        }
    }

    @Test("settlingDuration(initialVelocity:) is honoured for moving starts")
    func settlingWithVelocity() {
        for (name, spring) in regimes {
            for initialVelocity in [-6.0, 4, 15] {
                let settle = spring.settlingDuration(initialVelocity: initialVelocity)
                var time = settle
                while time < settle + 3 {
                    let distance = abs(spring.value(at: time, initialVelocity: initialVelocity) - 1)
                    #expect(
                        distance <= Spring.settlingTolerance * (1 + 1e-9),
                        "\(name) v0=\(initialVelocity) at \(time)")
                    time += 1e-3
                }
            }
        }
    }

    @Test("underdamped overshoots 1; critically and overdamped never exceed 1 from rest")
    func overshoot() {
        var peaks: [String: Double] = [:]
        for (name, spring) in regimes {
            var peak = -Double.infinity
            var time = 0.0
            while time < 10 {
                peak = max(peak, spring.value(at: time))
                time += 1e-3
            }
            peaks[name] = peak
        }
        // ζ = 0.3: overshoot exp(-πζ/√(1-ζ²)) ≈ 0.3723.
        let expectedOvershoot = exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot())
        #expect(abs(peaks["underdamped"]! - 1 - expectedOvershoot) < 1e-4)
        #expect(peaks["critically damped"]! <= 1)
        #expect(peaks["overdamped"]! <= 1)
    }

    @Test("Spring(duration:bounce:) maps bounce to the damping fraction like SwiftUI")
    func durationAndBounce() {
        let cases: [(bounce: Double, zeta: Double)] = [
            (0, 1), (0.3, 0.7), (-0.5, 2), (0.5, 0.5), (-0.2, 1.25),
        ]
        for (bounce, zeta) in cases {
            let spring = Spring(duration: 0.8, bounce: bounce)
            #expect(abs(spring.dampingFraction - zeta) <= 1e-12, "bounce \(bounce)")
            #expect(spring.response == 0.8)
        }
        #expect(Spring(duration: 0.5, bounce: 0) == Spring(response: 0.5, dampingFraction: 1))
        // Out-of-range and NaN bounces stay finite and non-negative.
        for bounce in [-1, -5, 2, Double.nan, .infinity, -.infinity] {
            let zeta = Spring(duration: 1, bounce: bounce).dampingFraction
            #expect(zeta.isFinite && zeta >= 0, "bounce \(bounce)")
        }
    }

    @Test("bad response or damping gives finite motion")
    func badInput() {
        let springs: [Spring] = [
            Spring(response: 0, dampingFraction: 0.5),
            Spring(response: -1, dampingFraction: 0.5),
            Spring(response: .nan, dampingFraction: 0.5),
            Spring(response: .infinity, dampingFraction: 0.5),
            Spring(response: -.infinity, dampingFraction: 0.5),
            Spring(response: 0.5, dampingFraction: -1),
            Spring(response: 0.5, dampingFraction: .nan),
            Spring(response: 0.5, dampingFraction: .infinity),
            Spring(response: .nan, dampingFraction: .nan),
        ]
        for spring in springs {
            #expect(spring.response.isFinite && spring.response > 0, "\(spring)")
            #expect(spring.dampingFraction.isFinite && spring.dampingFraction >= 0, "\(spring)")
            #expect(spring.stiffness.isFinite && spring.damping.isFinite, "\(spring)")
            for time in [0, 1e-4, 0.01, 0.3, 1, 10, 1000] {
                for initialVelocity in [0, 3.0] {
                    #expect(
                        spring.value(at: time, initialVelocity: initialVelocity).isFinite,
                        "\(spring) at \(time)")
                    #expect(
                        spring.velocity(at: time, initialVelocity: initialVelocity).isFinite,
                        "\(spring) at \(time)")
                }
            }
            #expect(spring.settlingDuration.isFinite, "\(spring)")
        }
        #expect(Spring(response: 0).response == Spring.minimumResponse)
        #expect(Spring(response: -1).response == Spring.minimumResponse)
        #expect(Spring(response: .nan).response == Spring.minimumResponse)
        #expect(Spring(dampingFraction: -1).dampingFraction == Spring.minimumDampingFraction)
        #expect(Spring(dampingFraction: .nan).dampingFraction == Spring.minimumDampingFraction)
    }

    @Test("the default spring is SwiftUI's: response 0.55, damping fraction 0.825")
    func defaults() {
        #expect(Spring(dampingFraction: 0.825).response == 0.55)
        #expect(Spring(response: 0.55).dampingFraction == 0.825)
    }
}
