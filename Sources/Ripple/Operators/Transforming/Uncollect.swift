extension Signal where Value: Sequence {
    /// Sends every element of every sequence value, in order, as Kickstarter's `uncollect`.
    ///
    ///     self:   -[ab]--[]--[c]-|
    ///     result: -(ab)------c---|
    ///
    /// <!-- context
    /// struct Project {}
    /// struct ProjectRow { init(_ project: Project) {} }
    /// let (projectsLoaded, load) = Signal<[Project], Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let rows = projectsLoaded.uncollect().map(ProjectRow.init)
    /// ```
    ///
    /// - Returns: A signal of the elements, terminating with `self`.
    @inlinable
    public func uncollect() -> Signal<Value.Element, Error> {
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let sequence):
                    for element in sequence { sink.send(value: element) }
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends every element of every sequence value of each run, in order.
    ///
    ///     self:   -[ab]--[c]-|
    ///     result: -(ab)--c---|
    ///
    /// - Returns: A producer of the elements.
    @inlinable
    public func uncollect() -> SignalProducer<Value.Element, Error> {
        lift { $0.uncollect() }
    }
}
