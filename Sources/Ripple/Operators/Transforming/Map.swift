extension Signal {
    /// Transforms every value with `transform`; terminal events pass through.
    ///
    ///     self:   -1--2--3-|
    ///     result: -2--4--6-|   (transform: { $0 * 2 })
    ///
    /// ```swift fragment
    /// let (names, input) = Signal<String, Never>.pipe()
    /// names.map { $0.uppercased() }.observeValues { print($0) }
    /// input.send(value: "ada")  // prints ADA
    /// ```
    ///
    /// - Parameter transform: Called once per value, inside the upstream's serial delivery.
    ///   Released when the result terminates, or is released with no observers.
    /// - Returns: A signal of the transformed values; it fails, completes or is interrupted
    ///   when `self` does.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        // The stage is the one object of this operator. Its receiver goes straight into the
        // output, not through `Sink.send`: one frame fewer per stage of a chain, in a debug
        // build too; and through the static forms, on the stage: no view made.
        typealias Core = SignalView<U, Error>
        // Two forms. In a debug build the receiver captures its stage (see
        // `ConstantReceiverStage`): with the release form there, 968 `SignalProducer.map` stages
        // start on a 512 KiB stack, not 1,032, below the 1,000 `ProducerDeliveryDepthTests` checks
        // (and `completed` crosses 1,024 `map`s, not 1,096).
        #if DEBUG
            let stage = MapStage<Value, U, Error>(observing: core, transform: transform)
            stage.receive = { [stage] _, event in
                var mapped = stage.event(at: event)
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverInDomain(at: &mapped, in: stage)
                }
            }
        #else
            // A constant handed its stage: it captures nothing and is called with no
            // reference counting.
            let stage = MapStage<Value, U, Error>(observing: core, transform: transform) {
                entry, event in
                let stage = unsafeDowncast(entry, to: MapStage<Value, U, Error>.self)
                var mapped = stage.event(at: event)
                if !Core.terminatesInDomain(at: &mapped, in: stage) {
                    Core.deliverFromStageInDomain(at: &mapped, in: stage)
                }
            }
        #endif
        core.attachKept(stage)
        return Signal<U, Error>(core: stage.core)
    }

    /// Reads the value at `keyPath` of every value; terminal events pass through.
    ///
    ///     self:   -user(ada)--user(bob)-|
    ///     result: -"ada"------"bob"-----|   (keyPath: \.name)
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A signal of the values at `keyPath`.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Signal<U, Error> {
        map { $0[keyPath: keyPath] }
    }
}

extension SignalProducer {
    /// Transforms every value of each run with `transform`; terminal events pass through.
    ///
    ///     self:   -1--2--3-|
    ///     result: -2--4--6-|   (transform: { $0 * 2 })
    ///
    /// - Parameter transform: Called once per value.
    /// - Returns: A producer of the transformed values.
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        // A constant's value is made at each start: its runs send the same events as the
        // lifted `map` would, with no stage, signal or run to set up (the constant inner
        // producers of a `flatMap`, which start once per outer value). One level only: a
        // `map` of that is lifted as any operator is (`LiftedStart` delivers a constant with
        // no run), so a long chain of maps neither starts nor is released as nested calls.
        if case .value(let value) = recipe {
            return SignalProducer<U, Error>(recipe: .computed { transform(value) })
        }
        return liftRelaying { $0.map(transform) }
    }

    /// Reads the value at `keyPath` of every value of each run.
    ///
    ///     self:   -user(ada)--user(bob)-|
    ///     result: -"ada"------"bob"-----|   (keyPath: \.name)
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A producer of the values at `keyPath`.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> SignalProducer<U, Error> {
        liftRelaying { $0.map(keyPath) }
    }
}

/// The output of `Signal.map`: its core, its upstream's observer and its transform, in one
/// object (see `Signal.derive` for the general form).
@usableFromInline
final class MapStage<Input, Value, Error: Swift.Error>: ConstantReceiverStage, @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// A constant, so delivery reads it without reference counting. Released with the stage,
    /// which nothing keeps once it has ended but the public signal, if still held.
    @usableFromInline let transform: (Input) -> Value

    // The two forms of `map(_:)`'s receiver (see there).
    #if DEBUG
        @inlinable
        init(observing upstream: SignalView<Input, Error>, transform: @escaping (Input) -> Value) {
            self.transform = transform
            super.init(observing: upstream.base)
        }
    #else
        @inlinable
        init(
            observing upstream: SignalView<Input, Error>, transform: @escaping (Input) -> Value,
            receive: @escaping Receiver
        ) {
            self.transform = transform
            super.init(observing: upstream.base, receive: receive)
        }
    #endif

    /// The output's typed view.
    @inlinable @inline(__always)
    final var core: SignalView<Value, Error> { SignalView(self) }

    /// The upstream event at `event`, its value transformed. A call of its own: in a debug
    /// build its temporaries are off the per-stage stack by the time delivery recurses.
    @inlinable
    final func event(at event: UnsafeRawPointer) -> Event {
        // The value read alone (see `value(of:)`): a keystroke into the Signup view model
        // copied its three validations' tuple through the event's value witness (V2, 389
        // instructions of a keystroke's 19,171).
        if let value = event.value(of: Signal<Input, Error>.self) {
            return .value(transform(value))
        }
        return event.terminalEvent(of: Signal<Input, Error>.self, as: Value.self)
    }
}
