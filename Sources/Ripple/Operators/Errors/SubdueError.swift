extension Signal {
    /// Kickstarter's `subdueError`, which is `materializeResults()`: values become
    /// `.success`, a failure becomes a last `.failure` value, then completion.
    ///
    ///     self:   -a--X(e)
    ///     result: -s(a)--f(e)|
    ///
    /// - Returns: A signal that cannot fail, of `Result`s.
    public func subdueError() -> Signal<Result<Value, Error>, Never> {
        materializeResults()
    }

    /// Kickstarter's `liftSubduedError`, which is `dematerializeResults()`: successes become
    /// values, the first failure fails the result.
    ///
    ///     self:   -s(a)--f(e)
    ///     result: -a-----X(e)
    ///
    /// - Returns: A signal of the successes.
    public func liftSubduedError<T, E>() -> Signal<T, E>
    where Value == Result<T, E>, Error == Never {
        dematerializeResults()
    }
}

extension SignalProducer {
    /// Kickstarter's `subdueError` per run, which is `materializeResults()`.
    ///
    ///     self:   -a--X(e)
    ///     result: -s(a)--f(e)|
    ///
    /// - Returns: A producer that cannot fail, of `Result`s.
    public func subdueError() -> SignalProducer<Result<Value, Error>, Never> {
        materializeResults()
    }

    /// Kickstarter's `liftSubduedError` per run, which is `dematerializeResults()`.
    ///
    ///     self:   -s(a)--f(e)
    ///     result: -a-----X(e)
    ///
    /// - Returns: A producer of the successes.
    public func liftSubduedError<T, E>() -> SignalProducer<T, E>
    where Value == Result<T, E>, Error == Never {
        dematerializeResults()
    }
}
