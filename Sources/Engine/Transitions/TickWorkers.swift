#if canImport(Glibc)
    import Glibc
#endif

#if canImport(Glibc)
    /// Threads that run parts of a tick beside the thread that calls `World.advance()`: each
    /// ``run(parts:_:)`` hands part 0 to the caller and parts 1... to the threads, and returns when
    /// all are done. Made once; a run allocates nothing.
    final class TickWorkers {
        /// The state the threads share with the owner, kept alive by each thread.
        private let shared: Shared
        private var threads: [pthread_t] = []

        /// Number of threads beside the caller.
        var count: Int { threads.count }

        /// `count` threads (at least one) waiting for work; nil when the system gives none.
        init?(count: Int) {
            shared = Shared()
            for part in 1...max(1, count) {
                let context = Unmanaged.passRetained(WorkerContext(shared: shared, part: part)).toOpaque()
                var thread = pthread_t()
                guard pthread_create(&thread, nil, tickWorkerMain, context) == 0 else {
                    Unmanaged<WorkerContext>.fromOpaque(context).release()
                    break
                }
                threads.append(thread)
            }
            if threads.isEmpty { return nil }
        }

        deinit {
            shared.stop()
            for thread in threads { pthread_join(thread, nil) }
        }

        /// Calls `body` with every part number in `0..<parts` (at most `count + 1`), part 0 on this
        /// thread and the others on the workers at the same time; returns when every call has.
        func run(parts: Int, _ body: @escaping (Int) -> Void) {
            // The caller cuts its work into this many parts: none may be left out.
            precondition(parts <= count + 1, "more parts than threads")
            guard parts > 1 else {
                if parts == 1 { body(0) }
                return
            }
            shared.start(parts: parts, body)
            body(0)
            shared.waitForParts()
        }

        /// The handover between the owner and its threads, behind one mutex.
        final class Shared: @unchecked Sendable {
            private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            private let done = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            /// The work of the current run; nothing between runs. Not optional: an optional
            /// closure is stored abstractly, and converting it back allocates.
            private var job: (Int) -> Void = Shared.noJob
            /// Parts in the current run, the caller's included.
            private var parts = 0
            /// Parts of the current run that have not finished, the caller's excluded.
            private var pending = 0
            /// Counts runs, so that a thread takes each run once.
            private var generation: UInt64 = 0
            private var stopping = false

            init() {
                pthread_mutex_init(mutex, nil)
                pthread_cond_init(wake, nil)
                pthread_cond_init(done, nil)
            }

            deinit {
                pthread_cond_destroy(done)
                pthread_cond_destroy(wake)
                pthread_mutex_destroy(mutex)
                mutex.deallocate()
                wake.deallocate()
                done.deallocate()
            }

            /// Publishes `job` for parts `1..<parts`.
            func start(parts: Int, _ job: @escaping (Int) -> Void) {
                pthread_mutex_lock(mutex)
                (self.job, self.parts, pending) = (job, parts, parts - 1)
                generation &+= 1
                pthread_cond_broadcast(wake)
                pthread_mutex_unlock(mutex)
            }

            /// Waits until every published part has run, then forgets the job.
            func waitForParts() {
                pthread_mutex_lock(mutex)
                while pending > 0 { pthread_cond_wait(done, mutex) }
                job = Shared.noJob
                pthread_mutex_unlock(mutex)
            }

            /// What `job` holds between runs.
            private static func noJob(_ part: Int) {}

            /// Tells the threads to end.
            func stop() {
                pthread_mutex_lock(mutex)
                stopping = true
                pthread_cond_broadcast(wake)
                pthread_mutex_unlock(mutex)
            }

            /// A thread's loop: runs part `part` of each run that has one, until stopped.
            func serve(part: Int) {
                var seen: UInt64 = 0
                pthread_mutex_lock(mutex)
                while true {
                    while generation == seen, !stopping { pthread_cond_wait(wake, mutex) }
                    if stopping { break }
                    seen = generation
                    guard part < parts else { continue }
                    pthread_mutex_unlock(mutex)
                    job(part)
                    pthread_mutex_lock(mutex)
                    pending -= 1
                    if pending == 0 { pthread_cond_signal(done) }
                }
                pthread_mutex_unlock(mutex)
            }
        }

        /// What one thread is started with.
        final class WorkerContext {
            let shared: Shared
            let part: Int

            init(shared: Shared, part: Int) {
                (self.shared, self.part) = (shared, part)
            }
        }
    }

    /// The entry point of a worker thread: serves its part until the workers stop.
    private func tickWorkerMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        let worker = Unmanaged<TickWorkers.WorkerContext>.fromOpaque(context!).takeRetainedValue()
        worker.shared.serve(part: worker.part)
        return nil
    }
#else
    /// Threads that run parts of a tick: none on this system (`init` gives nil), so every tick
    /// runs on the calling thread.
    final class TickWorkers {
        var count: Int { 0 }
        init?(count: Int) { return nil }
        func run(parts: Int, _ body: @escaping (Int) -> Void) { body(0) }
    }
#endif
