/// One mutable value an operator keeps between events: a count, a flag, the previous value,
/// an accumulator. Read and written only inside the delivery that feeds the operator (its
/// upstream's domain, or the output's domain for a trigger), so it needs no lock.
@usableFromInline
final class OperatorState<Value> {
    @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// The type of a value an operator may hold, `Optional<Value>`, given to the operator's class
/// as a generic parameter of its own (`CombineLatestState<A?, B?, Error>`) rather than spelled
/// `Value?` in its stored properties.
///
/// A generic class's `deinit` runs unspecialized: there a `Value?` field is destroyed through
/// `Optional<Value>`'s metadata, looked up each time (about 370 instructions; 15 of them per
/// Signup view model torn down, in `combineLatest`, `sample`, `skipRepeats` and `debounce`). A
/// field whose type is a generic parameter finds its metadata in the class's own, which the
/// client's specialized code instantiates once per type. The public `OptionalProtocol` (whose
/// members are inlinable) serves: a protocol of Ripple's own that `Optional` also conformed to
/// would make `Optional<T>.Wrapped` ambiguous in a client's code.
@usableFromInline
typealias HeldOptional = OptionalProtocol
