import Ripple
import RippleTesting
import XCTest

/// A chain of relaying operators over a constant producer (`SignalProducer(value:)`,
/// `SignalProducer(error:)`, `.empty`) delivers the constant's events through its stages
/// without starting a run for the constant (a run would add a lifetime, input, interrupter and
/// cleanup that nothing can observe). Each test runs one scenario over
/// the constant and over a start handler that sends the same events (which starts a run), and
/// asserts that both give the same log, besides the log expected.
final class LiftedConstantTests: XCTestCase {
    /// What a scenario saw, in order.
    private final class Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// A start handler that sends what `SignalProducer(value:)` sends, through a run.
    private func handler(value: Int) -> SignalProducer<Int, TestError> {
        SignalProducer { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    /// Runs `scenario` with the constant and with the equivalent start handler; asserts both
    /// logs equal and returns the constant's.
    private func sameLog(
        _ constant: SignalProducer<Int, TestError>, _ handler: SignalProducer<Int, TestError>,
        _ scenario: (SignalProducer<Int, TestError>, Log) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let constantLog = Log()
        let handlerLog = Log()
        scenario(constant, constantLog)
        scenario(handler, handlerLog)
        XCTAssertEqual(
            constantLog.entries, handlerLog.entries, "constant vs run", file: file, line: line)
        return constantLog.entries
    }

    /// `on` with every callback, logging under `name`.
    private func logged(
        _ producer: SignalProducer<Int, TestError>, _ name: String, _ log: Log
    ) -> SignalProducer<Int, TestError> {
        producer.on(
            event: { log.append("\(name) \($0)") },
            disposed: { log.append("\(name) disposed") })
    }

    func test_value_throughStages_sameEventsAsARun() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            let chain = logged(producer.map { $0 + 1 }, "on1", log).filter { $0 > 0 }
                .compactMap { $0 * 10 }
            chain.start { log.append("observer \($0)") }
        }
        XCTAssertEqual(
            log,
            [
                "on1 VALUE 2", "observer VALUE 20", "on1 COMPLETED", "observer COMPLETED",
                "on1 disposed",
            ])
    }

    func test_failureAndEmpty_throughStages_sameEventsAsARun() {
        let failing = SignalProducer<Int, TestError> { observer, _ in
            observer.send(error: TestError(code: 7))
        }
        let failed = sameLog(SignalProducer(error: TestError(code: 7)), failing) { producer, log in
            logged(producer.map { $0 + 1 }, "on", log).start { log.append("observer \($0)") }
        }
        XCTAssertEqual(failed.count, 3)
        XCTAssertEqual(failed.last, "on disposed")
        let completing = SignalProducer<Int, TestError> { observer, _ in observer.sendCompleted() }
        let empty = sameLog(.empty, completing) { producer, log in
            logged(producer.map { $0 + 1 }, "on", log).start { log.append("observer \($0)") }
        }
        XCTAssertEqual(empty, ["on COMPLETED", "observer COMPLETED", "on disposed"])
    }

