import Ripple

/// The error of the parity tests.
enum ParityError: Swift.Error, Equatable {
    case boom
}

/// Records events as strings (`"1"`, `"(1, a)"`, `"completed"`, `"failed"`, `"interrupted"`),
/// so histories of tuples stay comparable.
final class ParityLog: @unchecked Sendable {
    private(set) var events: [String] = []

    /// An observer that appends each event, its value described by `describe`.
    func observer<Value, Error: Swift.Error>(
        _ describe: @escaping (Value) -> String = { "\($0)" }
    ) -> Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in
            switch event {
            case .value(let value): events.append(describe(value))
            case .failed: events.append("failed")
            case .completed: events.append("completed")
            case .interrupted: events.append("interrupted")
            }
        }
    }
}

extension Signal {
    /// Observes `self` with a new log.
    func log(_ describe: @escaping (Value) -> String = { "\($0)" }) -> ParityLog {
        let log = ParityLog()
        observe(log.observer(describe))
        return log
    }
}

extension SignalProducer {
    /// Starts `self` with a new log; `disposable` receives the run's interrupter.
    func log(
        _ describe: @escaping (Value) -> String = { "\($0)" }, disposable: inout Disposable?
    ) -> ParityLog {
        let log = ParityLog()
        disposable = start(log.observer(describe))
        return log
    }

    /// Starts `self` with a new log.
    func log(_ describe: @escaping (Value) -> String = { "\($0)" }) -> ParityLog {
        var disposable: Disposable?
        return log(describe, disposable: &disposable)
    }
}

/// Describes a pair as `"a b"`.
func pair<A, B>(_ value: (A, B)) -> String { "\(value.0) \(value.1)" }
