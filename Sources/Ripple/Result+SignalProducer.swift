/// A `Result` is a stream of at most one value: as a `SignalProducerConvertible` (an inner
/// stream of `flatten`, the argument of `then`, …) it sends its value and completes, or fails.
extension Result: SignalProducerConvertible {
    /// A producer that sends the success value and completes, or fails with the error, as
    /// ReactiveSwift's `Result.producer` does.
    ///
    ///     .success(1).producer:  1|
    ///     .failure(x).producer:  x
    ///
    /// - Returns: `SignalProducer(result: self)`.
    public var producer: SignalProducer<Success, Failure> {
        SignalProducer(result: self)
    }
}

// Internal conveniences with ReactiveSwift's internal names (its spec suite reads them through
// `@testable import`). They stay internal, as in ReactiveSwift: a public `Result.value` would
// collide with the extension many apps declare themselves.
extension Result {
    /// The success value, or `nil` for a failure.
    var value: Success? {
        switch self {
        case .success(let value): return value
        case .failure: return nil
        }
    }

    /// The failure's error, or `nil` for a success.
    var error: Failure? {
        switch self {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    /// A success holding `success`.
    init(success: Success) {
        self = .success(success)
    }

    /// A failure holding `failure`.
    init(failure: Failure) {
        self = .failure(failure)
    }
}
