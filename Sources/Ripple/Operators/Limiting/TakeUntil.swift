extension Signal {
    /// Forwards `self`'s events until `trigger` sends a value or completes, then completes
    /// and stops observing both.
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -a--b-|
    ///
    /// <!-- context
    /// final class Label { var text: String? }
    /// let label = Label()
    /// let (prepareForReuse, reuse) = Signal<Void, Never>.pipe()
    /// struct CellViewModel { let title: Signal<String, Never> }
    /// let viewModel = CellViewModel(title: .never)
    /// -->
    /// ```swift fragment
    /// // Stop listening to a cell's view model when the cell is reused.
    /// viewModel.title.take(until: prepareForReuse).observeValues { label.text = $0 }
    /// ```
    ///
    /// The trigger's failure or interruption is ignored (it can then never end the result),
    /// as in ReactiveSwift. Its events arrive from its own delivery domain and are hopped into
    /// `self`'s before they take effect, so they are ordered with `self`'s events.
    ///
    /// - Parameter trigger: The signal whose first value or completion ends the result.
    /// - Returns: A signal of `self`'s events up to the trigger; it fails or is interrupted if
    ///   `self` does so first.
    @inlinable
    public func take(until trigger: Signal<Void, Never>) -> Signal<Value, Error> {
        deriveWithSideInput(
            { sink in { event in sink.send(event) } },
            sideInput: { sink, hop in
                trigger.observe { event in
                    switch event {
                    case .value, .completed: hop { sink.send(.completed) }
                    case .interrupted: break
                    }
                }
            })
    }
}

extension SignalProducer {
    /// Forwards each run's events until `trigger` sends a value or completes, then completes
    /// and interrupts the run.
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -a--b-|
    ///
    /// - Parameter trigger: The signal whose first value or completion ends each run.
    /// - Returns: A producer of each run's events up to the trigger.
    @inlinable
    public func take(until trigger: Signal<Void, Never>) -> SignalProducer<Value, Error> {
        lift { $0.take(until: trigger) }
    }

    /// Forwards each run's events until `trigger`, started alongside it, sends a value or
    /// completes.
    ///
    ///     self:    -a--b--c--d-|
    ///     trigger: ------()-----
    ///     result:  -a--b-|
    ///
    /// - Parameter trigger: Started once per run, after the run's signal is observed;
    ///   interrupted when the run ends.
    /// - Returns: A producer of each run's events up to the trigger.
    @inlinable
    public func take(until trigger: SignalProducer<Void, Never>) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            trigger.startWithSignal { triggerSignal, triggerInterrupter in
                lifetime += triggerInterrupter
                self.startWithSignal { signal, interrupter in
                    lifetime += interrupter
                    // Both runs stay observed until they end: `take(until:)` stops observing
                    // them when the result ends, and a run interrupted (or completing) through
                    // a scheduling operator ends at the scheduler's next turn; its stages
                    // behind that operator (an `on(terminated:)`) must still see it.
                    Self.observeUntilEnded(signal, triggerSignal)
                    lifetime += signal.take(until: triggerSignal).observe(observer)
                }
            }
        }
    }
}
