import Engine
import Foundation
import TransitionCore

/// The closed path the motion scene's followers go round: a centripetal Catmull-Rom curve
/// through twelve points of a figure of eight, walked at constant speed. Every other follower
/// turns to face where it goes; the others keep upright.
public struct FollowerPath: Equatable, Sendable {
    /// The path; nil only if the area is so broken that no path goes through it.
    public let path: MotionPath<SIMD2<Float>>?
    /// A follower's size: length along its heading, and width.
    public let followerSize: SIMD2<Float>
    /// The area the path lies in.
    public let area: Rect

    /// Followers on the path.
    public static let followerCount = 10
    /// Seconds a follower takes to go round once.
    public static let lapSeconds = 7.0
    /// Points of the figure of eight the curve passes through.
    public static let pointCount = 12

    /// A path filling `area`, with room for the followers at its edges.
    public init(in area: Rect) {
        self.area = area
        let side = max(min(area.width, area.height) * 0.075, 5)
        followerSize = SIMD2(side * 1.7, side)
        let radii = SIMD2(max(area.width / 2 - side * 1.5, 0), max(area.height / 2 - side * 1.5, 0))
        let center = area.center
        let points = (0..<FollowerPath.pointCount).map { index -> SIMD2<Float> in
            let turn = 2 * Double.pi * Double(index) / Double(FollowerPath.pointCount)
            let unit = SIMD2(Float(sin(turn)), Float(sin(2 * turn)))
            return center + unit * radii
        }
        path = try? MotionPath(catmullRomThrough: points, closed: true)
    }

    /// The followers' start: every one at the start of the path.
    public var start: PathPosition<SIMD2<Float>>? { path.map { PathPosition(on: $0, distance: 0) } }

    /// The end of one lap, where the repeating move goes (a closed path ends where it starts).
    public var lapEnd: PathPosition<SIMD2<Float>>? { path.map { PathPosition(on: $0, fraction: 1) } }

    /// One lap at constant speed, over and over.
    public static var lap: Animation { .linear(duration: lapSeconds).repeatForever(autoreverses: false) }

    /// The followers' starts, spread evenly over a lap: follower i starts i laps/n after the first.
    public static var stagger: Stagger { .each(lapSeconds / Double(followerCount)) }

    /// Whether follower `index` turns to face along the path.
    public static func turns(_ index: Int) -> Bool { index % 2 == 0 }

    /// The colour of follower `index`.
    public static func color(of index: Int) -> OKLab {
        Palette.oklab(turns(index) ? 0.8 : 0.7, 0.15, Float(300 + 11 * index))
    }

    /// The path drawn as a polyline of `count` points (the first again at the end).
    public func outline(count: Int = 240) -> [SIMD2<Float>] {
        guard let path else { return [] }
        return (0...count).map { path.point(atFraction: Float($0) / Float(count)) }
    }
}
