/// The state of one `and`/`or` stage: a combineLatest of two Boolean signals, living in the
/// output's own delivery domain. Every member runs inside that domain.
@usableFromInline
final class BoolCombineLatestState<Error: Swift.Error> {
    @usableFromInline let output: SignalCore<Bool, Error>
    @usableFromInline let combine: (Bool, Bool) -> Bool
    @usableFromInline var latest: (left: Bool?, right: Bool?) = (nil, nil)
    @usableFromInline var completed: (left: Bool, right: Bool) = (false, false)

    @usableFromInline
    init(output: SignalCore<Bool, Error>, combine: @escaping (Bool, Bool) -> Bool) {
        self.output = output
        self.combine = combine
    }

    /// Handles an event of the left (`isLeft`) or right input.
    @inlinable
    func receive(_ event: Signal<Bool, Error>.Event, isLeft: Bool) {
        switch event {
        case .value(let value):
            if isLeft { latest.left = value } else { latest.right = value }
            if let left = latest.left, let right = latest.right {
                output.deliverInDomain(.value(combine(left, right)))
            }
        case .completed:
            if isLeft { completed.left = true } else { completed.right = true }
            let hasValue = isLeft ? latest.left != nil : latest.right != nil
            if (completed.left && completed.right) || !hasValue {
                output.deliverInDomain(.completed)
            }
        case .failed, .interrupted:
            output.deliverInDomain(event)
        }
    }
}

extension Signal where Value == Bool {
    /// Combines the latest values of `self` and `other` with `combine`, as combineLatest does.
    @inlinable
    func combineBooleans(
        _ other: Signal<Bool, Error>, _ combine: @escaping (Bool, Bool) -> Bool
    ) -> Signal<Bool, Error> {
        let observations = CompositeDisposable()
        let output = SignalCore<Bool, Error>(
            domain: DeliveryDomain.make(), cleanup: { observations.dispose() })
        let state = BoolCombineLatestState(output: output, combine: combine)
        let domain = output.domain
        for (input, isLeft) in [(self, true), (other, false)] {
            observations += input.observe { event in
                domain.run(
                    { state.receive(event, isLeft: isLeft) },
                    orEnqueue: { { state.receive(event, isLeft: isLeft) } })
            }
        }
        return Signal(core: output)
    }

    /// Sends `self && other` each time either sends a value, once both have sent one.
    ///
    ///     self:   -t-----f-----t-|
    ///     other:  ----t-----t-----|
    ///     result: ----t--f--f--t--|
    ///
    ///     let isSubmitEnabled = isEmailValid.and(isPasswordValid)
    ///
    /// It combines like `combineLatest`: the result lives in its own delivery domain, and
    /// completes when both complete (or as soon as one completes without having sent a value);
    /// it fails or is interrupted as soon as either does.
    ///
    /// - Parameter other: The other Boolean signal.
    /// - Returns: A signal of the conjunction of the latest values.
    @inlinable
    public func and(_ other: Signal<Bool, Error>) -> Signal<Bool, Error> {
        combineBooleans(other) { $0 && $1 }
    }

    /// Sends `self || other` each time either sends a value, once both have sent one.
    ///
    ///     self:   -f-----t-----f-|
    ///     other:  ----f-----f-----|
    ///     result: ----f--t--t--f--|
    ///
    /// It combines like `combineLatest`: see `and(_:)`.
    ///
    /// - Parameter other: The other Boolean signal.
    /// - Returns: A signal of the disjunction of the latest values.
    @inlinable
    public func or(_ other: Signal<Bool, Error>) -> Signal<Bool, Error> {
        combineBooleans(other) { $0 || $1 }
    }
}

extension SignalProducer where Value == Bool {
    /// Starts `self` and `other` and combines them as `Signal.and(_:)` does.
    func combineBooleans(
        _ other: SignalProducer<Bool, Error>,
        _ combine: @escaping (Signal<Bool, Error>, Signal<Bool, Error>) -> Signal<Bool, Error>
    ) -> SignalProducer<Bool, Error> {
        SignalProducer { observer, lifetime in
            other.startWithSignal { right, rightInterrupter in
                lifetime += rightInterrupter
                self.startWithSignal { left, leftInterrupter in
                    lifetime += leftInterrupter
                    lifetime += combine(left, right).observe(observer)
                }
            }
        }
    }

    /// Sends `self && other` for the latest values of each run of both.
    ///
    ///     self:   -t-----f-|
    ///     other:  ----t-----|
    ///     result: ----t--f--|
    ///
    /// - Parameter other: The other Boolean producer, started with each run.
    /// - Returns: A producer of the conjunction of the latest values.
    public func and(_ other: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        combineBooleans(other) { $0.and($1) }
    }

    /// Sends `self || other` for the latest values of each run of both.
    ///
    ///     self:   -f-----t-|
    ///     other:  ----f-----|
    ///     result: ----f--t--|
    ///
    /// - Parameter other: The other Boolean producer, started with each run.
    /// - Returns: A producer of the disjunction of the latest values.
    public func or(_ other: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
        combineBooleans(other) { $0.or($1) }
    }
}
