import Ripple
import RippleTesting
import XCTest

/// The public single-upstream operators, each used on `Signal` and on `SignalProducer` with
/// their documented labels and checked for one small behaviour.
final class PublicSurfaceOperatorTests: XCTestCase {
    typealias Events<V> = [Signal<V, Never>.Event]

    func test_map_closureKeyPathConstAndError() {
        let users = [SurfaceUser(name: "a"), SurfaceUser(name: "b")]
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2]) { $0.map { $0 * 10 } },
            [.value(10), .value(20), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: users) { $0.map(\.name) },
            [.value("a"), .value("b"), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2]) { $0.mapConst("x") },
            [.value("x"), .value("x"), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1], then: .failed(SurfaceError(code: 4))) {
                $0.mapError { SurfaceError(code: $0.code + 1) }
            },
            [.value(1), .failed(SurfaceError(code: 5))])
        let producer = SignalProducer<SurfaceUser, SurfaceError>(users)
        XCTAssertEqual(
            surfaceEvents(producer.map(\.name).map { $0 + "!" }),
            [.value("a!"), .value("b!"), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.mapConst(1).mapError { _ in SurfaceError(code: 0) }),
            [.value(1), .value(1), .completed])
    }

    func test_filter_compactMapSkipNil() {
        let values: [Int?] = [1, nil, 3]
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.filter { $0 != 2 } },
            [.value(1), .value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: values) { $0.skipNil() }, [.value(1), .value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: values) { $0.compactMap { $0.map { $0 * 2 } } },
            [.value(2), .value(6), .completed])
        let producer = SignalProducer<Int?, Never>(values)
        XCTAssertEqual(
            surfaceEvents(producer.skipNil().filter { $0 > 1 }), [.value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.compactMap { $0 }), [.value(1), .value(3), .completed])
    }

    func test_negateAndOr_onBoolStreams() {
        XCTAssertEqual(
            surfaceEvents(sending: [true, false]) { $0.negate() },
            [.value(false), .value(true), .completed])
        let (other, otherInput) = Signal<Bool, Never>.pipe()
        let (source, sourceInput) = Signal<Bool, Never>.pipe()
        let and = TestObserver<Bool, Never>()
        let or = TestObserver<Bool, Never>()
        source.and(other).observe(and.observer)
        source.or(other).observe(or.observer)
        sourceInput.send(value: true)
        otherInput.send(value: false)
        sourceInput.send(value: false)
        and.assertValues([false, false])
        or.assertValues([true, false])
        let yes = SignalProducer<Bool, Never>(value: true)
        XCTAssertEqual(surfaceEvents(yes.negate()), [.value(false), .completed])
        XCTAssertEqual(
            surfaceEvents(yes.and(SignalProducer(value: false))), [.value(false), .completed])
        XCTAssertEqual(
            surfaceEvents(yes.or(SignalProducer(value: false))), [.value(true), .completed])
    }

    func test_skipRepeats_equatableAndPredicate() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 1, 2, 1]) { $0.skipRepeats() },
            [.value(1), .value(2), .value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 3, 2]) { $0.skipRepeats { $0 % 2 == $1 % 2 } },
            [.value(1), .value(2), .completed])
        let producer = SignalProducer<Int, Never>(values: 1, 1, 2)
        XCTAssertEqual(surfaceEvents(producer.skipRepeats()), [.value(1), .value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.skipRepeats { _, _ in true }), [.value(1), .completed])
    }

    func test_skipFamily_firstWhileUntil() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.skip(first: 2) }, [.value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 5, 2]) { $0.skip(while: { $0 < 3 }) },
            [.value(5), .value(2), .completed])
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let result = surfaceEvents(sending: [1, 2]) { signal -> Signal<Int, Never> in
            let skipped = signal.skip(until: trigger)
            signal.observeValues { if $0 == 1 { fire.send(value: ()) } }
            return skipped
        }
        XCTAssertEqual(result, [.value(2), .completed])
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3)
        XCTAssertEqual(
            surfaceEvents(producer.skip(first: 1).skip(while: { $0 < 3 })), [.value(3), .completed])
        XCTAssertEqual(surfaceEvents(producer.skip(until: Signal<Void, Never>.never)), [.completed])
    }

    func test_takeFamily_firstLastWhileUntilDuring() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.take(first: 2) },
            [.value(1), .value(2), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.take(last: 2) },
            [.value(2), .value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 5, 2]) { $0.take(while: { $0 < 3 }) },
            [.value(1), .completed])
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        let (source, input) = Signal<Int, Never>.pipe()
        let untilObserver = TestObserver<Int, Never>()
        let duringObserver = TestObserver<Int, Never>()
        source.take(until: trigger).observe(untilObserver.observer)
        source.take(during: lifetime).observe(duringObserver.observer)
        input.send(value: 1)
        fire.send(value: ())
        token.dispose()
        input.send(value: 2)
        XCTAssertEqual(untilObserver.events, [.value(1), .completed])
        XCTAssertEqual(duringObserver.events, [.value(1), .completed])
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3)
        XCTAssertEqual(
            surfaceEvents(producer.take(first: 2).take(last: 1)), [.value(2), .completed])
        XCTAssertEqual(surfaceEvents(producer.take(while: { $0 < 2 })), [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.concat(.never).take(until: SignalProducer(value: ()))),
            [.value(1), .value(2), .value(3), .completed], "self starts first, then the trigger")
        XCTAssertEqual(surfaceEvents(producer.take(until: Signal<Void, Never>.never)).count, 4)
        // An ended lifetime completes each run's signal before the run's observer attaches.
        XCTAssertEqual(surfaceEvents(producer.take(during: Lifetime.empty)), [.interrupted])
    }

    func test_accumulators_scanReduceCombinePrevious() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.scan(0, +) },
            [.value(1), .value(3), .value(6), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2]) { $0.scan(into: [Int]()) { $0.append($1) } },
            [.value([1]), .value([1, 2]), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.reduce(0, +) }, [.value(6), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2]) { $0.reduce(into: "") { $0 += "\($1)" } },
            [.value("12"), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.combinePrevious().map { [$0, $1] } },
            [.value([1, 2]), .value([2, 3]), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1]) { $0.combinePrevious(0).map { [$0, $1] } },
            [.value([0, 1]), .completed])
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        XCTAssertEqual(surfaceEvents(producer.scan(10, +)), [.value(11), .value(13), .completed])
        XCTAssertEqual(surfaceEvents(producer.reduce(10, +)), [.value(13), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.combinePrevious().map { $0 + $1 }), [.value(3), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.combinePrevious(5).map { $0 * $1 }),
            [.value(5), .value(2), .completed])
    }

    func test_collectCollectCountAndUncollect() {
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.collect() }, [.value([1, 2, 3]), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1, 2, 3]) { $0.collect(count: 2) },
            [.value([1, 2]), .value([3]), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [[1, 2], [], [3]]) { $0.uncollect() },
            [.value(1), .value(2), .value(3), .completed])
        let producer = SignalProducer<Int, Never>(values: 1, 2, 3)
        XCTAssertEqual(surfaceEvents(producer.collect()), [.value([1, 2, 3]), .completed])
        XCTAssertEqual(
            surfaceEvents(producer.collect(count: 3).uncollect()),
            [.value(1), .value(2), .value(3), .completed])
    }

    func test_materializeDematerializeValuesErrors() {
        let failing = surfaceEvents(sending: [1], then: .failed(SurfaceError(code: 2))) {
            $0.materialize()
        }
        XCTAssertEqual(
            failing, [.value(.value(1)), .value(.failed(SurfaceError(code: 2))), .completed])
        let events: [Signal<Int, SurfaceError>.Event] = [.value(1), .failed(SurfaceError(code: 3))]
        XCTAssertEqual(surfaceEvents(sending: events) { $0.values() }, [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: events) { $0.errors() },
            [.value(SurfaceError(code: 3)), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: events) { $0.dematerialize() },
            [.value(1), .failed(SurfaceError(code: 3))])
        let producer = SignalProducer<Int, SurfaceError>(error: SurfaceError(code: 5)).materialize()
        XCTAssertEqual(
            surfaceEvents(producer.errors()), [.value(SurfaceError(code: 5)), .completed])
        XCTAssertEqual(surfaceEvents(producer.values()), [.completed])
        XCTAssertEqual(surfaceEvents(producer.dematerialize()), [.failed(SurfaceError(code: 5))])
    }

    func test_errors_demotePromoteIgnoreValues() {
        let failure = Signal<Int, SurfaceError>.Event.failed(SurfaceError())
        XCTAssertEqual(
            surfaceEvents(sending: [1], then: failure) { $0.demoteErrors() },
            [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(sending: [1], then: failure) { $0.demoteErrors(replaceErrorWith: 0) },
            [.value(1), .value(0), .completed])
        let promoted: [Signal<Int, SurfaceError>.Event] = surfaceEvents(sending: [1]) {
            (signal: Signal<Int, Never>) in
            signal.promoteError(SurfaceError.self)
        }
        XCTAssertEqual(promoted, [.value(1), .completed])
        let ignored = surfaceEvents(sending: ["a", "b"]) { $0.ignoreValues() }
        XCTAssertEqual(ignored.count, 3)
        XCTAssertEqual(ignored.compactMap(\.value).count, 2)
        let producer = SignalProducer<Int, SurfaceError>(error: SurfaceError())
        XCTAssertEqual(surfaceEvents(producer.demoteErrors()), [.completed])
        XCTAssertEqual(
            surfaceEvents(producer.demoteErrors(replaceErrorWith: 9)), [.value(9), .completed])
        let promotedProducer: SignalProducer<Int, SurfaceError> = SignalProducer<Int, Never>(
            value: 1
        ).promoteError()
        XCTAssertEqual(surfaceEvents(promotedProducer), [.value(1), .completed])
        XCTAssertEqual(
            surfaceEvents(SignalProducer<Int, Never>(values: 1, 2).ignoreValues()).count, 3)
    }

    func test_on_runsEveryCallbackInOrderOnBoth() {
        var log: [String] = []
        let callbacks = {
            (tag: String) -> (Signal<Int, SurfaceError>) -> Signal<Int, SurfaceError> in
            {
                $0.on(
                    event: { log.append("\(tag) event \($0)") },
                    failed: { _ in log.append("failed") },
                    completed: { log.append("\(tag) completed") },
                    interrupted: { log.append("interrupted") },
                    terminated: { log.append("\(tag) terminated") },
                    disposed: { log.append("\(tag) disposed") },
                    value: { log.append("\(tag) value \($0)") })
            }
        }
        _ = surfaceEvents(sending: [1], then: .completed, callbacks("s"))
        XCTAssertEqual(
            log,
            [
                "s event VALUE 1", "s value 1", "s event COMPLETED", "s completed", "s terminated",
                "s disposed",
            ])
        log = []
        SignalProducer<Int, Never>(value: 2)
            .on(
                starting: { log.append("starting") }, started: { log.append("started") },
                value: { log.append("value \($0)") }
            )
            .start()
        XCTAssertEqual(log, ["starting", "value 2", "started"])
    }

    func test_logEvents_logsThroughTheInjectedLogger() {
        var logged: [String] = []
        let logger: EventLogger = { identifier, event, _, _, _ in
            logged.append("\(identifier) \(event)")
        }
        _ = surfaceEvents(sending: [1]) {
            $0.logEvents(identifier: "s", events: [.value, .completed], logger: logger)
        }
        SignalProducer<Int, Never>(value: 2).logEvents(
            identifier: "p", events: [.value], logger: logger
        ).start()
        XCTAssertEqual(logged, ["s value 1", "s completed", "p value 2"])
    }
}
