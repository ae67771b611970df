import Dispatch

extension SignalProducer {
    /// Starts a run and blocks the calling thread until its first value or its end, as
    /// ReactiveSwift's `first()` does.
    ///
    ///     self:   -1--2--3-|
    ///     result: .success(1)       (the run is interrupted after the first value)
    ///
    ///     self:   ---|              -> nil
    ///     self:   ---x              -> .failure(x)
    ///
    /// It is `take(first: 1).single()`. It never returns if the run neither sends a value nor
    /// terminates; never call it on the thread (or serial queue) the run needs to make
    /// progress, such as the main thread for a producer that delivers there.
    ///
    /// - Returns: `.success` with the first value, `.failure` if the run fails before sending
    ///   one, or `nil` if it completes or is interrupted without a value.
    @available(*, noasync, message: "use asyncValues")
    public func first() -> Result<Value, Error>? {
        take(first: 1).single()
    }

    /// Starts a run and blocks the calling thread until it ends, expecting exactly one value,
    /// as ReactiveSwift's `single()` does.
    ///
    ///     self:   -1-|              -> .success(1)
    ///     self:   -1-x              -> .failure(x)    (a failure wins over the value)
    ///     self:   -1--2             -> nil            (interrupted at the second value)
    ///     self:   ---|              -> nil
    ///
    /// The run is interrupted as soon as a second value arrives. An interruption ends the wait
    /// with what was received so far. It never returns if the run neither terminates nor sends
    /// a second value; see `first()` for the threads to avoid.
    ///
    /// - Returns: `.success` with the only value, `.failure` if the run fails, or `nil` if it
    ///   sends no value or more than one.
    @available(*, noasync, message: "use asyncValues")
    public func single() -> Result<Value, Error>? {
        let finished = DispatchSemaphore(value: 0)
        let state = Locked<(result: Result<Value, Error>?, values: Int)>((nil, 0))
        take(first: 2).start { event in
            switch event {
            case .value(let value):
                state.withLock { state in
                    state.values += 1
                    state.result = state.values == 1 ? .success(value) : nil
                }
            case .failed(let error):
                state.withLock { $0.result = .failure(error) }
                finished.signal()
            case .completed, .interrupted:
                finished.signal()
            }
        }
        finished.wait()
        return state.withLock { $0.result }
    }

    /// Starts a run and blocks the calling thread until it ends, then returns its last value,
    /// as ReactiveSwift's `last()` does.
    ///
    ///     self:   -1--2--3-|        -> .success(3)
    ///     self:   -1--2--x          -> .failure(x)
    ///     self:   ---|              -> nil
    ///
    /// It is `take(last: 1).single()`: an interrupted run gives `nil`, its values dropped. It
    /// never returns if the run never terminates; see `first()` for the threads to avoid.
    ///
    /// - Returns: `.success` with the last value, `.failure` if the run fails, or `nil` if it
    ///   completes without a value or is interrupted.
    @available(*, noasync, message: "use asyncValues")
    public func last() -> Result<Value, Error>? {
        take(last: 1).single()
    }

    /// Starts a run and blocks the calling thread until it ends, as ReactiveSwift's `wait()`
    /// does.
    ///
    ///     self:   -1--2--|          -> .success(())
    ///     self:   -1--x             -> .failure(x)
    ///     self:   -1--2--(interrupted) -> .success(())
    ///
    /// Values are ignored. It never returns if the run never terminates; see `first()` for
    /// the threads to avoid.
    ///
    /// - Returns: `.failure` if the run fails, otherwise `.success(())`.
    @available(*, noasync, message: "use asyncValues")
    public func wait() -> Result<(), Error> {
        then(SignalProducer<(), Error>(value: ())).last() ?? .success(())
    }
}
