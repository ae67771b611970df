import Ripple
import RippleTesting
import XCTest

/// Every public operator of Kickstarter's ReactiveExtensions, called as Kickstarter declares it
/// and bound to the exact type Kickstarter returns, so code written against it compiles
/// unchanged; each result's events are asserted too.
final class KickstarterSurfaceTests: XCTestCase {
    private typealias E = OperatorTestError

    private func values<V>(_ producer: SignalProducer<V, E>) -> [V] {
        recordEvents(producer).values
    }

    func test_flatteningNames_takeProducerOrSignalInners_andReturnTheOuterKind() {
        let outer = SignalProducer<Int, E>(values: 1, 2)
        let inner: (Int) -> SignalProducer<Int, E> = { SignalProducer(values: $0, $0 * 10) }
        let flat: SignalProducer<Int, E> = outer.flatMap(inner)
        let concat: SignalProducer<Int, E> = outer.concatMap(inner)
        let merged: SignalProducer<Int, E> = outer.mergeMap(inner)
        let switched: SignalProducer<Int, E> = outer.switchMap(inner)
        for producer in [flat, concat, merged, switched] {
            XCTAssertEqual(values(producer), [1, 10, 2, 20])
        }

        let (source, input) = Signal<Int, E>.pipe()
        let (innerSignal, innerInput) = Signal<Int, E>.pipe()
        let signalInner: (Int) -> Signal<Int, E> = { _ in innerSignal }
        let fromSignals: [Signal<Int, E>] = [
            source.flatMap(signalInner), source.concatMap(signalInner),
            source.mergeMap(signalInner), source.switchMap(signalInner),
            source.flatMap(inner), source.concatMap(inner), source.mergeMap(inner),
            source.switchMap(inner),
        ]
        let logs = fromSignals.map { recordEvents($0) }
        input.send(value: 3)
        innerInput.send(value: 7)
        XCTAssertEqual(
            logs.map(\.values),
            Array(repeating: [7], count: 4) + Array(repeating: [3, 30], count: 4))
    }

    func test_staticConcat_sequenceAndVariadic() {
        let a = SignalProducer<Int, E>(value: 1)
        let b = SignalProducer<Int, E>(value: 2)
        let variadic: SignalProducer<Int, E> = .concat(a, b)
        let sequence: SignalProducer<Int, E> = .concat([b, a])
        XCTAssertEqual(values(variadic), [1, 2])
        XCTAssertEqual(values(sequence), [2, 1])
        let (first, firstInput) = Signal<Int, E>.pipe()
        let (second, secondInput) = Signal<Int, E>.pipe()
        let log = recordEvents(Signal.concat(first, second) as Signal<Int, E>)
        secondInput.send(value: 0)
        firstInput.send(value: 1)
        firstInput.sendCompleted()
        secondInput.send(value: 2)
        XCTAssertEqual(log.values, [1, 2])
    }

    func test_valueShapingNames_keepKickstartersReturnTypes() {
        let producer = SignalProducer<Int, E>(values: 3, 1, 2)
        let enumerated: Signal<(idx: Int, value: Int), E> = Signal<Int, E>.never.enumerated()
        XCTAssertNotNil(enumerated)
        let constant: SignalProducer<String, E> = producer.mapConst("x")
        let ignored: SignalProducer<Void, E> = producer.ignoreValues()
        let wrapped: SignalProducer<Int?, E> = producer.wrapInOptional()
        let window: SignalProducer<[Int], E> = producer.slidingWindow(max: 2, min: 2)
        let sorted: SignalProducer<[Int], E> = producer.collect().sort()
        let sortedBy: SignalProducer<[Int], E> = producer.collect().sort(>)
        let uncollected: SignalProducer<Int, E> = producer.collect().uncollect()
        let untilTwo: SignalProducer<Int, E> = producer.takeUntil { $0 == 1 }
        let all: [Int] = producer.allValues()
        XCTAssertEqual(values(constant), ["x", "x", "x"])
        XCTAssertEqual(values(ignored).count, 3)
        XCTAssertEqual(values(wrapped), [3, 1, 2])
        XCTAssertEqual(values(window), [[3, 1], [1, 2]])
        XCTAssertEqual(values(sorted), [[1, 2, 3]])
        XCTAssertEqual(values(sortedBy), [[3, 2, 1]])
        XCTAssertEqual(values(uncollected), [3, 1, 2])
        XCTAssertEqual(values(untilTwo), [3, 1], "takeUntil includes the value that stops it")
        XCTAssertEqual(all, [3, 1, 2])
        let (source, input) = Signal<Int, E>.pipe()
        let scanned: Signal<Int, E> = source.scan(+)
        let log = recordEvents(scanned)
        input.send(value: 1)
        input.send(value: 2)
        XCTAssertEqual(log.values, [1, 3])
    }

