/// Whether a delivery domain is delivering a terminal event on the calling thread.
///
/// An observer that observes a signal from inside that signal's terminal delivery must get
/// `interrupted` at once and `nil` back (as in ReactiveSwift). The attach cannot enter the
/// domain (the terminal delivery is running in it), so it asks here: if this thread is
/// delivering a terminal event in the same domain, the domain is this thread's and the
/// signal's state can be read directly.
///
/// The mark is the domain's own flag (`ObserverEntryBase.isDeliveringTerminal`, in a spare
/// byte of the root), set by the outermost terminal walk in the domain and cleared when it
/// ends. Only the thread running the domain's ops writes it, and `isUnderway(in:)` reads it
/// only when that thread is the caller (the domain's `owner`), so it needs no atomics. (It was
/// a per-thread stack of domains: a thread-local lookup and an array push or pop on each
/// signal ended, about 4,000 instructions of a sign-up view model's teardown.) A terminal event
/// travels down a chain one stage inside the next, so `begin`/`end` are plain calls that return
/// at once: no closure frames on the stack of every stage.
@usableFromInline
enum TerminalDelivery {
    /// Marks a terminal delivery in `domain` as under way on this thread, inside an op of the
    /// domain; returns whether this call marked it (the outermost walk, which then calls
    /// `end(in:)`).
    @inlinable @inline(__always)
    static func begin(in domain: RootCore) -> Bool {
        if domain.isDeliveringTerminal { return false }
        domain.isDeliveringTerminal = true
        return true
    }

    /// Ends the terminal delivery in `domain` whose `begin(in:)` returned `true` (an inner
    /// walk's end leaves the mark to the outermost).
    @inlinable @inline(__always)
    static func end(in domain: RootCore) {
        domain.isDeliveringTerminal = false
    }

    /// Whether this thread is delivering a terminal event in `domain` (and so owns it).
    @usableFromInline
    static func isUnderway(in domain: RootCore) -> Bool {
        // Another thread's domain: its flag is that thread's to write, and not read here.
        domain.owner == currentThreadID() && domain.isDeliveringTerminal
    }
}
