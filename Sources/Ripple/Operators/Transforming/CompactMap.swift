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
        #if DEBUG
            // Captures its stage (see `ConstantReceiverStage`).
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
                    Core.deliverInDomain(at: &mapped, in: stage)
                }
            }
        #endif
        core.attach(stage)
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
