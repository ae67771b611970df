import Ripple
import RippleTesting
import XCTest

/// Each assertion passes when it should and fails, with the expected message, when it should.
/// Failures are captured by `withFailureRecorder`, so a failing assertion does not fail these
/// tests; `FailureReportingTests` proves the real XCTest path.
final class TestObserverAssertionTests: XCTestCase {
    func test_assertValue_passesForExactlyOneEqualValue() {
        let test = recorded([.value(3)])

        XCTAssertEqual(failureMessages { test.assertValue(3) }, [])
    }

    func test_assertValue_failsWhenTheValueDiffers() {
        let test = recorded([.value(4)])

        XCTAssertEqual(
            failureMessages { test.assertValue(3) },
            ["value differs: expected 3, got 4"])
    }

    func test_assertValue_failsForMoreThanOneValue() {
        let test = recorded([.value(3), .value(3)])

        XCTAssertEqual(
            failureMessages { test.assertValue(3, "one name only") },
            [
                """
                one name only
                expected exactly one value, got 2
                  expected: [3] (1 value)
                  actual:   [3, 3] (2 values)
                """
            ])
    }

    func test_assertValue_failsForNoValue() {
        let test = recorded([.completed])

        XCTAssertEqual(
            failureMessages { test.assertValue(3) },
            [
                """
                expected exactly one value, got 0
                  expected: [3] (1 value)
                  actual:   [] (0 values)
                """
            ])
    }

    func test_assertValues_passesForEqualValuesIgnoringTerminalEvent() {
        let test = recorded([.value(1), .value(2), .completed])

        XCTAssertEqual(failureMessages { test.assertValues([1, 2]) }, [])
    }

    func test_assertValues_failsAtFirstDifferingIndex() {
        let test = recorded([.value(1), .value(2), .value(4)])

        XCTAssertEqual(
            failureMessages { test.assertValues([1, 2, 3]) },
            [
                """
                values differ at index 2: expected 3, got 4
                  expected: [1, 2, 3] (3 values)
                  actual:   [1, 2, 4] (3 values)
                """
            ])
    }

    func test_assertValues_failsWhenValuesAreMissing() {
        let test = recorded([.value(1)])

        XCTAssertEqual(
            failureMessages { test.assertValues([1, 2], "after tapping") },
            [
                """
                after tapping
                values differ at index 1: expected 2, got no more values
                  expected: [1, 2] (2 values)
                  actual:   [1] (1 value)
                """
            ])
    }

    func test_assertValues_failsWhenThereAreExtraValues() {
        let test = recorded([.value(1), .value(2)])

        XCTAssertEqual(
            failureMessages { test.assertValues([]) },
            [
                """
                values differ at index 0: expected no more values, got 1
                  expected: [] (0 values)
                  actual:   [1, 2] (2 values)
                """
            ])
    }

    func test_assertValues_quotesStringsAndUnwrapsOptionals() {
        let strings = TestObserver<String?, Never>()
        strings.observer.send(value: "a")
        strings.observer.send(value: nil)

        XCTAssertEqual(
            failureMessages { strings.assertValues(["a", "b"]) },
            [
                """
                values differ at index 1: expected "b", got nil
                  expected: ["a", "b"] (2 values)
                  actual:   ["a", nil] (2 values)
                """
            ])
    }

    func test_assertLastValue_passesWhenLastValueIsEqual() {
        let test = recorded([.value(1), .value(3)])

        XCTAssertEqual(failureMessages { test.assertLastValue(3) }, [])
    }

    func test_assertLastValue_failsWhenLastValueDiffers() {
        let test = recorded([.value(1), .value(4)])

        XCTAssertEqual(
            failureMessages { test.assertLastValue(3) },
            ["last value differs: expected 3, got 4\n  values: [1, 4]"])
    }

    func test_assertLastValue_failsWhenThereIsNoValue() {
        let test = recorded([])

        XCTAssertEqual(
            failureMessages { test.assertLastValue(3, "title") },
            ["title\nlast value differs: expected 3, got no value\n  values: []"])
    }

    func test_assertValueCount_passesForTheRightCount() {
        let test = recorded([.value(1), .value(1), .interrupted])

        XCTAssertEqual(failureMessages { test.assertValueCount(2) }, [])
    }

    func test_assertValueCount_failsForAnotherCount() {
        let test = recorded([.value(1), .value(2)])

        XCTAssertEqual(
            failureMessages { test.assertValueCount(3) },
            ["expected 3 values, got 2\n  values: [1, 2]"])
        XCTAssertEqual(
            failureMessages { test.assertValueCount(1, "once") },
            ["once\nexpected 1 value, got 2\n  values: [1, 2]"])
    }

    func test_assertDidEmitValue_passesAfterAValue() {
        XCTAssertEqual(failureMessages { recorded([.value(1)]).assertDidEmitValue() }, [])
    }

    func test_assertDidEmitValue_failsWithoutValues() {
        XCTAssertEqual(
            failureMessages { recorded([.completed]).assertDidEmitValue() },
            ["Should have emitted at least one value.\n  events: [completed]"])
    }

    func test_assertDidNotEmitValue_passesWithoutValues() {
        XCTAssertEqual(failureMessages { recorded([.completed]).assertDidNotEmitValue() }, [])
    }

