import TransitionCore

/// Different timing for different fields of one value, without splitting it into several
/// components (SwiftUI's keyframe track per key path): each field named gets its own animation,
/// curve or spring, and the rest of the value moves under a default one.
///
/// ```swift
/// let fields = FieldAnimations<Sprite>(default: .easeInOut(duration: 0.3))
///     .field(\.x, .spring(response: 0.4, dampingFraction: 0.7))
///     .field(\.opacity, .linear(duration: 0.2))
/// world.animate(sprite, to: target, fields)
/// ```
///
/// Each field moves from its value at the start to its value in the target exactly as a
/// transition of that field alone would (from rest: no velocity is carried in), and lands on it
/// exactly; the whole move lasts until the last animation ends and lands exactly on the
/// target. Each animation is played as a timeline plays a move's (its delay included; one
/// cycle of one that repeats forever). In the state hash a field counts by its animation, its
/// place in the order and its byte offset in `Value` (key paths have no stable identity to
/// hash; a computed property counts without an offset).
public struct FieldAnimations<Value: Transitionable> {
    /// One field's animation, with its read and write compiled for the field's type.
    @usableFromInline
    struct FieldAnimation {
        /// How the field moves.
        let animation: Animation
        /// The field's byte offset in `Value`, for the state hash; nil for a computed property.
        let offset: Int?
        /// Writes into a value the field's value some seconds into its move between two values.
        let write: (_ value: inout Value, _ from: Value, _ to: Value, _ elapsed: Double) -> Void

        @usableFromInline
        init(
            animation: Animation, offset: Int?,
            write: @escaping (_ value: inout Value, _ from: Value, _ to: Value, _ elapsed: Double) -> Void
        ) {
            self.animation = animation
            self.offset = offset
            self.write = write
        }
    }

    /// How the value moves apart from the fields that have an animation of their own.
    public let defaultAnimation: Animation
    /// The fields with an animation of their own, in the order given.
    @usableFromInline var fields: [FieldAnimation] = []

    /// Every field moving under `animation`, until fields are given their own.
    public init(default animation: Animation = .default) {
        defaultAnimation = animation
    }

    /// These animations with the field at `keyPath` moving under `animation`. Fields are
    /// written in the order given, so where two overlap (`\.frame`, then `\.frame.origin.x`)
    /// the one given later decides.
    @inlinable
    public func field<Field: Transitionable>(
        _ keyPath: WritableKeyPath<Value, Field>, _ animation: Animation
    ) -> FieldAnimations {
        var more = self
        more.fields.append(
            FieldAnimation(animation: animation, offset: MemoryLayout<Value>.offset(of: keyPath)) {
                value, from, to, elapsed in
                value[keyPath: keyPath] =
                    Transition(
                        from: from[keyPath: keyPath], to: to[keyPath: keyPath], animation: animation
                    ).sample(elapsed: elapsed).value
            })
        return more
    }

    /// Number of fields with an animation of their own.
    public var fieldCount: Int { fields.count }

    /// Seconds until the last animation ends, as a timeline plays each.
    public var duration: Double {
        fields.reduce(Timeline<Value>.playedSeconds(of: defaultAnimation)) {
            max($0, Timeline<Value>.playedSeconds(of: $1.animation))
        }
    }

    /// The value `elapsed` seconds into a move from `from` to `to`: the whole value under the
    /// default animation, then each field under its own. Exactly `to` once every animation
    /// has ended.
    public func value(from: Value, to: Value, elapsed: Double) -> Value {
        var value = Transition(from: from, to: to, animation: defaultAnimation).sample(elapsed: elapsed).value
        for field in fields {
            field.write(&value, from, to, elapsed)
        }
        return value
    }

    /// Mixes the animations, in order, and the fields' offsets into `hasher`.
    func hash(into hasher: inout StateHasher) {
        defaultAnimation.hash(into: &hasher)
        hasher.combine(UInt64(fields.count))
        for field in fields {
            hasher.combine(field.offset.map { UInt64($0) } ?? .max)
            field.animation.hash(into: &hasher)
        }
    }
}
