// Internal/Property: where a property keeps its value. `PropertyCell` (this file) is the value
// and its lock inside the property's own object (a `MutableProperty`, a `PropertyStorage`),
// with its reads, `modify` and sets (`PropertyCell+Set.swift`); `PropertyStorage` backs a
// property made from a producer; `DerivedPropertyCore` is a property derived by `map`,
// `skipRepeats` or `Property(_:)`, one core observing its source. `PropertyCompletion` ends a
// change signal, through a `PropertyRoot` for a `MutableProperty`.
// Entry points: `PropertyCellOwner.readValue()`, `modifyValue(_:)`, `writeValue(_:)` and
// `derive(_:)`.

import CRippleAtomics

/// A property's value and the lock that guards it, kept in the object that owns them (a
/// `MutableProperty`, a `PropertyStorage`) as its first stored property: the property, its
/// value and its lock are one allocation, not three. An object's stored properties never move,
/// so the lock's address is stable; after the owner's `init` has stored it, the cell is reached
/// only through `PropertyCellOwner.cell`.
@usableFromInline
struct PropertyCell<Value> {
    /// The lock and the words around the value, of one layout for every `Value`: code that
    /// runs unspecialized (the owner's `deinit`, a set through a protocol) reaches them with
    /// no lookup of the cell's generic metadata (see `PropertyCellOwner.header`).
    @usableFromInline var header = PropertyCellHeader()
    /// The value. Guarded by the header's lock.
    @usableFromInline var current: Value

    @inlinable
    init(_ initial: Value) {
        current = initial
    }
}

/// Where a replay of a property's value takes its place in the change signal's delivery order.
@usableFromInline
enum PropertyReplayPlace<Value> {
    /// The domain was free and the caller is inside it: it runs the replay with the value,
    /// then leaves the domain.
    case entered(Value)
    /// The replay is queued; the caller finishes the enqueue (`finishEnqueue(owning:)`).
    case queued(owning: Bool)
    /// The property is released (a `MutableProperty`'s producer started after it): the
    /// caller runs the replay with its last value as an op of the domain.
    case released(Value)
}

/// An object that keeps a `PropertyCell` as its first stored property, and the root of the
/// change signal the cell's sets are sent on: the storage of every property that holds its
/// value (see `DerivedPropertyCore` for those that derive it).
///
/// A set writes the value and takes its place in the signal's delivery order under the
/// cell's lock, so observers see changes in the order the value took them, and a producer
/// started at any moment replays the current value and then exactly the changes after it.
@usableFromInline
protocol PropertyCellOwner: AnyObject {
    associatedtype Value
    /// The change signal's root, which is its delivery domain too.
    var root: RootCore { get }
}

