/// The state of one `take(last:)` stage: a ring of the latest `count` values.
///
/// The ring grows with the values that arrive, up to `count`: nothing is reserved from
/// `count`, so `take(last: Int.max)` costs what `collect()` costs.
@usableFromInline
final class TakeLastState<Value> {
    @usableFromInline let count: Int
    @usableFromInline @exclusivity(unchecked) var buffer: [Value] = []
    @usableFromInline @exclusivity(unchecked) var start = 0

    @usableFromInline
    init(count: Int) {
        self.count = count
    }

    /// Keeps `value`, dropping the oldest value once `count` are kept.
    @inlinable
    func append(_ value: Value) {
        if buffer.count < count {
            buffer.append(value)
        } else {
            buffer[start] = value
            start = (start + 1) % count
        }
    }

    /// The kept values, oldest first.
    @inlinable
    func drain() -> [Value] {
        defer { buffer = [] }
        return Array(buffer[start...] + buffer[..<start])
    }
}

extension Signal {
    /// Keeps the latest `count` values and sends them when `self` completes, then completes.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: ------------(cd)|   (count: 2)
    ///
    /// A failure or interruption of `self` is forwarded and the kept values are dropped.
    ///
    /// - Parameter count: How many values to keep; `0` sends none. A negative count stops the
    ///   program with the message "take(last:) needs a count >= 0". Memory follows the values
    ///   that arrive, not `count`: a huge count (`Int.max`) keeps every value, as `collect()`.
    /// - Returns: A signal of the last `count` values, sent on completion.
    @inlinable
    public func take(last count: Int) -> Signal<Value, Error> {
        checkPrecondition(count >= 0, "take(last:) needs a count >= 0, got \(count)")
        let state = TakeLastState<Value>(count: count)
        return derive { sink in
            { _, event in
                let event = event.event(of: Signal.self)
                switch event {
                case .value(let value):
                    if count > 0 { state.append(value) }
                case .completed:
                    for value in state.drain() { sink.send(value: value) }
                    sink.send(.completed)
                case .failed, .interrupted:
                    sink.send(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends the latest `count` values of each run when it completes, then completes.
    ///
    ///     self:   -a--b--c--d-|
    ///     result: ------------(cd)|   (count: 2)
    ///
    /// - Parameter count: How many values to keep; must not be negative.
    /// - Returns: A producer of the last `count` values.
    @inlinable
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        checkPrecondition(count >= 0, "take(last:) needs a count >= 0, got \(count)")
        return liftRelaying { $0.take(last: count) }
    }
}
