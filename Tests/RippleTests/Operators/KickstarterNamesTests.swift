import Ripple
import XCTest

/// Kickstarter's ReactiveExtensions names that are a primary operator under another name.
final class KickstarterNamesTests: XCTestCase {
    func test_mergeWith_signalAndProducer() {
        let (a, aInput) = Signal<Int, OperatorTestError>.pipe()
        let (b, bInput) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(a.mergeWith(b))
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.sendCompleted()
        bInput.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .value(2), .failed(.boom)])
        let producer = SignalProducer<Int, Never>(value: 1).mergeWith(SignalProducer(value: 2))
        XCTAssertEqual(recordEvents(producer).events, [.value(1), .value(2), .completed])
        let interrupted = recordEvents(SignalProducer<Int, Never>.never.mergeWith(.never))
        interrupted.disposable?.dispose()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_signal_isItsOwnSignal_andProducerItsOwnProducer() {
        let (signal, _) = Signal<Int, Never>.pipe()
        XCTAssertTrue(signal.signal === signal)
        func producerOf(_ source: some SignalProducerProtocol<Int, Never>) -> SignalProducer<
            Int, Never
        > {
            source.producer
        }
        XCTAssertEqual(
            recordEvents(producerOf(SignalProducer(value: 3))).events, [.value(3), .completed])
    }

    func test_beginsWith_valueAndValues() {
        let producer = SignalProducer<Int, OperatorTestError>(values: 1, 2)
        XCTAssertEqual(
            recordEvents(producer.beginsWith(value: 0)).events,
            [.value(0), .value(1), .value(2), .completed])
        XCTAssertEqual(
            recordEvents(producer.beginsWith(values: [-1, 0])).events,
            [.value(-1), .value(0), .value(1), .value(2), .completed])
        let failing = SignalProducer<Int, OperatorTestError>(error: .boom).beginsWith(value: 0)
        XCTAssertEqual(recordEvents(failing).events, [.value(0), .failed(.boom)])
    }

    func test_allValues_collectsARun_orIsEmptyOnFailure() {
        XCTAssertEqual(SignalProducer<Int, Never>(values: 1, 2, 3).allValues(), [1, 2, 3])
        XCTAssertEqual(SignalProducer<Int, Never>.empty.allValues(), [])
        let failing = SignalProducer<Int, OperatorTestError>(value: 1).concat(error: .boom)
        XCTAssertEqual(failing.allValues(), [])
        let interrupted = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        XCTAssertEqual(interrupted.allValues(), [])
    }

    func test_wrapInOptional_everyTerminalEvent() {
        for terminal: Signal<Int, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.wrapInOptional())
            input.send(value: 1)
            input.send(terminal)
            XCTAssertEqual(log.events, [.value(1), terminal.map { Optional($0) }])
        }
        XCTAssertEqual(
            recordEvents(SignalProducer<Int, Never>(value: 2).wrapInOptional()).events,
            [.value(2), .completed])
    }

    func test_sort_naturalAndByPredicate() {
        let (output, input) = Signal<[Int], OperatorTestError>.pipe()
        let log = recordEvents(output.sort())
        let descending = recordEvents(output.sort(>))
        input.send(value: [3, 1, 2])
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value([1, 2, 3]), .failed(.boom)])
        XCTAssertEqual(descending.events, [.value([3, 2, 1]), .failed(.boom)])
        let producer = SignalProducer<Set<String>, Never>(value: ["b", "a"])
        XCTAssertEqual(recordEvents(producer.sort()).events, [.value(["a", "b"]), .completed])
        XCTAssertEqual(recordEvents(producer.sort(>)).events, [.value(["b", "a"]), .completed])
    }

    func test_enumerated_countsFromZero_perRun() {
        let (output, input) = Signal<String, OperatorTestError>.pipe()
        var pairs: [String] = []
        var terminal: Signal<(idx: Int, value: String), OperatorTestError>.Event?
        output.enumerated().observe { event in
            if case .value(let pair) = event {
                pairs.append("\(pair.idx)\(pair.value)")
            } else {
                terminal = event
            }
        }
        input.send(value: "a")
        input.send(value: "b")
        input.sendInterrupted()
        XCTAssertEqual(pairs, ["0a", "1b"])
        XCTAssertEqual(terminal?.isTerminating, true)
        XCTAssertEqual(terminal?.isCompleted, false)
        let producer = SignalProducer<String, Never>(values: "x", "y").enumerated().map {
            "\($0.idx)\($0.value)"
        }
        XCTAssertEqual(recordEvents(producer).events, [.value("0x"), .value("1y"), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value("0x"), .value("1y"), .completed])
    }

    func test_failOnNil_unwrapsAndFailsAtTheFirstNil() {
        let (output, input) = Signal<Int?, OperatorTestError>.pipe()
        let log = recordEvents(output.failOnNil(error: .other))
        input.send(value: 1)
        input.send(value: nil)
        input.send(value: 2)
        XCTAssertEqual(log.events, [.value(1), .failed(.other)])
        for terminal: Signal<Int?, OperatorTestError>.Event in [
            .completed, .interrupted, .failed(.boom),
        ] {
            let (output, input) = Signal<Int?, OperatorTestError>.pipe()
            let log = recordEvents(output.failOnNil(error: .other))
            input.send(terminal)
            XCTAssertEqual(log.events, [terminal.map { $0 ?? 0 }])
        }
        let producer = SignalProducer<String?, OperatorTestError>(values: "a", nil)
        XCTAssertEqual(
            recordEvents(producer.failOnNil(error: .boom)).events, [.value("a"), .failed(.boom)])
    }

    func test_scanWithoutInitial_sendsTheFirstValueThenAccumulates() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.scan(+))
        for value in [1, 2, 3] { input.send(value: value) }
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value(1), .value(3), .value(6), .failed(.boom)])
        let producer = SignalProducer<String, Never>(values: "a", "b").scan { $0 + $1 }
        XCTAssertEqual(recordEvents(producer).events, [.value("a"), .value("ab"), .completed])
    }

    func test_subdueErrorAndLiftSubduedError() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let subdued = recordEvents(output.subdueError())
        let lifted = recordEvents(output.subdueError().liftSubduedError())
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(subdued.events, [.value(.success(1)), .value(.failure(.boom)), .completed])
        XCTAssertEqual(lifted.events, [.value(1), .failed(.boom)])
        let producer = SignalProducer<Int, OperatorTestError>(value: 2)
        XCTAssertEqual(
            recordEvents(producer.subdueError()).events, [.value(.success(2)), .completed])
        XCTAssertEqual(
            recordEvents(producer.subdueError().liftSubduedError()).events, [.value(2), .completed])
    }
}
