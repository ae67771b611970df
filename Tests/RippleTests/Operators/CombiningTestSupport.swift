import Ripple
import XCTest

/// The error used by the combining and flattening tests.
enum CombineTestError: Swift.Error, Equatable {
    case boom
}

/// Records every event of a signal or producer, its values passed through `transform` (tuples
/// become strings so histories stay `Equatable`).
final class CombineRecorder<Value: Equatable>: @unchecked Sendable {
    private(set) var events: [Signal<Value, CombineTestError>.Event] = []
    var values: [Value] { events.compactMap(\.value) }

    func record<T>(_ event: Signal<T, CombineTestError>.Event, _ transform: (T) -> Value) {
        events.append(event.map(transform))
    }
}

/// An object whose release a test can check through a weak reference.
final class CombineTracked: @unchecked Sendable {}

extension Signal where Error == CombineTestError {
    /// Observes with a new recorder, passing values through `transform`.
    @discardableResult
    func recorded<R: Equatable>(
        _ transform: @escaping (Value) -> R, disposable: inout Disposable?
    ) -> CombineRecorder<R> {
        let recorder = CombineRecorder<R>()
        disposable = observe { recorder.record($0, transform) }
        return recorder
    }

    /// Observes with a new recorder.
    func recorded<R: Equatable>(_ transform: @escaping (Value) -> R) -> CombineRecorder<R> {
        var disposable: Disposable?
        return recorded(transform, disposable: &disposable)
    }
}

extension Signal where Value: Equatable, Error == CombineTestError {
    /// Observes with a new recorder.
    func recorded() -> CombineRecorder<Value> {
        recorded { $0 }
    }
}

extension SignalProducer where Error == CombineTestError {
    /// Starts with a new recorder, passing values through `transform`.
    func recorded<R: Equatable>(
        _ transform: @escaping (Value) -> R, disposable: inout Disposable?
    ) -> CombineRecorder<R> {
        let recorder = CombineRecorder<R>()
        disposable = start { recorder.record($0, transform) }
        return recorder
    }

    /// Starts with a new recorder.
    func recorded<R: Equatable>(_ transform: @escaping (Value) -> R) -> CombineRecorder<R> {
        var disposable: Disposable?
        return recorded(transform, disposable: &disposable)
    }
}

extension SignalProducer where Value: Equatable, Error == CombineTestError {
    /// Starts with a new recorder.
    func recorded() -> CombineRecorder<Value> {
        recorded { $0 }
    }
}

typealias TestPipe<Value> = (
    output: Signal<Value, CombineTestError>, input: Signal<Value, CombineTestError>.Observer
)

func testPipe<Value>(_: Value.Type = Value.self) -> TestPipe<Value> {
    Signal<Value, CombineTestError>.pipe()
}
