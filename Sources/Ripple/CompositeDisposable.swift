/// A disposable that disposes a set of disposables together.
///
/// Adding to a disposed composite disposes the addition at once. Adding and removing are O(1)
/// amortized at any size; disposal runs the members in the order they were added, outside the
/// composite's lock.
///
///     let composite = CompositeDisposable()
///     composite += signal.observeValues { print($0) }
///     composite += { print("done") }
///     composite.dispose()  // ends the observation, then prints "done"
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    private struct State {
        var members = ContiguousArray<Disposable?>()
        var live = 0
        var isDisposed = false

        /// Drops the holes once they outnumber the members, keeping adds O(1) amortized.
        mutating func compactIfSparse() {
            guard members.count >= 16, live * 2 < members.count else { return }
            members = ContiguousArray(members.lazy.filter { $0 != nil })
        }
    }

    private let state = Locked(State())
    private let flag = OnceFlag()

    /// Whether the composite has been disposed.
    public var isDisposed: Bool { flag.isSet }

    /// Creates an empty composite.
    public init() {}

    /// Creates a composite holding `disposables`.
    ///
    /// - Parameter disposables: The initial members.
    public init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
        state.withLock { state in
            state.members.append(contentsOf: disposables.lazy.map { $0 })
            state.live = state.members.count
        }
    }

    deinit {
        flag.destroy()
    }

    /// Adds `disposable`; if the composite is already disposed, disposes it at once.
    ///
    /// - Parameter disposable: The member to add; `nil` is ignored.
    /// - Returns: A handle that removes the member without disposing it, or `nil`.
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable else { return nil }
        let index = state.withLock { state -> Int? in
            guard !state.isDisposed else { return nil }
            state.compactIfSparse()
            state.members.append(disposable)
            state.live += 1
            return state.members.count - 1
        }
        guard let index else {
            disposable.dispose()
            return nil
        }
        return AnyDisposable { [weak self] in self?.remove(at: index, disposable) }
    }

    /// Adds a closure to run when the composite is disposed.
    ///
    /// - Parameter action: The cleanup to run.
    /// - Returns: A handle that removes the action without running it, or `nil`.
    @discardableResult
    public func add(_ action: @escaping () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    /// Disposes every member, in the order they were added.
    public func dispose() {
        guard flag.trySet() else { return }
        let members = state.withLock { state -> ContiguousArray<Disposable?> in
            state.isDisposed = true
            defer { state.members = []; state.live = 0 }
            return state.members
        }
        for member in members {
            member?.dispose()
        }
    }

    private func remove(at index: Int, _ disposable: Disposable) {
        state.withLock { state in
            // Compaction moves members; find it from its old index backwards.
            var position = Swift.min(index, state.members.count - 1)
            while position >= 0, state.members[position] !== disposable {
                position -= 1
            }
            guard position >= 0 else { return }
            state.members[position] = nil
            state.live -= 1
        }
    }

    /// Adds `disposable` to `composite`.
    ///
    /// - Returns: A handle that removes it again, or `nil`.
    @discardableResult
    public static func += (composite: CompositeDisposable, disposable: Disposable?) -> Disposable? {
        composite.add(disposable)
    }

    /// Adds a cleanup closure to `composite`.
    ///
    /// - Returns: A handle that removes it again, or `nil`.
    @discardableResult
    public static func += (composite: CompositeDisposable, action: @escaping () -> Void)
        -> Disposable?
    {
        composite.add(action)
    }
}
