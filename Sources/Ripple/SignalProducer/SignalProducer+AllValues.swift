extension SignalProducer {
    /// Kickstarter's `allValues`: starts `self`, blocks until the run terminates, and returns
    /// every value it sent — `[]` if the run failed or was interrupted. Built on
    /// `collect().last()`.
    ///
    ///     self:   -1-2-3-|
    ///     result: [1, 2, 3]
    ///
    /// Use it in tests, on producers known to terminate: on one that never does, it waits
    /// forever, as `last()` does.
    ///
    /// - Returns: The values of one run.
    public func allValues() -> [Value] {
        switch collect().last() {
        case .success(let values): values
        default: []
        }
    }
}
