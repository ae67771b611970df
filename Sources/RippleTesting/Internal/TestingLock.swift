#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The only lock primitive in RippleTesting (which cannot see Ripple's internal `Lock`): a value
/// guarded by `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere. Not recursive; never
/// call user code inside `withLock`.
final class TestingLocked<State>: @unchecked Sendable {
    #if canImport(Darwin)
        private let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var state: State

    init(_ state: State) {
        self.state = state
        #if canImport(Darwin)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: os_unfair_lock())
        #else
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let result = pthread_mutex_init(mutex, nil)
            checkPrecondition(result == 0, "RippleTesting: pthread_mutex_init failed (\(result))")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
            defer { os_unfair_lock_unlock(mutex) }
        #else
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&state)
    }
}
