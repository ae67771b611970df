import CRippleAtomics

/// A disposable that disposes a set of disposables together.
///
/// Adding to a disposed composite disposes the addition at once. Adding and removing are O(1)
/// amortized at any size; disposal runs the members in the order they were added, outside the
/// composite's lock. Disposing or releasing composites nested to any depth (directly or
/// through `SerialDisposable`s) uses a constant amount of stack.
///
///     let composite = CompositeDisposable()
///     composite += signal.observeValues { print($0) }
///     composite += { print("done") }
///     composite.dispose()  // ends the observation, then prints "done"
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    fileprivate struct State {
        var members = ContiguousArray<Disposable?>()
        var live = 0
        var isDisposed = false

        /// Drops the holes once they outnumber the members, keeping adds O(1) amortized.
        mutating func compactIfSparse() {
            guard members.count >= 16, live * 2 < members.count else { return }
            members = ContiguousArray(members.lazy.filter { $0 != nil })
        }

        /// Clears the member that `handle` added, searching back from where it was added
        /// (compaction only moves members towards the front).
        mutating func remove(_ handle: MemberHandle) {
            var position = Swift.min(handle.index, members.count - 1)
            while position >= 0, members[position] !== handle.member {
                position -= 1
            }
            guard position >= 0 else { return }
            members[position] = nil
            live -= 1
        }
    }

    /// The disposed flag: the first stored property (see `InlineFlag`).
    private var flagWord = ripple_atomic_flag()

    /// The state and its lock in one allocation; member handles share it, so a handle needs
    /// no weak reference to the composite.
    private let state: Locked<State>

    /// Whether the composite has been disposed.
    public var isDisposed: Bool { InlineFlag.isSet(self) }

    /// Creates an empty composite.
    public init() {
        state = Locked(State())
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    /// Creates a composite holding the non-`nil` disposables of `disposables`, as
    /// ReactiveSwift's initializer of optionals (what `observe` and `start` return).
    ///
    /// - Parameter disposables: The members; `nil`s are skipped.
    public convenience init<S: Sequence>(_ disposables: S) where S.Element == Disposable? {
        self.init(disposables.compactMap { $0 })
    }

    /// Creates a composite holding `disposables`.
    ///
    /// - Parameter disposables: The initial members.
    public init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
        var initial = State()
        initial.members.append(contentsOf: disposables.lazy.map { $0 })
        initial.live = initial.members.count
        state = Locked(initial)
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    deinit {
        var members = takeMembersForRelease()
        DisposableTree.release(&members)
    }

    /// Adds `disposable`; if the composite is already disposed, disposes it at once.
    ///
    /// - Parameter disposable: The member to add; `nil` is ignored.
    /// - Returns: A handle that removes the member without disposing it, or `nil`.
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable, let index = insert(disposable) else { return nil }
        return MemberHandle(state: state, index: index, member: disposable)
    }

    /// Adds a member for good, with no handle to remove it (no allocation beyond the members'
    /// storage): for Ripple's own operators, which never remove an input's observation. A
    /// member added to a disposed composite is disposed at once.
    ///
    /// - Returns: The member's index, or `nil` if the composite was disposed.
    @usableFromInline @discardableResult
    func insert(_ disposable: Disposable?) -> Int? {
        guard let disposable else { return nil }
        let index = state.withLock { state -> Int? in
            guard !state.isDisposed else { return nil }
            state.compactIfSparse()
            state.members.append(disposable)
            state.live += 1
            return state.members.count - 1
        }
        guard let index else {
            if DisposableTree.isTree(disposable) {
                DisposableTree.disposeNested(disposable)
            } else {
                disposable.dispose()
            }
            return nil
        }
        return index
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
        guard let members = takeMembersForDisposal() else { return }
        DisposableTree.dispose(members)
    }

    /// Marks the composite disposed and hands over its members; `nil` if it already was.
    func takeMembersForDisposal() -> ContiguousArray<Disposable?>? {
        guard InlineFlag.trySet(self) else { return nil }
        return state.withLock { state -> ContiguousArray<Disposable?> in
            state.isDisposed = true
            defer { state.members = []; state.live = 0 }
            return state.members
        }
    }

    /// Hands over the members of a composite being released, without disposing anything.
    func takeMembersForRelease() -> ContiguousArray<Disposable?> {
        state.withLock { state -> ContiguousArray<Disposable?> in
            defer { state.members = []; state.live = 0 }
            return state.members
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

    /// What `add` returns: removes its member from the composite without disposing it. One
    /// object, sharing the composite's locked state (its own flag is guarded by that lock).
    fileprivate final class MemberHandle: Disposable, @unchecked Sendable {
        let state: Locked<State>
        let index: Int
        let member: Disposable
        /// Guarded by `state`'s lock.
        var isRemoved = false

        init(state: Locked<State>, index: Int, member: Disposable) {
            self.state = state
            self.index = index
            self.member = member
        }

        var isDisposed: Bool { state.withLock { _ in isRemoved } }

        func dispose() {
            state.withLock { state in
                guard !isRemoved else { return }
                isRemoved = true
                state.remove(self)
            }
        }
    }
}
