import CRippleAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(Darwin)
    @usableFromInline typealias LockPrimitive = os_unfair_lock
#else
    @usableFromInline typealias LockPrimitive = pthread_mutex_t
#endif

/// A value and the lock that guards it, in one allocation: the value is the buffer's header,
/// the lock primitive its element, so its address never moves.
///
/// The only lock primitive in Ripple: `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere.
@usableFromInline
final class LockStorage<State>: ManagedBuffer<State, LockPrimitive> {
    @inlinable
    static func make(_ state: State) -> LockStorage {
        let buffer = create(minimumCapacity: 1) { _ in state }
        buffer.withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
                primitive.initialize(to: os_unfair_lock())
            #else
                primitive.initialize(to: pthread_mutex_t())
                let result = pthread_mutex_init(primitive, nil)
                precondition(result == 0, "Ripple.Lock: pthread_mutex_init failed (\(result))")
            #endif
        }
        return unsafeDowncast(buffer, to: LockStorage.self)
    }

    deinit {
        withUnsafeMutablePointerToElements { primitive in
            #if !canImport(Darwin)
                pthread_mutex_destroy(primitive)
            #endif
            _ = primitive.deinitialize(count: 1)
        }
    }

    @inlinable @inline(__always)
    func lock() {
        withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
                os_unfair_lock_lock(primitive)
            #else
                _ = pthread_mutex_lock(primitive)
            #endif
        }
    }

    @inlinable @inline(__always)
    func unlock() {
        withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
                os_unfair_lock_unlock(primitive)
            #else
                _ = pthread_mutex_unlock(primitive)
            #endif
        }
    }
}

/// A plain lock. Not recursive. Ripple never calls user code while holding one: `withLock`
/// bodies only read or write state and return what to do next.
@usableFromInline
struct Lock: @unchecked Sendable {
    @usableFromInline let storage: LockStorage<Void>

    @inlinable
    init() {
        storage = .make(())
    }

    @inlinable @inline(__always)
    func lock() { storage.lock() }

    @inlinable @inline(__always)
    func unlock() { storage.unlock() }

    /// Runs `body` with the lock held and returns its result.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }
}

/// A value guarded by a lock: the only way in is `withLock`.
@usableFromInline
struct Locked<State>: @unchecked Sendable {
    @usableFromInline let storage: LockStorage<State>

    @inlinable
    init(_ state: State) {
        storage = .make(state)
    }

    /// Runs `body` with exclusive access to the state. Never call user code inside `body`:
    /// return what to do and do it after the lock is released.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        storage.lock()
        defer { storage.unlock() }
        return try storage.withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
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
