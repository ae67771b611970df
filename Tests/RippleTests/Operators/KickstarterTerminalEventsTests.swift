import Ripple
import XCTest

/// Every terminal event through Kickstarter's ReactiveExtensions names, in the signal and the
/// producer form: the values before it arrive transformed, then the terminal event itself.
final class KickstarterTerminalEventsTests: XCTestCase {
    private typealias Event<T> = Signal<T, OperatorTestError>.Event

    private static let terminals: [Event<Never>] = [.completed, .interrupted, .failed(.boom)]

    /// The same terminal event, as an event of another value type.
    private func retyped<T>(_ terminal: Event<Never>) -> Event<T> {
        switch terminal {
        case .completed: .completed
        case .interrupted: .interrupted
        case .failed(let error): .failed(error)
        }
    }

    /// Sends `inputs` then each terminal event through `transform` on a pipe, and through
    /// `producerTransform` on a producer run, asserting the whole history both times. With
    /// `interruptionCompletes`, the source is an inner stream of a flattening operator, whose
    /// interruption counts as its completion (ReactiveSwift's rule for `merge` and `concat`).
    private func assertEveryTerminal<T, R: Equatable>(
        _ inputs: [T], expecting expected: [R],
        signal transform: (Signal<T, OperatorTestError>) -> Signal<R, OperatorTestError>,
        producer producerTransform: (SignalProducer<T, OperatorTestError>) -> SignalProducer<
            R, OperatorTestError
        >,
        interruptionCompletes: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for terminal in Self.terminals {
            let ending = interruptionCompletes && terminal == .interrupted ? .completed : terminal
            let wanted = expected.map { Event<R>.value($0) } + [retyped(ending)]
            let (output, input) = Signal<T, OperatorTestError>.pipe()
            let log = recordEvents(transform(output))
            for value in inputs { input.send(value: value) }
            input.send(retyped(terminal))
            XCTAssertEqual(log.events, wanted, "signal, \(terminal)", file: file, line: line)

            let producer = SignalProducer<T, OperatorTestError> { observer, _ in
                for value in inputs { observer.send(value: value) }
                observer.send(self.retyped(terminal))
            }
            XCTAssertEqual(
                recordEvents(producerTransform(producer)).events, wanted, "producer, \(terminal)",
                file: file, line: line)
        }
    }

    func test_sort_everyTerminal() {
        assertEveryTerminal(
            [[2, 3, 1], []], expecting: [[1, 2, 3], []], signal: { $0.sort() },
            producer: { $0.sort() })
        assertEveryTerminal(
            [[2, 3, 1]], expecting: [[3, 2, 1]], signal: { $0.sort(>) }, producer: { $0.sort(>) })
    }

    func test_scanWithoutInitial_everyTerminal() {
        assertEveryTerminal(
            [1, 2, 3], expecting: [1, 3, 6], signal: { $0.scan(+) }, producer: { $0.scan(+) })
    }

    func test_enumerated_everyTerminal() {
        assertEveryTerminal(
            ["a", "b"], expecting: ["0a", "1b"],
            signal: { $0.enumerated().map { "\($0.idx)\($0.value)" } },
            producer: { $0.enumerated().map { "\($0.idx)\($0.value)" } })
    }

    func test_failOnNil_everyTerminal_whenNoNilArrives() {
        assertEveryTerminal(
            [1, 2] as [Int?], expecting: [1, 2], signal: { $0.failOnNil(error: .other) },
            producer: { $0.failOnNil(error: .other) })
    }

    func test_slidingWindow_everyTerminal() {
        assertEveryTerminal(
            [1, 2, 3], expecting: [[1, 2], [2, 3]], signal: { $0.slidingWindow(max: 2, min: 2) },
            producer: { $0.slidingWindow(max: 2, min: 2) })
    }

