extension Signal {
    /// Forwards a value only if `isEquivalent` says it differs from the previous value
    /// forwarded; the first value always passes.
    ///
    ///     self:   -a--a--b--a--a-|
    ///     result: -a-----b--a----|
    ///
    /// - Parameter isEquivalent: Called with the previous forwarded value and the new one;
    ///   `true` drops the new one.
    /// - Returns: A signal without consecutive repeats, terminating with `self`.
    @inlinable
    public func skipRepeats(
        _ isEquivalent: @escaping (Value, Value) -> Bool
    ) -> Signal<Value, Error> {
        // The stage is the one object of this operator: output, predicate and previous value,
        // its receiver a constant handed the stage (see `filter`). The receiver hands on the
        // event it was handed, by address, straight into the output.
        // Two forms. In a debug build the receiver captures its stage (see
        // `ConstantReceiverStage`): the release form's, unspecialized, would capture the generic
        // types instead, an allocation per stage (a `skipRepeats` stage 4 allocations, not the 3
        // that `StatefulStageAllocationBudgetTests` holds). Depth alone would not need it: 1,344
        // stages on a 512 KiB stack with the release form, 1,464 with this.
        #if DEBUG
            let stage = SkipRepeatsStage<Value?, Error>(observing: core, isEquivalent: isEquivalent)
            stage.receive = { [stage] _, event in
                if stage.isRepeat(event) { return }
                let event = event.mutableEvent(of: Signal.self)
                if !SignalView.terminatesInDomain(at: event, in: stage) {
                    SignalView.deliverInDomain(at: event, in: stage)
                }
            }
        #else
            let stage = SkipRepeatsStage<Value?, Error>(observing: core, isEquivalent: isEquivalent)
            {
                entry, event in
                let stage = unsafeDowncast(entry, to: SkipRepeatsStage<Value?, Error>.self)
                if stage.isRepeat(event) { return }
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

/// A `skipRepeats` stage: the core of the output, its upstream's observer, the predicate and
/// the previous value, in one object whose receiver captures nothing (a derived stage beside
/// a state object, as it was before: one allocation more). Made as
/// `SkipRepeatsStage<Value?, Error>`: the previous value's optional type is a parameter of its
/// own (see `HeldOptional`).
@usableFromInline
final class SkipRepeatsStage<Previous: HeldOptional, Error: Swift.Error>: ConstantReceiverStage,
    @unchecked Sendable
{
    @usableFromInline typealias Value = Previous.Wrapped

    @usableFromInline let isEquivalent: (Value, Value) -> Bool
    /// Touched only inside the upstream's serial delivery.
    @usableFromInline @exclusivity(unchecked) var previous: Previous = nil

    // The two forms of `skipRepeats(_:)`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(
            observing upstream: SignalView<Value, Error>,
            isEquivalent: @escaping (Value, Value) -> Bool
        ) {
            self.isEquivalent = isEquivalent
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(
            observing upstream: SignalView<Value, Error>,
            isEquivalent: @escaping (Value, Value) -> Bool, receive: @escaping Receiver
        ) {
            self.isEquivalent = isEquivalent
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    var core: SignalView<Value, Error> { SignalView(self) }

    /// Whether the event at `event` is a value equivalent to the previous one forwarded (then
    /// dropped); a value that passes becomes the previous one.
    @inlinable
    func isRepeat(_ event: UnsafeRawPointer) -> Bool {
        guard case .value(let value) = event.event(of: Signal<Value, Error>.self) else {
            return false
        }
        if let previous = previous.optional, isEquivalent(previous, value) { return true }
        previous = .init(reconstructing: value)
        return false
    }
}

extension Signal where Value: Equatable {
    /// Forwards a value only if it differs from the previous value forwarded.
    ///
    ///     self:   -1--1--2--1--1-|
    ///     result: -1-----2--1----|
    ///
    /// <!-- context
    /// struct Project { var name: String }
    /// let (project, send) = Signal<Project, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let title = project.map(\.name).skipRepeats()
    /// ```
    ///
    /// - Returns: A signal without consecutive repeats, terminating with `self`.
    @inlinable
    public func skipRepeats() -> Signal<Value, Error> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Forwards a value of each run only if `isEquivalent` says it differs from the previous.
    ///
    ///     self:   -a--a--b--a-|
    ///     result: -a-----b--a-|
    ///
    /// - Parameter isEquivalent: `true` drops the new value.
    /// - Returns: A producer without consecutive repeats.
    @inlinable
    public func skipRepeats(
        _ isEquivalent: @escaping (Value, Value) -> Bool
    ) -> SignalProducer<Value, Error> {
        liftRelaying { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Forwards a value of each run only if it differs from the previous one.
    ///
    ///     self:   -1--1--2--1-|
    ///     result: -1-----2--1-|
    ///
    /// - Returns: A producer without consecutive repeats.
    @inlinable
    public func skipRepeats() -> SignalProducer<Value, Error> {
        liftRelaying { $0.skipRepeats() }
    }
}
