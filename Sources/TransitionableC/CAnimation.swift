import CTransitionable
import TransitionCore

extension tr_animation {
    /// The descriptor at `pointer`, read as far as its `size` reaches: the fields past it as
    /// `tr_animation_curve(TR_CURVE_LINEAR, 0)` sets them; `.invalidArgument` for a size that
    /// does not reach `timing`, or one past this library's struct over non-zero bytes.
    init(sizedAt pointer: UnsafePointer<tr_animation>) throws(CStatusError) {
        let raw = UnsafeRawPointer(pointer)
        let size = Int(raw.load(as: UInt32.self))
        self = try CSizedStruct.read(
            raw, size: size, minimumSize: 8,  // `size` and `timing`
            defaults: tr_animation_curve(TR_CURVE_LINEAR.rawValue, 0))
    }
}

extension Animation {
    /// The animation a C descriptor describes; `.invalidArgument` for an enum value out of range.
    init(_ description: tr_animation) throws(CStatusError) {
        let base: Animation
        switch description.timing {
        case TR_TIMING_CURVE.rawValue:
            base = .timingCurve(try Curve(description.curve), duration: description.duration)
        case TR_TIMING_CUBIC_BEZIER.rawValue:
            let (x1, y1, x2, y2) = description.bezier
            base = .timingCurve(.cubicBezier(x1, y1, x2, y2), duration: description.duration)
        case TR_TIMING_STEPS.rawValue:
            let jump: StepJump
            switch description.step_jump {
            case TR_STEP_JUMP_START.rawValue: jump = .start
            case TR_STEP_JUMP_END.rawValue: jump = .end
            default: throw .invalidArgument
            }
            base = .timingCurve(.steps(Int(description.steps), jump: jump), duration: description.duration)
        case TR_TIMING_SPRING.rawValue:
            base = .spring(response: description.response, dampingFraction: description.damping_fraction)
        case TR_TIMING_SPRING_BOUNCE.rawValue:
            base = .spring(duration: description.duration, bounce: description.bounce)
        default:
            throw .invalidArgument
        }
        var animation = base.delay(description.delay).speed(description.speed)
        if description.repeat_count == TR_REPEAT_FOREVER {
            animation = animation.repeatForever(autoreverses: description.autoreverses)
        } else if description.repeat_count < 0 {
            throw .invalidArgument
        } else if description.repeat_count > 1 || description.autoreverses {
            animation = animation.repeatCount(
                Int(description.repeat_count), autoreverses: description.autoreverses)
        }
        self = animation
    }
}

extension Curve {
    /// The curve a C value names; `.invalidArgument` past the last one.
    init(_ curve: tr_curve) throws(CStatusError) {
        let raw = Int(curve)
        if raw == Int(TR_CURVE_LINEAR.rawValue) {
            self = .linear
            return
        }
        let penner = raw - Int(TR_CURVE_EASE_IN_SINE.rawValue)
        let families = PennerFamily.allCases
        let directions = EasingDirection.allCases
        if penner >= 0, penner < families.count * directions.count {
            self = .penner(families[penner / directions.count], directions[penner % directions.count])
            return
        }
        switch curve {
        case TR_CURVE_CSS_EASE.rawValue: self = .ease
        case TR_CURVE_CSS_EASE_IN.rawValue: self = .easeIn
        case TR_CURVE_CSS_EASE_OUT.rawValue: self = .easeOut
        case TR_CURVE_CSS_EASE_IN_OUT.rawValue: self = .easeInOut
        default: throw .invalidArgument
        }
    }
}

extension tr_animation {
    /// Whether every field equals `other`'s, bit for bit (padding aside).
    func isSame(as other: tr_animation) -> Bool {
        timing == other.timing && curve == other.curve && duration.bitPattern == other.duration.bitPattern
            && bezier.0.bitPattern == other.bezier.0.bitPattern
            && bezier.1.bitPattern == other.bezier.1.bitPattern
            && bezier.2.bitPattern == other.bezier.2.bitPattern
            && bezier.3.bitPattern == other.bezier.3.bitPattern
            && steps == other.steps && step_jump == other.step_jump
            && response.bitPattern == other.response.bitPattern
            && damping_fraction.bitPattern == other.damping_fraction.bitPattern
            && bounce.bitPattern == other.bounce.bitPattern && delay.bitPattern == other.delay.bitPattern
            && speed.bitPattern == other.speed.bitPattern && repeat_count == other.repeat_count
            && autoreverses == other.autoreverses
    }
}
