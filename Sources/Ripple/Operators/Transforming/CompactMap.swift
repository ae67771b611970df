extension Signal {
    /// Transforms every value with `transform` and forwards the non-`nil` results.
    ///
    ///     self:   -"1"--"x"--"3"-|
    ///     result: -1---------3---|   (transform: { Int($0) })
    ///
    /// - Parameter transform: Called once per value; `nil` drops the value.
    /// - Returns: A signal of the non-`nil` results, terminating with `self`.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        // The stage is the one object of this operator, its receiver a constant (see `map`).
        typealias Core = SignalView<U, Error>
        // Two forms. In a debug build the receiver captures its stage (see
        // `ConstantReceiverStage`): the release form's, unspecialized, would capture the generic
        // types instead, an allocation per stage (a `compactMap` stage 3 allocations, not the 2
        // that `SignalAllocationBudgetTests` holds). Depth alone would not need it: 1,112 stages on
        // a 512 KiB stack with the release form, 1,192 with this.
        #if DEBUG
            let stage = CompactMapStage<Value, U, Error>(observing: core, transform: transform)
            stage.receive = { [stage] _, event in
                guard var mapped = stage.event(at: event) else { return }
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverInDomain(at: &mapped, in: stage)
                }
            }
        #else
            let stage = CompactMapStage<Value, U, Error>(observing: core, transform: transform) {
                entry, event in
                let stage = unsafeDowncast(entry, to: CompactMapStage<Value, U, Error>.self)
                guard var mapped = stage.event(at: event) else { return }
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverFromStageInDomain(at: &mapped, in: stage)
                }
            }
        #endif
        core.attachKept(stage)
        return Signal<U, Error>(core: stage.core)
    }
}

extension SignalProducer {
    /// Transforms every value of each run and forwards the non-`nil` results.
    ///
    ///     self:   -"1"--"x"--"3"-|
    ///     result: -1---------3---|   (transform: { Int($0) })
    ///
    /// - Parameter transform: Called once per value; `nil` drops the value.
    /// - Returns: A producer of the non-`nil` results.
    @inlinable
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        liftRelaying { $0.compactMap(transform) }
    }
}

extension Signal {
    /// ReactiveSwift's older name for `compactMap(_:)` (deprecated there, kept here so code
    /// written against it compiles); built on `compactMap(_:)`.
    ///
    ///     self:   -1--x--2--|
    ///     result: -1-----2--|   (transform: Int.init)
    ///
    /// - Parameter transform: Called once per value; `nil` drops the value.
    /// - Returns: A signal of the non-`nil` results, terminating with `self`.
    @inlinable
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }
}

extension SignalProducer {
    /// ReactiveSwift's older name for `compactMap(_:)` (deprecated there, kept here so code
    /// written against it compiles); built on `compactMap(_:)`.
    ///
    ///     self:   -1--x--2--|
    ///     result: -1-----2--|   (transform: Int.init)
    ///
    /// - Parameter transform: Called once per value; `nil` drops the value.
    /// - Returns: A producer of the non-`nil` results.
    @inlinable
    public func filterMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }
}
