/// The output of an operator with more than one input (`combineLatest`, `zip`, `merge`,
/// `sample`, `takeWhen`, `withLatest`) together with its inputs' observations; the operator's
/// state is its subclass's stored properties (`CombineLatestState`, …). One object: a root
/// signal, its delivery domain and the operator's state.
///
/// Inputs send from their own domains, maybe from other threads. Every input's receiver hops
/// into this domain with `run(_:orEnqueue:)` before it touches the state, so the state needs
/// no lock and the output delivers serially. A receiver that captures the root alone has the
/// root for its context: an input of a signal operator costs its observer entry and nothing
/// more. `flatMap` and `flatten` (`FlattenState`) are one too: their output, their state and
/// their outer observation.
///
/// The first input of a signal operator is observed by the root itself (`attachFirst`), an
/// observer of the `EntryKind.observingRoot` kind whose receiver is kept where a `CleanupCore`
/// keeps its cleanup (a combining output has none): one entry object fewer per operator (the
/// sign-up view model's seven). That observation lives in the input's domain, as an entry's
/// does: taken back by the input when it ends, or disposed first of all when the output ends.
@usableFromInline
class CombiningRoot<Value, Error: Swift.Error>: RootCore, @unchecked Sendable {
    /// What the output keeps until it ends: its inputs' observations (and a producer run's
    /// interrupters), in the order kept. The first two live in the object, the rest in an
    /// array, `nil` until there is a third: made, copied and released only by the outputs
    /// that need it (an empty array was a call to make and one to release in every output).
    /// Guarded by the domain.
    @usableFromInline @exclusivity(unchecked) final var firstInput: Disposable?
    @usableFromInline @exclusivity(unchecked) final var secondInput: Disposable?
    @usableFromInline @exclusivity(unchecked) final var otherInputs: [Disposable]?

    @inlinable
    init() {
        super.init(cleanup: nil, kind: EntryKind.observingRoot)
    }

    deinit {
        // An output ends (and lets go of its inputs) before it is released; this is in case.
        // Each is checked first: the usual empty fields cost no copy, no trampoline step (the
        // array's was one per output released, a thread-local lookup) and no release.
        if firstInput != nil {
            var first = firstInput
            firstInput = nil
            Trampoline.release(&first)
        }
        if secondInput != nil {
            var second = secondInput
            secondInput = nil
            Trampoline.release(&second)
        }
        if otherInputs != nil {
            var others = otherInputs
            otherInputs = nil
            Trampoline.release(&others)
        }
    }

    /// The output's signal, as a view.
    @inlinable @inline(__always)
    final var core: SignalView<Value, Error> { SignalView(self) }

    /// A public signal for the output. Always inlined, so that the handle is made in the
    /// operator's code: one that the caller uses only to chain the next operator can then
    /// live on the stack.
    @inlinable @inline(__always)
    final var signal: Signal<Value, Error> { Signal(core: core) }

    /// Delivers `event` to the output's observers. Call only inside an op of the domain.
    @inlinable @inline(__always)
    final func sendInDomain(_ event: Signal<Value, Error>.Event) {
        var event = event
        SignalView<Value, Error>.deliverInDomain(at: &event, in: self)
    }

    /// Keeps `observation` until the output ends (at once disposed if it has ended).
    @inlinable
    final func add(_ observation: Disposable?) {
        guard let observation else { return }
        run({ keepInDomain(observation) }, orEnqueue: { { self.keepInDomain(observation) } })
    }

    @usableFromInline
    final func keepInDomain(_ observation: Disposable) {
        if isTerminated {
            DisposableTree.dispose(observation)
        } else if firstInput == nil {
            firstInput = observation
        } else if secondInput == nil {
            secondInput = observation
        } else {
            keepOther(observation)
        }
    }

    /// Keeps an observation beyond the first two: in `otherInputs`, unless a subclass with a
    /// slot of its own for it (`CombineLatestTripleState`) overrides this and its end.
    @usableFromInline
    func keepOther(_ observation: Disposable) {
        if otherInputs == nil {
            otherInputs = [observation]
        } else {
            otherInputs!.append(observation)
        }
    }

    /// The output has ended: its inputs' observations are disposed, in the order kept. An
    /// input that is another combining output (a chain of `merge`s, say) may end too, and so
    /// on: a trampoline step, so that a deep chain ends as a loop.
    @usableFromInline
    override func endInDomain() {
        let (first, second, others) = takeInputs()
        Trampoline.run(
            {
                dispose()
                Self.dispose(first, second, others)
            },
            orQueue: {
                {
                    self.dispose()
                    Self.dispose(first, second, others)
                }
            })
    }

