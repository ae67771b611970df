import Foundation
import Ripple

/// A scheduler that counts what it is asked to schedule and runs nothing (and allocates
/// nothing for it).
final class IdleScheduler: DateScheduler, @unchecked Sendable {
    private(set) var scheduled = 0
    var now: Duration { .zero }
    var currentDate: Date { Date(timeIntervalSince1970: 0) }

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        scheduled += 1
        return nil
    }

    func schedule(after delay: Duration, action: @escaping () -> Void) -> Disposable? {
        scheduled += 1
        return nil
    }

    func schedule(
        after delay: Duration, interval: Duration, leeway: Duration,
        action: @escaping () -> Void
    ) -> Disposable? {
        scheduled += 1
        return nil
    }
}
