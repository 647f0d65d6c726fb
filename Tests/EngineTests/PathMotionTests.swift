import Engine
import Foundation
import Testing
import TransitionCore

private typealias Place = PathPosition<SIMD2<Float>>

/// A winding Catmull-Rom route: right angles, a U-turn, uneven spacing.
private let winding = try! MotionPath<SIMD2<Float>>(
    catmullRomThrough: [
        [0, 0], [100, 0], [100, 100], [0, 100], [0, 200], [200, 200], [210, -50], [50, 40],
    ])

/// A Bézier chain whose speed in its own parameter varies tenfold and stops at one anchor.
private let curlPoints: [SIMD2<Float>] = [
    [0, 0], [300, 0], [-100, 100], [100, 100],
    [300, 100], [300, 300], [100, 250],
    [100, 250], [-50, 120], [20, -30],
]
private let curl = try! MotionPath(cubicBezier: curlPoints)

/// Twenty-four points on a circle of radius 100 about the origin, joined smoothly, counter-clockwise.
private let ring = try! MotionPath<SIMD2<Float>>(
    catmullRomThrough: (0..<24).map {
        let angle = 2 * Double.pi * Double($0) / 24
        return [Float(100 * cos(angle)), Float(100 * sin(angle))]
    }, closed: true)

private func length(_ vector: SIMD2<Float>) -> Float { (vector * vector).sum().squareRoot() }

/// The length of the curve between distances `from` and `to` along `path`: the sum of the chords
/// between 64 points evenly spaced in distance, and the anchors between them (a Bézier chain may
/// turn a corner there). The points lie on the curve, so the sum measures the curve itself,
/// however the path maps distance to points.
private func arcLength(_ path: MotionPath<SIMD2<Float>>, from: Float, to: Float) -> Double {
    var stops = (0...64).map { from + (to - from) * Float($0) / 64 }
    stops += path.anchors.indices.map { path.distance(atAnchor: $0)! }.filter { $0 > from && $0 < to }
    stops.sort()
    return zip(stops, stops.dropFirst()).reduce(0) {
        $0 + Double(length(path.point(atDistance: $1.1) - path.point(atDistance: $1.0)))
    }
}

/// `angle` minus `reference`, wrapped into −π...π.
private func turn(from reference: Float, to angle: Float) -> Float {
    var difference = angle - reference
    while difference > .pi { difference -= 2 * .pi }
    while difference < -.pi { difference += 2 * .pi }
    return difference
}

