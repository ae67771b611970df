// Internal/Teardown: ending and releasing deep chains as loops, not recursion. The
// `Trampoline` (this file) is the per-thread queue of steps from one stage into the next;
// `DeferredRelease.swift` releases a held stage through it; `TerminalDelivery` marks a
// terminal event under way in a domain.
// Entry points: `Trampoline.run(_:orQueue:)`, `Trampoline.enqueue(_:)`,
// `Trampoline.release(_:)` and `TerminalDelivery.begin(in:)`/`end(in:)`.

import CRippleAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one per-thread work queue that keeps deep chains stack-safe: every step where one stage
/// of a chain calls into the next (a flatten starting an inner producer, forwarding an inner
/// event or interrupting an inner run; a producer run interrupting its upstream run; a stage
/// letting go of the stage it holds) goes through it.
///
/// A step runs at once, nested, until `maxDepth` steps are nested on the thread; deeper steps
/// are queued and run, in order, by the outermost step once it returns. A 100,000-deep chain
/// therefore starts, delivers, disposes and is released as a loop of short recursions, while
/// ordinary use (a few levels) runs exactly as if there were no trampoline. The teardown
/// entry point for stored references (`release(_:)`) is in `DeferredRelease.swift`.
@usableFromInline
final class Trampoline {
    /// How many steps may nest on one thread before further steps are queued.
    static let maxDepth = 32

    @exclusivity(unchecked) private var depth = 0
    /// Steps run or queued on this thread, for tests that bound the work per element.
    @exclusivity(unchecked) private(set) var steps = 0
    @exclusivity(unchecked) private var deferred = RingBuffer<() -> Void>()

    /// The thread-specific key plus one, `0` until the first step makes it. A word that needs
    /// no initialization code, so reading the key is a load: a `static let` went through
    /// `swift_once` on every step. Set once (`makeKey`); never changes after.
    @exclusivity(unchecked) nonisolated(unsafe) private static var keyWord = ripple_atomic_int()

    @inline(__always)
    private static var key: pthread_key_t {
        let word = ripple_atomic_int_load(&keyWord)
        if _fastPath(word != 0) { return pthread_key_t(truncatingIfNeeded: word &- 1) }
        return makeKey()
    }

    /// Makes the key; of threads that race here, the first to publish its key wins, and the
    /// others use it.
    @inline(never)
    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            // Optional on some platforms, not on others.
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        checkPrecondition(result == 0, "Ripple.Trampoline: pthread_key_create failed (\(result))")
        if ripple_atomic_int_compare_exchange(&keyWord, 0, Int(truncatingIfNeeded: key) &+ 1) {
            return key
        }
        // Another thread's key was published first: this one stays unused (at most one per
        // thread racing on the process's first steps).
        return pthread_key_t(truncatingIfNeeded: ripple_atomic_int_load(&keyWord) &- 1)
    }

    /// The thread's trampoline, made on first use and released when the thread exits.
    /// Unmanaged: the thread's slot keeps it, so a step borrows it with no retain and release.
    @inline(__always)
    private static var current: Unmanaged<Trampoline> {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged.fromOpaque(pointer)
        }
        return makeCurrent()
    }

    @inline(never)
    private static func makeCurrent() -> Unmanaged<Trampoline> {
        let trampoline = Unmanaged.passRetained(Trampoline())
        pthread_setspecific(key, trampoline.toOpaque())
        return trampoline
    }

    /// Runs `step` now, or queues the closure `makeStep` returns when `maxDepth` steps are
    /// already nested on this thread. (A stream whose steps must keep their order across
    /// threads keeps it itself: `FlattenInner.forwardInOrder`.)
    ///
    /// - Returns: Whether the step was queued.
    @usableFromInline @discardableResult
    static func run(_ step: () -> Void, orQueue makeStep: () -> (() -> Void)) -> Bool {
        current._withUnsafeGuaranteedRef { trampoline in
            trampoline.steps &+= 1
            if trampoline.depth == 0 {
                trampoline.depth = 1
                step()
                trampoline.drain()
                trampoline.depth = 0
                return false
            }
            if trampoline.depth < maxDepth {
                trampoline.depth += 1
                step()
                trampoline.depth -= 1
                return false
            }
            trampoline.deferred.append(makeStep())
            return true
        }
    }

    /// Runs `step` now and returns `true`, unless `maxDepth` steps are already nested on this
    /// thread: then returns `false` without running it (the caller queues it with `enqueue`,
    /// in an order of its own).
    @usableFromInline
    static func runUnlessNestedTooDeep(_ step: () -> Void) -> Bool {
        current._withUnsafeGuaranteedRef { trampoline in
            guard trampoline.depth < maxDepth else { return false }
            trampoline.steps &+= 1
            if trampoline.depth == 0 {
                trampoline.depth = 1
                step()
                trampoline.drain()
                trampoline.depth = 0
            } else {
                trampoline.depth += 1
                step()
                trampoline.depth -= 1
            }
            return true
        }
    }

    /// Whether `maxDepth` steps are nested on this thread: a step must be queued.
    @usableFromInline
    static var isNestedTooDeep: Bool {
        current._withUnsafeGuaranteedRef { $0.depth >= maxDepth }
    }

    /// Queues `step` on this thread's trampoline, to run once the outermost step returns.
    /// Only while steps are nested on this thread (`isNestedTooDeep`).
    @usableFromInline
    static func enqueue(_ step: @escaping () -> Void) {
        current._withUnsafeGuaranteedRef { trampoline in
            checkPrecondition(
                trampoline.depth > 0, "Trampoline.enqueue: no step is running to drain it")
            trampoline.steps &+= 1
            trampoline.deferred.append(step)
        }
    }

    /// Counts a step of a flatten that runs without the trampoline (`concat`'s leaves).
    static func countStep() {
        current._withUnsafeGuaranteedRef { $0.steps &+= 1 }
    }

    /// The steps counted on this thread so far.
    static var stepCount: Int { current._withUnsafeGuaranteedRef { $0.steps } }

    /// Runs the queued steps in order, each at depth 1; for the outermost step.
    private func drain() {
        while let step = deferred.removeFirst() {
            step()
        }
    }
}
