/// A mutable property that validates every value proposed to it, as ReactiveSwift's
/// `ValidatingProperty`: a form field in a view model.
///
/// Setting `value` proposes a value: the validator decides, `result` takes the outcome, and
/// the stored value changes only to a valid value or a coercion's replacement. A value
/// written straight into the wrapped `MutableProperty` is validated too (its `result` is
/// updated) but never written back.
///
/// <!-- context
/// enum FormError: Error { case tooShort }
/// -->
/// ```swift fragment
/// let password = ValidatingProperty<String, FormError>("") { input in
///     input.count >= 8 ? .valid : .invalid(.tooShort)
/// }
/// password.value = "short"    // result: .invalid("short", .tooShort); value stays ""
/// password.value = "longenough"  // result: .valid("longenough"); value is "longenough"
/// ```
///
/// Thread-safe: proposals are validated and stored one at a time, in the order they were
/// made, with the validator called outside every lock. A value proposed from inside an
/// observer (or from another thread) while a proposal is being stored is handled right
/// after it, on the thread storing it, before that thread's `value` set returns.
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: PropertyProtocol,
    @unchecked Sendable
{
    private let inner: MutableProperty<Value>
    private let mutableResult: MutableProperty<Result>
    private let validator: (Value) -> Decision
    private let proposals: Locked<Proposals<Value>>

    /// The outcome of the latest validation: of the last proposed value, or of the last
    /// value written straight into the wrapped property.
    public let result: Property<Result>

    /// The stored value. Setting it proposes a value: see the type's description.
    public var value: Value {
        get { inner.value }
        set { propose(newValue) }
    }

    /// Sends the stored value, then every change to it.
    public var producer: SignalProducer<Value, Never> { inner.producer }

    /// Sends every change to the stored value.
    public var signal: Signal<Value, Never> { inner.signal }

    /// The lifetime of the wrapped property: bindings into this property end with it.
    public var lifetime: Lifetime { inner.lifetime }

    /// Creates a property that validates the values proposed to `inner` through it.
    ///
    ///     proposed: -a--B--c-     (uppercase is invalid)
    ///     value:    -a-----c-
    ///     result:   -✓a-✗B-✓c-
    ///
    /// - Parameters:
    ///   - inner: The storage; kept alive by this property.
    ///   - validator: Decides about each proposed value.
    public init(_ inner: MutableProperty<Value>, _ validator: @escaping (Value) -> Decision) {
        self.inner = inner
        self.validator = validator
        let proposals = Locked(Proposals<Value>())
        self.proposals = proposals
        let initial = inner.value
        let mutableResult = MutableProperty(Result(initial, validator(initial)))
        self.mutableResult = mutableResult
        result = Property(capturing: mutableResult)
        mutableResult
            <~ inner.signal
            .filter { _ in !proposals.withLock { $0.isWritingBack(on: currentThreadID()) } }
            .map { Result($0, validator($0)) }
    }

    /// Creates a property holding `initial` (not validated as a proposal; `result` holds
    /// its validation) that validates every value proposed to it.
    ///
    ///     proposed: -a--B--c-     (uppercase is invalid)
    ///     value:    -a-----c-
    ///
    /// - Parameters:
    ///   - initial: The first stored value.
    ///   - validator: Decides about each proposed value.
    public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
        self.init(MutableProperty(initial), validator)
    }

    /// Proposes `input`; the first proposer on a thread stores every queued proposal in turn.
    private func propose(_ input: Value) {
        let mustDrain = proposals.withLock { state in
            state.pending.append(input)
            guard !state.isStoring else { return false }
            state.isStoring = true
            return true
        }
        guard mustDrain else { return }
        while let next = proposals.withLock({ $0.next() }) {
            let outcome = Result(next, validator(next))
            mutableResult.value = outcome
            if let stored = outcome.value {
                let thread = currentThreadID()
                proposals.withLock { $0.writingThread = thread }
                inner.value = stored
                proposals.withLock { $0.writingThread = 0 }
            }
        }
    }

    /// Proposes the last proposed value again: what a change of the other property of a
    /// `with:` form does.
    func revalidate() {
        propose(mutableResult.value.proposed)
    }
}

extension ValidatingProperty: BindingTargetProvider {
    /// A target that proposes each value bound into it: `field <~ textChanges`. Bindings end
    /// when the wrapped property is released; the target holds this property weakly.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] value in
            self?.value = value
        }
    }
}

/// The proposals waiting to be validated and stored, one at a time, in order.
struct Proposals<Value> {
    var pending: [Value] = []
    var isStoring = false
    /// The thread writing a validated value into the wrapped property, so that its own write
    /// is not validated again; `0` when none.
    var writingThread = 0

    func isWritingBack(on thread: Int) -> Bool {
        writingThread == thread
    }

    /// The next proposal to store, or `nil` (and no longer storing) when there is none.
    mutating func next() -> Value? {
        guard !pending.isEmpty else {
            isStoring = false
            return nil
        }
        return pending.removeFirst()
    }
}
