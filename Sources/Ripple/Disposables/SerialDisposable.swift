/// A disposable that holds one inner disposable at a time, disposing the old one when replaced.
///
/// After the serial disposable is disposed, any inner disposable set on it is disposed at once.
/// Disposing or releasing serial disposables nested to any depth (directly or through
/// `CompositeDisposable`s) uses a constant amount of stack.
///
/// <!-- context
/// let first = Signal<Int, Never>.never
/// let second = Signal<Int, Never>.never
/// -->
/// ```swift fragment
/// let serial = SerialDisposable()
/// serial.inner = first.observeValues { print($0) }
/// serial.inner = second.observeValues { print($0) }  // ends the first observation
/// serial.dispose()                                    // ends the second
/// ```
public final class SerialDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var inner: Disposable?
        var isDisposed = false
    }

    /// The state and its lock, in the object itself (the first stored property): one
    /// allocation, with the lock primitive at an address that never moves (see
    /// `InlineLocked`). Read and written only through `locked`, after `init` has stored it.
    private var storage: InlineLocked<State>

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool { withLock { $0.isDisposed } }

    /// Creates a serial disposable holding `inner`.
    ///
    /// - Parameter inner: The first inner disposable, if any.
    public init(_ inner: Disposable? = nil) {
        storage = InlineLocked(State(inner: inner))
        InlineLocked.initializeLock(locked)
    }

    /// The guarded state and its lock.
    @inline(__always)
    private var locked: UnsafeMutablePointer<InlineLocked<State>> {
        InlineLocked.pointer(in: self)
    }

    /// Runs `body` with the lock held, on the guarded state.
    @inline(__always)
    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        InlineLocked.withLock(locked, body)
    }

    deinit {
        var inner = takeInnerForRelease()
        DisposableTree.release(inner: &inner)
        InlineLocked.destroyLock(locked)
    }

    /// The current inner disposable. Setting it disposes the previous one, or the new one if
    /// the serial disposable is already disposed.
    public var inner: Disposable? {
        get { withLock { $0.inner } }
        set {
            let toDispose = withLock { state -> Disposable? in
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
        withLock { state -> Disposable?? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.inner = nil }
            return .some(state.inner)
        }
    }

    /// Hands over the inner disposable of a serial disposable being released.
    func takeInnerForRelease() -> Disposable? {
        withLock { state -> Disposable? in
            defer { state.inner = nil }
            return state.inner
        }
    }
}
