/// A value that changes over time and can be observed: `value` now, `producer` for the value
/// now and every change, `signal` for the changes only.
public protocol PropertyProtocol: AnyObject {
    /// The type of the value.
    associatedtype Value

    /// The current value.
    var value: Value { get }

    /// Sends the current value, then every change; completes when the property is done.
    var producer: SignalProducer<Value, Never> { get }

    /// Sends every change from now on; completes when the property is done.
    var signal: Signal<Value, Never> { get }
}

/// A read-only property: the outputs of a view model that a view reads and observes.
///
/// <!-- context
/// let (loadingSignal, loading) = Signal<Bool, Never>.pipe()
/// -->
/// ```swift fragment
/// let isLoading = Property(initial: false, then: loadingSignal)
/// isLoading.producer.startWithValues { print($0) }  // false, then every change
/// ```
///
/// It is also a property wrapper, as in ReactiveSwift: `@Property var title: String` reads
/// the value, `$title` is the property.
@propertyWrapper
public final class Property<Value>: PropertyProtocol, @unchecked Sendable {
    /// Where the value and the changes come from.
    private enum Source {
        /// A storage of its own (a constant, a property made from a producer) and its change
        /// signal, which the property and its producers keep: its release with no observer
        /// left runs the storage's cleanup (see `init(unsafeProducer:)`).
        case storage(PropertyStorage<Value>, Signal<Value, Never>)
        /// A core derived from another property's (`map`, `Property(_:)`) and its change
        /// signal, kept likewise: released with no observer left, the core leaves its source.
        case derived(DerivedPropertyCore<Value>, Signal<Value, Never>)
        /// Another property, kept (`Property(capturing:)`).
        case captured(Captured)
    }

    /// A captured property's members.
    private struct Captured {
        let value: () -> Value
        let producer: () -> SignalProducer<Value, Never>
        let signal: () -> Signal<Value, Never>
    }

    private let source: Source

    private init(source: Source) {
        self.source = source
    }

    /// A property over `storage` whose change signal is `signal`.
    private convenience init(storage: PropertyStorage<Value>, signal: Signal<Value, Never>) {
        self.init(source: .storage(storage, signal))
    }

    /// A property over a derived core, which the property's change signal wraps.
    convenience init(derived core: DerivedPropertyCore<Value>) {
        self.init(source: .derived(core, Signal(core: core.core)))
    }

    /// The current value.
    public var value: Value {
        switch source {
        case .storage(let storage, _): return storage.readValue()
        case .derived(let core, _): return core.value
        case .captured(let property): return property.value()
        }
    }

    /// Sends the current value, then every change.
    public var producer: SignalProducer<Value, Never> {
        switch source {
        case .storage(let storage, let signal): return storage.producer(keeping: signal)
        case .derived(let core, let signal): return core.producer(keeping: signal)
        case .captured(let property): return property.producer()
        }
    }

    /// Sends every change from now on.
    public var signal: Signal<Value, Never> {
        switch source {
        case .storage(_, let signal), .derived(_, let signal): return signal
        case .captured(let property): return property.signal()
        }
    }

    /// A property derived from `source` by the core `make` makes (see
    /// `DerivedPropertyCore`); or, when Ripple does not hold `source`'s state (a captured
    /// property, a type of the app's own), from `lift` applied to `source.producer`.
    ///
    /// `make` is written in the operator, which is inlinable: the core's receiver is then
    /// specialized in the caller's module for the caller's types.
    @usableFromInline
    static func derived<P: PropertyProtocol>(
        from source: P, _ make: DerivedPropertyCore<Value>.Maker<P.Value>,
        orLift lift: (SignalProducer<P.Value, Never>) -> SignalProducer<Value, Never>
    ) -> Property<Value> {
        if let core = derivedCore(from: source, make) {
            return Property(derived: core)
        }
        return Property(unsafeProducer: lift(source.producer))
    }

    /// The core of a property derived from `source` by `make`, or `nil` when Ripple does
    /// not hold `source`'s state.
    static func derivedCore<P: PropertyProtocol>(
        from source: P, _ make: DerivedPropertyCore<Value>.Maker<P.Value>
    ) -> DerivedPropertyCore<Value>? {
        if let mutable = source as? MutableProperty<P.Value> {
            return mutable.derive(make)
        }
        guard let property = source as? Property<P.Value> else { return nil }
        switch property.source {
        case .storage(let storage, _): return storage.derive(make)
        case .derived(let core, _): return core.derive(make)
        case .captured: return nil
        }
    }

    /// The current value: what `@Property var name` reads.
    public var wrappedValue: Value { value }

    /// The property itself: what `$name` gives for `@Property var name`.
    public var projectedValue: Property<Value> { self }

