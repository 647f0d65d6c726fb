import Engine
import TransitionCore

/// The real side of a fuzz run: a ``Simulation`` on a ``MockClock``, its world, and the ticks its
/// one system saw.
final class WorldDriver {
    let clock = MockClock()
    let engine: Simulation<MockClock>
    /// Ticks the system was called with since the last ``takeSystemTicks()``.
    private var systemTicks: [UInt64] = []

    var world: World { engine.world }

    init(tickRate: UInt64) {
        engine = Simulation(clock: clock, tickRate: tickRate)
        engine.addSystem { [unowned self] _, tick in self.systemTicks.append(tick) }
    }

    /// The ticks the system saw since the last call.
    func takeSystemTicks() -> [UInt64] {
        defer { systemTicks.removeAll() }
        return systemTicks
    }

    /// Moves the clock as `move` says.
    func move(_ move: ClockMove) {
        switch move {
        case .forward(let nanoseconds): clock.advance(by: nanoseconds)
        case .backward(let nanoseconds): clock.nanoseconds -= min(nanoseconds, clock.nanoseconds)
        }
    }

    /// Runs a query of `shape`, handing `body` each visited entity and a copy of its components
    /// that the query writes back.
    func query(_ shape: QueryShape, _ body: (Entity, inout VisitCopy) -> Void) {
        switch shape {
        case .float:
            world.query(Float.self) { entity, value in
                var copy = VisitCopy(float: value)
                body(entity, &copy)
                value = copy.float!
            }
        case .vector:
            world.query(SIMD2<Float>.self) { entity, value in
                var copy = VisitCopy(vector: value)
                body(entity, &copy)
                value = copy.vector!
            }
        case .label:
            world.query(FuzzLabel.self) { entity, value in
                var copy = VisitCopy(label: value)
                body(entity, &copy)
                value = copy.label!
            }
        case .floatAndVector:
            world.query(Float.self, SIMD2<Float>.self) { entity, float, vector in
                var copy = VisitCopy(float: float, vector: vector)
                body(entity, &copy)
                float = copy.float!
                vector = copy.vector!
            }
        case .vectorFloatAndLabel:
            world.query(SIMD2<Float>.self, Float.self, FuzzLabel.self) { entity, vector, float, label in
                var copy = VisitCopy(float: float, vector: vector, label: label)
                body(entity, &copy)
                vector = copy.vector!
                float = copy.float!
                label = copy.label!
            }
        }
    }
}
