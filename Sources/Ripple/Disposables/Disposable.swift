import CRippleAtomics

/// Something that can be disposed of: an observation, a producer run, a scheduled action.
///
/// Disposing is idempotent and thread-safe: the first `dispose()` does the work, later calls
/// do nothing.
public protocol Disposable: AnyObject, Sendable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }

    /// Disposes of the resource. Calling it again is a no-op.
    func dispose()
}

/// A one-shot flag kept inside the object that owns it: the disposed state of Ripple's
/// disposables and observer entries, with no allocation of its own.
///
/// The owner is a root class whose **first** stored property is `flagWord:
/// ripple_atomic_flag` (zero-initialized); Swift lays a class's stored properties out in
/// declaration order right after the object header, which is where
/// `_getUnsafePointerToStoredProperties` points (the layout `swift-atomics`' `ManagedAtomic`
/// relies on too). Each owner checks it in debug builds with `InlineFlag.isFirstWord`.
/// `trySet(_:)` returns `true` exactly once, to the caller that wins the race.
@usableFromInline
enum InlineFlag {
    /// The owner's flag word.
    @inlinable @inline(__always)
    static func cell(of owner: AnyObject) -> UnsafeMutablePointer<ripple_atomic_flag> {
        _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: ripple_atomic_flag.self)
    }

    /// Whether the flag is set (acquire).
    @inlinable @inline(__always)
    static func isSet(_ owner: AnyObject) -> Bool {
        ripple_atomic_flag_is_set(cell(of: owner))
    }

    /// Sets the flag; returns whether this call set it.
    @inlinable @inline(__always)
    static func trySet(_ owner: AnyObject) -> Bool {
        ripple_atomic_flag_try_set(cell(of: owner))
    }

    /// Sets the flag, whether or not it was set (a store, not a read-modify-write).
    @inlinable @inline(__always)
    static func set(_ owner: AnyObject) {
        ripple_atomic_flag_set(cell(of: owner))
    }

    /// Whether `word` (the owner's `flagWord`) is the word `cell(of:)` finds: for `assert`.
    @inlinable
    static func isFirstWord(_ word: UnsafeMutablePointer<ripple_atomic_flag>, of owner: AnyObject)
        -> Bool
    {
        word == cell(of: owner)
    }
}

/// A disposable that runs a closure once, when first disposed.
///
/// ```swift fragment
/// let disposable = AnyDisposable { print("cleaned up") }
/// disposable.dispose()  // prints "cleaned up"
/// disposable.dispose()  // does nothing
/// ```
public final class AnyDisposable: Disposable, @unchecked Sendable {
    /// The disposed flag: the first stored property (see `InlineFlag`).
    private var flagWord = ripple_atomic_flag()
    /// Read and cleared only by the one `dispose()` that wins `flag`: needs no lock.
    private var action: (() -> Void)?

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { InlineFlag.isSet(self) }

    /// Creates a disposable that runs `action` on its first disposal.
    ///
    /// - Parameter action: The cleanup to run once. It is released after it runs.
    public init(_ action: @escaping () -> Void) {
        self.action = action
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    /// Creates a disposable with no action, which only records that it was disposed.
    public init() {
        self.action = nil
        assert(InlineFlag.isFirstWord(&flagWord, of: self))
    }

    /// Creates a disposable that disposes `disposable` when disposed.
    ///
    /// - Parameter disposable: The disposable to wrap.
    public convenience init(_ disposable: Disposable) {
        self.init { disposable.dispose() }
    }

    /// Runs the action, on the first call only.
    public func dispose() {
        guard InlineFlag.trySet(self) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// A disposable that disposes the inner disposable when it goes away.
///
/// <!-- context
/// let signal = Signal<Int, Never>.never
/// -->
/// ```swift fragment
/// do {
///     let scoped = ScopedDisposable(signal.observeValues { print($0) })
///     // … the observation runs while `scoped` lives …
/// }  // the observation ends here
/// ```
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The disposable this scope owns.
    public let inner: Inner

    /// Whether the inner disposable has been disposed.
    public var isDisposed: Bool { inner.isDisposed }

    /// Wraps `inner`, to dispose it in `deinit`.
    ///
    /// - Parameter inner: The disposable to own.
    public init(_ inner: Inner) {
        self.inner = inner
    }

    deinit {
        inner.dispose()
    }

    /// Disposes the inner disposable now.
    public func dispose() {
        inner.dispose()
    }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Wraps any disposable (or none), to dispose it in `deinit`.
    ///
    /// - Parameter disposable: The disposable to own; `nil` makes an already-empty scope.
    public convenience init(_ disposable: Disposable?) {
        self.init(AnyDisposable { disposable?.dispose() })
    }
}

extension ScopedDisposable where Inner == CompositeDisposable {
    /// Adds `disposable` to the composite this scope owns, as ReactiveSwift's `+=` on a
    /// `ScopedDisposable<CompositeDisposable>`.
    ///
    /// <!-- context
    /// let signal = Signal<Int, Never>.never
    /// -->
    /// ```swift fragment
    /// let scoped = ScopedDisposable(CompositeDisposable())
    /// scoped += signal.observeValues { print($0) }  // ends when `scoped` goes away
    /// ```
    ///
    /// - Parameters:
    ///   - scoped: The scope whose composite takes the disposable.
    ///   - disposable: The disposable to add.
    /// - Returns: A handle that removes `disposable` from the composite again, or `nil` if
    ///   the composite was already disposed (then `disposable` is disposed at once).
    @discardableResult
    public static func += (scoped: ScopedDisposable, disposable: Disposable?) -> Disposable? {
        scoped.inner.add(disposable)
    }

    /// Adds `action` to the composite this scope owns, to run when it is disposed.
    ///
    /// <!-- context
    /// let scoped = ScopedDisposable(CompositeDisposable())
    /// -->
    /// ```swift fragment
    /// scoped += { print("done") }
    /// ```
    ///
    /// - Parameters:
    ///   - scoped: The scope whose composite takes the action.
    ///   - action: The action to run once on disposal.
    /// - Returns: A handle that removes `action` from the composite again, or `nil` if the
    ///   composite was already disposed (then `action` runs at once).
    @discardableResult
    public static func += (scoped: ScopedDisposable, action: @escaping () -> Void) -> Disposable? {
        scoped.inner.add(action)
    }
}

extension ScopedDisposable where Inner == SerialDisposable {
    /// The serial disposable's current inner disposable, as ReactiveSwift's shortcut:
    /// setting it disposes the previous one.
    ///
    /// <!-- context
    /// let signal = Signal<Int, Never>.never
    /// -->
    /// ```swift fragment
    /// let scoped = ScopedDisposable(SerialDisposable())
    /// scoped.inner = signal.observeValues { print($0) }
    /// ```
    public var inner: Disposable? {
        get { inner.inner }
        set { inner.inner = newValue }
    }
}