    /// Creates a property that always holds `value`: its producer sends it and completes.
    ///
    /// - Parameter value: The constant value.
    public convenience init(value: Value) {
        let storage = PropertyStorage(value)
        storage.complete()
        self.init(storage: storage, signal: storage.makeSignal())
    }

    /// Creates a property that starts at `initial` and then takes each value of `values`.
    ///
    ///     values: ----a----b----|
    ///     value:  i---a----b----   (initial: i; the property's signal completes with values)
    ///
    /// The run of `values` lasts as long as the property is needed: while the property, its
    /// `signal` or its `producer` is kept or observed. Released with no observer, the property
    /// interrupts the run and lets go of `values` and its closures, as in ReactiveSwift. Its
    /// `producer` and `signal` complete when `values` terminates (also when it is
    /// interrupted).
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The producer of later values; started now.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        self.init(unsafeProducer: values.prefix(value: initial))
    }

    /// Creates a property that starts at `initial` and then takes each value of `values`.
    ///
    /// - Parameters:
    ///   - initial: The value until `values` sends one.
    ///   - values: The signal of later values.
    public convenience init(initial: Value, then values: Signal<Value, Never>) {
        self.init(initial: initial, then: SignalProducer(values))
    }

    /// Creates a read-only view of `property` that keeps it alive.
    ///
    /// - Parameter property: The property to wrap.
    public convenience init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        self.init(
            source: .captured(
                Captured(
                    value: { property.value }, producer: { property.producer },
                    signal: { property.signal })))
    }

    /// Creates a read-only view of `property` that follows it without keeping it alive.
    ///
    /// - Parameter property: The property to follow.
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        let core = Self.derivedCore(from: property) {
            MapPropertyCore.make(observing: $0, initial: $1, transform: { $0 })
        }
        if let core {
            self.init(derived: core)
        } else {
            self.init(unsafeProducer: property.producer)
        }
    }

    /// Creates a property from a producer that sends its first value synchronously on start,
    /// as every property's producer does. Stops with a message if it does not.
    ///
    /// Every derived property is made here. The run of `producer` lasts as long as the
    /// property is needed, as in ReactiveSwift: the storage's cleanup disposes the run, and
    /// runs once the property's change signal is released with no observer left. The property
    /// and its producers keep that signal; an observation of the signal or of a started
    /// producer keeps it live. So a chain such as `count.map { $0 * 2 }.skipRepeats()`
    /// follows `count` while the last property is kept or observed, the intermediate one
    /// included; released unobserved, the chain stops following `count` and lets go of its
    /// closures.
    ///
    ///     owner:   property ──▶ signal ──▶ storage.core ──(cleanup)──▶ run ──▶ storage
    ///     run:     source ──▶ run's observer ──▶ storage
    convenience init(unsafeProducer producer: SignalProducer<Value, Never>) {
        var storage: PropertyStorage<Value>?
        let run = SerialDisposable()
        // A chain of derived properties sets one storage inside the next: this closure is on
        // every stage's stack, so it keeps the rare steps (the first value, the end) apart.
        let started = producer.start { event in
            if let storage, case .value(let value) = event {
                storage.writeValue(value)
            } else {
                Self.receiveRare(event, into: &storage, run: run)
            }
        }
        guard let storage else {
            fatalError(
                "Property<\(Value.self)>: the source producer sent no value when started")
        }
        // Disposed at once if the run already ended the storage's signal.
        run.inner = started
        self.init(storage: storage, signal: storage.makeSignal())
    }

    /// The first value (which makes the storage, whose signal's end disposes `run`) or the
    /// end of the source's run.
    private static func receiveRare(
        _ event: Signal<Value, Never>.Event, into storage: inout PropertyStorage<Value>?,
        run: SerialDisposable
    ) {
        switch event {
        case .value(let value):
            if let storage {
                storage.writeValue(value)
            } else {
                let made = PropertyStorage(value)
                made.root.setUpstream(run)
                storage = made
            }
        case .completed, .interrupted:
            storage?.complete()
        }
    }
}

extension PropertyProtocol {
    /// A property of `transform` applied to every value of this one.
    ///
    ///     value:  1---2---3
    ///     result: 2---4---6   (transform: { $0 * 2 })
    ///
    /// - Parameter transform: The value transformation.
    /// - Returns: A derived property; it does not keep this one alive.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        Property<U>.derived(
            from: self, { MapPropertyCore.make(observing: $0, initial: $1, transform: transform) },
            orLift: { $0.map(transform) })
    }

    /// A property of the value at `keyPath` of every value of this one.
    ///
    ///     value:  user(ada)---user(bob)
    ///     result: "ada"-------"bob"       (keyPath: \.name)
    ///
    /// - Parameter keyPath: The key path to read.
    /// - Returns: A derived property; it does not keep this one alive.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        map { $0[keyPath: keyPath] }
    }
}
