/// A disposable that holds one inner disposable at a time, disposing the old one when replaced.
///
/// After the serial disposable is disposed, any inner disposable set on it is disposed at once.
/// Disposing or releasing serial disposables nested to any depth (directly or through
/// `CompositeDisposable`s) uses a constant amount of stack.
///
///     let serial = SerialDisposable()
///     serial.inner = first.observeValues { print($0) }
///     serial.inner = second.observeValues { print($0) }  // ends the first observation
///     serial.dispose()                                    // ends the second
public final class SerialDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var inner: Disposable?
        var isDisposed = false
    }

    private let state: Locked<State>

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Creates a serial disposable holding `inner`.
    ///
    /// - Parameter inner: The first inner disposable, if any.
    public init(_ inner: Disposable? = nil) {
        state = Locked(State(inner: inner))
    }

    deinit {
        var inner = takeInnerForRelease()
        DisposableTree.release(inner: &inner)
    }

    /// The current inner disposable. Setting it disposes the previous one, or the new one if
    /// the serial disposable is already disposed.
    public var inner: Disposable? {
        get { state.withLock { $0.inner } }
        set {
            let toDispose = state.withLock { state -> Disposable? in
                if state.isDisposed { return newValue }
                defer { state.inner = newValue }
                return state.inner
            }
            DisposableTree.dispose(toDispose)
        }
    }

    /// Disposes the inner disposable and every later one.
    public func dispose() {
        guard case let inner?? = takeInnerForDisposal() else { return }
        DisposableTree.dispose(inner)
    }

    /// Marks the serial disposable disposed and hands over its inner disposable; `nil` if it
    /// already was disposed.
    func takeInnerForDisposal() -> Disposable?? {
        state.withLock { state -> Disposable?? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.inner = nil }
            return .some(state.inner)
        }
    }

    /// Hands over the inner disposable of a serial disposable being released.
    func takeInnerForRelease() -> Disposable? {
        state.withLock { state -> Disposable? in
            defer { state.inner = nil }
            return state.inner
        }
    }
}
