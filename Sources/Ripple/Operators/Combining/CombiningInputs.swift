/// The two inputs of a combining producer (`combineLatest(with:)`, `zip(with:)`): the only
/// thing its start handler holds.
///
/// Held by the closure, each level of a nested chain (`combineLatest(p, q)` over
/// `combineLatest(…)` over …) would release the level below it from inside its own release.
/// Here releasing the inputs is a teardown step (see `Trampoline.release`), and starting them
/// goes through `InputStarts`: a chain of any depth is started and released as a loop.
@usableFromInline
final class CombiningPair<A, B, Error: Swift.Error>: @unchecked Sendable {
    /// Optional only so that `deinit` can let go of them through the trampoline; written
    /// only there, so reads need no dynamic exclusivity check.
    @usableFromInline @exclusivity(unchecked) var a: SignalProducer<A, Error>?
    @usableFromInline @exclusivity(unchecked) var b: SignalProducer<B, Error>?

    @inlinable
    init(_ a: SignalProducer<A, Error>, _ b: SignalProducer<B, Error>) {
        self.a = a
        self.b = b
    }

    deinit {
        var a = self.a
        self.a = nil
        Trampoline.release(&a)
        var b = self.b
        self.b = nil
        Trampoline.release(&b)
    }

    /// Starts `a` into `receiveA`, then `b` into `receiveB`: receivers of `output`'s (see
    /// `CombiningRoot.start(_:receiving:)`).
    @inlinable
    func start<Value>(
        into output: CombiningRoot<Value, Error>, _ receiveA: @escaping Receiver,
        _ receiveB: @escaping Receiver
    ) {
        guard let a, let b else { return }
        InputStarts.run(
            count: 2,
            { index in
                if index == 0 {
                    output.start(a, receiving: receiveA)
                } else {
                    output.start(b, receiving: receiveB)
                }
            },
            orPutOff: {
                { index in
                    if index == 0 {
                        output.start(a, receiving: receiveA)
                    } else {
                        output.start(b, receiving: receiveB)
                    }
                }
            })
    }
}

/// The inputs of a combining producer of a collection (`combineLatest(_:)`, `zip(_:)`,
/// `merge(_:)`): the only thing its start handler holds, released and started as a loop like
/// `CombiningPair`'s.
@usableFromInline
final class CombiningList<Value, Error: Swift.Error>: @unchecked Sendable {
    /// Optional only so that `deinit` can let go of it through the trampoline; written only
    /// there, so reads need no dynamic exclusivity check.
    @usableFromInline @exclusivity(unchecked) var producers: [SignalProducer<Value, Error>]?
    /// How many producers there are.
    @usableFromInline let count: Int

    @inlinable
    init(_ producers: [SignalProducer<Value, Error>]) {
        self.producers = producers
        count = producers.count
    }

    deinit {
        var producers = self.producers
        self.producers = nil
        Trampoline.release(&producers)
    }

    /// Starts every producer, in order, into `receive`, a receiver of `output`'s (see
    /// `CombiningRoot.start(_:receiving:)`).
    @inlinable
    func start<Output>(
        into output: CombiningRoot<Output, Error>, receiving receive: @escaping Receiver
    ) {
        guard let producers else { return }
        InputStarts.run(
            count: producers.count, { output.start(producers[$0], receiving: receive) },
            orPutOff: { { output.start(producers[$0], receiving: receive) } })
    }

    /// Starts every producer, in order, into `receive` with its index inside `output`'s domain.
    @inlinable
    func start<Output>(
        into output: CombiningRoot<Output, Error>,
        indexed receive: @escaping (Signal<Value, Error>.Event, Int) -> Void
    ) {
        guard let producers else { return }
        InputStarts.run(
            count: producers.count,
            { index in output.start(producers[index]) { receive($0, index) } },
            orPutOff: { { index in output.start(producers[index]) { receive($0, index) } } })
    }
}
