import Ripple
import RippleTesting

/// Applies `transform` to a pipe, sends `values` and then `terminal` into the pipe, and
/// returns the events the result delivered.
func surfaceEvents<V, E, U, F>(
    sending values: [V], then terminal: Signal<V, E>.Event,
    _ transform: (Signal<V, E>) -> Signal<U, F>
) -> [Signal<U, F>.Event] {
    let (output, input) = Signal<V, E>.pipe()
    let observer = TestObserver<U, F>()
    transform(output).observe(observer.observer)
    for value in values { input.send(value: value) }
    input.send(terminal)
    return observer.events
}

/// Applies `transform` to a pipe that cannot fail, sends `values`, completes the pipe, and
/// returns the events the result delivered.
func surfaceEvents<V, U, F>(
    sending values: [V], _ transform: (Signal<V, Never>) -> Signal<U, F>
) -> [Signal<U, F>.Event] {
    surfaceEvents(sending: values, then: .completed, transform)
}

/// Starts `producer` and returns the events it delivered synchronously.
func surfaceEvents<U, F>(_ producer: SignalProducer<U, F>) -> [Signal<U, F>.Event] {
    let observer = TestObserver<U, F>()
    producer.start(observer.observer)
    return observer.events
}

/// A small value with a key path, for `map(\.keyPath)`.
struct SurfaceUser: Equatable {
    var name: String
}