extension PropertyCellOwner {
    /// The cell, at the start of the object's stored properties.
    @inlinable @inline(__always)
    var cell: UnsafeMutablePointer<PropertyCell<Value>> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: PropertyCell<Value>.self)
    }

    /// The cell's header, at the same address: no generic metadata is needed to reach it.
    @inlinable @inline(__always)
    var header: UnsafeMutablePointer<PropertyCellHeader> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: PropertyCellHeader.self)
    }

    /// The cell's lock.
    @inlinable @inline(__always)
    var cellLock: InlineLock {
        InlineLock(UnsafeMutableRawPointer(header).assumingMemoryBound(to: LockPrimitive.self))
    }

    /// The change signal's typed view.
    @inlinable @inline(__always)
    var core: SignalView<Value, Never> { SignalView(root) }

    /// Initializes the cell's lock and words; once, from the owner's `init`, after it stored
    /// the cell.
    @usableFromInline
    func initializeCell() {
        let header = self.header
        _ = InlineLock(initializingAt: UnsafeMutableRawPointer(header))
        ripple_atomic_int_store(&header.pointee.modifyingThread, 0)
        ripple_atomic_int_store(&header.pointee.lifetimeWord, 0)
        ripple_atomic_int_store(&header.pointee.anchorWord, 0)
    }

    /// Tears the cell's lock down; once, from the owner's `deinit`.
    @usableFromInline
    func destroyCell() {
        PropertyCellHeader.destroyLock(header)
    }

    /// The thread inside `modify`, or `0`.
    @inlinable @inline(__always)
    var modifyingThread: Int {
        get { ripple_atomic_int_load(&header.pointee.modifyingThread) }
        set { ripple_atomic_int_store(&header.pointee.modifyingThread, newValue) }
    }

    /// The value, read under the lock.
    @inlinable
    func readValue() -> Value {
        checkPrecondition(
            modifyingThread != currentThreadID(),
            "\(Self.self).value was read inside its own modify; use the inout argument")
        let lock = cellLock
        lock.lock()
        defer { lock.unlock() }
        return cell.pointee.current
    }

    /// Sets the value. The same as `modifyValue { $0 = newValue }`, without the closure: a
    /// chain of derived properties sets one storage inside the next, so this is on every
    /// stage's stack.
    @inlinable
    func writeValue(_ newValue: Value) {
        checkPrecondition(
            modifyingThread != currentThreadID(),
            "\(Self.self).modify was called from inside its own modify on the same thread")
        let entered = lockInTurn()
        cell.pointee.current = newValue
        header.pointee.sets &+= 1
        sendLocked(newValue, entered: entered)
    }

    /// Runs `action` on the value atomically, then sends the new value to observers. When
    /// `action` throws, what it wrote stays and is sent before the error is rethrown, so
    /// the value and the change signal never disagree (ReactiveSwift 7.2.1 sends it too).
    @inlinable
    func modifyValue<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        let thread = currentThreadID()
        checkPrecondition(
            modifyingThread != thread,
            "\(Self.self).modify was called from inside its own modify on the same thread")
        let entered = lockInTurn()
        modifyingThread = thread
        let result: Result
        do {
            result = try action(&cell.pointee.current)
        } catch {
            modifyingThread = 0
            header.pointee.sets &+= 1
            sendLocked(cell.pointee.current, entered: entered)
            throw error
        }
        modifyingThread = 0
        header.pointee.sets &+= 1
        sendLocked(cell.pointee.current, entered: entered)
        return result
    }

    /// Makes a derived property's core with `make`, attached in delivery order: it starts
    /// from the current value (which `make` maps on the caller's thread) and
    /// receives exactly the changes after it, as a producer's replay-then-attach does.
    ///
    /// While the signal is busy, the attach is queued under the lock, behind the set that
    /// wrote the value it was mapped from; a set between the read and the queuing means
    /// mapping the newer value instead.
    func derive<U>(_ make: DerivedPropertyCore<U>.Maker<Value>) -> DerivedPropertyCore<U> {
        let lock = cellLock
        lock.lock()
        var value = cell.pointee.current
        if root.tryEnter() {
            lock.unlock()
            let derived = make(root, value)
            _ = core.attachInDomain(derived)
            root.leave()
            return derived
        }
        var seen = header.pointee.sets
        lock.unlock()
        while true {
            let derived = make(root, value)
            lock.lock()
            if header.pointee.sets == seen {
                let core = self.core
                let mustDrain = root.enqueueWithoutDraining {
                    _ = core.attachInDomain(derived)
                }
                lock.unlock()
                root.finishEnqueue(owning: mustDrain)
                return derived
            }
            value = cell.pointee.current
            seen = header.pointee.sets
            lock.unlock()
            // Never shared: ends the receiver's cycle and lets go of the source.
            derived.releaseReceiverInDomain()
        }
    }

    /// Takes a place in the signal's delivery order for `replay`, with the value at that
    /// place: a producer's replay-then-attach. Queued, `replay` runs in the domain; entered,
    /// the caller runs it (see `PropertyReplayPlace`), after letting go of any lock of its own.
    func placeInOrder(_ replay: @escaping (Value) -> Void) -> PropertyReplayPlace<Value> {
        let lock = cellLock
        lock.lock()
        defer { lock.unlock() }
        let value = cell.pointee.current
        if root.tryEnter() { return .entered(value) }
        return .queued(owning: root.enqueueWithoutDraining { replay(value) })
    }

    /// Runs `replay` in the signal's delivery order with the value at that point.
    func withCurrentValueInOrder(_ replay: @escaping (Value) -> Void) {
        Self.finish(placeInOrder(replay), replay, in: root)
    }

    /// Finishes what `placeInOrder` started, with no lock held.
    static func finish(
        _ place: PropertyReplayPlace<Value>, _ replay: @escaping (Value) -> Void, in root: RootCore
    ) {
        switch place {
        case .entered(let value):
            replay(value)
            root.leave()
        case .queued(let owning):
            root.finishEnqueue(owning: owning)
        case .released(let value):
            root.run({ replay(value) }, orEnqueue: { { replay(value) } })
        }
    }

    /// What a producer of the property does in delivery order: sends `value`, then follows
    /// the changes; or completes, once the signal has ended.
    static func replay(
        to observer: Signal<Value, Never>.Observer, _ lifetime: Lifetime, from root: RootCore
    ) -> (Value) -> Void {
        { value in
            observer.send(value: value)
            if root.isTerminated {
                observer.sendCompleted()
            } else {
                lifetime += SignalView<Value, Never>(root).attachInDomain(forwardingTo: observer)
            }
        }
    }

    /// Ends the change signal of `root` (see `PropertyCompletion.complete`).
    static func complete(_ root: RootCore) {
        PropertyCompletion.complete(root, Value.self)
    }
}