    func test_errorNames_keepKickstartersReturnTypes() {
        let failing = SignalProducer<Int, E>(value: 1).concat(SignalProducer(error: .boom))
        let demoted: SignalProducer<Int, Never> = failing.demoteErrors()
        let replaced: SignalProducer<Int, Never> = failing.demoteErrors(replaceErrorWith: 0)
        let subdued: SignalProducer<Result<Int, E>, Never> = failing.subdueError()
        let lifted: SignalProducer<Int, E> = subdued.liftSubduedError()
        let materialized = failing.materialize()
        let successes: SignalProducer<Int, Never> = materialized.values()
        let errors: SignalProducer<E, Never> = materialized.errors()
        XCTAssertEqual(recordEvents(demoted).events, [.value(1), .completed])
        XCTAssertEqual(recordEvents(replaced).events, [.value(1), .value(0), .completed])
        XCTAssertEqual(recordEvents(lifted).events, [.value(1), .failed(.boom)])
        XCTAssertEqual(recordEvents(successes).events, [.value(1), .completed])
        XCTAssertEqual(recordEvents(errors).events, [.value(.boom), .completed])
    }

    func test_samplingNames_keepKickstartersReturnTypes() {
        let (source, input) = Signal<Int, E>.pipe()
        let (trigger, triggerInput) = Signal<String, E>.pipe()
        let (flag, flagInput) = Signal<Bool, E>.pipe()
        let taken: Signal<Int, E> = source.takeWhen(trigger)
        let pairs: Signal<(Int, String), E> = source.takePairWhen(trigger)
        let latest: Signal<(String, Int), E> = trigger.withLatestFrom(source)
        let latestOfRun: Signal<(String, Int), Never> = trigger.withLatestFrom(
            SignalProducer<Int, Never>(value: 9).concat(.never))
        let filtered: Signal<Int, E> = source.filterWhenLatestFrom(flag, satisfies: { $0 })
        let merged: Signal<Int, E> = source.mergeWith(Signal<Int, E>.never)
        let running = SignalProducer<Int, E>(value: 5).concat(.never)
        let producerTaken: Signal<Int, E> = running.takeWhen(trigger)
        let producerPairs: Signal<(Int, String), E> = running.takePairWhen(trigger)
        // A run that completes would end these at once: they end with the other stream.
        let logs = (
            recordEvents(taken), recordEvents(pairs.map { "\($0)\($1)" }),
            recordEvents(latest.map { "\($0)\($1)" }),
            recordEvents(latestOfRun.map { "\($0)\($1)" }), recordEvents(filtered),
            recordEvents(merged),
            recordEvents(producerTaken), recordEvents(producerPairs.map { "\($0)\($1)" })
        )
        flagInput.send(value: true)
        input.send(value: 1)
        triggerInput.send(value: "t")
        XCTAssertEqual(logs.0.values, [1])
        XCTAssertEqual(logs.1.values, ["1t"])
        XCTAssertEqual(logs.2.values, ["t1"])
        XCTAssertEqual(logs.3.values, ["t9"])
        XCTAssertEqual(logs.4.values, [1])
        XCTAssertEqual(logs.5.values, [1])
        XCTAssertEqual(logs.6.values, [5])
        XCTAssertEqual(logs.7.values, ["5t"])
    }

    func test_timeNames_takeKickstartersArguments() {
        let scheduler = TestScheduler()
        let debounced: SignalProducer<Int, E> = SignalProducer(values: 1, 2)
            .ksr_debounce(.milliseconds(100), on: scheduler)
        let delayed: SignalProducer<Int, E> = SignalProducer(value: 3)
            .ksr_delay(.seconds(1), on: scheduler)
        let debouncedLog = recordEvents(debounced)
        let delayedLog = recordEvents(delayed)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(debouncedLog.events, [.value(2), .completed])
        XCTAssertEqual(delayedLog.events, [.value(3), .completed])
        let (source, input) = Signal<Int, E>.pipe()
        let forController: Signal<Int, E> = source.observeForControllerAction()
        let log = recordEvents(forController)
        input.send(value: 4)
        MainQueue.drainOnMainThread()
        XCTAssertEqual(log.values, [4])
    }
}
