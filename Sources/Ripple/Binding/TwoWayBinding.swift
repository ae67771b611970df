extension MutableProperty {
    /// Binds two properties both ways: `left` takes `right`'s value now, then a change to
    /// either side is set on the other side exactly once.
    ///
    ///     set on right: a-------c-----   (a: right's value when bound)
    ///     set on left:  ----b-------d-
    ///     right sends:  ----b---c---d-   (each change once; a was already there)
    ///     left sends:   a---b---c---d-   (each change once; nothing echoes back)
    ///
    /// Write the view side on the left and the view model side on the right, as IQDataBinding
    /// does: the view model's value is the initial one, and the view shows it.
    ///
    /// <!-- context
    /// struct SignupView { let userName = MutableProperty("") }
    /// struct SignupViewModel { let userName = MutableProperty("blob") }
    /// let view = SignupView()
    /// let viewModel = SignupViewModel()
    /// -->
    /// ```swift fragment
    /// view.userName <~> viewModel.userName
    /// ```
    ///
    /// A value that the binding set on one side is not sent back to the other (no update
    /// loop), and `Value` need not be `Equatable`: the binding counts the values it set on
    /// each side and drops that many of the changes it then observes there. A value set on a
    /// side from inside an observer of that side's change is still forwarded, once.
    ///
    /// The binding ends when either property is released, or when the returned disposable is
    /// disposed; both directions stop then. It keeps neither property alive.
    ///
    /// Set the two sides from one thread at a time (the main thread, for a view): values set
    /// on both sides at the same moment from two threads leave the two sides equal, but which
    /// of the values wins is not defined.
    ///
    /// Binding a property to itself binds nothing and returns `nil`.
    ///
    /// - Parameters:
    ///   - left: The side that takes the other's value first: the view.
    ///   - right: The side whose value is kept first: the view model.
    /// - Returns: A disposable that ends both directions, or `nil` if `left` and `right` are
    ///   the same property.
    @discardableResult
    public static func <~> (left: MutableProperty, right: MutableProperty) -> Disposable? {
        guard left !== right else { return nil }
        let binding = TwoWayBinding()
        binding.observations += left.signal.observe { [weak right, binding] event in
            binding.receive(event, from: .left, forwardingTo: right)
        }
        // The producer sends right's current value first: that sets left.
        binding.observations += right.producer.start { [weak left, binding] event in
            binding.receive(event, from: .right, forwardingTo: left)
        }
        return binding
    }
}

/// The state of one `<~>`: the two observations, and per side how many of the changes still
/// to be observed there are values the binding set itself (its echoes).
final class TwoWayBinding: Disposable, @unchecked Sendable {
    enum Side {
        case left, right
    }

    private struct Echoes {
        var left = 0
        var right = 0

        subscript(side: Side) -> Int {
            get { side == .left ? left : right }
            set {
                if side == .left { left = newValue } else { right = newValue }
            }
        }
    }

    private let echoes = Locked(Echoes())
    let observations = CompositeDisposable()

    var isDisposed: Bool { observations.isDisposed }

    func dispose() {
        observations.dispose()
    }

    /// Handles a change observed on `side`: drops it if it is an echo, otherwise sets it on
    /// `other`. A terminal event (the side's property went away) ends the binding.
    func receive<Value>(
        _ event: Signal<Value, Never>.Event, from side: Side,
        forwardingTo other: MutableProperty<Value>?
    ) {
        switch event {
        case .value(let value):
            guard !consumeEcho(on: side), let other else { return }
            echoes.withLock { $0[side == .left ? .right : .left] += 1 }
            other.value = value
        case .completed, .interrupted:
            dispose()
        }
    }

    /// Whether the change observed on `side` is one the binding set; counts it off if so.
    private func consumeEcho(on side: Side) -> Bool {
        echoes.withLock { echoes in
            guard echoes[side] > 0 else { return false }
            echoes[side] -= 1
            return true
        }
    }
}
