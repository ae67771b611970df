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
    /// The domains of the terminal deliveries under way on one thread, innermost last.
    private final class Underway {
        @exclusivity(unchecked) var domains: [UnsafeMutableRawPointer] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { releaseUnderway($0) }
        checkPrecondition(
            result == 0, "Ripple.TerminalDelivery: pthread_key_create failed (\(result))")
        return key
    }()

    /// The thread's record, made on its first terminal delivery and released when it exits.
    private static var underway: Underway {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Underway>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = Underway()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    private static func releaseUnderway(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<Underway>.fromOpaque(pointer).release()
    }

    /// Marks a terminal delivery in `domain` as under way on this thread, until `end()`.
    @usableFromInline
    static func begin(in domain: RootCore) {
        underway.domains.append(Unmanaged.passUnretained(domain).toOpaque())
    }

    /// Ends the innermost terminal delivery marked by `begin(in:)` on this thread.
    @usableFromInline
    static func end() {
        underway.domains.removeLast()
    }

    /// Whether this thread is delivering a terminal event in `domain` (and so owns it).
    @usableFromInline
    static func isUnderway(in domain: RootCore) -> Bool {
        guard let pointer = pthread_getspecific(key) else { return false }
        let target = Unmanaged.passUnretained(domain).toOpaque()
        return Unmanaged<Underway>.fromOpaque(pointer).takeUnretainedValue().domains.contains(
            target)
    }
}
