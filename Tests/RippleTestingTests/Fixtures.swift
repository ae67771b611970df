import Ripple
import RippleTesting

/// An error with readable cases, for failure messages.
enum TestError: Swift.Error, Equatable {
    case boom
    case timeout
}

/// A `TestObserver` that has recorded `events`, sent straight to its observer.
func recorded(_ events: [Signal<Int, TestError>.Event]) -> TestObserver<Int, TestError> {
    let test = TestObserver<Int, TestError>()
    events.forEach(test.observer.send)
    return test
}

/// The messages RippleTesting reported inside `body`.
func failureMessages(_ body: () -> Void) -> [String] {
    withFailureRecorder(body).map(\.message)
}
