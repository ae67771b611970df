import Dispatch

extension QueueScheduler {
    /// A scheduler on `internalQueue` itself, under ReactiveSwift's internal name (its spec
    /// suite builds schedulers this way through `@testable import`); the public form is
    /// `QueueScheduler(queue:)`.
    ///
    /// - Parameter internalQueue: The serial queue to run actions on.
    convenience init(internalQueue: DispatchQueue) {
        self.init(queue: internalQueue)
    }
}
