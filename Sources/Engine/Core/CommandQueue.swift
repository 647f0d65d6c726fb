import TransitionCore

/// The changes asked of a world while one of its queries or ticks runs (set, remove, animate,
/// despawn, parenting, environment, playback, clock domains, restores, ticks), each queued as a
/// command and applied in the order asked when the outermost query returns. This is the one
/// place a world defers a change. Outside a query nothing is queued and nothing is allocated:
/// callers test ``isDeferring`` before forming a command, since forming its closure allocates.
@usableFromInline
struct CommandQueue {
    /// How many queries and ticks are running, one inside another.
    @usableFromInline var depth = 0
    /// The commands asked for since the outermost one began, in order.
    private var commands: [(World) -> Void] = []

    @usableFromInline init() {}

    /// Whether a query or a tick is running, so a change must wait.
    @inlinable var isDeferring: Bool { depth > 0 }

    /// A query or a tick begins.
    @inlinable mutating func begin() {
        depth += 1
    }

    /// The query or tick that began last ends; returns whether it was the outermost, so the
    /// queued commands are now to be applied (``takeAll()``).
    @inlinable mutating func end() -> Bool {
        depth -= 1
        return depth == 0
    }

    /// Queues `command`, to be applied to the world when the outermost query returns.
    @usableFromInline mutating func append(_ command: @escaping (World) -> Void) {
        commands.append(command)
    }

    /// The commands queued, in order, leaving the queue empty.
    mutating func takeAll() -> [(World) -> Void] {
        guard !commands.isEmpty else { return [] }
        defer { commands.removeAll() }
        return commands
    }

    /// Number of commands waiting.
    var count: Int { commands.count }
}
