import CRippleAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The only lock primitive in Ripple: `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere.
///
/// Not recursive. Ripple never calls user code while holding one: `withLock` bodies only
/// read or write state and return what to do next.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: os_unfair_lock())
        #else
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let result = pthread_mutex_init(mutex, nil)
            precondition(result == 0, "Ripple.Lock: pthread_mutex_init failed (\(result))")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
        #else
            pthread_mutex_lock(mutex)
        #endif
    }

    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(mutex)
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with the lock held and returns its result.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value guarded by a `Lock`: the only way in is `withLock`.
final class Locked<State>: @unchecked Sendable {
    private let lock = Lock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. Never call user code inside `body`:
    /// return what to do and do it after the lock is released.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// An identifier of the calling thread, for re-entrancy diagnostics only.
@inlinable @inline(__always)
func currentThreadID() -> Int {
    #if canImport(Darwin)
        return Int(bitPattern: pthread_self())
    #else
        return Int(bitPattern: UInt(pthread_self()))
    #endif
}

/// Takes a spin lock kept in an atomic cell (0 free, 1 held), yielding the thread while it
/// waits. For the delivery domain's inbox only: held for one queue append or removal, never
/// around user code, and touched only when a domain is contended.
func spinLock(_ cell: UnsafeMutablePointer<ripple_atomic_int>) {
    while !ripple_atomic_int_compare_exchange(cell, 0, 1) {
        sched_yield()
    }
}

/// Releases a spin lock taken by `spinLock`.
func spinUnlock(_ cell: UnsafeMutablePointer<ripple_atomic_int>) {
    ripple_atomic_int_store(cell, 0)
}
