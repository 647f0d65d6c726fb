/// How `World.advance()` spreads the running transitions of one component type over threads.
///
/// A type with at least twice ``minimumTransitionsPerThread`` running transitions has its
/// slots cut into as many ranges as threads allow, each advanced on its own thread; the state,
/// the events and their order are bit for bit those of one thread. The user's
/// `transition(to:progress:)` and custom curves then run on those threads, at the same time:
/// they must be pure functions of their arguments, as the engine already asks. Off by default:
/// handing work to a thread costs microseconds, more than a small world's whole tick.
public struct TickParallelism: Sendable, Equatable {
    /// Threads that advance transitions, the one calling `advance()` included: 1...64.
    public var threads: Int
    /// The fewest running transitions a thread is given: a type with fewer than twice this
    /// many runs on the calling thread alone. At least 1.
    public var minimumTransitionsPerThread: Int

    /// `threads` threads (clamped into 1...64), each given at least
    /// `minimumTransitionsPerThread` transitions (at least 1).
    public init(threads: Int, minimumTransitionsPerThread: Int = 32_768) {
        self.threads = min(max(threads, 1), 64)
        self.minimumTransitionsPerThread = max(minimumTransitionsPerThread, 1)
    }

    /// Every tick on the calling thread: the default.
    public static let singleThreaded = TickParallelism(threads: 1)
}

/// The threads a world's storages advance on, shared by the world and its storages.
@usableFromInline
final class TickThreads {
    /// The threads beside the caller; nil when single-threaded.
    private(set) var workers: TickWorkers?
    /// The fewest transitions one part is given.
    private var minimumPerPart = TickParallelism.singleThreaded.minimumTransitionsPerThread

    /// The parallelism in effect: one thread where the system gave none.
    var parallelism: TickParallelism {
        TickParallelism(threads: (workers?.count ?? 0) + 1, minimumTransitionsPerThread: minimumPerPart)
    }

    /// Starts or stops threads for `parallelism`.
    func configure(_ parallelism: TickParallelism) {
        let extra = parallelism.threads - 1
        if extra != (workers?.count ?? 0) {
            workers = nil
            if extra > 0 { workers = TickWorkers(count: extra) }
        }
        minimumPerPart = parallelism.minimumTransitionsPerThread
    }

    /// Parts `count` transitions are cut into: 1 unless there are threads and enough work.
    @usableFromInline
    func parts(for count: Int) -> Int {
        guard let workers else { return 1 }
        return max(1, min(workers.count + 1, count / minimumPerPart))
    }

    /// Calls `body` with each part number in `0..<parts`, at the same time on as many threads.
    @usableFromInline
    func run(parts: Int, _ body: @escaping (Int) -> Void) {
        guard parts > 1, let workers else {
            body(0)
            return
        }
        workers.run(parts: parts, body)
    }
}

extension World {
    /// How `advance()` spreads large storages' transitions over threads; ``TickParallelism/singleThreaded``
    /// until set. Setting it starts or stops threads (a system that gives none leaves one).
    /// Not part of the state: any setting gives the same state and events.
    public var tickParallelism: TickParallelism {
        get { threads.parallelism }
        set { threads.configure(newValue) }
    }
}
