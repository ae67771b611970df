import Ripple
import RippleTesting

/// Builds a `FuzzNode` pipeline out of Ripple's real operators over four pipes and runs a
/// script against it on a `TestScheduler`, recording what the observers see.
final class FuzzRunner {
    static let sourceCount = 4

    private let scheduler = TestScheduler()
    private let pipes = (0..<FuzzRunner.sourceCount).map { _ in Signal<Int, FuzzError>.pipe() }

    /// Runs `fuzzCase` with the pipeline built on `Signal` (eager), or on `SignalProducer`
    /// (lifted, started before the script; `dispose` and `attach` steps are skipped there, as
    /// the model is told by `producerScript`).
    static func outcome(of fuzzCase: FuzzCase, asProducer: Bool) -> FuzzOutcome {
        FuzzRunner().run(fuzzCase, asProducer: asProducer)
    }

    /// The script a producer run follows: the steps that concern observers removed.
    static func producerScript(_ script: [FuzzStep]) -> [FuzzStep] {
        script.filter { $0 != .dispose && $0 != .attach }
    }

    private func run(_ fuzzCase: FuzzCase, asProducer: Bool) -> FuzzOutcome {
        let first = EventRecorder<Int, FuzzError>()
        var second: EventRecorder<Int, FuzzError>?
        var signal: Signal<Int, FuzzError>?
        let disposable: Disposable?
        let script: [FuzzStep]
        if asProducer {
            script = Self.producerScript(fuzzCase.script)
            disposable = producer(fuzzCase.pipeline).start(first.observer)
        } else {
            script = fuzzCase.script
            let built = self.signal(fuzzCase.pipeline)
            signal = built
            disposable = built.observe(first.observer)
        }
        for step in script {
            switch step {
            case .send(let index, let event):
                let input = pipes[index].input
                switch event {
                case .value(let value): input.send(value: value)
                case .failed(let error): input.send(error: error)
                case .completed: input.sendCompleted()
                case .interrupted: input.sendInterrupted()
                }
            case .advance(let ticks):
                scheduler.advance(by: .milliseconds(ticks))
            case .dispose:
                disposable?.dispose()
            case .attach:
                let recorder = EventRecorder<Int, FuzzError>()
                second = recorder
                signal?.observe(recorder.observer)
            }
        }
        withExtendedLifetime(signal) {}
        let outcome = FuzzOutcome(
            first: first.events.map(FuzzEvent.init), second: second?.events.map(FuzzEvent.init))
        endEverything()
        return outcome
    }

    /// Ends what the script left running, so that the run leaves nothing behind: the pipes
    /// hold the pipeline, whose flatMap closure holds this runner, and a time operator's
    /// pending action holds the scheduler that holds it. Interrupting the pipes releases the
    /// pipeline; running the scheduler delivers what that schedules and empties it.
    private func endEverything() {
        for pipe in pipes { pipe.input.sendInterrupted() }
        scheduler.run()
    }

    // MARK: - Building pipelines

    private func signal(_ node: FuzzNode) -> Signal<Int, FuzzError> {
        switch node {
        case .source(let index): return pipes[index].output
        case .map(let a): return signal(a).map(FuzzFunctions.map)
        case .filter(let a, let modulus): return signal(a).filter { $0 % modulus != 0 }
        case .skipRepeats(let a): return signal(a).skipRepeats()
        case .takeFirst(let a, let count): return signal(a).take(first: count)
        case .skipFirst(let a, let count): return signal(a).skip(first: count)
        case .takeWhile(let a, let below): return signal(a).take(while: { $0 < below })
        case .skipWhile(let a, let below): return signal(a).skip(while: { $0 < below })
        case .scan(let a): return signal(a).scan(0) { $0 &+ $1 }
        case .combinePrevious(let a, let initial):
            return signal(a).combinePrevious(initial).map(FuzzFunctions.pair)
        case .collect(let a, let count):
            return signal(a).collect(count: count).map(FuzzFunctions.array)
        case .materialize(let a):
            return signal(a).materialize().map { FuzzFunctions.materialized(FuzzEvent($0)) }
                .promoteError(FuzzError.self)
        case .combineLatest(let a, let b):
            return Signal.combineLatest(signal(a), signal(b)).map(FuzzFunctions.pair)
        case .zip(let a, let b): return Signal.zip(signal(a), signal(b)).map(FuzzFunctions.pair)
        case .merge(let a, let b): return Signal.merge(signal(a), signal(b))
        case .withLatest(let a, let b):
            return signal(a).withLatest(from: signal(b).demoteErrors()).map(FuzzFunctions.pair)
        case .sample(let a, let b):
            return signal(a).sample(on: signal(b).demoteErrors().map { _ in () })
        case .takeUntil(let a, let b):
            return signal(a).take(until: signal(b).demoteErrors().map { _ in () })
        case .flatMap(let a, let strategy, let inner):
            return signal(a).flatMap(Self.strategy(strategy)) { [self] in self.inner(inner, $0) }
        case .delay(let a, let ticks): return signal(a).delay(.milliseconds(ticks), on: scheduler)
        case .debounce(let a, let ticks):
            return signal(a).debounce(.milliseconds(ticks), on: scheduler)
        case .throttle(let a, let ticks):
            return signal(a).throttle(.milliseconds(ticks), on: scheduler)
        }
    }

