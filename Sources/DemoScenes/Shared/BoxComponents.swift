import Engine
import TransitionCore

/// A box's frame in window pixels: `x`, `y` (top left), `width`, `height` in one vector, so
/// springs keep its velocity when it is retargeted mid-flight.
public struct BoxFrame: VectorTransitionable, Sendable {
    /// (x, y, width, height).
    public var rect: SIMD4<Float>

    /// A frame from its top-left corner and size.
    public init(x: Float, y: Float, width: Float, height: Float) {
        rect = SIMD4(x, y, width, height)
    }

    /// A frame from a rectangle.
    public init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// A frame of `size` centred on `center`.
    public init(center: SIMD2<Float>, size: SIMD2<Float>) {
        self.init(x: center.x - size.x / 2, y: center.y - size.y / 2, width: size.x, height: size.y)
    }

    private init(vector: SIMD4<Float>) {
        rect = vector
    }

    /// The frame as a rectangle, with a negative (overshooting) size taken as 0.
    public var asRect: Rect { Rect(x: rect.x, y: rect.y, width: rect.z, height: rect.w) }

    /// The centre point.
    public var center: SIMD2<Float> { SIMD2(rect.x + rect.z / 2, rect.y + rect.w / 2) }

    /// Component-wise interpolation.
    public func transition(to other: BoxFrame, progress: Float) -> BoxFrame {
        BoxFrame(vector: rect.transition(to: other.rect, progress: progress))
    }

    /// The component-wise sum.
    public static func + (lhs: BoxFrame, rhs: BoxFrame) -> BoxFrame { BoxFrame(vector: lhs.rect + rhs.rect) }

    /// The component-wise difference.
    public static func - (lhs: BoxFrame, rhs: BoxFrame) -> BoxFrame { BoxFrame(vector: lhs.rect - rhs.rect) }

    /// Every component multiplied by `factor`.
    public func scaled(by factor: Float) -> BoxFrame { BoxFrame(vector: rect * factor) }
}

/// A box's corner radius in pixels.
public struct CornerRadius: VectorTransitionable, Sendable {
    /// The radius; drawing clamps it to half the shorter side.
    public var value: Float

    /// A radius of `value` pixels.
    public init(_ value: Float) {
        self.value = value
    }

    /// Linear interpolation.
    public func transition(to other: CornerRadius, progress: Float) -> CornerRadius {
        CornerRadius(value.transition(to: other.value, progress: progress))
    }

    /// The sum.
    public static func + (lhs: CornerRadius, rhs: CornerRadius) -> CornerRadius {
        CornerRadius(lhs.value + rhs.value)
    }

    /// The difference.
    public static func - (lhs: CornerRadius, rhs: CornerRadius) -> CornerRadius {
        CornerRadius(lhs.value - rhs.value)
    }

    /// The radius multiplied by `factor`.
    public func scaled(by factor: Float) -> CornerRadius { CornerRadius(value * factor) }
}

/// Where a box is going: the frame, colour and corner radius it settles on.
public struct BoxTarget: Equatable, Sendable {
    /// The frame to settle on.
    public var frame: BoxFrame
    /// The colour to settle on, in OKLab, which moves as a `Color` does without converting both
    /// ends from sRGB at every tick and every read.
    public var color: OKLab
    /// The corner radius to settle on.
    public var radius: CornerRadius

    /// A target from its three parts.
    public init(frame: BoxFrame, color: OKLab, radius: CornerRadius) {
        self.frame = frame
        self.color = color
        self.radius = radius
    }
}

/// A box's current and previous targets, kept as a component so that "reverse" can send every
/// box back where it was heading before.
public struct BoxTargets: Equatable, Sendable {
    /// The target the box is heading for now.
    public var current: BoxTarget
    /// The target it had before the last retarget.
    public var previous: BoxTarget

    /// Targets whose previous one is the same as the current one.
    public init(_ target: BoxTarget) {
        current = target
        previous = target
    }
}

/// What the renderer draws for one box: its presented frame, colour and radius.
public struct BoxSnapshot: Equatable, Sendable {
    /// The box's entity.
    public var entity: Entity
    /// Presented frame.
    public var frame: BoxFrame
    /// Presented colour, in OKLab (``SRGBBytes`` turns it into the bytes a renderer draws).
    public var color: OKLab
    /// Presented corner radius.
    public var radius: Float

    /// A box's snapshot from its parts.
    public init(entity: Entity, frame: BoxFrame, color: OKLab, radius: Float) {
        self.entity = entity
        self.frame = frame
        self.color = color
        self.radius = radius
    }
}
