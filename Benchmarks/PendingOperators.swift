// TEMPORARY: delete when the operators land on main.
//
// Stand-ins for the five operators the scenarios use (`map`, `filter`, `combineLatest(with:)`,
// `flatMap(.latest)`, `Signal.merge`) under their DESIGN names, built on Ripple's public API
// only (`Signal { observer, lifetime in … }` + `observe`): each stage is a root signal with its
// own delivery domain, not a derived one, so numbers through them will change (for the better)
// once the real operators replace this file.

import Ripple

/// TEMPORARY stand-in for Ripple's flatten strategy.
enum FlattenStrategy {
    case latest
}

extension Signal {
    /// TEMPORARY stand-in for `map`.
    func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U, Error> {
        Signal<U, Error> { observer, lifetime in
            lifetime += self.observe { event in observer.send(event.map(transform)) }
        }
    }

    /// TEMPORARY stand-in for `filter`.
    func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        Signal<Value, Error> { observer, lifetime in
            lifetime += self.observe { event in
                if case .value(let value) = event, !isIncluded(value) { return }
                observer.send(event)
            }
        }
    }

    /// TEMPORARY stand-in for `combineLatest(with:)` (single-threaded state: benchmarks only).
    func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        return Signal<(Value, U), Error> { observer, lifetime in
            let state = PendingCombineLatestState<Value, U>()
            func terminal<T>(_ event: Signal<T, Error>.Event) {
                switch event {
                case .value: break
                case .failed(let error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                case .completed:
                    state.completed += 1
                    if state.completed == 2 { observer.sendCompleted() }
                }
            }
            lifetime += self.observe { event in
                guard case .value(let value) = event else { return terminal(event) }
                state.left = value
                if let right = state.right { observer.send(value: (value, right)) }
            }
            lifetime += other.observe { event in
                guard case .value(let value) = event else { return terminal(event) }
                state.right = value
                if let left = state.left { observer.send(value: (left, value)) }
            }
        }
    }

    /// TEMPORARY stand-in for `flatMap(.latest)` with producer inners.
    func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
    ) -> Signal<U, Error> {
        return Signal<U, Error> { observer, lifetime in
            let state = PendingLatestState()
            let inner = SerialDisposable()
            lifetime += inner
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    state.generation += 1
                    state.innerActive = true
                    let generation = state.generation
                    inner.inner = transform(value).start { innerEvent in
                        guard generation == state.generation else { return }
                        switch innerEvent {
                        case .value, .failed, .interrupted: observer.send(innerEvent)
                        case .completed:
                            state.innerActive = false
                            if state.outerCompleted { observer.sendCompleted() }
                        }
                    }
                case .completed:
                    state.outerCompleted = true
                    if !state.innerActive { observer.sendCompleted() }
                case .failed(let error): observer.send(error: error)
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }

    /// TEMPORARY stand-in for `Signal.merge`.
    static func merge(_ signals: [Signal<Value, Error>]) -> Signal<Value, Error> {
        return Signal { observer, lifetime in
            let live = PendingCounter(signals.count)
            for signal in signals {
                lifetime += signal.observe { event in
                    if case .completed = event {
                        live.value -= 1
                        if live.value == 0 { observer.sendCompleted() }
                    } else {
                        observer.send(event)
                    }
                }
            }
        }
    }
}

/// TEMPORARY: `combineLatest`'s latest values and completion count.
final class PendingCombineLatestState<Left, Right> {
    var left: Left?
    var right: Right?
    var completed = 0
}

/// TEMPORARY: `merge`'s count of inputs that have not completed.
final class PendingCounter {
    var value: Int
    init(_ value: Int) { self.value = value }
}

/// TEMPORARY: `flatMap(.latest)`'s current inner and completion state.
final class PendingLatestState {
    var generation = 0
    var outerCompleted = false
    var innerActive = false
}
