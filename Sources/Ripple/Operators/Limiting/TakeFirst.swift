extension Signal {
    /// Forwards the first `count` values, then completes at once (without waiting for
    /// another value) and stops observing `self`.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    /// <!-- context
    /// let (viewWillAppear, appear) = Signal<Void, Never>.pipe()
    /// -->
    /// ```swift fragment
    /// let firstAppearance = viewWillAppear.take(first: 1)
    /// ```
    ///
    /// - Parameter count: How many values to take. With `0` the result has already
    ///   completed, and (like every terminated signal) interrupts the observers attached to
    ///   it, as ReactiveSwift's does; the producer form completes. A negative count stops the
    ///   program with the message "take(first:) needs a count >= 0".
    /// - Returns: A signal of at most `count` values; it fails or is interrupted if `self`
    ///   does so first.
    @inlinable
    public func take(first count: Int) -> Signal<Value, Error> {
        checkPrecondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return .empty }
        return derive { sink in
            let state = TakeFirstState(sink, count: count)
            // Captures the state alone, which is then the closure's context.
            return { [state] _, event in state.receive(event.event(of: Signal.self)) }
        }
    }
}

/// What a `take(first:)` keeps besides its signal: its output and how many values are
/// left, in one object that its receiver captures alone (a closure over both would
/// need a context and a box for the count).
@usableFromInline
final class TakeFirstState<Value, Error: Swift.Error> {
    @usableFromInline let sink: Sink<Value, Error>
    /// Touched only inside the upstream's serial delivery.
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @inlinable
    init(_ sink: Sink<Value, Error>, count: Int) {
        self.sink = sink
        remaining = count
    }

    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        guard case .value(let value) = event else {
            sink.send(event)
            return
        }
        remaining -= 1
        sink.send(value: value)
        if remaining == 0 { sink.send(.completed) }
    }
}

extension SignalProducer {
    /// Forwards the first `count` values of each run, then completes and interrupts the run.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: -a--b|          (count: 2)
    ///
    /// - Parameter count: How many values to take. `0` interrupts each run at once without
    ///   starting `self` (as ReactiveSwift). A negative count stops the program with
    ///   "take(first:) needs a count >= 0".
    /// - Returns: A producer of at most `count` values.
    @inlinable
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "take(first:) needs a count >= 0, got \(count)")
        guard count > 0 else { return SignalProducer { observer, _ in observer.sendInterrupted() } }
        return liftRelaying { $0.take(first: count) }
    }
}
