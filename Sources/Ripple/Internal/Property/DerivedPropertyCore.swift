/// The state of a property derived by `map` (or `Property(_:)`) from a property whose state
/// Ripple holds (a `MutableProperty`, a property made from a producer, another derived one):
/// the core of its change signal, which observes the source's change signal itself, in the
/// source's delivery domain, and the value last mapped.
///
/// The value is cached, as ReactiveSwift's composed properties cache theirs: the transform
/// runs once when the property is made and once per change of the source while the property
/// is needed, never on a read. A change crosses one signal per derived property, so a chain
/// of `map`s delivers like a chain of `Signal.map`s; released unobserved, the core leaves its
/// source and lets go of the transform like any derived signal (see `CoreBase`).
///
/// `current` is written inside the domain, under `lock`, before the change is delivered:
/// a read from any thread takes the lock; one inside the domain (a producer's replay) needs
/// none, no write being able to run then.
@usableFromInline
class DerivedPropertyCore<Value>: StageCore, @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Never>.Event

    /// Makes the core of a property derived from a source of `Source` values: observing the
    /// source's core, starting from its current value; not attached yet.
    @usableFromInline typealias Maker<Source> = (
        _ source: CoreBase, _ initial: Source
    ) -> DerivedPropertyCore

    @usableFromInline let lock = Lock()
    /// The value last mapped. Written inside the domain under `lock`.
    @usableFromInline @exclusivity(unchecked) final var current: Value
    /// How many changes the property took since it was made; written with `current`. A
    /// property derived from this one while its signal is busy checks it (`derive`).
    @usableFromInline @exclusivity(unchecked) final var changes = 0

    @inlinable
    init(observing source: CoreBase, initial: Value) {
        current = initial
        super.init(observing: source)
    }

    /// The change signal's typed view.
    @inlinable @inline(__always)
    final var core: SignalView<Value, Never> { SignalView(self) }

    /// The current value, from any thread.
    @usableFromInline
    final var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// The value and how many changes it took, read together.
    @usableFromInline
    final func valueAndChanges() -> (Value, Int) {
        lock.lock()
        defer { lock.unlock() }
        return (current, changes)
    }

    /// Stores a change; returns it. Inside the domain only.
    @inlinable
    final func store(_ newValue: Value) -> Value {
        lock.lock()
        current = newValue
        changes &+= 1
        lock.unlock()
        return newValue
    }

    /// Ends the property after its source ended: `completed` to its observers. A trampoline
    /// step, so the end of a 100,000-deep chain travels it as a loop (see `Trampoline`);
    /// queued, it runs as an op of the domain of its own. Inside the domain.
    @usableFromInline
    final func sourceEnded() {
        Trampoline.run(
            { completeInDomain() },
            orQueue: {
                {
                    self.domain.run(
                        { self.completeInDomain() }, orEnqueue: { { self.completeInDomain() } })
                }
            })
    }

    @usableFromInline
    final func completeInDomain() {
        var completed = Event.completed
        core.deliverInDomain(at: &completed)
    }

    /// Makes a derived property's core with `make`, attached in delivery order: it starts
    /// from the current value (which `make` maps now, on the caller's thread)
    /// and receives every change after it.
    ///
    /// While the signal is busy (inside an observer of the family, or another thread
    /// delivering), the value is this property's latest and the attach is queued; when it
    /// runs, a change taken meanwhile is mapped and delivered to the new property first.
    @usableFromInline
    final func derive<U>(_ make: DerivedPropertyCore<U>.Maker<Value>) -> DerivedPropertyCore<U> {
        if domain.tryEnter() {
            let derived = make(self, current)
            _ = core.attachInDomain(derived)
            domain.leave()
            return derived
        }
        let (value, seen) = valueAndChanges()
        let derived = make(self, value)
        domain.enqueue {
            if !self.isTerminated, self.changes != seen {
                var change = Event.value(self.current)
                withUnsafePointer(to: &change) { derived.receive?(derived, UnsafeRawPointer($0)) }
            }
            _ = self.core.attachInDomain(derived)
        }
        return derived
    }

    /// Runs `body` in the signal's delivery order with the value at that point: a producer's
    /// replay-then-attach.
    @usableFromInline
    final func withCurrentValueInOrder(_ body: @escaping (Value) -> Void) {
        domain.run({ body(current) }, orEnqueue: { { body(self.current) } })
    }

    /// A producer of the current value followed by every change; it keeps `owner` (the
    /// property's change signal) alive while it lives. Completes at once, after the value,
    /// once the source has ended.
    @usableFromInline
    final func producer(keeping owner: AnyObject) -> SignalProducer<Value, Never> {
        SignalProducer { [self] observer, lifetime in
            withExtendedLifetime(owner) {}
            withCurrentValueInOrder { value in
                observer.send(value: value)
                if self.isTerminated {
                    observer.sendCompleted()
                } else {
                    lifetime += self.core.attachInDomain(forwardingTo: observer)
                }
            }
        }
    }
}

