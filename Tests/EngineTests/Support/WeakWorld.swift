import Engine

/// A world reached weakly: what a closure the world keeps (a custom curve) captures, so that
/// the world is freed when the test lets go of it.
struct WeakWorld: @unchecked Sendable {
    weak var world: World?

    init(_ world: World) { self.world = world }
}
