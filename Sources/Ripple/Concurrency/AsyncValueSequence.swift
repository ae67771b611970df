/// The values of a signal, a producer's run or a property as an `AsyncSequence`, made by
/// `asyncValues`. Its failure is the source's `Error`: iterate it with `for await` when that
/// is `Never`, with `for try await` otherwise, and catch the typed error.
///
///     signal:   -1--2--3--|        -1--2--X(e)       -1--2--!
///     sequence:  1, 2, 3, end       1, 2, throws e    1, 2, end
///
/// Completion ends the sequence. Failure throws the error. Interruption also ends it
/// (`next()` returns `nil`): an async sequence has no third way to stop, and an interrupted
/// run is one somebody cancelled. Cancelling the task that iterates disposes the observation
/// (interrupting a producer's run) at once and ends the sequence.
///
/// Values sent while the loop is busy wait per the `AsyncValuesBufferingPolicy` (all of them
/// by default). Each iterator is one consumer: for a signal, the first iterator receives
/// everything since `asyncValues` was read, and any later one observes from the moment it is
/// made; for a producer or a property, each iterator starts its own run when first asked.
///
/// Values are handed from the sending thread to the awaiting task; as everywhere in Ripple,
/// they need not be `Sendable`.
public struct AsyncValueSequence<Value, Failure: Error>: AsyncSequence, @unchecked Sendable {
    /// The type of the values.
    public typealias Element = Value

    /// Where an iterator's values come from.
    enum Source {
        /// A signal observed from when `asyncValues` was read; later iterators observe anew.
        case signal(Signal<Value, Failure>, AsyncValueHandoff<Value, Failure>)
        /// A producer started by each iterator on its first `next()`.
        case producer(SignalProducer<Value, Failure>)
    }

    let source: Source
    let policy: AsyncValuesBufferingPolicy

    init(signal: Signal<Value, Failure>, policy: AsyncValuesBufferingPolicy) {
        let subscription = AsyncValueSubscription(observing: signal, policy: policy)
        source = .signal(signal, AsyncValueHandoff(subscription))
        self.policy = policy
    }

    init(producer: SignalProducer<Value, Failure>, policy: AsyncValuesBufferingPolicy) {
        source = .producer(producer)
        self.policy = policy
    }

    /// Makes an iterator: one consumer of the values.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .signal(let signal, let handoff):
            AsyncIterator(
                subscription: handoff.take()
                    ?? AsyncValueSubscription(observing: signal, policy: policy),
                producer: nil, policy: policy)
        case .producer(let producer):
            AsyncIterator(subscription: nil, producer: producer, policy: policy)
        }
    }

    /// Produces the values of one consumer; releasing it disposes the observation.
    public struct AsyncIterator: AsyncIteratorProtocol, @unchecked Sendable {
        /// The type of the values.
        public typealias Element = Value

        var subscription: AsyncValueSubscription<Value, Failure>?
        let producer: SignalProducer<Value, Failure>?
        let policy: AsyncValuesBufferingPolicy

        /// The next value; `nil` once the source completes or is interrupted, or the task is
        /// cancelled.
        ///
        /// - Returns: The next value, or `nil` at the end.
        /// - Throws: The source's error when it fails.
        public mutating func next() async throws(Failure) -> Value? {
            let subscription = currentSubscription()
            let handed = await subscription.channel.next()
            PendingResumptions.resumed()
            switch handed.wrapped {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }

        /// The next value, resuming on `actor` (the form `for await` uses where available).
        ///
        /// - Parameter actor: The caller's actor, if any.
        /// - Returns: The next value, or `nil` at the end.
        /// - Throws: The source's error when it fails.
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure)
            -> Value?
        {
            let subscription = currentSubscription()
            let handed = await subscription.channel.next(isolation: actor)
            PendingResumptions.resumed()  // back on `actor`: the loop's body runs next
            switch handed.wrapped {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }

        private mutating func currentSubscription() -> AsyncValueSubscription<Value, Failure> {
            if let subscription { return subscription }
            let channel = AsyncValueChannel<Value, Failure>(policy: policy)
            let started = AsyncValueSubscription(channel: channel)
            subscription = started
            if Task.isCancelled {
                channel.cancel()  // a cancelled task starts no run
            } else if let producer {
                channel.hold(producer.start { [channel] in channel.receive($0) })
            }
            return started
        }
    }
}

/// One consumer's observation: disposed (a producer's run interrupted) when released.
final class AsyncValueSubscription<Value, Failure: Error>: @unchecked Sendable {
    let channel: AsyncValueChannel<Value, Failure>

    init(channel: AsyncValueChannel<Value, Failure>) {
        self.channel = channel
    }

    convenience init(observing signal: Signal<Value, Failure>, policy: AsyncValuesBufferingPolicy) {
        let channel = AsyncValueChannel<Value, Failure>(policy: policy)
        self.init(channel: channel)
        channel.hold(signal.observe { [channel] in channel.receive($0) })
    }

    deinit {
        channel.cancel()
    }
}

/// Holds the observation a signal's `asyncValues` started until the first iterator takes it.
final class AsyncValueHandoff<Value, Failure: Error>: @unchecked Sendable {
    private let pending: Locked<AsyncValueSubscription<Value, Failure>?>

    init(_ subscription: AsyncValueSubscription<Value, Failure>) {
        pending = Locked(subscription)
    }

    /// The started observation, to the first caller only.
    func take() -> AsyncValueSubscription<Value, Failure>? {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
    }
}
