extension SignalProducer {
    /// Applies a binary signal operator to a run of `self` and a run of another producer: the
    /// SignalProducer form of operators with two inputs. Starts the other producer first, then
    /// `self` (ReactiveSwift's `lift` for binary operators, which is `liftRight`).
    ///
    ///     self:   -1---2-|
    ///     right:  --a-----b-|
    ///     result: transform(self)(right), per start
    ///
    /// <!-- context
    /// let numbers = SignalProducer<Int, Never>(values: 1, 2)
    /// let moreNumbers = SignalProducer<Int, Never>(values: 3, 4)
    /// -->
    /// ```swift fragment
    /// let merged = numbers.lift(Signal.merge(with:))(moreNumbers)
    /// ```
    ///
    /// - Parameter transform: The binary operator, `self`'s run first.
    /// - Returns: A function from the other producer to the combined producer.
    public func lift<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        liftRight(transform)
    }

    /// Applies a binary signal operator to runs of `self` and of another producer, starting
    /// `self` first: the order matters when both runs send at once when started.
    ///
    ///     self:   -1---2-|     (started first)
    ///     right:  --a-----b-|  (started second)
    ///     result: transform(self)(right), per start
    ///
    /// - Parameter transform: The binary operator, `self`'s run first.
    /// - Returns: A function from the other producer to the combined producer.
    public func liftLeft<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { right in
            SignalProducer<V, G> { observer, lifetime in
                right.startWithSignal { rightSignal, rightInterrupter in
                    lifetime += rightInterrupter
                    self.startWithSignal { leftSignal, leftInterrupter in
                        lifetime += leftInterrupter
                        Self.observeUntilEnded(leftSignal, rightSignal)
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }

    /// Applies a binary signal operator to runs of `self` and of another producer, starting
    /// the other producer first.
    ///
    ///     self:   -1---2-|     (started second)
    ///     right:  --a-----b-|  (started first)
    ///     result: transform(self)(right), per start
    ///
    /// - Parameter transform: The binary operator, `self`'s run first.
    /// - Returns: A function from the other producer to the combined producer.
    public func liftRight<U, F, V, G>(
        _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
    ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
        { right in
            SignalProducer<V, G> { observer, lifetime in
                self.startWithSignal { leftSignal, leftInterrupter in
                    lifetime += leftInterrupter
                    right.startWithSignal { rightSignal, rightInterrupter in
                        lifetime += rightInterrupter
                        Self.observeUntilEnded(leftSignal, rightSignal)
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }

    /// Keeps both runs' signals observed until each ends. A binary operator stops observing
    /// its inputs when its output ends, and a run interrupted through a scheduling operator
    /// ends at the scheduler's next turn: its stages behind that operator (an
    /// `on(interrupted:terminated:)`) must still see the interruption.
    @usableFromInline
    static func observeUntilEnded<A, E, B, F>(_ left: Signal<A, E>, _ right: Signal<B, F>) {
        _ = left.observe { _ in }
        _ = right.observe { _ in }
    }
}
