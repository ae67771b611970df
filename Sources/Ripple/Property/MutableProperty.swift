/// A property that can be set: the storage behind a view model's inputs and state.
///
/// Setting `value` and `modify` are atomic, and observers see the changes in the order the
/// value took them. Reading `value` from inside an observer works. Calling `modify` from
/// inside its own `modify` stops with a precondition message naming the property's type.
/// When the property is released, its `signal` and producers complete.
///
/// ```swift fragment
/// let name = MutableProperty("")
/// name.signal.observeValues { print($0) }
/// name.value = "David"  // prints David
/// ```
///
/// It is also a property wrapper, as in ReactiveSwift: `@MutableProperty var count = 0` reads
/// and writes the value, `$count` is the property (`$count.producer`, `$count.modify`).
@propertyWrapper
public final class MutableProperty<Value>: PropertyProtocol, PropertyCellOwner, @unchecked Sendable
{
    /// The value's lock and the words read without it, then the value: the first stored
    /// properties, laid out as a `PropertyCell<Value>` is, and reached as one through `cell`
    /// only (see `PropertyCellOwner`). The property is its own storage, so it is two objects
    /// with its change signal's root (it was five: a storage, its lock and a kept `Signal`
    /// besides). Two fields, not a `PropertyCell<Value>`: the `deinit` runs unspecialized, and
    /// destroying a cell there looked its generic metadata up (about 350 instructions per
    /// property), where `Value`'s is the object's own (`MutablePropertyLayoutTests` checks the
    /// layouts agree).
    @usableFromInline @exclusivity(unchecked) var storedHeader: PropertyCellHeader
    @usableFromInline @exclusivity(unchecked) var storedValue: Value
    /// The change signal's root, which is its delivery domain too: a `PropertyRoot`, which
    /// ends the signal typed for `Value` with no lookup from the unspecialized `deinit`.
    @usableFromInline let root: RootCore

    /// Ends when the property is released: bindings into it are owned by it. Made on first
    /// read.
    public var lifetime: Lifetime { makeLifetime() }

    /// Creates a property holding `initialValue`.
    ///
    /// - Parameter initialValue: The first value.
    @inlinable
    public init(_ initialValue: Value) {
        storedHeader = PropertyCellHeader()
        storedValue = initialValue
        root = PropertyRoot<Signal<Value, Never>.Event>()
        initializeCell()
    }

    /// Creates a property holding `wrappedValue`: what `@MutableProperty var count = 0` calls.
    ///
    /// - Parameter wrappedValue: The first value.
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    deinit {
        // Nothing here may keep `self`: the completion, a trampoline step, keeps the root.
        // Unspecialized code: it reaches the cell's header and the completion without the
        // cell protocol (see `PropertyCompletion`), and the typed completion through the
        // root's class (see `PropertyRoot`).
        let header = PropertyCellHeader.of(self)
        releaseAnchor(header)
        // Borrowed: the field outlives the call, and a plain read retained it around it.
        Unmanaged.passUnretained(root)._withUnsafeGuaranteedRef { PropertyCompletion.complete($0) }
        PropertyCellHeader.endLifetime(header)
        PropertyCellHeader.destroyLock(header)
    }

    /// The current value. Setting it sends the new value to observers.
    @inlinable
    public var value: Value {
        get { readValue() }
        set { writeValue(newValue) }
    }

    /// The current value, read and written by `@MutableProperty var name`.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself: what `$name` gives for `@MutableProperty var name`.
    public var projectedValue: MutableProperty<Value> { self }

    /// Sends the current value, then every change; completes when the property is released.
    /// It does not keep the property alive: started after the release, it sends the last
    /// value and completes (as ReactiveSwift's).
    public var producer: SignalProducer<Value, Never> { makeProducer() }

    /// Sends every change; completes when the property is released.
    ///
    /// Each read makes a `Signal` of the property's change signal, which the property keeps
    /// and ends: releasing one ends nothing (so a read only chained on or observed costs no
    /// allocation: the `Signal` lives on the caller's stack).
    @inlinable @inline(__always)
    public var signal: Signal<Value, Never> { Signal(core: SignalView(root)) }

    /// Changes the value atomically with `action`, then sends the new value.
    ///
    /// <!-- context
    /// let count = MutableProperty(0)
    /// -->
    /// ```swift fragment
    /// count.modify { $0 += 1 }
    /// ```
    ///
    /// When `action` throws, the value keeps what `action` wrote before throwing, and that
    /// value is sent before the error is rethrown (as ReactiveSwift 7.2.1, which sends it
    /// whether or not `action` wrote anything), so `value` and `signal` always agree.
    ///
    /// - Parameter action: Mutates the value in place. Must not touch this property: setting
    ///   `value` or calling `modify` from inside it stops with a precondition message naming
    ///   the property's type.
    /// - Returns: What `action` returns.
    @inlinable @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try modifyValue(action)
    }

    /// Sets a new value and returns the old one, atomically.
    ///
    /// - Parameter newValue: The value to store.
    /// - Returns: The value before.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modifyValue { value in
            defer { value = newValue }
            return value
        }
    }

    /// Runs `action` with the current value.
    ///
    /// - Parameter action: Reads the value.
    /// - Returns: What `action` returns.
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try action(readValue())
    }
}

extension MutableProperty where Value == Void {
    /// Creates a `Void` property: an input that only says "it happened".
    ///
    /// ```swift fragment
    /// let viewDidLoadProperty = MutableProperty()
    /// viewDidLoadProperty.value = ()
    /// ```
    public convenience init() {
        self.init(())
    }
}
