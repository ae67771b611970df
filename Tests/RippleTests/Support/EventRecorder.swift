import Foundation
import Ripple

/// Records a signal's events for the core's own tests, thread-safely.
final class EventRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Signal<Value, Error>.Event] = []

    var events: [Signal<Value, Error>.Event] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var values: [Value] { events.compactMap(\.value) }

    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in
            lock.lock()
            recorded.append(event)
            lock.unlock()
        }
    }
}

/// A class instance to watch with a weak reference in release tests.
final class Canary: @unchecked Sendable {}

struct TestError: Swift.Error, Equatable {
    var code = 1
}