@Suite struct PathMotionTests {
    @Test(arguments: [("Catmull-Rom", winding), ("Bézier", curl)])
    func aLinearMoveCoversEqualArcLengthEveryTick(kind: String, path: MotionPath<SIMD2<Float>>) {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Place(on: path, fraction: 0), for: entity)
        world.animate(entity, to: Place(on: path, fraction: 1), .linear(duration: 2))
        let ticks = 120
        let perTick = Double(path.length) / Double(ticks)
        var previous = world.get(Place.self, of: entity)!
        var worst = 0.0
        for tick in 1...ticks {
            world.advance()
            let current = world.get(Place.self, of: entity)!
            let covered = arcLength(path, from: previous.distance, to: current.distance)
            worst = max(worst, abs(covered - perTick) / perTick)
            #expect(
                abs(covered - perTick) <= 1e-3 * perTick, "\(kind), tick \(tick): \(covered) for \(perTick)")
            previous = current
        }
        #expect(worst < 1e-4, "\(kind): worst relative error \(worst)")
        let last = path.anchors[path.anchors.count - 1]
        #expect(previous == Place(on: path, fraction: 1) && previous.point == last && previous.fraction == 1)
        #expect(world.events.map(\.kind) == [.finished])
    }

    @Test func theHeadingFollowsTheDirectionOfTravel() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Place(on: ring, fraction: 0), for: entity)
        world.animate(entity, to: Place(on: ring, fraction: 1), .linear(duration: 2))
        for tick in 1..<120 {
            world.advance()
            let place = world.get(Place.self, of: entity)!
            // On a circle about the origin, travelling counter-clockwise: a quarter turn ahead
            // of the radius.
            let radial = atan2(place.point.y, place.point.x)
            #expect(abs(turn(from: radial + .pi / 2, to: place.angle)) < 2e-3, "tick \(tick)")
            // And the way the entity is actually moving, between this tick and the next.
            let ahead = world.presented(Place.self, of: entity, alpha: 0.01)!.point - place.point
            #expect(abs(turn(from: atan2(ahead.y, ahead.x), to: place.angle)) < 2e-3, "tick \(tick)")
        }
    }

    @Test func aRetargetTurnsBackFromThePresentedPlace() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Place(on: curl, fraction: 0), for: entity)
        world.animate(entity, to: Place(on: curl, fraction: 1), .linear(duration: 1))
        for _ in 0..<30 { world.advance() }
        let halfway = world.get(Place.self, of: entity)!
        #expect(halfway.distance == curl.length / 2)
        world.animate(
            entity, to: Place(on: curl, fraction: 0.25), .spring(response: 0.4, dampingFraction: 0.5))
        #expect(world.presented(Place.self, of: entity) == halfway, "no jump")
        world.advance()
        var previous = world.get(Place.self, of: entity)!
        // A spring from rest covers about 3% of the way (here 245) in its first tick.
        #expect(
            previous.distance < halfway.distance && halfway.distance - previous.distance < 10, "from rest")
        var lowest = halfway.distance
        for _ in 0..<240 {
            world.advance()
            let current = world.get(Place.self, of: entity)!
            #expect((0...curl.length).contains(current.distance))
            lowest = min(lowest, current.distance)
            previous = current
        }
        #expect(lowest < curl.length / 4, "the spring overshoots along the path")
        #expect(previous == Place(on: curl, fraction: 0.25))
    }

    @Test func theStateHashIsTheSameForTheSameMovesOnEqualPaths() throws {
        func run(_ points: [SIMD2<Float>], ticks: Int) throws -> [UInt64] {
            let path = try MotionPath(cubicBezier: points)  // a new table every time
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.set(Place(on: path, fraction: 0.1), for: entity)
            world.animate(entity, to: Place(on: path, fraction: 0.9), .easeOut(duration: 0.5))
            return (0..<ticks).map { _ in
                world.advance()
                return world.stateHash()
            }
        }
        let first = try run(curlPoints, ticks: 40)
        #expect(try run(curlPoints, ticks: 40) == first)
        var bent = curlPoints
        bent[5].x += 0.5
        #expect(try run(bent, ticks: 40).last != first.last, "another path, another hash")
    }

    @Test func aSnapshotTakenMidPathReplaysTheSameTicks() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Place(on: winding, fraction: 0), for: entity)
        world.animate(entity, to: Place(on: winding, fraction: 1), .easeInOut(duration: 1))
        for _ in 0..<20 { world.advance() }
        let saved = world.snapshot()
        let hashes = (0..<50).map { _ in
            world.advance()
            return world.stateHash()
        }
        try world.restore(saved)
        #expect(
            (0..<50).map { _ in
                world.advance()
                return world.stateHash()
            } == hashes)
        #expect(world.get(Place.self, of: entity)!.point == winding.anchors[winding.anchors.count - 1])
    }

    /// README, "Motion along a path", as written there, run on a mock clock.
    @Test func theReadmeExampleRuns() throws {
        let clock = MockClock()
        let simulation = Simulation(clock: clock, tickRate: 60)
        let world = simulation.world
        var drawn: [(SIMD2<Float>, Float)] = []
        func draw(_ entity: Entity, at point: SIMD2<Float>, rotation: Float) {
            drawn.append((point, rotation))
        }

        let waypoints: [SIMD2<Float>] = [[0, 0], [120, 80], [240, -40], [360, 60]]
        let route = try MotionPath(catmullRomThrough: waypoints)  // or polylineThrough:, cubicBezier:
        let ship = world.spawn()
        world.set(PathPosition(on: route, fraction: 0), for: ship)
        world.animate(ship, to: PathPosition(on: route, fraction: 1), .linear(duration: 2))

        simulation.frame()
        for _ in 0..<130 {
            clock.advance(by: 16_666_667)
            let frame = simulation.frame()
            // Each frame: where the ship is, and a heading that follows the curve.
            let place = world.presented(PathPosition<SIMD2<Float>>.self, of: ship, alpha: frame.alpha)!
            draw(ship, at: place.point, rotation: place.angle)
        }
        #expect(drawn.count == 130)
        #expect(drawn.last!.0 == waypoints[3])
        #expect(abs(drawn.last!.1 - route.angle(atFraction: 1)) == 0)
        #expect(drawn.allSatisfy { $0.1.isFinite && $0.0.x.isFinite && $0.0.y.isFinite })
    }
}