    /// Hands over the inputs' observations, in the order kept, and forgets them (for
    /// `endInDomain` and a subclass's override of it, `FlattenState`'s).
    final func takeInputs() -> (Disposable?, Disposable?, [Disposable]?) {
        let taken = (firstInput, secondInput, otherInputs)
        firstInput = nil
        secondInput = nil
        otherInputs = nil
        return taken
    }

    /// Disposes the inputs' observations that `takeInputs()` handed over, in order.
    static func dispose(_ first: Disposable?, _ second: Disposable?, _ others: [Disposable]?) {
        DisposableTree.dispose(first)
        DisposableTree.dispose(second)
        guard let others else { return }
        var index = 0
        while index < others.count {
            DisposableTree.dispose(others[index])
            index += 1
        }
    }
}

extension CombiningRoot {
    /// Observes `input` with `receive` until the output ends: a receiver that a subclass makes
    /// (`CombineLatestState.receiverA`, …), which hops into the output's domain and captures
    /// only the root, so the observation costs its observer entry alone.
    @inlinable
    final func attach<T, E>(_ input: Signal<T, E>, receiving receive: @escaping Receiver) {
        add(input.core.attach(receiving: receive))
    }

    /// Makes the observation of `input`, an input after the first, feeding its events to
    /// `receive`, and keeps it until the output ends; the caller attaches it
    /// (`input.core.attach(_:)`) after `attachFirst`. Call before `attachFirst`, while nothing
    /// else can reach the output: the observation is kept with no op of the domain (entering
    /// and leaving it, as `add(_:)` does, is an atomic read-modify-write and a store each way).
    /// An input that has ended interrupts the output when attached, which disposes what it
    /// keeps: an observation disposed before it is attached is never added.
    @inlinable
    final func keptObservation<T, E>(of input: Signal<T, E>, receiving receive: @escaping Receiver)
        -> ObserverEntryBase
    {
        let observation = ReceiverEntry(observing: input.core.base, receive: receive)
        keepInDomain(observation)
        return observation
    }

    /// Observes `input`, the first input, with the root itself as the observer (see the type's
    /// comment), feeding its events to `receive`. Call once, first, before the output is
    /// shared. The root's own observation needs no keeping: it is the root.
    @inlinable
    final func attachFirst<T, E>(_ input: Signal<T, E>, receiving receive: @escaping Receiver) {
        observeItself(input, receiving: receive)
    }

    /// Starts `producer` and observes its run with `receive` (see `attach(_:receiving:)`); the
    /// run is interrupted when the output ends.
    ///
    /// Only the interrupter is kept, not the observation: the observation ends with the run,
    /// as a `flatten` inner's does. A run interrupted through a scheduling operator (`delay`,
    /// `observe(on:)`, …) delivers `interrupted` at the scheduler's next turn; had its last
    /// observer left at once, the stages behind that operator (an `on(interrupted:terminated:)`)
    /// would have been released before it came, and a loading counter kept with
    /// `on(starting:terminated:)` would never come back down. What the run sends after the
    /// output has ended hops into the ended domain, which delivers nothing.
    @inlinable
    final func start<T, E>(_ producer: SignalProducer<T, E>, receiving receive: @escaping Receiver)
    {
        producer.startWithSignal { signal, interrupter in
            add(interrupter)
            _ = signal.core.attach(receiving: receive)
        }
    }

    /// Feeds `input`'s events to `receive` inside the output's domain, until the output ends:
    /// for an input among many, whose `receive` also captures its index (a closure context
    /// for it, and one for the receiver around it).
    @inlinable
    final func attach<T, E>(
        _ input: Signal<T, E>, _ receive: @escaping (Signal<T, E>.Event) -> Void
    ) {
        attach(input, receiving: Self.receiver(self, receive))
    }

    /// Starts `producer` and feeds its events to `receive` inside the output's domain; the run
    /// is interrupted when the output ends. For an input among many (see `attach(_:_:)`).
    @inlinable
    final func start<T, E>(
        _ producer: SignalProducer<T, E>, _ receive: @escaping (Signal<T, E>.Event) -> Void
    ) {
        start(producer, receiving: Self.receiver(self, receive))
    }

    /// A receiver that hands each event to `receive` in `root`'s domain, on the sending thread
    /// (see `RootCore.runInTurn`).
    @inlinable
    static func receiver<T, E>(
        _ root: CombiningRoot, _ receive: @escaping (Signal<T, E>.Event) -> Void
    ) -> Receiver {
        { _, event in
            let event = event.event(of: Signal<T, E>.self)
            root.runInTurn({ receive(event) }, orEnqueue: { { receive(event) } })
        }
    }

    /// A producer run that forwards the output to `observer` and ends it with `lifetime`.
    @inlinable
    final func forward(to observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) {
        lifetime += core.attach(forwardingTo: observer)
        // No `Signal` is made for the run: the output is released as a dropped `Signal` would
        // release it, so it ends once its observer leaves.
        outputReleased()
    }
}
