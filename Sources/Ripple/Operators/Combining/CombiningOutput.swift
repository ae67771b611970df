/// The output of `flatMap` and `flatten` (their state, `FlattenState`, is an object of its
/// own): a root signal in a delivery domain of its own, and the observations of its inputs,
/// disposed when the output ends. The other operators with several inputs are one object,
/// output and state (`CombiningRoot`).
///
/// Inputs send from their own domains, maybe from other threads. Every input observer hops
/// into the output's domain with `run(_:orEnqueue:)` before it touches the operator's state,
/// so the state needs no lock and the output delivers serially.
@usableFromInline
final class CombiningOutput<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline let core: SignalCore<Value, Error>
    @usableFromInline let inputs: CompositeDisposable

    @inlinable
    init() {
        let inputs = CompositeDisposable()
        self.inputs = inputs
        // Ending the output disposes its inputs' observations; an input that is another
        // combining output (a chain of `merge`s, say) then ends too, and so on: a trampoline
        // step, so that a deep chain ends as a loop.
        core = SignalCore(
            RootCore(cleanup: { _, _ in
                Trampoline.run({ inputs.dispose() }, orQueue: { { inputs.dispose() } })
            }))
    }

    /// The output's root, which is its domain.
    @inlinable @inline(__always)
    var root: RootCore { unsafeDowncast(core.base, to: RootCore.self) }

    /// A public signal for the output.
    @inlinable
    var signal: Signal<Value, Error> { Signal(core: core) }

    /// Runs `op` inside the output's domain: now if it is free, else after the op under way.
    @inlinable @inline(__always)
    func run(_ op: () -> Void, orEnqueue makeOp: () -> (() -> Void)) {
        root.run(op, orEnqueue: makeOp)
    }

    /// Delivers `event` to the output's observers. Call only inside an op of the domain.
    @inlinable @inline(__always)
    func sendInDomain(_ event: Signal<Value, Error>.Event) {
        core.deliverInDomain(event)
    }

    /// Whether the output has ended. Read only inside an op of the domain.
    @inlinable
    var isTerminatedInDomain: Bool { core.isTerminated }

    /// Keeps `observation` until the output ends.
    @inlinable
    func add(_ observation: Disposable?) {
        // No handle: an input's observation leaves only with the whole output.
        inputs.insert(observation)
    }
}

extension CombiningOutput {
    /// Feeds `input`'s events to `receive` inside the output's domain, until the output ends.
    @inlinable
    func attach<T, E>(_ input: Signal<T, E>, _ receive: @escaping (Signal<T, E>.Event) -> Void) {
        // A receiver of its own rather than `observe(_:)`: the closure is the observation's
        // receiver, so each input event costs one closure call and one retain, not two.
        add(
            input.core.attach(receiving: { _, event in
                let event = event.event(of: Signal<T, E>.self)
                self.run({ receive(event) }, orEnqueue: { { receive(event) } })
            }))
    }

    /// Starts `producer` and feeds its events to `receive` inside the output's domain; the run
    /// is interrupted when the output ends.
    @inlinable
    func start<T, E>(
        _ producer: SignalProducer<T, E>, _ receive: @escaping (Signal<T, E>.Event) -> Void
    ) {
        producer.startWithSignal { signal, interrupter in
            add(interrupter)
            attach(signal, receive)
        }
    }

    /// A producer run that forwards the output to `observer` and ends it with `lifetime`.
    @inlinable
    func forward(to observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        lifetime += signal.observe(observer)
    }
}
