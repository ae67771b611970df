/// Represents how long an object lives: the scope that owns observations and bindings.
///
/// A lifetime ends when its `Token` is released (or when the token's owner ends it), and then
/// disposes everything added to it. Give an object a lifetime by keeping the token in a
/// stored property: the lifetime ends in the object's `deinit`.
///
///     final class ProfileView {
///         let (lifetime, token) = Lifetime.make()
///     }
///     view.lifetime += viewModel.outputs.name.observeValues { print($0) }
///     // ... released with the view, so nothing keeps the view alive.
public final class Lifetime: @unchecked Sendable {
    @usableFromInline let disposables: CompositeDisposable

    @usableFromInline
    init(_ disposables: CompositeDisposable) {
        self.disposables = disposables
    }

    /// A lifetime that its owner ends with `end()` instead of a token: a producer run's.
    @usableFromInline
    static func makeEndable() -> Lifetime {
        Lifetime(CompositeDisposable())
    }

    /// Ends a lifetime made by `makeEndable()`.
    @usableFromInline
    func end() {
        disposables.dispose()
    }

    /// Makes a lifetime and the token that ends it.
    ///
    /// - Returns: The lifetime, and the token whose release (or `dispose()`) ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (Lifetime(token.disposables), token)
    }

    /// A lifetime that has already ended.
    public static let empty: Lifetime = {
        let disposables = CompositeDisposable()
        disposables.dispose()
        return Lifetime(disposables)
    }()

    /// Whether the lifetime has ended.
    public var hasEnded: Bool { disposables.isDisposed }

    /// Runs `action` when the lifetime ends; at once if it already has.
    ///
    /// - Parameter action: The closure to run.
    /// - Returns: A disposable that cancels the callback, or `nil` if it already ran.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
        disposables.add(action)
    }

    /// Disposes `disposable` when `lifetime` ends (at once if it already has).
    ///
    /// - Returns: A disposable that removes it from the lifetime again, or `nil`.
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
        lifetime.disposables.add(disposable)
    }

    /// The token that keeps a `Lifetime` going: the lifetime ends when the token is released
    /// or disposed.
    public final class Token: Disposable, @unchecked Sendable {
        let disposables = CompositeDisposable()

        /// Creates a token for a new lifetime.
        init() {}

        deinit {
            disposables.dispose()
        }

        /// Whether the lifetime has ended.
        public var isDisposed: Bool { disposables.isDisposed }

        /// Ends the lifetime now.
        public func dispose() {
            disposables.dispose()
        }
    }
}
