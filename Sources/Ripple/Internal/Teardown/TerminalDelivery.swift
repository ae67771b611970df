#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which delivery domains the calling thread is delivering a terminal event in.
///
/// An observer that observes a signal from inside that signal's terminal delivery must get
/// `interrupted` at once and `nil` back (as in ReactiveSwift). The attach cannot enter the
/// domain (the terminal delivery is running in it), so it asks here: if this thread is
/// delivering a terminal event in the same domain, the domain is this thread's and the
/// signal's state can be read directly. Kept per thread as a stack of domains, pushed by
/// `begin` and popped by `end` around each terminal delivery; only terminal events and busy
/// attaches touch it. A terminal event travels down a chain one stage inside the next, so
/// `begin`/`end` are plain calls that return at once: no closure frames on the stack of every
/// stage.
@usableFromInline
enum TerminalDelivery {
    /// The domains of the terminal deliveries under way on one thread, innermost last: a
    /// stack in a buffer of its own, not an `Array`, whose append and remove check the
    /// buffer's uniqueness and bounds on every terminal event (a begin and an end on each
    /// signal a teardown ends: 27 pairs per Signup view model, about 40 instructions each).
    private final class Underway {
        @exclusivity(unchecked) var domains: UnsafeMutablePointer<UnsafeMutableRawPointer>
        @exclusivity(unchecked) var count = 0
        @exclusivity(unchecked) var capacity = 16

        init() {
            domains = .allocate(capacity: capacity)
        }

        deinit {
            domains.deallocate()
        }

        /// Makes room for twice as many domains.
        func grow() {
            let grown = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(
                capacity: capacity * 2)
            grown.moveInitialize(from: domains, count: count)
            domains.deallocate()
            domains = grown
            capacity *= 2
        }

        func contains(_ domain: UnsafeMutableRawPointer) -> Bool {
            var index = 0
            while index < count {
                if domains[index] == domain { return true }
                index += 1
            }
            return false
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { releaseUnderway($0) }
        checkPrecondition(
            result == 0, "Ripple.TerminalDelivery: pthread_key_create failed (\(result))")
        return key
    }()

    /// The thread's record, made on its first terminal delivery and released when it exits.
    /// Unmanaged: the thread's slot keeps it, so a caller borrows it with no retain and
    /// release around each use.
    private static var underway: Unmanaged<Underway> {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged.fromOpaque(pointer)
        }
        let made = Unmanaged.passRetained(Underway())
        pthread_setspecific(key, made.toOpaque())
        return made
    }

    private static func releaseUnderway(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<Underway>.fromOpaque(pointer).release()
    }

    /// Marks a terminal delivery in `domain` as under way on this thread, until `end()`.
    @usableFromInline
    static func begin(in domain: RootCore) {
        underway._withUnsafeGuaranteedRef { underway in
            if underway.count == underway.capacity { underway.grow() }
            (underway.domains + underway.count).initialize(
                to: Unmanaged.passUnretained(domain).toOpaque())
            underway.count &+= 1
        }
    }

    /// Ends the innermost terminal delivery marked by `begin(in:)` on this thread.
    @usableFromInline
    static func end() {
        underway._withUnsafeGuaranteedRef { underway in
            checkPrecondition(
                underway.count > 0, "TerminalDelivery.end: no terminal delivery begun")
            underway.count &-= 1
        }
    }

    /// Whether this thread is delivering a terminal event in `domain` (and so owns it).
    @usableFromInline
    static func isUnderway(in domain: RootCore) -> Bool {
        guard let pointer = pthread_getspecific(key) else { return false }
        let target = Unmanaged.passUnretained(domain).toOpaque()
        return Unmanaged<Underway>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
            $0.contains(target)
        }
    }
}
