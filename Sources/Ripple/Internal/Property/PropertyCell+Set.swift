/// How a set reaches the change signal: in turn, on the setting thread (see
/// `RootCore.runInTurn`), or queued behind the delivery under way on this thread.
extension PropertyCellOwner {
    /// Takes the cell's lock with the change signal's domain entered, so that the value
    /// written next is delivered on this thread before the set returns and sets are delivered
    /// in the order they were written. While another thread delivers, waits its turn (see
    /// `RootCore.runInTurn`) without the lock, so an observer there may read the value.
    /// Returns `false`, with the lock held and the domain not entered, when the change must be
    /// queued instead: this thread runs the domain's op (a set from inside an observer), or
    /// waiting would close a cycle of signals.
    @inlinable @inline(__always)
    func lockInTurn() -> Bool {
        cellLock.lock()
        return root.tryEnter() || lockInTurnWhileBusy()
    }

    /// `lockInTurn` when the domain is busy, with the lock held. Apart, so the common path
    /// keeps a small frame.
    @usableFromInline
    func lockInTurnWhileBusy() -> Bool {
        let lock = cellLock
        let thread = currentThreadID()
        while root.owner != thread {
            lock.unlock()
            let free = root.awaitTurn(of: thread)
            lock.lock()
            guard free else { return false }
            if root.tryEnter() { return true }
        }
        return false
    }

    /// Delivers the value just written and unlocks; `entered` is what `lockInTurn` returned.
    ///
    /// The root, which is the domain, is borrowed, not retained: the owner keeps it for as
    /// long as the caller (which holds the owner) runs.
    @inlinable
    func sendLocked(_ value: Value, entered: Bool) {
        Unmanaged.passUnretained(root)._withUnsafeGuaranteedRef { root in
            if entered {
                cellLock.unlock()
                var change = Signal<Value, Never>.Event.value(value)
                SignalView.deliverInDomain(at: &change, in: root)
                root.leave()
            } else {
                sendLockedWhileBusy(value)
            }
        }
    }

    /// `sendLocked` when the change must be queued: queues the delivery behind the op under
    /// way, in the order of the writes (under the lock). Apart, so the common path keeps a
    /// small frame.
    @usableFromInline
    func sendLockedWhileBusy(_ value: Value) {
        let core = self.core
        let mustDrain = core.domain.enqueueWithoutDraining {
            core.deliverInDomain(.value(value))
        }
        cellLock.unlock()
        core.domain.finishEnqueue(owning: mustDrain)
    }
}
