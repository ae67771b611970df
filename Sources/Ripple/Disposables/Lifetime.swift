/// Represents how long an object lives: the scope that owns observations and bindings.
///
/// A lifetime ends when its `Token` is released (or when the token's owner ends it), and then
/// disposes everything added to it. Give an object a lifetime by keeping the token in a
/// stored property: the lifetime ends in the object's `deinit`.
///
/// <!-- context
/// struct ProfileOutputs { let name: Signal<String, Never> }
/// struct ProfileViewModel { let outputs: ProfileOutputs }
/// let viewModel = ProfileViewModel(outputs: ProfileOutputs(name: .never))
/// let view = ProfileView()
/// -->
/// ```swift fragment
/// final class ProfileView {
///     let (lifetime, token) = Lifetime.make()
/// }
/// view.lifetime += viewModel.outputs.name.observeValues { print($0) }
/// // … released with the view, so nothing keeps the view alive.
/// ```
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

    /// Creates the lifetime that `token` ends, as ReactiveSwift's `Lifetime(_:)` does.
    ///
    /// The lifetime does not keep the token alive: keep the token in the object whose life
    /// it tracks, and hand out lifetimes made from it.
    ///
    /// ```swift fragment
    /// final class Downloader {
    ///     private let token = Lifetime.Token()
    ///     var lifetime: Lifetime { Lifetime(token) }
    /// }
    /// ```
    ///
    /// - Parameter token: The token whose release (or `dispose()`) ends the lifetime.
    public convenience init(_ token: Token) {
        self.init(token.disposables)
    }

    /// Makes a lifetime and the token that ends it.
    ///
    /// - Returns: The lifetime, and the token whose release (or `dispose()`) ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended: what is added to it is disposed at once, and
    /// `observeEnded` runs its action at once.
    public static let empty: Lifetime = {
        let disposables = CompositeDisposable()
        disposables.dispose()
        return Lifetime(disposables)
    }()

    /// Whether the lifetime has ended.
    public var hasEnded: Bool { disposables.isDisposed }

    /// A signal that completes when the lifetime ends, as ReactiveSwift's `ended` does.
    ///
    ///     lifetime:  ------end
    ///     ended:     ---------|
    ///
    /// Observed after the lifetime has ended, it sends `interrupted` at once, as every
    /// terminated signal does. Prefer `observeEnded` when a closure is all you need.
    public var ended: Signal<Never, Never> {
        let disposables = self.disposables
        return Signal { observer, lifetime in
            lifetime += disposables.add { observer.sendCompleted() }
        }
    }

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
    ///
    /// Keep it private in the object whose life it tracks; hand out `Lifetime(token)`.
    public final class Token: Disposable, @unchecked Sendable {
        let disposables = CompositeDisposable()

        /// Creates a token for a new lifetime; make the lifetime with `Lifetime(_:)`.
        public init() {}

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
