/// The state of `sample(with:)` and `takePairWhen`: the latest value of the source and which
/// inputs have completed. Touched only inside the output's domain.
///
/// For `sample`, the output completes when both inputs have completed and is interrupted when
/// either is. For `takePairWhen` (`endsWithSource`), only the source ends the output: the
/// trigger's completion, failure and interruption are ignored (Kickstarter's `takeWhen`).
@usableFromInline
final class SampleState<Value, Trigger, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let output: CombiningOutput<(Value, Trigger), Error>
    @usableFromInline let endsWithSource: Bool
    @usableFromInline var latest: Value?
    @usableFromInline var isSourceCompleted = false
    @usableFromInline var isTriggerCompleted = false

    @inlinable
    init(output: CombiningOutput<(Value, Trigger), Error>, endsWithSource: Bool) {
        self.output = output
        self.endsWithSource = endsWithSource
    }

    /// Observes `input` as the source: each event hops into the output's domain and reaches
    /// `receiveSource`. The receiver captures only this state, so a specialized build makes no
    /// closure context for it (`CombiningOutput.attach` makes two: its own and the bound
    /// method).
    @inlinable
    func attachSource(_ input: Signal<Value, Error>) {
        output.add(
            input.core.attach(receiving: { [self] _, event in
                let event = event.event(of: Signal<Value, Error>.self)
                output.run({ receiveSource(event) }, orEnqueue: { { self.receiveSource(event) } })
            }))
    }

    /// Observes `input` as the trigger: each event hops into the output's domain and reaches
    /// `receiveTrigger`. The receiver captures only this state, so a specialized build makes no
    /// closure context for it (`CombiningOutput.attach` makes two: its own and the bound
    /// method).
    @inlinable
    func attachTrigger(_ input: Signal<Trigger, Error>) {
        output.add(
            input.core.attach(receiving: { [self] _, event in
                let event = event.event(of: Signal<Trigger, Error>.self)
                output.run({ receiveTrigger(event) }, orEnqueue: { { self.receiveTrigger(event) } })
            }))
    }

    @inlinable
    func receiveSource(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            latest = value
        case .completed:
            isSourceCompleted = true
            if endsWithSource || isTriggerCompleted { output.sendInDomain(.completed) }
        case .failed(let error):
            output.sendInDomain(.failed(error))
        case .interrupted:
            output.sendInDomain(.interrupted)
        }
    }

    @inlinable
    func receiveTrigger(_ event: Signal<Trigger, Error>.Event) {
        switch event {
        case .value(let trigger):
            if let latest { output.sendInDomain(.value((latest, trigger))) }
        case .completed:
            isTriggerCompleted = true
            if !endsWithSource, isSourceCompleted { output.sendInDomain(.completed) }
        case .failed(let error):
            if !endsWithSource { output.sendInDomain(.failed(error)) }
        case .interrupted:
            if !endsWithSource { output.sendInDomain(.interrupted) }
        }
    }
}

extension Signal {
    /// Builds `sample(with:)` (`endsWithSource == false`) or `takePairWhen`.
    @inlinable
    func sampled<U>(by trigger: Signal<U, Error>, endsWithSource: Bool) -> Signal<(Value, U), Error>
    {
        let output = CombiningOutput<(Value, U), Error>()
        let state = SampleState<Value, U, Error>(output: output, endsWithSource: endsWithSource)
        let signal = output.signal
        state.attachSource(self)
        state.attachTrigger(trigger)
        return signal
    }
}

extension SignalProducer {
    /// Builds `sample(with:)` or `takePairWhen` on producers: `self` starts first.
    @inlinable
    func sampled<U>(by trigger: SignalProducer<U, Error>, endsWithSource: Bool)
        -> SignalProducer<(Value, U), Error>
    {
        SignalProducer<(Value, U), Error> { observer, lifetime in
            let output = CombiningOutput<(Value, U), Error>()
            let state = SampleState<Value, U, Error>(output: output, endsWithSource: endsWithSource)
            output.forward(to: observer, lifetime)
            output.start(self, state.receiveSource)
            output.start(trigger, state.receiveTrigger)
        }
    }
}
