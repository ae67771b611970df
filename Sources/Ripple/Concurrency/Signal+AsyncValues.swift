extension Signal {
    /// The signal's values as an `AsyncSequence`, buffering every value the loop has not
    /// taken yet. The observation starts when this property is read, so a value sent after
    /// that line is not lost even if the loop starts later.
    ///
    ///     signal:  -1--2--3--|
    ///     loop:     1, 2, 3, end
    ///
    /// <!-- context
    /// struct TitleOutputs { let title: Signal<String, Never> }
    /// struct TitleViewModel { let outputs: TitleOutputs }
    /// let viewModel = TitleViewModel(outputs: TitleOutputs(title: .never))
    /// -->
    /// ```swift fragment
    /// let values = viewModel.outputs.title.asyncValues
    /// for await title in values { print(title) }
    /// ```
    ///
    /// Completion and interruption end the sequence; failure throws the error. Cancelling
    /// the iterating task disposes the observation at once.
    public var asyncValues: AsyncValueSequence<Value, Error> {
        AsyncValueSequence(signal: self, policy: .unbounded)
    }

    /// The signal's values as an `AsyncSequence`, buffering per `bufferingPolicy`. The
    /// observation starts when this is called.
    ///
    ///     signal:  -1-2-3-4-|   (loop busy until after 4)
    ///     loop:            3, 4, end    (bufferingPolicy: .bufferingNewest(2))
    ///
    /// - Parameter bufferingPolicy: What to keep while the loop is busy.
    /// - Returns: The sequence of values.
    public func asyncValues(
        bufferingPolicy: AsyncValuesBufferingPolicy
    ) -> AsyncValueSequence<Value, Error> {
        AsyncValueSequence(signal: self, policy: bufferingPolicy)
    }
}

extension SignalProducer {
    /// The values of a run as an `AsyncSequence`: each iterator starts its own run on its
    /// first `next()`, buffering every value the loop has not taken yet.
    ///
    ///     producer: -1--2--|
    ///     loop:      1, 2, end
    ///
    /// <!-- context
    /// struct Page { let items: [String] }
    /// struct Service { func fetchPages() -> SignalProducer<Page, any Error> { .empty } }
    /// let service = Service()
    /// func show(_ page: Page) {}
    /// -->
    /// ```swift fragment
    /// for try await page in service.fetchPages().asyncValues { show(page) }
    /// ```
    ///
    /// Cancelling the iterating task interrupts the run at once.
    public var asyncValues: AsyncValueSequence<Value, Error> {
        AsyncValueSequence(producer: self, policy: .unbounded)
    }

    /// The values of a run as an `AsyncSequence`, buffering per `bufferingPolicy`; each
    /// iterator starts its own run.
    ///
    ///     producer: -1-2-3-|   (loop busy until the end)
    ///     loop:           1, end    (bufferingPolicy: .bufferingOldest(1))
    ///
    /// - Parameter bufferingPolicy: What to keep while the loop is busy.
    /// - Returns: The sequence of values.
    public func asyncValues(
        bufferingPolicy: AsyncValuesBufferingPolicy
    ) -> AsyncValueSequence<Value, Error> {
        AsyncValueSequence(producer: self, policy: bufferingPolicy)
    }
}

extension PropertyProtocol {
    /// The property's current value, then every change, as an `AsyncSequence` that never
    /// throws; it ends when the property completes. Each iterator starts with the value
    /// current when it first asks.
    ///
    ///     value: a---b---c
    ///     loop:  a,  b,  c
    ///
    /// <!-- context
    /// struct LoadingOutputs { let isLoading: Property<Bool> }
    /// struct LoadingViewModel { let outputs: LoadingOutputs }
    /// let viewModel = LoadingViewModel(outputs: LoadingOutputs(isLoading: Property(value: false)))
    /// func spinner(_ isVisible: Bool) {}
    /// -->
    /// ```swift fragment
    /// for await isLoading in viewModel.outputs.isLoading.asyncValues { spinner(isLoading) }
    /// ```
    public var asyncValues: AsyncValueSequence<Value, Never> {
        producer.asyncValues
    }

    /// The property's current value, then every change, buffering per `bufferingPolicy`.
    ///
    ///     value: a-b-c-d   (loop busy until after d)
    ///     loop:  a, ..., d    (bufferingPolicy: .bufferingNewest(1))
    ///
    /// - Parameter bufferingPolicy: What to keep while the loop is busy.
    /// - Returns: The sequence of values.
    public func asyncValues(
        bufferingPolicy: AsyncValuesBufferingPolicy
    ) -> AsyncValueSequence<Value, Never> {
        producer.asyncValues(bufferingPolicy: bufferingPolicy)
    }
}