    func test_wrapInOptional_everyTerminal() {
        assertEveryTerminal(
            [1], expecting: [Int?.some(1)], signal: { $0.wrapInOptional() },
            producer: { $0.wrapInOptional() })
    }

    func test_mergeWith_endsWithSelf_whenTheOtherHasCompleted() {
        assertEveryTerminal(
            [1, 2], expecting: [1, 2],
            signal: { source in
                let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
                let merged = source.mergeWith(other)
                otherInput.sendCompleted()
                return merged
            },
            producer: { SignalProducer.empty.mergeWith($0) }, interruptionCompletes: true)
    }

    func test_mergeWith_failureOfEitherEndsAtOnce_interruptionOfOneEndsOnlyIt() {
        let (a, aInput) = Signal<Int, OperatorTestError>.pipe()
        let (b, bInput) = Signal<Int, OperatorTestError>.pipe()
        let failing = recordEvents(a.mergeWith(b))
        aInput.send(value: 1)
        bInput.send(error: .boom)
        aInput.send(value: 2)
        XCTAssertEqual(failing.events, [.value(1), .failed(.boom)])

        let (c, cInput) = Signal<Int, OperatorTestError>.pipe()
        let (d, dInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(c.mergeWith(d))
        dInput.sendInterrupted()
        cInput.send(value: 2)
        cInput.sendCompleted()
        XCTAssertEqual(interrupted.events, [.value(2), .completed])

        let (e, eInput) = Signal<Int, OperatorTestError>.pipe()
        let (f, fInput) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(e.mergeWith(f))
        eInput.sendCompleted()
        fInput.send(value: 3)
        XCTAssertEqual(log.events, [.value(3)], "completes only when both have")
        fInput.sendCompleted()
        XCTAssertEqual(log.events, [.value(3), .completed])
    }

    func test_beginsWith_everyTerminal_ofTheRun_interruptionCountingAsCompletion() {
        for terminal in Self.terminals {
            let ending: Event<Int> = terminal == .interrupted ? .completed : retyped(terminal)
            let producer = SignalProducer<Int, OperatorTestError> { observer, _ in
                observer.send(value: 1)
                observer.send(self.retyped(terminal))
            }
            XCTAssertEqual(
                recordEvents(producer.beginsWith(values: [-1, 0])).events,
                [.value(-1), .value(0), .value(1), ending])
            XCTAssertEqual(
                recordEvents(producer.beginsWith(value: 0)).events, [.value(0), .value(1), ending])
        }
    }

    func test_subdueError_completionAndInterruptionPassThrough_failureBecomesAValue() {
        let outcomes: [(Event<Never>, [Signal<Result<Int, OperatorTestError>, Never>.Event])] = [
            (.completed, [.value(.success(1)), .completed]),
            (.interrupted, [.value(.success(1)), .interrupted]),
            (.failed(.boom), [.value(.success(1)), .value(.failure(.boom)), .completed]),
        ]
        for (terminal, expected) in outcomes {
            let (output, input) = Signal<Int, OperatorTestError>.pipe()
            let log = recordEvents(output.subdueError())
            input.send(value: 1)
            input.send(retyped(terminal))
            XCTAssertEqual(log.events, expected, "signal, \(terminal)")
            let producer = SignalProducer<Int, OperatorTestError> { observer, _ in
                observer.send(value: 1)
                observer.send(self.retyped(terminal))
            }
            XCTAssertEqual(
                recordEvents(producer.subdueError()).events, expected, "producer, \(terminal)")
            XCTAssertEqual(
                recordEvents(producer.subdueError().liftSubduedError()).events,
                [.value(1), retyped(terminal)], "round trip, \(terminal)")
        }
    }

    func test_liftSubduedError_interruptionPassesThrough() {
        let (output, input) = Signal<Result<Int, OperatorTestError>, Never>.pipe()
        let log = recordEvents(output.liftSubduedError())
        input.send(value: .success(4))
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.value(4), .interrupted])
    }
}
