/// A `Result` is a stream of one event: its success then completion, or its failure — so it
/// can be the inner stream of `flatten`, or the replacement of `then`, as in ReactiveSwift.
extension Result: SignalProducerConvertible {
    /// A producer that sends the success then completes, or fails with the failure.
    ///
    ///     .success(a): a|
    ///     .failure(e): X(e)
    public var producer: SignalProducer<Success, Failure> {
        SignalProducer(result: self)
    }

    /// The success, or `nil` (internal, as in ReactiveSwift; its specs read it with
    /// `@testable import`).
    var value: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The failure, or `nil` (internal, as in ReactiveSwift).
    var error: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

// ReactiveSwift's internal initializers with labels (its specs call them through
// `@testable import`); internal here too.
extension Result {
    /// A success holding `success`.
    init(success: Success) {
        self = .success(success)
    }

    /// A failure holding `failure`.
    init(failure: Failure) {
        self = .failure(failure)
    }
}
