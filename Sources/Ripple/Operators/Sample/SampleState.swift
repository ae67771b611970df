/// `sample(with:)`, `sample(on:)`, `takePairWhen` and `takeWhen`: the output and its state
/// (the latest value of the source and which inputs have completed) in one object (see
/// `CombiningRoot`). The state is touched only inside the output's domain. Each trigger value
/// sends `combine(latest, trigger)`: the pair, or the latest value alone for `sample(on:)` and
/// `takeWhen`, which so need no `map` stage of their own (a stage and its `Signal`).
///
/// For `sample`, the output completes when both inputs have completed and is interrupted when
/// either is. For `takePairWhen` (`endsWithSource`), only the source ends the output: the
/// trigger's completion, failure and interruption are ignored (Kickstarter's `takeWhen`).
///
/// Made as `SampleState<Value?, Trigger, Output, Error>`: the latest value's optional type is
/// a parameter of its own (see `HeldOptional`).
@usableFromInline
final class SampleState<Latest: HeldOptional, Trigger, Output, Error: Swift.Error>:
    CombiningRoot<Output, Error>, @unchecked Sendable
{
    @usableFromInline typealias Value = Latest.Wrapped

    @usableFromInline let endsWithSource: Bool
    @usableFromInline let combine: (Value, Trigger) -> Output
    @usableFromInline @exclusivity(unchecked) var latest: Latest = nil
    @usableFromInline @exclusivity(unchecked) var isSourceCompleted = false
    @usableFromInline @exclusivity(unchecked) var isTriggerCompleted = false

    @inlinable
    init(endsWithSource: Bool, combine: @escaping (Value, Trigger) -> Output) {
        self.endsWithSource = endsWithSource
        self.combine = combine
        super.init()
    }

    /// Observes `source` and `trigger`.
    @inlinable
    func attachInputs(_ source: Signal<Value, Error>, _ trigger: Signal<Trigger, Error>) {
        let observationOfTrigger = keptObservation(of: trigger, receiving: triggerReceiver)
        attachFirst(source, receiving: sourceReceiver)
        trigger.core.attachKept(observationOfTrigger)
    }

    /// `receiveSource` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var sourceReceiver: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<Value, Error>.self)
            runInTurn({ receiveSource(event) }, orEnqueue: { { self.receiveSource(event) } })
        }
    }

    /// `receiveTrigger` as an input's receiver: each event hops into the output's domain. It captures
    /// only this object, so a specialized build makes no closure context for it (a bound
    /// method passed to `attach(_:_:)` makes two).
    @inlinable
    var triggerReceiver: Receiver {
        { [self] _, event in
            let event = event.event(of: Signal<Trigger, Error>.self)
            runInTurn({ receiveTrigger(event) }, orEnqueue: { { self.receiveTrigger(event) } })
        }
    }

    @inlinable
    func receiveSource(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            latest = .init(reconstructing: value)
        case .completed:
            isSourceCompleted = true
            if endsWithSource || isTriggerCompleted { sendInDomain(.completed) }
        case .failed(let error):
            sendInDomain(.failed(error))
        case .interrupted:
            sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveTrigger(_ event: Signal<Trigger, Error>.Event) {
        switch event {
        case .value(let trigger):
            if let latest = latest.optional { sendInDomain(.value(combine(latest, trigger))) }
        case .completed:
            isTriggerCompleted = true
            if !endsWithSource, isSourceCompleted { sendInDomain(.completed) }
        case .failed(let error):
            if !endsWithSource { sendInDomain(.failed(error)) }
        case .interrupted:
            if !endsWithSource { sendInDomain(.interrupted) }
        }
    }
}

extension Signal {
    /// Builds `sample(with:)`, `sample(on:)` (`endsWithSource == false`), `takePairWhen` or
    /// `takeWhen`, sending `combine(latest, trigger)`.
    @inlinable
    func sampled<U, Output>(
        by trigger: Signal<U, Error>, endsWithSource: Bool,
        _ combine: @escaping (Value, U) -> Output
    ) -> Signal<Output, Error> {
        let output = SampleState<Value?, U, Output, Error>(
            endsWithSource: endsWithSource, combine: combine)
        let signal = output.signal
        output.attachInputs(self, trigger)
        return signal
    }
}

extension SignalProducer {
    /// Builds `sample(with:)`, `sample(on:)`, `takePairWhen` or `takeWhen` on producers:
    /// `self` starts first.
    @inlinable
    func sampled<U, Output>(
        by trigger: SignalProducer<U, Error>, endsWithSource: Bool,
        _ combine: @escaping (Value, U) -> Output
    ) -> SignalProducer<Output, Error> {
        SignalProducer<Output, Error> { observer, lifetime in
            let output = SampleState<Value?, U, Output, Error>(
                endsWithSource: endsWithSource, combine: combine)
            output.forward(to: observer, lifetime)
            output.start(self, receiving: output.sourceReceiver)
            output.start(trigger, receiving: output.triggerReceiver)
        }
    }
}
