import RippleTesting
import XCTest

@testable import Ripple

/// The error of the operator tests' upstream signals.
enum OperatorTestError: Swift.Error, Equatable {
    case boom
    case other
}

/// An object an operator's closure captures, to prove the closure is released.
final class Witness {}

/// What `recordEvents` returns: a `TestObserver` (the one event recorder of the tests) and the
/// observation or run it records, to dispose.
final class EventLog<Value, Error: Swift.Error> {
    /// The recorder; `events`, `values` and `observer` are its.
    let recorder = TestObserver<Value, Error>()
    var disposable: Disposable?

    var events: [Signal<Value, Error>.Event] { recorder.events }

    var values: [Value] { recorder.values }

    var observer: Signal<Value, Error>.Observer { recorder.observer }
}

/// Observes `signal` and records its events.
@discardableResult
func recordEvents<Value, Error>(_ signal: Signal<Value, Error>) -> EventLog<Value, Error> {
    let log = EventLog<Value, Error>()
    log.disposable = signal.observe(log.observer)
    return log
}

/// Starts `producer` and records its events.
@discardableResult
func recordEvents<Value, Error>(_ producer: SignalProducer<Value, Error>) -> EventLog<Value, Error>
{
    let log = EventLog<Value, Error>()
    log.disposable = producer.start(log.observer)
    return log
}

/// Applies an operator to a pipe, observes the result, disposes that observation and lets the
/// result go; then asserts that the operator released what its closures captured (`witness`)
/// and stopped observing the pipe.
func assertReleasesUpstream<U, F>(
    file: StaticString = #filePath, line: UInt = #line,
    _ makeOperator: (Signal<Int, OperatorTestError>, Witness) -> Signal<U, F>
) {
    let (output, input) = Signal<Int, OperatorTestError>.pipe()
    weak var weakWitness: Witness?
    do {
        let witness = Witness()
        weakWitness = witness
        let result = makeOperator(output, witness)
        let disposable = result.observe { _ in }
        input.send(value: 1)
        XCTAssertEqual(
            output.core.observerCount, 1, "the operator does not observe upstream", file: file,
            line: line)
        disposable?.dispose()
    }
    input.send(value: 2)
    XCTAssertNil(
        weakWitness, "the operator's closure outlived its observation", file: file, line: line)
    XCTAssertEqual(
        output.core.observerCount, 0, "the operator still observes upstream", file: file, line: line
    )
}
