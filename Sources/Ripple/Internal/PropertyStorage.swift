import CRippleAtomics

/// The value and change signal behind every property that is not derived by `map` (see
/// `DerivedPropertyCore`): a `MutableProperty`'s, and a property made from a producer.
///
/// A set writes the value and takes its place in the signal's delivery order under one lock,
/// so observers see changes in the order the value took them, and a producer started at any
/// moment replays the current value and then exactly the changes after it.
///
/// Four allocations: this object, its lock (whose header holds the words read without it, see
/// `PropertyLockHeader`), its signal's core and the core's domain. The owner's name in the
/// diagnostics is made only when one fires; a `MutableProperty`'s lifetime only when read.
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
    /// The lock guarding `current` and `sets`.
    @usableFromInline let lockStorage: LockStorage<PropertyLockHeader>
    @usableFromInline @exclusivity(unchecked) var current: Value  // guarded by lock
    /// How many sets the value took: guarded by the lock. A property derived while the
    /// signal is busy checks it to take its place in delivery order (`derive`).
    @usableFromInline @exclusivity(unchecked) var sets = 0
    /// The change signal's root, which is its delivery domain too.
    @usableFromInline let root: RootCore
    /// Whether a `MutableProperty` owns the storage (else a `Property`): for the diagnostics.
    @usableFromInline let isMutableOwner: Bool
    @usableFromInline var isCompleted = false  // guarded by the domain

    /// The change signal's typed view.
    @inlinable @inline(__always)
    var core: SignalCore<Value, Never> { SignalCore(root) }

    @usableFromInline
    init(_ initial: Value, mutableOwner: Bool) {
        current = initial
        root = RootCore()
        lockStorage = .make(PropertyLockHeader())
        lockStorage.withUnsafeMutablePointerToHeader { header in
            ripple_atomic_int_store(PropertyLockHeader.modifyingThread(header), 0)
            ripple_atomic_int_store(PropertyLockHeader.lifetime(header), 0)
        }
        isMutableOwner = mutableOwner
    }

    deinit {
        core.send(.completed)
    }

    /// The owner's type, as the diagnostics name it: `MutableProperty<Int>`.
    @usableFromInline
    var ownerName: String {
        "\(isMutableOwner ? "MutableProperty" : "Property")<\(Value.self)>"
    }

    /// The thread inside `modify`, or `0`.
    @inlinable @inline(__always)
    var modifyingThread: Int {
        get {
            lockStorage.withUnsafeMutablePointerToHeader {
                ripple_atomic_int_load(PropertyLockHeader.modifyingThread($0))
            }
        }
        set {
            lockStorage.withUnsafeMutablePointerToHeader {
                ripple_atomic_int_store(PropertyLockHeader.modifyingThread($0), newValue)
            }
        }
    }

    /// The owner's lifetime (a `MutableProperty`'s), made on first read: most properties never
    /// read it. Two threads reading it first both make one; one is kept.
    func lifetime() -> Lifetime {
        lockStorage.withUnsafeMutablePointerToHeader { header in
            let cell = PropertyLockHeader.lifetime(header)
            if let kept = Self.lifetime(bits: ripple_atomic_int_load(cell)) { return kept }
            let made = Lifetime.makeEndable()
            let bits = Int(bitPattern: Unmanaged.passRetained(made).toOpaque())
            if ripple_atomic_int_compare_exchange(cell, 0, bits) { return made }
            Unmanaged.passUnretained(made).release()
            return Self.lifetime(bits: ripple_atomic_int_load(cell))!
        }
    }

    /// Ends the owner's lifetime, if it was ever read; for the owner's `deinit`.
    func endLifetime() {
        let bits = lockStorage.withUnsafeMutablePointerToHeader {
            ripple_atomic_int_exchange(PropertyLockHeader.lifetime($0), 0)
        }
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return }
        Unmanaged<Lifetime>.fromOpaque(pointer).takeRetainedValue().end()
    }

    private static func lifetime(bits: Int) -> Lifetime? {
        UnsafeRawPointer(bitPattern: bits).map {
            Unmanaged<Lifetime>.fromOpaque($0).takeUnretainedValue()
        }
    }

    @inlinable
    var value: Value {
        precondition(
            modifyingThread != currentThreadID(),
            "\(ownerName).value was read inside its own modify; use the inout argument")
        lockStorage.lock()
        defer { lockStorage.unlock() }
        return current
    }

    /// Sets the value. The same as `modify { $0 = newValue }`, without the closure: a chain
    /// of derived properties sets one storage inside the next, so this is on every stage's
    /// stack.
    @inlinable
    func set(_ newValue: Value) {
        precondition(
            modifyingThread != currentThreadID(),
            "\(ownerName).modify was called from inside its own modify on the same thread")
        lockStorage.lock()
        current = newValue
        sets &+= 1
        sendLocked(newValue)
    }

    /// Runs `action` on the value atomically, then sends the new value to observers. When
    /// `action` throws, what it wrote stays and is sent before the error is rethrown, so
    /// `value` and the change signal never disagree (ReactiveSwift 7.2.1 sends it too).
    @inlinable
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        let thread = currentThreadID()
        precondition(
            modifyingThread != thread,
            "\(ownerName).modify was called from inside its own modify on the same thread")
        lockStorage.lock()
        modifyingThread = thread
        let result: Result
        do {
            result = try action(&current)
        } catch {
            modifyingThread = 0
            sets &+= 1
            sendLocked(current)
            throw error
        }
        modifyingThread = 0
        sets &+= 1
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

    /// Makes a derived property's core with `make`, attached in delivery order: it starts
    /// from the current value (which `make` maps on the caller's thread) and
    /// receives exactly the changes after it, as a producer's replay-then-attach does.
    ///
    /// While the signal is busy, the attach is queued under the lock, behind the set that
    /// wrote the value it was mapped from; a set between the read and the queuing means
    /// mapping the newer value instead.
    func derive<U>(_ make: DerivedPropertyCore<U>.Maker<Value>) -> DerivedPropertyCore<U> {
        lockStorage.lock()
        var value = current
        if core.domain.tryEnter() {
            lockStorage.unlock()
            let derived = make(root, value)
            _ = core.attachInDomain(derived)
            core.domain.leave()
            return derived
        }
        var seen = sets
        lockStorage.unlock()
        while true {
            let derived = make(root, value)
            lockStorage.lock()
            if sets == seen {
                let core = self.core
                let mustDrain = core.domain.enqueueWithoutDraining {
                    _ = core.attachInDomain(derived)
                }
                lockStorage.unlock()
                core.domain.finishEnqueue(owning: mustDrain)
                return derived
            }
            value = current
            seen = sets
            lockStorage.unlock()
            // Never shared: ends the receiver's cycle and lets go of the source.
            derived.releaseReceiverInDomain()
        }
    }

    /// Runs `body` in the signal's delivery order with the value at that point: a producer's
    /// replay-then-attach.
    func withCurrentValueInOrder(_ body: @escaping (Value) -> Void) {
        lockStorage.lock()
        let value = current
        if core.domain.tryEnter() {
            lockStorage.unlock()
            body(value)
            core.domain.leave()
        } else {
            let mustDrain = core.domain.enqueueWithoutDraining { body(value) }
            lockStorage.unlock()
            core.domain.finishEnqueue(owning: mustDrain)
        }
    }

    /// Takes the new value's place in delivery order and unlocks; delivers it if free.
    ///
    /// The root, which is the domain, is borrowed, not retained: the storage keeps it for as
    /// long as the caller (which holds the storage) runs.
    @inlinable
    func sendLocked(_ value: Value) {
        Unmanaged.passUnretained(root)._withUnsafeGuaranteedRef { root in
            if root.tryEnter() {
                lockStorage.unlock()
                var change = Signal<Value, Never>.Event.value(value)
                SignalCore.deliverInDomain(at: &change, in: root)
                root.leave()
            } else {
                sendLockedWhileBusy(value)
            }
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
        lockStorage.unlock()
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

/// The words of a property's lock header, read and written atomically without the lock: the
/// thread inside `modify` (`0` outside), for the re-entrancy diagnostics, and the owner's
/// lifetime, retained, as the bits of an `Unmanaged<Lifetime>` (`0` until read).
@usableFromInline
struct PropertyLockHeader {
    @usableFromInline var words = (ripple_atomic_int(), ripple_atomic_int())

    @usableFromInline init() {}

    @inlinable @inline(__always)
    static func modifyingThread(_ header: UnsafeMutablePointer<PropertyLockHeader>)
        -> UnsafeMutablePointer<ripple_atomic_int>
    {
        UnsafeMutableRawPointer(header).assumingMemoryBound(to: ripple_atomic_int.self)
    }

    @inlinable @inline(__always)
    static func lifetime(_ header: UnsafeMutablePointer<PropertyLockHeader>)
        -> UnsafeMutablePointer<ripple_atomic_int>
    {
        UnsafeMutableRawPointer(header).assumingMemoryBound(to: ripple_atomic_int.self) + 1
    }
}