    func test_assertDidNotEmitValue_failsAfterAValue() {
        XCTAssertEqual(
            failureMessages { recorded([.value(1)]).assertDidNotEmitValue("quiet") },
            ["quiet\n  events: [value(1)]"])
    }

    func test_assertDidComplete_passesAfterCompleted() {
        XCTAssertEqual(failureMessages { recorded([.completed]).assertDidComplete() }, [])
    }

    func test_assertDidComplete_failsWithoutCompleted() {
        XCTAssertEqual(
            failureMessages { recorded([.value(1), .interrupted]).assertDidComplete() },
            ["Should have completed.\n  events: [value(1), interrupted]"])
    }

    func test_assertDidNotComplete_passesWithoutCompleted() {
        XCTAssertEqual(failureMessages { recorded([.failed(.boom)]).assertDidNotComplete() }, [])
    }

    func test_assertDidNotComplete_failsAfterCompleted() {
        XCTAssertEqual(
            failureMessages { recorded([.completed]).assertDidNotComplete() },
            ["Should not have completed.\n  events: [completed]"])
    }

    func test_assertDidFail_passesAfterFailed() {
        XCTAssertEqual(failureMessages { recorded([.failed(.boom)]).assertDidFail() }, [])
    }

    func test_assertDidFail_failsWithoutFailed() {
        XCTAssertEqual(
            failureMessages { recorded([.completed]).assertDidFail() },
            ["Should have failed.\n  events: [completed]"])
    }

    func test_assertDidNotFail_passesWithoutFailed() {
        XCTAssertEqual(failureMessages { recorded([.completed]).assertDidNotFail() }, [])
    }

    func test_assertDidNotFail_failsAfterFailed() {
        XCTAssertEqual(
            failureMessages { recorded([.failed(.boom)]).assertDidNotFail() },
            ["Should not have failed.\n  events: [failed(boom)]"])
    }

    func test_assertFailed_passesForTheSameError() {
        XCTAssertEqual(failureMessages { recorded([.failed(.boom)]).assertFailed(.boom) }, [])
    }

    func test_assertFailed_failsForAnotherError() {
        XCTAssertEqual(
            failureMessages { recorded([.failed(.boom)]).assertFailed(.timeout) },
            ["failed error differs: expected timeout, got boom"])
    }

    func test_assertFailed_failsWhenNotFailed() {
        XCTAssertEqual(
            failureMessages { recorded([.value(1)]).assertFailed(.timeout, message: "load") },
            ["load\nexpected to fail with timeout, but did not fail\n  events: [value(1)]"])
    }

    func test_assertDidInterrupt_passesAfterInterrupted() {
        XCTAssertEqual(failureMessages { recorded([.interrupted]).assertDidInterrupt() }, [])
    }

    func test_assertDidInterrupt_failsWithoutInterrupted() {
        XCTAssertEqual(
            failureMessages { recorded([.completed]).assertDidInterrupt() },
            ["Should have interrupted.\n  events: [completed]"])
    }

    func test_assertDidNotInterrupt_passesWithoutInterrupted() {
        XCTAssertEqual(failureMessages { recorded([.completed]).assertDidNotInterrupt() }, [])
    }

    func test_assertDidNotInterrupt_failsAfterInterrupted() {
        XCTAssertEqual(
            failureMessages { recorded([.interrupted]).assertDidNotInterrupt() },
            ["Should not have interrupted.\n  events: [interrupted]"])
    }

    func test_assertDidTerminate_passesAfterAnyTerminalEvent() {
        let histories: [[Signal<Int, TestError>.Event]] = [
            [.completed], [.failed(.boom)], [.interrupted],
        ]
        for events in histories {
            XCTAssertEqual(failureMessages { recorded(events).assertDidTerminate() }, [])
        }
    }

    func test_assertDidTerminate_failsWithoutTerminalEvent() {
        XCTAssertEqual(
            failureMessages { recorded([.value(1)]).assertDidTerminate() },
            ["Should have terminated, i.e. completed/failed/interrupted.\n  events: [value(1)]"])
    }

    func test_assertDidNotTerminate_passesWithoutTerminalEvent() {
        XCTAssertEqual(failureMessages { recorded([.value(1)]).assertDidNotTerminate() }, [])
    }

    func test_assertDidNotTerminate_failsAfterAnyTerminalEvent() {
        let histories: [[Signal<Int, TestError>.Event]] = [
            [.completed], [.failed(.boom)], [.interrupted],
        ]
        let messages = histories.flatMap { events in
            failureMessages { recorded(events).assertDidNotTerminate("alive") }
        }
        XCTAssertEqual(
            messages,
            [
                "alive\n  events: [completed]", "alive\n  events: [failed(boom)]",
                "alive\n  events: [interrupted]",
            ])
    }

    func test_assertEvents_passesForTheWholeHistory() {
        let test = recorded([.value(1), .completed])

        XCTAssertEqual(failureMessages { test.assertEvents([.value(1), .completed]) }, [])
    }

    func test_assertEvents_failsAtFirstDifferingEvent() {
        let test = recorded([.value(1), .value(2)])

        XCTAssertEqual(
            failureMessages { test.assertEvents([.value(1), .completed]) },
            [
                """
                events differ at index 1: expected completed, got value(2)
                  expected: [value(1), completed] (2 events)
                  actual:   [value(1), value(2)] (2 events)
                """
            ])
    }
}
