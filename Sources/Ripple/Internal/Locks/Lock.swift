// Internal/Locks: the only lock and atomic primitives Ripple uses. `Lock` and `Locked` (this
// file, over `LockStorage`: the state and its lock in one allocation), `InlineLock` (a lock kept
// inside another object), the `Turnstile` a waiting sender sleeps on, `InlineLocked`
// (`InlineLocked.swift`) and `AtomicInt` (`AtomicInt.swift`, over `CRippleAtomics`).
// Entry points: `Lock.withLock(_:)` and `Locked.withLock(_:)`; no user code runs inside one.

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
/// The only lock primitive in Ripple: `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere
/// (see `InlineLock`).
@usableFromInline
final class LockStorage<State>: ManagedBuffer<State, LockPrimitive> {
    @inlinable
    static func make(_ state: State) -> LockStorage {
        let buffer = create(minimumCapacity: 1) { _ in state }
        buffer.withUnsafeMutablePointerToElements { primitive in
            _ = InlineLock(initializingAt: UnsafeMutableRawPointer(primitive))
        }
        return unsafeDowncast(buffer, to: LockStorage.self)
    }

    deinit {
        withUnsafeMutablePointerToElements { InlineLock($0).destroy() }
    }

    @inlinable @inline(__always)
    func lock() {
        withUnsafeMutablePointerToElements { InlineLock($0).lock() }
    }

    @inlinable @inline(__always)
    func unlock() {
        withUnsafeMutablePointerToElements { InlineLock($0).unlock() }
    }
}

/// A lock primitive living inside an object that holds other state too (a `LockStorage`'s
/// element, the delivery domain's inbox lock), at an address that never moves.
///
/// Waiting never spins: `os_unfair_lock` parks the waiter in the kernel and donates its
/// priority to the owner; glibc's default `pthread_mutex_t` parks it on a futex.
@usableFromInline
struct InlineLock {
    @usableFromInline let primitive: UnsafeMutablePointer<LockPrimitive>

    /// How many words of `ripple_atomic_int` size a primitive takes, for tail storage.
    @inlinable
    static var wordCount: Int {
        let word = MemoryLayout<ripple_atomic_int>.stride
        return (MemoryLayout<LockPrimitive>.size + word - 1) / word
    }

    /// Wraps an initialized primitive.
    @inlinable @inline(__always)
    init(_ primitive: UnsafeMutablePointer<LockPrimitive>) {
        self.primitive = primitive
    }

    /// Initializes an unlocked primitive in `memory` (suitably aligned, uninitialized).
    @inlinable
    init(initializingAt memory: UnsafeMutableRawPointer) {
        // Checked once per lock made (a composite, a property cell, a domain's inbox), never per
        // event: the message survives -O at no cost to delivery (see `checkPrecondition`).
        checkPrecondition(
            Int(bitPattern: memory) % MemoryLayout<LockPrimitive>.alignment == 0,
            "Ripple.Lock: misaligned lock storage")
        #if canImport(Darwin)
            primitive = memory.initializeMemory(
                as: LockPrimitive.self, repeating: os_unfair_lock(), count: 1)
        #else
            // All zero bytes: glibc's and musl's `PTHREAD_MUTEX_INITIALIZER`, the default mutex
            // that `pthread_mutex_init(_, nil)` makes, without the call (a lock is made with
            // every property and every `debounce`).
            primitive = memory.initializeMemory(
                as: LockPrimitive.self, repeating: pthread_mutex_t(), count: 1)
        #endif
    }

    /// Tears the primitive down; it must be unlocked.
    @inlinable
    func destroy() {
        #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
    }

    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
        #else
            _ = pthread_mutex_lock(primitive)
        #endif
    }

    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(primitive)
        #else
            _ = pthread_mutex_unlock(primitive)
        #endif
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

/// Where threads that wait for a busy delivery domain sleep: a mutex and a condition, made
/// when a thread first sleeps there (see `DomainInbox`). A waiter sleeps while the domain's
/// count of ops is not zero; a thread that frees the domain wakes one waiter.
final class Turnstile {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        let made = (pthread_mutex_init(mutex, nil), pthread_cond_init(condition, nil))
        checkPrecondition(made == (0, 0), "Ripple.Turnstile: pthread init failed \(made)")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Sleeps until `*pending` is zero. The check is made under the mutex, and a thread that
    /// frees the domain wakes under it, after its count-down: no wake is missed.
    func waitWhileBusy(_ pending: UnsafeMutablePointer<ripple_atomic_int>) {
        pthread_mutex_lock(mutex)
        while ripple_atomic_int_load_sc(pending) != 0 {
            pthread_cond_wait(condition, mutex)
        }
        pthread_mutex_unlock(mutex)
    }

    /// Wakes one sleeping waiter, if any.
    func wakeOne() {
        pthread_mutex_lock(mutex)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
}

/// An identifier of the calling thread: a delivery domain's owner (see `RootCore`), and
/// re-entrancy diagnostics.
@inlinable @inline(__always)
func currentThreadID() -> Int {
    #if canImport(Darwin)
        return Int(bitPattern: pthread_self())
    #else
        return ripple_thread_id()
    #endif
}

/// Offers the calling thread's processor to another thread: a waiting sender's brief spin.
func yieldProcessor() {
    sched_yield()
}
