/// A place on a ``MotionPath``, animated along the path at constant speed: a transition between
/// two positions on one path moves the distance travelled, so that
/// `world.animate(entity, to: PathPosition(on: path, fraction: 1), .linear(duration: 2))` carries
/// an entity from wherever it is on `path` to the end in two seconds, at a steady pace however the
/// path bends (an easing curve then eases the pace, not the shape).
///
/// ``point`` is worked out whenever the position is made, so reading it is free; ``tangent``
/// and, in 2-D, ``angle`` (a rotation that follows the path) are worked out when read.
///
/// Two positions are equal when they lie on equal paths at the same distance; the state hash
/// mixes in the path's points (hashed once, when it was built) and the distance.
public struct PathPosition<Point: PathPoint>: Sendable {
    /// The path this position lies on.
    public let path: MotionPath<Point>
    /// The distance from the start of the path, in 0...`path.length`.
    public let distance: Float
    /// The point on the path at ``distance``.
    public let point: Point

    /// The position `distance` along `path`; a distance below 0 (or NaN) counts as 0, one
    /// beyond the path's length as the length.
    @inlinable
    public init(on path: MotionPath<Point>, distance: Float) {
        let length = path.length
        let distance = distance > 0 ? (distance < length ? distance : length) : 0
        self.path = path
        self.distance = distance
        self.point = path.point(atDistance: distance)
    }

    /// The position `fraction` of the way along `path`, `fraction` clamped into 0...1 (NaN
    /// counts as 0): exactly the first point at 0, exactly the last at 1.
    @inlinable
    public init(on path: MotionPath<Point>, fraction: Float) {
        self.init(on: path, distance: path.distance(atFraction: fraction))
    }

    /// The fraction of the path's length from its start to this position; 0 on a path of
    /// length 0.
    @inlinable
    public var fraction: Float {
        let length = path.length
        guard length > 0 else { return 0 }
        return distance < length ? distance / length : 1
    }

    /// The direction of travel here, a unit vector (zero on a path of length 0).
    @inlinable
    public var tangent: Point { path.tangent(atDistance: distance) }
}

extension PathPosition where Point == SIMD2<Float> {
    /// The heading here in radians: the angle from the positive x axis to the direction of
    /// travel, as ``MotionPath/angle(atDistance:)``; the rotation that makes a sprite drawn
    /// facing +x follow the path.
    @inlinable
    public var angle: Float { path.angle(atDistance: distance) }
}

extension PathPosition: Transitionable {
    /// The position `progress` of the way from this one to `other` along the path: the
    /// distance interpolated, then kept on the path (overshooting curves and springs rest at the
    /// path's ends while they overshoot). Exactly `self` at progress 0. Positions on different
    /// paths do not interpolate: the value switches to `other` at progress 0.5, as discrete
    /// values do.
    @inlinable
    public func transition(to other: PathPosition, progress: Float) -> PathPosition {
        guard path == other.path else {
            return progress.switching(from: self, to: other)
        }
        if progress == 0 || distance == other.distance { return self }
        return PathPosition(on: path, distance: distance.transition(to: other.distance, progress: progress))
    }
}

extension PathPosition: Equatable {
    /// Whether both positions lie on equal paths at the same distance.
    @inlinable
    public static func == (lhs: PathPosition, rhs: PathPosition) -> Bool {
        lhs.distance == rhs.distance && lhs.path == rhs.path
    }
}

extension PathPosition: StateHashable {
    /// Mixes in the path's hash (of its points, computed once) and the distance's bits.
    @inlinable
    public func hash(into hasher: inout StateHasher) {
        path.hash(into: &hasher)
        hasher.combine(float: distance)
    }
}
