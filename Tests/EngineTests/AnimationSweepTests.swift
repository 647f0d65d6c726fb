import Testing
import TransitionCore

@testable import Engine

/// Every public way to build an animation, given NaN, ±∞, zero, negative, tiny and huge
/// arguments: none is refused, so each must finish — on the tick its length in whole ticks says
/// (the next tick for a length of 0), with exactly one finished event and its target exactly —
/// and its length must be the one its documented clamp gives.
@Suite struct AnimationSweepTests {
    static let rate: UInt64 = 60

    /// The arguments every constructor is swept with.
    static let arguments: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, -1e300, .leastNonzeroMagnitude, 1e-300, 1e12, 1e300,
        .greatestFiniteMagnitude,
    ]

    /// The counts the integer-taking constructors are swept with.
    static let counts: [Int] = [.min, -1, 0, 1, 2, 1 << 24 + 1, .max]

    /// One constructor, with the documented clamp that gives the valid animation it must equal.
    struct Constructor: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (Double) -> Animation
        /// The animation the documentation says an argument gives, built from valid arguments.
        var clamped: @Sendable (Double) -> Animation
        /// Whether the progress, not only the length, must be the clamp's.
        var comparesProgress = true
        var testDescription: String { name }
    }

    /// A duration clamped as ``Animation`` documents: not finite and positive is 0.
    static func duration(_ seconds: Double) -> Double { seconds.isFinite && seconds > 0 ? seconds : 0 }

    /// A response clamped as ``Spring`` documents.
    static func response(_ seconds: Double) -> Double {
        seconds.isNaN
            ? Spring.minimumResponse : min(max(seconds, Spring.minimumResponse), Spring.maximumResponse)
    }

    /// A damping fraction clamped as ``Spring`` documents.
    static func damping(_ fraction: Double) -> Double {
        fraction.isNaN
            ? Spring.minimumDampingFraction
            : min(max(fraction, Spring.minimumDampingFraction), Spring.maximumDampingFraction)
    }

    static let constructors: [Constructor] = [
        Constructor(
            name: "linear(duration:)", make: { .linear(duration: $0) },
            clamped: { .linear(duration: duration($0)) }),
        Constructor(
            name: "easeInOut(duration:)", make: { .easeInOut(duration: $0) },
            clamped: { .easeInOut(duration: duration($0)) }),
        Constructor(
            name: "timingCurve(elastic, duration:)",
            make: { .timingCurve(.penner(.elastic, .easeOut), duration: $0) },
            clamped: { .timingCurve(.penner(.elastic, .easeOut), duration: duration($0)) }),
        Constructor(
            name: "timingCurve(x1, …) handle", make: { .timingCurve($0, $0, 0.5, 1, duration: 0.2) },
            clamped: { _ in .linear(duration: 0.2) }, comparesProgress: false),
        Constructor(
            name: "timingCurve(custom)",
            make: { value in .timingCurve(.custom { _ in Float(value) }, duration: 0.2) },
            clamped: { _ in .linear(duration: 0.2) }, comparesProgress: false),
        Constructor(
            name: "spring(response:)", make: { .spring(response: $0, dampingFraction: 0.5) },
            clamped: { .spring(response: response($0), dampingFraction: 0.5) }),
        Constructor(
            name: "spring(dampingFraction:)", make: { .spring(response: 0.3, dampingFraction: $0) },
            clamped: { .spring(response: 0.3, dampingFraction: damping($0)) }),
        Constructor(
            name: "spring(duration:)", make: { .spring(duration: $0, bounce: 0.3) },
            clamped: { .spring(response: response($0), dampingFraction: 1 - 0.3) }),
        Constructor(
            name: "spring(bounce:)", make: { .spring(duration: 0.3, bounce: $0) },
            clamped: { bounce in
                let kept = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
                return .spring(response: 0.3, dampingFraction: damping(kept >= 0 ? 1 - kept : 1 / (1 + kept)))
            }),
        Constructor(
            name: "decay(timeConstant:)", make: { .decay(Decay(timeConstant: $0)) },
            clamped: { constant in
                guard constant.isFinite, constant > 0 else { return .linear(duration: 0) }
                return .decay(Decay(timeConstant: min(constant, Decay.maximumTimeConstant)))
            }),
        Constructor(
            name: "decay(rate:)", make: { .decay(Decay(rate: $0)) },
            clamped: { rate in
                guard rate.isFinite, rate > 0 else { return .linear(duration: 0) }
                return .decay(Decay(timeConstant: min(1 / rate, Decay.maximumTimeConstant)))
            }),
        Constructor(
            name: "decay(settlingTolerance:)",
            make: { .decay(Decay(timeConstant: 0.2, settlingTolerance: $0)) },
            clamped: { tolerance in
                let range = Decay.settlingToleranceRange
                let kept =
                    tolerance.isNaN
                    ? Decay.defaultSettlingTolerance : min(max(tolerance, range.lowerBound), range.upperBound)
                return .decay(Decay(timeConstant: 0.2, settlingTolerance: kept))
            }),
        Constructor(
            name: "delay(_:)", make: { Animation.linear(duration: 0.1).delay($0) },
            clamped: { Animation.linear(duration: 0.1).delay(duration($0)) }),
        Constructor(
            name: "speed(_:)", make: { Animation.spring(response: 0.3, dampingFraction: 0.6).speed($0) },
            clamped: { factor in
                let kept =
                    factor.isFinite && factor > 0
                    ? min(max(factor, Animation.minimumSpeed), Animation.maximumSpeed) : 1
                return Animation.spring(response: 0.3, dampingFraction: 0.6).speed(kept)
            }),
    ]

    @Test(arguments: constructors)
    func everyArgumentGivesItsClampAndFinishesOnce(_ constructor: Constructor) throws {
        for argument in Self.arguments {
            let animation = constructor.make(argument)
            let expected = constructor.clamped(argument)
            let length = try #require(
                animation.lengthInTicks(tickRate: Self.rate), "\(constructor.name)(\(argument)) never ends")
            #expect(
                length == expected.lengthInTicks(tickRate: Self.rate),
                "\(constructor.name)(\(argument)): \(length) ticks, not its clamp's")
            for probe in [0.0, 0.01, 0.1, 0.5] where constructor.comparesProgress {
                #expect(
                    animation.sample(at: probe) == expected.sample(at: probe),
                    "\(constructor.name)(\(argument)) at \(probe) s")
            }
            let aligned = animation.alignedToTicks(tickRate: Self.rate)
            for ticks in [0, length / 2, max(length, 1) - 1, length, length + 1] {
                let elapsed = Double(ticks) / Double(Self.rate)
                #expect(aligned.isFinished(at: elapsed) == aligned.sample(at: elapsed).isFinished)
            }
            try Self.finishesOnce(animation, length: length, label: "\(constructor.name)(\(argument))")
        }
    }

    @Test func everyCountFinishesOnce() throws {
        for count in Self.counts {
            for jump in StepJump.allCases {
                let animation = Animation.timingCurve(.steps(count, jump: jump), duration: 0.2)
                #expect(animation.lengthInTicks(tickRate: Self.rate) == 12)
                try Self.finishesOnce(animation, length: 12, label: "steps(\(count), \(jump))")
            }
            for autoreverses in [false, true] {
                let animation = Animation.linear(duration: 0.05).repeatCount(
                    count, autoreverses: autoreverses)
                let kept = max(count, 1)
                let length = try #require(animation.lengthInTicks(tickRate: Self.rate))
                let expected = Animation.ticks(covering: 0.05 * Double(kept), tickRate: Self.rate)
                #expect(length == expected, "repeatCount(\(count))")
                try Self.finishesOnce(animation, length: length, label: "repeatCount(\(count))")
            }
        }
    }

    /// Decays started from bad velocities, through the world: a NaN or infinite velocity is
    /// refused (nil, nothing moves, no event); any other finishes once, on the tick its decay's
    /// settling duration covers, at the resting value `decay` returned, or on the next tick when
    /// the velocity is too small to move the value (it is at rest).
    @Test func decaysFromEveryVelocityFinishOnce() throws {
        for velocity in Self.arguments + [1, -3] {
            for decay in [Decay.normal, Decay(timeConstant: .nan), Decay(timeConstant: 1e300)] {
                let world = World(tickRate: Self.rate)
                let box = world.spawn()
                world.set(Float(0), for: box)
                guard Float(velocity).isFinite else {
                    #expect(world.decay(box, velocity: Float(velocity), decay) == nil)
                    #expect(try Self.run(world, box, length: 1, label: "refused").isEmpty)
                    #expect(world.get(Float.self, of: box) == 0)
                    continue
                }
                let resting = try #require(world.decay(box, velocity: Float(velocity), decay))
                let moves = resting != 0
                let length =
                    moves ? try #require(Animation.decay(decay).lengthInTicks(tickRate: Self.rate)) : 0
                let label = "decay \(decay.timeConstant) from velocity \(velocity)"
                let finishes = try Self.run(world, box, length: max(length, 1), label: label)
                #expect(finishes == [max(length, 1)], "\(label)")
                #expect(world.get(Float.self, of: box)?.bitPattern == resting.bitPattern, "\(label)")
            }
        }
    }

    /// Keyframe tracks whose times are bad: a time that is not finite and positive is 0 and a
    /// timeline is at most `Timeline.maximumTicks` long; each plays to its end and finishes once.
    @Test func keyframeTracksWithBadTimesFinishOnce() throws {
        for time in Self.arguments {
            var timeline = Timeline(from: Float(0), tickRate: Self.rate)
            let track = Keyframes(Keyframe(0, Float(2)), Keyframe(time, Float(5)))
            timeline.add(track)
            let kept = time.isFinite && time > 0 ? time : 0
            let expected = min(
                Animation.ticks(covering: kept, tickRate: Self.rate), Timeline<Float>.maximumTicks)
            #expect(timeline.durationTicks == expected, "keyframe at \(time)")
            let world = World(tickRate: Self.rate)
            let box = world.spawn()
            world.set(Float(0), for: box)
            #expect(world.play(timeline, on: box))
            let finishes = try Self.run(world, box, length: max(expected, 1), label: "keyframe at \(time)") {
                // A timeline's playhead moves only as ticks run: seek it to where the jump lands.
                world.timeline(Float.self, of: box)?.seek(toSeconds: Double($0) / Double(Self.rate))
            }
            #expect(finishes == [max(expected, 1)], "keyframe at \(time)")
            #expect(world.get(Float.self, of: box) == 5, "keyframe at \(time)")
        }
    }

    /// Runs `animation` on a fresh world from 0 to 1 and checks that it finishes exactly
    /// `length` ticks after it starts (the next tick for 0), once, presenting its target.
    static func finishesOnce(_ animation: Animation, length: UInt64, label: String) throws {
        let world = World(tickRate: rate)
        let box = world.spawn()
        world.set(Float(0), for: box)
        world.animate(box, to: Float(1), animation)
        let finishes = try run(world, box, length: max(length, 1), label: label)
        #expect(finishes == [max(length, 1)], "\(label): finished on \(finishes), length \(length)")
        #expect(world.get(Float.self, of: box) == 1, "\(label)")
        #expect(world.presented(Float.self, of: box, alpha: 0.5) == 1, "\(label)")
    }

    /// The ticks (counted from now) on which `box` raised a finished event, over the first
    /// ticks of its motion, then — past a jump over ticks in which nothing is due — the ticks
    /// around `length` and a few after. A motion that is still running when it should have
    /// ended, or that ends early, shows in the result.
    static func run(
        _ world: World, _ box: Entity, length: UInt64, label: String, seek: (UInt64) -> Void = { _ in }
    ) throws -> [UInt64] {
        let start = world.tick
        var finishes: [UInt64] = []
        func step() {
            world.advance()
            for event in world.events where event.entity == box && event.isFinished {
                finishes.append(world.tick - start)
            }
        }
        let stepped: UInt64 = 400
        if length <= stepped + 8 {
            for _ in 0..<(length + 8) { step() }
            return finishes
        }
        for _ in 0..<stepped { step() }
        #expect(finishes.isEmpty, "\(label) ended early")
        // Nothing is due before the last two ticks: move the world's clocks on as if they ran.
        let gap = length - 2 - stepped
        world.tick &+= gap
        for domain in world.clocks.ticks.indices { world.clocks.ticks[domain] &+= gap }
        seek(length - 2)
        for _ in 0..<8 { step() }
        return finishes
    }
}
