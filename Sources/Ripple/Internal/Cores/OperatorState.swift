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
