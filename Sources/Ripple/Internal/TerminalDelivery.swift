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
/// signal's state can be read directly. Kept per thread as a chain of frames on the stacks
/// of the nested terminal deliveries; only terminal events and busy attaches touch it.
@usableFromInline
enum TerminalDelivery {
    /// One terminal delivery under way on this thread, and the one it is nested in.
    private struct Frame {
        let domain: UnsafeMutableRawPointer
        let outer: UnsafeMutableRawPointer?
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key, nil)
        precondition(result == 0, "Ripple.TerminalDelivery: pthread_key_create failed (\(result))")
        return key
    }()

    /// Runs `body`, a terminal delivery in `domain`, marked as under way on this thread.
    @usableFromInline
    static func markUnderway(in domain: DeliveryDomain, _ body: () -> Void) {
        var frame = Frame(
            domain: Unmanaged.passUnretained(domain).toOpaque(), outer: pthread_getspecific(key))
        withUnsafeMutablePointer(to: &frame) { frame in
            pthread_setspecific(key, frame)
            body()
            pthread_setspecific(key, frame.pointee.outer)
        }
    }

    /// Whether this thread is delivering a terminal event in `domain` (and so owns it).
    @usableFromInline
    static func isUnderway(in domain: DeliveryDomain) -> Bool {
        let target = Unmanaged.passUnretained(domain).toOpaque()
        var current = pthread_getspecific(key)
        while let pointer = current {
            let frame = pointer.assumingMemoryBound(to: Frame.self).pointee
            if frame.domain == target { return true }
            current = frame.outer
        }
        return false
    }
}
