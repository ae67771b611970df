import Foundation

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
    /// A signal of the notifications named `name` (any name if `nil`) posted by `object` (any
    /// sender if `nil`), as in ReactiveSwift 7. It never terminates; the center's observer is
    /// removed when the signal is released with no observers left.
    ///
    ///     posts:  --n1---n2--n1-
    ///     result: --n1-------n1-   (name: n1)
    ///
    /// <!-- context
    /// let keyboardWillShow = Notification.Name("keyboardWillShow")
    /// -->
    /// ```swift fragment
    /// let keyboard = NotificationCenter.default.reactive
    ///     .notifications(forName: keyboardWillShow)
    ///     .map { _ in () }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The notification name to observe, or `nil` for all.
    ///   - object: The sender to observe, or `nil` for all.
    /// - Returns: A hot signal of notifications, delivered on the posting thread.
    public func notifications(forName name: Notification.Name?, object: AnyObject? = nil)
        -> Signal<Notification, Never>
    {
        let center = base
        return Signal { observer, lifetime in
            let token = center.addObserver(forName: name, object: object, queue: nil) {
                observer.send(value: $0)
            }
            let handle = UncheckedReference(token)
            lifetime.observeEnded { center.removeObserver(handle.value) }
        }
    }
}

/// Carries the center's observer token to the removal, which runs once, when the lifetime ends.
private struct UncheckedReference: @unchecked Sendable {
    let value: any NSObjectProtocol

    init(_ value: any NSObjectProtocol) {
        self.value = value
    }
}
