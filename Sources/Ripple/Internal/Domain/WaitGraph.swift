/// Which delivery domain each waiting thread waits for: what lets a thread see, before it
/// waits, that its wait would close a cycle of signals and so never end.
///
/// A thread waits for a domain's owner (see `RootCore.awaitTurn`). Following the owner of the
/// domain it wants, then the domain that owner waits for, then that domain's owner, and so on,
/// either ends at a thread that is not waiting, or comes back to the thread about to wait:
/// thread 1 delivering `a` and sending into `b` while thread 2 delivers `b` and sends into `a`.
/// Then the thread queues its op for the owner instead of waiting (the rule every send follows
/// from inside its own domain's delivery), and the cycle never forms.
///
/// The walk and the record of the wait are one critical section under one lock, so of the
/// threads whose waits would close a cycle, the last to record its own sees the others'. Only
/// threads about to sleep take the lock (a brief spin comes first, see `RootCore`); a domain
/// in the table is kept alive by the call of the thread that waits for it, which removes it
/// before returning.
enum WaitGraph {
    /// The domain each waiting thread waits for, by thread, as the domain's address.
    private static let waits = Locked<[Int: Int]>([:])

    /// Records that `thread` waits for `domain`; returns `false`, recording nothing, if the
    /// wait would close a cycle. The thread calls `endWait(of:)` once it has stopped waiting.
    static func beginWait(of thread: Int, for domain: RootCore) -> Bool {
        waits.withLock { waits in
            var next = domain
            // Each waiting thread is passed at most once on a chain that does not loop back.
            for _ in 0...waits.count {
                let owner = next.owner
                if owner == thread { return false }
                guard owner != 0, let waited = waits[owner],
                    let address = UnsafeRawPointer(bitPattern: waited)
                else { break }
                next = Unmanaged<RootCore>.fromOpaque(address).takeUnretainedValue()
            }
            waits[thread] = Int(bitPattern: Unmanaged.passUnretained(domain).toOpaque())
            return true
        }
    }

    /// Records that `thread` no longer waits.
    static func endWait(of thread: Int) {
        waits.withLock { $0[thread] = nil }
    }
}
