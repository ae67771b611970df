#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How many delivery-domain drains are under way on the calling thread (see
/// `RootCore.offerReliefIfWanted()`): kept in a thread-specific slot as the slot's own
/// bits, so it never allocates. Touched only when a domain is contended or re-entered.
@usableFromInline
enum DrainDepth {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key, nil)
        precondition(result == 0, "Ripple.DrainDepth: pthread_key_create failed (\(result))")
        return key
    }()

    /// This thread's count.
    @usableFromInline
    static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Adds `delta` to this thread's count; returns the count before.
    @usableFromInline @discardableResult
    static func add(_ delta: Int) -> Int {
        let before = Int(bitPattern: pthread_getspecific(key))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: before + delta))
        return before
    }
}
