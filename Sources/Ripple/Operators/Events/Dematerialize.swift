extension Signal where Value: EventProtocol, Error == Never {
    /// Turns a signal of events back into the events themselves: the inverse of
    /// `materialize()`. The first terminal event value ends the result.
    ///
    ///     self:   -.value(a)--.value(b)--.failed(e)-|
    ///     result: -a----------b----------X(e)
    ///
    /// - Returns: A signal of the events' values, ending with their terminal event, or with
    ///   `self`'s completion or interruption if that comes first.
    @inlinable
    public func dematerialize() -> Signal<Value.Value, Value.Error> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let inner): sink.send(inner.event)
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }

    /// The values of a signal of events (a materialized signal), as Kickstarter's `values()`.
    ///
    ///     self:   -.value(a)--.failed(e)--|
    ///     result: -a----------------------|
    ///
    /// <!-- context
    /// struct Project {}
    /// struct SaveError: Error {}
    /// let (saveEvent, save) = Signal<Signal<Project, SaveError>.Event, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let project = saveEvent.values()
    /// ```
    ///
    /// - Returns: A signal of the `.value` payloads, completing or interrupted with `self`.
    ///   Terminal events of the inner events are dropped, not obeyed.
    @inlinable
    public func values() -> Signal<Value.Value, Never> {
        compactMap { $0.event.value }
    }

    /// The errors of a signal of events (a materialized signal), as Kickstarter's `errors()`.
    ///
    ///     self:   -.value(a)--.failed(e)--|
    ///     result: ------------e-----------|
    ///
    /// <!-- context
    /// struct Project {}
    /// struct SaveError: Error {}
    /// let (saveEvent, save) = Signal<Signal<Project, SaveError>.Event, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let errorMessage = saveEvent.errors().map(\.localizedDescription)
    /// ```
    ///
    /// - Returns: A signal of the `.failed` payloads, completing or interrupted with `self`.
    @inlinable
    public func errors() -> Signal<Value.Error, Never> {
        compactMap { $0.event.error }
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns a producer of events back into the events themselves.
    ///
    ///     self:   -.value(a)--.failed(e)-|
    ///     result: -a----------X(e)
    ///
    /// - Returns: A producer of the events' values, ending with their terminal event.
    @inlinable
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        liftRelaying { $0.dematerialize() }
    }

    /// The values of a producer of events.
    ///
    ///     self:   -.value(a)--.failed(e)--|
    ///     result: -a----------------------|
    ///
    /// - Returns: A producer of the `.value` payloads.
    @inlinable
    public func values() -> SignalProducer<Value.Value, Never> {
        liftRelaying { $0.values() }
    }

    /// The errors of a producer of events.
    ///
    ///     self:   -.value(a)--.failed(e)--|
    ///     result: ------------e-----------|
    ///
    /// - Returns: A producer of the `.failed` payloads.
    @inlinable
    public func errors() -> SignalProducer<Value.Error, Never> {
        liftRelaying { $0.errors() }
    }
}