    func test_runEndedByTake_interruptsTheStagesAboveIt_asARunDoes() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            logged(producer.map { $0 + 1 }, "above", log).take(first: 1)
                .start { log.append("observer \($0)") }
        }
        XCTAssertEqual(
            log,
            [
                "above VALUE 2", "observer VALUE 2", "observer COMPLETED", "above INTERRUPTED",
                "above disposed",
            ])
    }

    func test_disposedDuringTheValue_interruptsTheStagesAndSendsNoCompletion() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            logged(producer.map { $0 + 1 }, "on", log).startWithSignal { signal, interrupter in
                _ = signal.observe { event in
                    log.append("observer \(event)")
                    if case .value = event { interrupter.dispose() }
                }
            }
        }
        XCTAssertEqual(
            log,
            [
                "on VALUE 2", "observer VALUE 2", "on INTERRUPTED", "observer INTERRUPTED",
                "on disposed",
            ]
        )
    }

    func test_flatMapLatestOfPrefixedConstants_sameEventsAsARun() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            let (outer, outerInput) = Signal<Int, TestError>.pipe()
            var sentSecond = false
            outer.flatMap(.latest) { outerValue in
                self.logged(producer.map { $0 + outerValue }, "inner\(outerValue)", log)
                    .prefix(value: -outerValue)
            }
            .observe { event in
                log.append("observer \(event)")
                // The first inner's value starts the second inner, dropping the first.
                if case .value(11) = event, !sentSecond {
                    sentSecond = true
                    outerInput.send(value: 20)
                }
            }
            outerInput.send(value: 10)
            outerInput.sendCompleted()
        }
        // The output's domain is busy with the first inner's value: the second outer value
        // waits until that inner has completed.
        XCTAssertEqual(
            log,
            [
                "observer VALUE -10", "inner10 VALUE 11", "observer VALUE 11", "inner10 COMPLETED",
                "inner10 disposed", "observer VALUE -20", "inner20 VALUE 21", "observer VALUE 21",
                "inner20 COMPLETED", "inner20 disposed", "observer COMPLETED",
            ])
    }

    func test_prefixedConstant_disposedDuringItsValue_interruptsItsStages() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            logged(producer.map { $0 + 1 }, "on", log).prefix(value: 0)
                .startWithSignal { signal, interrupter in
                    _ = signal.observe { event in
                        log.append("observer \(event)")
                        if case .value(2) = event { interrupter.dispose() }
                    }
                }
        }
        XCTAssertEqual(
            log,
            [
                "observer VALUE 0", "on VALUE 2", "observer VALUE 2", "observer INTERRUPTED",
                "on INTERRUPTED", "on disposed",
            ])
    }

    func test_startedAndStartingHooks_runAroundTheConstantsEvents() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            producer.map { $0 + 1 }
                .on(
                    starting: { log.append("starting") },
                    started: { log.append("started") },
                    value: { log.append("value \($0)") }
                )
                .start()
        }
        XCTAssertEqual(log, ["starting", "value 2", "started"])
    }

    func test_disposedInSetup_deliversOnlyInterruption() {
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            logged(producer.map { $0 + 1 }, "on", log).startWithSignal { signal, interrupter in
                _ = signal.observe { log.append("observer \($0)") }
                interrupter.dispose()
            }
        }
        XCTAssertEqual(log.filter { $0.contains("VALUE") }, [])
        XCTAssertTrue(log.contains("observer INTERRUPTED"), "\(log)")
    }

    /// `map` straight over a constant, with no operator after it: its transform runs at each
    /// start (never at creation), inside `prefix(value:)` and as a `flatMap` inner too.
    func test_mapOverAConstant_transformsAtEachStart_inPrefixAndFlatMapToo() {
        var calls = 0
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            calls = 0
            let mapped = producer.map { value -> Int in
                calls += 1
                return value + 1
            }
            XCTAssertEqual(calls, 0, "not at creation")
            mapped.start { log.append("plain \($0)") }
            mapped.prefix(value: 0).start { log.append("prefixed \($0)") }
            let (outer, outerInput) = Signal<Int, TestError>.pipe()
            outer.flatMap(.latest) { _ in mapped.prefix(value: -1) }
                .observe { log.append("inner \($0)") }
            outerInput.send(value: 1)
            outerInput.sendCompleted()
            XCTAssertEqual(calls, 3, "once per start")
        }
        XCTAssertEqual(
            log,
            [
                "plain VALUE 2", "plain COMPLETED", "prefixed VALUE 0", "prefixed VALUE 2",
                "prefixed COMPLETED", "inner VALUE -1", "inner VALUE 2", "inner COMPLETED",
            ])
    }

    /// A run of `map` over a constant that is disposed while its prefix is delivered never
    /// runs the transform.
    func test_mapOverAConstant_disposedDuringThePrefix_neverTransforms() {
        var calls = 0
        let log = sameLog(SignalProducer(value: 1), handler(value: 1)) { producer, log in
            producer.map { value -> Int in
                calls += 1
                return value
            }
            .prefix(value: 0)
            .startWithSignal { signal, interrupter in
                _ = signal.observe { event in
                    log.append("observer \(event)")
                    if case .value(0) = event { interrupter.dispose() }
                }
            }
        }
        XCTAssertEqual(log, ["observer VALUE 0", "observer INTERRUPTED"])
        XCTAssertEqual(calls, 0)
    }
}
