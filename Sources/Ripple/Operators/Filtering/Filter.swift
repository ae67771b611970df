extension Signal {
    /// Forwards only the values for which `isIncluded` returns `true`; terminal events pass
    /// through.
    ///
    ///     self:   -1--2--3--4-|
    ///     result: ----2-----4-|   (isIncluded: { $0.isMultiple(of: 2) })
    ///
    /// <!-- context
    /// let (email, send) = Signal<String, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let validEmails = email.filter { $0.contains("@") }
    /// ```
    ///
    /// - Parameter isIncluded: Called once per value, inside the upstream's serial delivery.
    /// - Returns: A signal of the included values, terminating with `self`.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        // The stage is the one object of this operator. The receiver hands on the event it
        // was handed, by address, straight into the output (no copy and no extra frame on
        // each stage's delivery stack), through the static forms, on the stage: no view made.
        // Two forms. In a debug build the receiver captures its stage (see
        // `ConstantReceiverStage`): the release form's, unspecialized, would capture the generic
        // types instead, an allocation per stage (a `filter` stage 3 allocations and 152 B, not the
        // 2 and 112 B that `SignalAllocationBudgetTests` and `SignalByteBudgetTests` hold). Depth
        // alone would not need it: 1,344 stages on a 512 KiB stack with the release form, 1,464
        // with this.
        #if DEBUG
            let stage = FilterStage(observing: core, isIncluded: isIncluded)
            stage.receive = { [stage] _, event in
                if stage.excludes(event) { return }
                let event = event.mutableEvent(of: Signal.self)
                if !SignalView.terminatesInDomain(at: event, in: stage) {
                    SignalView.deliverInDomain(at: event, in: stage)
                }
            }
        #else
            // A constant handed its stage: it captures nothing and is called with no
            // reference counting.
            let stage = FilterStage(observing: core, isIncluded: isIncluded) { entry, event in
                let stage = unsafeDowncast(entry, to: FilterStage<Value, Error>.self)
                if stage.excludes(event) { return }
                let event = event.mutableEvent(of: Signal.self)
                if !SignalView.terminatesInDomain(at: event, in: stage) {
                    SignalView.deliverInDomain(at: event, in: stage)
                }
            }
        #endif
        core.attachKept(stage)
        return Signal(core: stage.core)
    }
}

extension SignalProducer {
    /// Forwards only the values of each run for which `isIncluded` returns `true`.
    ///
    ///     self:   -1--2--3--4-|
    ///     result: ----2-----4-|   (isIncluded: { $0.isMultiple(of: 2) })
    ///
    /// - Parameter isIncluded: Called once per value.
    /// - Returns: A producer of the included values.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        liftRelaying { $0.filter(isIncluded) }
    }
}

/// The output of `Signal.filter`: its core, its upstream's observer and its predicate, in one
/// object (see `Signal.derive` for the general form).
@usableFromInline
final class FilterStage<Value, Error: Swift.Error>: ConstantReceiverStage, @unchecked Sendable {
    /// A constant, so delivery reads it without reference counting. Released with the stage,
    /// which nothing keeps once it has ended but the public signal, if still held.
    @usableFromInline let isIncluded: (Value) -> Bool

    // The two forms of `filter`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(observing upstream: SignalView<Value, Error>, isIncluded: @escaping (Value) -> Bool) {
            self.isIncluded = isIncluded
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(
            observing upstream: SignalView<Value, Error>, isIncluded: @escaping (Value) -> Bool,
            receive: @escaping Receiver
        ) {
            self.isIncluded = isIncluded
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    final var core: SignalView<Value, Error> { SignalView(self) }

    /// Whether the event at `event` is a value the predicate leaves out. A call of its own: in a debug build its temporaries are off the
    /// per-stage stack by the time delivery recurses.
    @inlinable
    final func excludes(_ event: UnsafeRawPointer) -> Bool {
        guard case .value(let value) = event.event(of: Signal<Value, Error>.self) else {
            return false
        }
        return !isIncluded(value)
    }
}