/// A derived property's core that maps its source's values with `transform`.
@usableFromInline
final class MapPropertyCore<Input, Value>: DerivedPropertyCore<Value>, @unchecked Sendable {
    /// A constant, so delivery reads it without reference counting.
    @usableFromInline let transform: (Input) -> Value

    @inlinable
    init(observing source: CoreBase, initial: Input, transform: @escaping (Input) -> Value) {
        self.transform = transform
        super.init(observing: source, initial: transform(initial))
    }

    /// Makes the core and its receiver, which captures the core alone (then the closure's
    /// context: no allocation); the cycle ends when the core leaves its source. Not attached.
    @inlinable
    static func make(
        observing source: CoreBase, initial: Input, transform: @escaping (Input) -> Value
    ) -> MapPropertyCore {
        let core = MapPropertyCore(observing: source, initial: initial, transform: transform)
        core.receive = { [core] _, event in
            if var change = core.change(at: event) {
                SignalView.deliverInDomain(at: &change, in: core)
            } else {
                core.sourceEnded()
            }
        }
        return core
    }

    /// The source's event at `event` as a change of this property (its value mapped and
    /// stored), or `nil` for the source's end (`completed`, or `interrupted` to a property
    /// that attached to an ended source). A call of its own: in a debug build its
    /// temporaries are off the per-stage stack by the time delivery recurses.
    @usableFromInline
    final func change(at event: UnsafeRawPointer) -> Event? {
        if case .value(let value) = event.event(of: Signal<Input, Never>.self) {
            return .value(store(transform(value)))
        }
        return nil
    }
}

/// A derived property's core that takes its source's values except those `isEquivalent` to
/// its current one (`skipRepeats`): the cached value is the previous one to compare with.
@usableFromInline
final class SkipRepeatsPropertyCore<Value>: DerivedPropertyCore<Value>, @unchecked Sendable {
    /// A constant, so delivery reads it without reference counting.
    @usableFromInline let isEquivalent: (Value, Value) -> Bool

    @inlinable
    init(
        observing source: CoreBase, initial: Value,
        isEquivalent: @escaping (Value, Value) -> Bool
    ) {
        self.isEquivalent = isEquivalent
        super.init(observing: source, initial: initial)
    }

    /// Makes the core and its receiver, as `MapPropertyCore.make` does. Not attached.
    @inlinable
    static func make(
        observing source: CoreBase, initial: Value,
        isEquivalent: @escaping (Value, Value) -> Bool
    ) -> SkipRepeatsPropertyCore {
        let core = SkipRepeatsPropertyCore(
            observing: source, initial: initial, isEquivalent: isEquivalent)
        core.receive = { [core] _, event in
            if case .value(let value) = event.event(of: Signal<Value, Never>.self) {
                // Read inside the domain, where `current` is written.
                if !core.isEquivalent(core.current, value) {
                    var change = Event.value(core.store(value))
                    SignalView.deliverInDomain(at: &change, in: core)
                }
            } else {
                core.sourceEnded()
            }
        }
        return core
    }
}
