/// The value and change signal behind every property.
///
/// A set writes the value and takes its place in the signal's delivery order under one lock,
/// so observers see changes in the order the value took them, and a producer started at any
/// moment replays the current value and then exactly the changes after it.
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var current: Value  // guarded by lock
    @usableFromInline let modifyingThread = AtomicInt(0)
    @usableFromInline let core: RootCore<Value, Never>
    @usableFromInline let ownerName: String
    @usableFromInline var isCompleted = false  // guarded by core.domain

    @usableFromInline
    init(_ initial: Value, ownerName: String) {
        current = initial
        core = RootCore(domain: DeliveryDomain.make())
        self.ownerName = ownerName
    }

    deinit {
        core.send(.completed)
    }

    @inlinable
    var value: Value {
        precondition(
            modifyingThread.value != currentThreadID(),
            "\(ownerName).value was read inside its own modify; use the inout argument")
        return lock.withLock { current }
    }

    /// Sets the value. The same as `modify { $0 = newValue }`, without the closure: a chain
    /// of derived properties sets one storage inside the next, so this is on every stage's
    /// stack.
    @inlinable
    func set(_ newValue: Value) {
        precondition(
            modifyingThread.value != currentThreadID(),
            "\(ownerName).modify was called from inside its own modify on the same thread")
        lock.lock()
        current = newValue
        sendLocked(newValue)
    }

    /// Runs `action` on the value atomically, then sends the new value to observers. When
    /// `action` throws, what it wrote stays and is sent before the error is rethrown, so
    /// `value` and the change signal never disagree (ReactiveSwift 7.2.1 sends it too).
    @inlinable
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        let thread = currentThreadID()
        precondition(
            modifyingThread.value != thread,
            "\(ownerName).modify was called from inside its own modify on the same thread")
        lock.lock()
        modifyingThread.store(thread)
        let result: Result
        do {
            result = try action(&current)
        } catch {
            modifyingThread.store(0)
            sendLocked(current)
            throw error
        }
        modifyingThread.store(0)
        sendLocked(current)
        return result
    }

    /// Ends the change signal; used when the owner goes away or its source completes.
    ///
    /// A trampoline step: completing a property completes the properties derived from it,
    /// and so on down a chain, which must end as a loop, not as one recursion per property.
    @inlinable
    func complete() {
        Trampoline.run({ completeNow() }, orQueue: { { self.completeNow() } })
    }

    @inlinable
    func completeNow() {
        core.domain.run({ completeInDomain() }, orEnqueue: { { self.completeInDomain() } })
    }

    @inlinable
    func completeInDomain() {
        isCompleted = true
        core.deliverInDomain(.completed)
    }

    /// Runs `body` in the signal's delivery order with the value at that point: a producer's
    /// replay-then-attach.
    func withCurrentValueInOrder(_ body: @escaping (Value) -> Void) {
        lock.lock()
        let value = current
        if core.domain.tryEnter() {
            lock.unlock()
            body(value)
            core.domain.leave()
        } else {
            let mustDrain = core.domain.enqueueWithoutDraining { body(value) }
            lock.unlock()
            core.domain.finishEnqueue(owning: mustDrain)
        }
    }

    /// Takes the new value's place in delivery order and unlocks; delivers it if free.
    @inlinable
    func sendLocked(_ value: Value) {
        if core.domain.tryEnter() {
            lock.unlock()
            core.deliverInDomain(.value(value))
            core.domain.leave()
        } else {
            sendLockedWhileBusy(value)
        }
    }

    /// `sendLocked` when the domain is busy: queues the delivery. Apart, so the common path
    /// keeps a small frame.
    @usableFromInline
    func sendLockedWhileBusy(_ value: Value) {
        let core = self.core
        let mustDrain = core.domain.enqueueWithoutDraining {
            core.deliverInDomain(.value(value))
        }
        lock.unlock()
        core.domain.finishEnqueue(owning: mustDrain)
    }

    /// Makes the public change signal, once per storage. Its owner keeps it: the signal's
    /// release with no observer left ends the change signal and runs the core's cleanup (a
    /// derived property's run), so it must live as long as the property it belongs to and
    /// the producers made from it (`producer(keeping:)`).
    func makeSignal() -> Signal<Value, Never> {
        Signal(core: core)
    }

    /// A producer of the current value followed by every change; it keeps `owner` (the
    /// property's change signal) alive while it lives.
    @usableFromInline
    func producer(keeping owner: AnyObject) -> SignalProducer<Value, Never> {
        SignalProducer { [self] observer, lifetime in
            withExtendedLifetime(owner) {}
            withCurrentValueInOrder { [core] value in
                observer.send(value: value)
                if self.isCompleted {
                    observer.sendCompleted()
                } else {
                    lifetime += core.attachInDomain(forwardingTo: observer)
                }
            }
        }
    }
}
