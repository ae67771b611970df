extension Signal {
    /// `map(value:)`'s output: a stage that keeps the constant in itself, so the operator is
    /// one object (a `map` over a closure that captured the constant would add the closure's
    /// context: one allocation more for any constant, a `Bool` too).
    ///
    ///     self:   -a--b--c-|
    ///     result: -x--x--x-|   (value: x)
    ///
    /// - Parameter value: The constant sent for each value of `self`.
    /// - Returns: A signal of `value` once per value of `self`, terminating with `self`.
    // Always inlined: the handle is made in the caller's code, on its stack when the caller
    // only chains on it (see `ScheduledOutput.makeSignal()`).
    @inlinable @inline(__always)
    func mapConstantStage<U>(_ value: U) -> Signal<U, Error> {
        typealias Core = SignalView<U, Error>
        // Two forms. In a debug build the receiver captures its stage (see
        // `ConstantReceiverStage`): the release form's, unspecialized, would capture the generic
        // types instead, an allocation per stage (a `map(value:)` stage 3 allocations, not the 2
        // that `SignalAllocationBudgetTests` holds). Depth alone would not need it: 1,240 stages on
        // a 512 KiB stack with the release form, 1,344 with this.
        #if DEBUG
            let stage = MapConstStage<Value, U, Error>(observing: core, value: value)
            stage.receive = { [stage] _, event in
                var mapped = stage.event(at: event)
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverInDomain(at: &mapped, in: stage)
                }
            }
        #else
            // A constant handed its stage: it captures nothing (see `map(_:)`).
            let stage = MapConstStage<Value, U, Error>(observing: core, value: value) {
                entry, event in
                let stage = unsafeDowncast(entry, to: MapConstStage<Value, U, Error>.self)
                var mapped = stage.event(at: event)
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverFromStageInDomain(at: &mapped, in: stage)
                }
            }
        #endif
        core.attachKept(stage)
        return Signal<U, Error>(core: stage.core)
    }
}

/// A `map(value:)` stage: the core of the output, its upstream's observer, and the constant.
@usableFromInline
final class MapConstStage<Input, Value, Error: Swift.Error>: ConstantReceiverStage,
    @unchecked Sendable
{
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// The value sent for each upstream value; released with the stage.
    @usableFromInline let value: Value

    // The two forms of `mapConstantStage(_:)`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(observing upstream: SignalView<Input, Error>, value: Value) {
            self.value = value
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(
            observing upstream: SignalView<Input, Error>, value: Value, receive: @escaping Receiver
        ) {
            self.value = value
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    var core: SignalView<Value, Error> { SignalView(self) }

    /// The upstream event at `event`, its value replaced by `value`.
    @inlinable
    func event(at event: UnsafeRawPointer) -> Event {
        // The upstream's value is not copied at all (see `MapStage.event(at:)`).
        if !SignalView<Input, Error>.isTerminating(event) { return .value(value) }
        return event.terminalEvent(of: Signal<Input, Error>.self, as: Value.self)
    }
}
