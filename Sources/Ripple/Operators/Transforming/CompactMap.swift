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
        derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    if let result = transform(value) { sink.send(value: result) }
                case .failed(let error): sink.send(.failed(error))
                case .completed: sink.send(.completed)
                case .interrupted: sink.send(.interrupted)
                }
            }
        }
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
