import CRippleAtomics

/// A disposable that disposes a set of disposables together.
///
/// Adding to a disposed composite disposes the addition at once. Adding and removing are O(1)
/// amortized at any size; disposal runs the members in the order they were added, outside the
/// composite's lock. Disposing or releasing composites nested to any depth (directly or
/// through `SerialDisposable`s) uses a constant amount of stack.
///
/// <!-- context
/// let signal = Signal<Int, Never>.never
/// -->
/// ```swift fragment
/// let composite = CompositeDisposable()
/// composite += signal.observeValues { print($0) }
/// composite += { print("done") }
/// composite.dispose()  // ends the observation, then prints "done"
/// ```
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    /// What the lock guards.
    fileprivate struct State {
        var members = DisposableMembers()
        var isDisposed = false
    }

    /// Everything the composite keeps, in the object itself: one allocation, with the lock
    /// primitive at an address that never moves (see `InlineLocked`).
    fileprivate struct Storage {
        /// The disposed flag: the first word of the stored properties (see `InlineFlag`).
        var flagWord = ripple_atomic_flag()
        /// The members and the lock that guards them.
        var locked: InlineLocked<State>
    }

    /// Read and written only through `locked`, after `init` has stored it.
    private var storage: Storage

    /// Where `Storage.locked` lies from the start of the stored properties.
    private static let lockedOffset = MemoryLayout<Storage>.offset(of: \Storage.locked) ?? 0

    /// Whether the composite has been disposed.
    public var isDisposed: Bool { InlineFlag.isSet(self) }

    /// Creates an empty composite.
    public init() {
        storage = Storage(locked: InlineLocked(State()))
        initializeLock()
    }

    /// Creates a composite holding the non-`nil` disposables of `disposables`, as
    /// ReactiveSwift's initializer of optionals (what `observe` and `start` return).
    ///
    /// - Parameter disposables: The members; `nil`s are skipped.
    public convenience init<S: Sequence>(_ disposables: S) where S.Element == Disposable? {
        self.init(disposables.lazy.compactMap { $0 })
    }

    /// Creates a composite holding `disposables`.
    ///
    /// - Parameter disposables: The initial members.
    public init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
        storage = Storage(locked: InlineLocked(State(members: DisposableMembers(disposables))))
        initializeLock()
    }

    deinit {
        var members = takeMembersForRelease()
        DisposableTree.release(&members)
        InlineLocked.destroyLock(locked)
    }

    private func initializeLock() {
        InlineLocked.initializeLock(locked)
        assert(MemoryLayout<Storage>.offset(of: \Storage.flagWord) == 0)
    }

    /// The guarded state and its lock, in the object's stored properties.
    @inline(__always)
    private var locked: UnsafeMutablePointer<InlineLocked<State>> {
        InlineLocked.pointer(in: self, at: Self.lockedOffset)
    }

    /// Runs `body` with the lock held, on the guarded state.
    @inline(__always)
    fileprivate func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        InlineLocked.withLock(locked, body)
    }

    /// Adds `disposable`; if the composite is already disposed, disposes it at once.
    ///
    /// - Parameter disposable: The member to add; `nil` is ignored.
    /// - Returns: A handle that removes the member without disposing it, or `nil`.
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let disposable, let slot = insert(disposable) else { return nil }
        return MemberHandle(composite: self, slot: slot, member: disposable)
    }

    /// Adds a member for good, with no handle to remove it (no allocation beyond the members'
    /// storage): for Ripple's own operators, which never remove an input's observation. A
    /// member added to a disposed composite is disposed at once.
    ///
    /// - Returns: The member's slot, or `nil` if the composite was disposed.
    @usableFromInline @discardableResult
    func insert(_ disposable: Disposable?) -> Int? {
        guard let disposable else { return nil }
        let slot = withLock { state -> Int? in
            guard !state.isDisposed else { return nil }
            return state.members.append(disposable)
        }
        guard let slot else {
            if DisposableTree.isTree(disposable) {
                DisposableTree.disposeNested(disposable)
            } else {
                disposable.dispose()
            }
            return nil
        }
        return slot
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
    func takeMembersForDisposal() -> DisposableMembers? {
        guard InlineFlag.trySet(self) else { return nil }
        return withLock { state -> DisposableMembers in
            state.isDisposed = true
            return state.members.takeAll()
        }
    }

    /// Hands over the members of a composite being released, without disposing anything.
    func takeMembersForRelease() -> DisposableMembers {
        withLock { $0.members.takeAll() }
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
    /// object, with its own disposed flag; it refers to the composite weakly, as ReactiveSwift's
    /// handle does, so a member that keeps its own handle makes no cycle.
    fileprivate final class MemberHandle: Disposable, @unchecked Sendable {
        /// The disposed flag: the first stored property (see `InlineFlag`).
        private var flagWord = ripple_atomic_flag()
        weak var composite: CompositeDisposable?
        let slot: Int
        /// Kept to find it again: compaction may have moved it.
        let member: Disposable

        init(composite: CompositeDisposable, slot: Int, member: Disposable) {
            self.composite = composite
            self.slot = slot
            self.member = member
            assert(InlineFlag.isFirstWord(&flagWord, of: self))
        }

        var isDisposed: Bool { InlineFlag.isSet(self) }

        func dispose() {
            guard InlineFlag.trySet(self), let composite else { return }
            composite.withLock { $0.members.remove(member, addedAt: slot) }
        }
    }
}