    private func producer(_ node: FuzzNode) -> SignalProducer<Int, FuzzError> {
        switch node {
        case .source(let index): return SignalProducer(pipes[index].output)
        case .map(let a): return producer(a).map(FuzzFunctions.map)
        case .filter(let a, let modulus): return producer(a).filter { $0 % modulus != 0 }
        case .skipRepeats(let a): return producer(a).skipRepeats()
        case .takeFirst(let a, let count): return producer(a).take(first: count)
        case .skipFirst(let a, let count): return producer(a).skip(first: count)
        case .takeWhile(let a, let below): return producer(a).take(while: { $0 < below })
        case .skipWhile(let a, let below): return producer(a).skip(while: { $0 < below })
        case .scan(let a): return producer(a).scan(0) { $0 &+ $1 }
        case .combinePrevious(let a, let initial):
            return producer(a).combinePrevious(initial).map(FuzzFunctions.pair)
        case .collect(let a, let count):
            return producer(a).collect(count: count).map(FuzzFunctions.array)
        case .materialize(let a):
            return producer(a).materialize().map { FuzzFunctions.materialized(FuzzEvent($0)) }
                .promoteError(FuzzError.self)
        case .combineLatest(let a, let b):
            return SignalProducer.combineLatest(producer(a), producer(b)).map(FuzzFunctions.pair)
        case .zip(let a, let b):
            return SignalProducer.zip(producer(a), producer(b)).map(FuzzFunctions.pair)
        case .merge(let a, let b): return SignalProducer.merge(producer(a), producer(b))
        case .withLatest(let a, let b):
            return producer(a).withLatest(from: producer(b).demoteErrors()).map(FuzzFunctions.pair)
        case .sample(let a, let b):
            return producer(a).sample(on: producer(b).demoteErrors().map { _ in () })
        case .takeUntil(let a, let b):
            return producer(a).take(until: producer(b).demoteErrors().map { _ in () })
        case .flatMap(let a, let strategy, let inner):
            return producer(a).flatMap(Self.strategy(strategy)) { [self] in self.inner(inner, $0) }
        case .delay(let a, let ticks):
            return producer(a).delay(.milliseconds(ticks), on: scheduler)
        case .debounce(let a, let ticks):
            return producer(a).debounce(.milliseconds(ticks), on: scheduler)
        case .throttle(let a, let ticks):
            return producer(a).throttle(.milliseconds(ticks), on: scheduler)
        }
    }

    private func inner(_ inner: FuzzInner, _ value: Int) -> SignalProducer<Int, FuzzError> {
        switch inner {
        case .values(let count): return SignalProducer((0..<count).map { value &+ $0 })
        case .source(let index): return SignalProducer(pipes[index].output).map { $0 &+ value }
        case .delayed(let ticks):
            return SignalProducer(value: value).delay(.milliseconds(ticks), on: scheduler)
        }
    }

    private static func strategy(_ strategy: FuzzStrategy) -> FlattenStrategy {
        switch strategy {
        case .merge: return .merge
        case .concat: return .concat
        case .latest: return .latest
        case .race: return .race
        }
    }
}

extension FuzzEvent {
    init(_ event: Signal<Int, FuzzError>.Event) {
        switch event {
        case .value(let value): self = .value(value)
        case .failed(let error): self = .failed(error)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }
}
