extension Signal {
    /// Forwards `self`'s events until `lifetime` ends, then completes and stops observing.
    ///
    ///     self:     -a--b--c--d-|
    ///     lifetime: ------x
    ///     result:   -a--b-|
    ///
    /// <!-- context
    /// final class TitleView { let (lifetime, token) = Lifetime.make() }
    /// let view = TitleView()
    /// struct TitleOutputs { let title: Signal<String, Never> }
    /// struct TitleViewModel { let outputs: TitleOutputs }
    /// let viewModel = TitleViewModel(outputs: TitleOutputs(title: .never))
    /// -->
    /// ```swift fragment
    /// viewModel.outputs.title.take(during: view.lifetime).observeValues { print($0) }
    /// ```
    ///
    /// If `lifetime` has already ended, the result completes at once (its observers, attached
    /// after that, receive `interrupted`, as on every terminated signal). The end of the
    /// lifetime is hopped into `self`'s delivery domain.
    ///
    /// - Parameter lifetime: The lifetime that bounds the result. It is not retained.
    /// - Returns: A signal of `self`'s events until the lifetime ends.
    @inlinable
    public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
        deriveWithSideInput(
            { sink in { event in sink.send(event) } },
            sideInput: { sink, hop in
                lifetime.observeEnded { hop { sink.send(.completed) } }
            })
    }
}

extension SignalProducer {
    /// Forwards each run's events until `lifetime` ends, then completes and interrupts it.
    ///
    ///     self:     -a--b--c--d-|
    ///     lifetime: ------x
    ///     result:   -a--b-|
    ///
    /// - Parameter lifetime: The lifetime that bounds each run.
    /// - Returns: A producer of each run's events until the lifetime ends.
    @inlinable
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
        lift { $0.take(during: lifetime) }
    }
}
