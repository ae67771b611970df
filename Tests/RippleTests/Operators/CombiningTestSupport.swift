import Ripple
import XCTest

/// The error used by the combining and flattening tests.
enum CombineTestError: Swift.Error, Equatable {
    case boom
}

/// An object whose release a test can check through a weak reference.
final class CombineTracked: @unchecked Sendable {}

extension Signal where Error == CombineTestError {
    /// Observes with a new `EventRecorder`, passing values through `transform` (tuples become
    /// strings so histories stay `Equatable`).
    @discardableResult
    func recorded<R: Equatable>(
        _ transform: @escaping (Value) -> R, disposable: inout Disposable?
    ) -> EventRecorder<R, CombineTestError> {
        let recorder = EventRecorder<R, CombineTestError>()
        disposable = observe { recorder.observer.send($0.map(transform)) }
        return recorder
    }

    /// Observes with a new recorder.
    func recorded<R: Equatable>(_ transform: @escaping (Value) -> R) -> EventRecorder<
        R, CombineTestError
    > {
        var disposable: Disposable?
        return recorded(transform, disposable: &disposable)
    }
}

extension Signal where Value: Equatable, Error == CombineTestError {
    /// Observes with a new recorder.
    func recorded() -> EventRecorder<Value, CombineTestError> {
        recorded { $0 }
    }
}

extension SignalProducer where Error == CombineTestError {
    /// Starts with a new recorder, passing values through `transform`.
    func recorded<R: Equatable>(
        _ transform: @escaping (Value) -> R, disposable: inout Disposable?
    ) -> EventRecorder<R, CombineTestError> {
        let recorder = EventRecorder<R, CombineTestError>()
        disposable = start { recorder.observer.send($0.map(transform)) }
        return recorder
    }

    /// Starts with a new recorder.
    func recorded<R: Equatable>(_ transform: @escaping (Value) -> R) -> EventRecorder<
        R, CombineTestError
    > {
        var disposable: Disposable?
        return recorded(transform, disposable: &disposable)
    }
}

extension SignalProducer where Value: Equatable, Error == CombineTestError {
    /// Starts with a new recorder.
    func recorded() -> EventRecorder<Value, CombineTestError> {
        recorded { $0 }
    }
}

typealias TestPipe<Value> = (
    output: Signal<Value, CombineTestError>, input: Signal<Value, CombineTestError>.Observer
)

func testPipe<Value>(_: Value.Type = Value.self) -> TestPipe<Value> {
    Signal<Value, CombineTestError>.pipe()
}
