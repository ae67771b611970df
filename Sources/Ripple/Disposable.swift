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

/// A one-shot flag on its own heap cell: the disposed state of every Ripple disposable.
///
/// `trySet()` returns `true` exactly once, to the caller that wins the race.
@usableFromInline
struct OnceFlag: @unchecked Sendable {
    @usableFromInline let cell: UnsafeMutablePointer<ripple_atomic_int>

    @usableFromInline
    init() {
        cell = ripple_atomic_int_create(0)
    }

    /// Frees the cell; call from the owner's `deinit`.
    @usableFromInline
    func destroy() {
        ripple_atomic_int_destroy(cell)
    }

    /// Whether the flag is set (acquire).
    @inlinable @inline(__always)
    var isSet: Bool { ripple_atomic_int_load(cell) != 0 }

    /// Sets the flag; returns whether this call set it.
    @inlinable @inline(__always)
    func trySet() -> Bool {
        ripple_atomic_int_exchange(cell, 1) == 0
    }
}

/// A disposable that runs a closure once, when first disposed.
///
///     let disposable = AnyDisposable { print("cleaned up") }
///     disposable.dispose()  // prints "cleaned up"
///     disposable.dispose()  // does nothing
public final class AnyDisposable: Disposable, @unchecked Sendable {
    private let flag = OnceFlag()
    /// Read and cleared only by the one `dispose()` that wins `flag`: needs no lock.
    private var action: (() -> Void)?

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.isSet }

    /// Creates a disposable that runs `action` on its first disposal.
    ///
    /// - Parameter action: The cleanup to run once. It is released after it runs.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Creates a disposable with no action, which only records that it was disposed.
    public init() {
        self.action = nil
    }

    /// Creates a disposable that disposes `disposable` when disposed.
    ///
    /// - Parameter disposable: The disposable to wrap.
    public convenience init(_ disposable: Disposable) {
        self.init { disposable.dispose() }
    }

    deinit {
        flag.destroy()
    }

    /// Runs the action, on the first call only.
    public func dispose() {
        guard flag.trySet() else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// A disposable that disposes the inner disposable when it goes away.
///
///     do {
///         let scoped = ScopedDisposable(signal.observeValues { print($0) })
///         ...
///     }  // the observation ends here
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
