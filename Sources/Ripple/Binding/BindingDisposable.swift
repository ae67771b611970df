/// One `<~` binding: owns the source's observation and the entry in the target's lifetime, and
/// ends both when it is disposed, when the source terminates, or when the lifetime ends.
///
/// Either handle may arrive after the binding has already ended (the source can terminate
/// while it is being started, the lifetime can end on another thread): a late handle is
/// disposed at once.
@usableFromInline
final class BindingDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var source: Disposable?
        var lifetimeEntry: Disposable?
        var isDisposed = false
    }

    private let state = Locked(State())

    @usableFromInline
    init() {}

    /// Whether the binding has ended.
    @usableFromInline
    var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Keeps the handle that removes the binding from the target's lifetime.
    @usableFromInline
    func setLifetimeEntry(_ entry: Disposable?) {
        let late = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return entry }
            state.lifetimeEntry = entry
            return nil
        }
        late?.dispose()
    }

    /// Keeps the handle that ends the source's observation.
    @usableFromInline
    func setSource(_ source: Disposable?) {
        let late = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return source }
            state.source = source
            return nil
        }
        late?.dispose()
    }

    /// Ends the observation and leaves the target's lifetime. Later calls do nothing.
    @usableFromInline
    func dispose() {
        let handles = state.withLock { state -> (Disposable?, Disposable?)? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { (state.source, state.lifetimeEntry) = (nil, nil) }
            return (state.source, state.lifetimeEntry)
        }
        guard let (source, lifetimeEntry) = handles else { return }
        source?.dispose()
        lifetimeEntry?.dispose()
    }
}

extension BindingTarget {
    /// Runs a binding: `observe` attaches the given event handler to the source and returns
    /// what detaches it. Values go to `action`; a terminal event ends the binding.
    ///
    /// - Returns: The binding, or `nil` if the target's lifetime has already ended.
    @inlinable
    func bind(
        _ observe: (@escaping (Signal<Value, Never>.Event) -> Void) -> Disposable?
    ) -> Disposable? {
        guard !lifetime.hasEnded else { return nil }
        let binding = BindingDisposable()
        binding.setLifetimeEntry(lifetime += binding)
        guard !binding.isDisposed else { return nil }
        let action = self.action
        let source = observe { [binding] event in
            switch event {
            case .value(let value): action(value)
            case .completed, .interrupted: binding.dispose()
            }
        }
        binding.setSource(source)
        return binding
    }
}
