extension SignalProducer {
    /// Applies a binary signal operator to a run of `self` and a run of another producer: the
    /// SignalProducer form of operators with two inputs. Starts the other producer first, then
    /// `self` (ReactiveSwift's `lift` for binary operators, which is `liftRight`).
    ///
    ///     self:   -1---2-|
    ///     right:  --a-----b-|
    ///     result: transform(self)(right), per start
    ///
    ///     let merged = numbers.lift(Signal.merge(with:))(moreNumbers)
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
                        lifetime += transform(leftSignal)(rightSignal).observe(observer)
                    }
                }
            }
        }
    }
}
