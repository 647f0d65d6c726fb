#if hasFeature(Embedded)
    import CPosixThreads
#else
    import Synchronization
#endif

#if hasFeature(Embedded)
    /// The lock of the type registry, which `tr_component_*` calls from any thread use: in
    /// Embedded Swift a pthread mutex from libc (through the `CPosixThreads` module map that
    /// scripts/embedded-c writes), as its Synchronization module has `Atomic` but no `Mutex`.
    /// A spin lock on an `Atomic` would need no C, but a registering thread preempted while it
    /// holds the lock would keep the others spinning; a plain unlocked path would break the
    /// header's promise that types may be registered from any thread. Made once, never freed.
    final class RegistryLock<State>: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var state: State

        init(_ state: State) {
            mutex = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            self.state = state
        }

        /// `body`'s result, run with the state while no other thread holds the lock.
        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&state)
        }
    }
#else
    /// The lock of the type registry: `Mutex` on a normal build.
    typealias RegistryLock = Mutex
#endif
