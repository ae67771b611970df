import Ripple
import RippleTesting
import XCTest

final class FailureReportingTests: FailureCapturingTestCase {
    func test_xctest_failingAssertionIsReportedAtCallerFileAndLine() {
        let test = recorded([.value(1), .value(4)])

        let line = #line + 1
        let failures = capturingFailures { test.assertValues([1, 3]) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(
            failures.first?.description.contains(
                """
                values differ at index 1: expected 3, got 4
                  expected: [1, 3] (2 values)
                  actual:   [1, 4] (2 values)
                """) == true,
            "\(failures)")
    }

    func test_xctest_passingAssertionReportsNothing() {
        let test = recorded([.value(1), .completed])

        let failures = capturingFailures {
            test.assertValue(1)
            test.assertDidComplete()
            test.assertDidNotFail()
        }

        XCTAssertEqual(failures, [])
    }

    func test_xctest_eachFailingAssertionReportsOnce() {
        let test = recorded([.value(1), .value(2), .failed(.boom)])

        let failures = capturingFailures {
            test.assertValue(1)
            test.assertDidComplete()
            test.assertDidNotTerminate()
        }

        XCTAssertEqual(failures.count, 3)
    }

    func test_withFailureRecorder_capturesMessageAndLocation() {
        let test = recorded([])

        let line = #line + 1
        let failures = withFailureRecorder { test.assertDidEmitValue("tapped") }

        XCTAssertEqual(failures.map(\.message), ["tapped\n  events: []"])
        XCTAssertEqual(failures.first?.fileID, "\(#fileID)")
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.column, 69)  // the call's opening parenthesis
        XCTAssertEqual(
            failures.first?.description, "\(#fileID):\(line): tapped\n  events: []")
    }

    func test_withFailureRecorder_takesPrecedenceOverXCTest() {
        let test = recorded([])

        let captured = capturingFailures {
            XCTAssertEqual(failureMessages { test.assertDidComplete() }.count, 1)
        }

        XCTAssertEqual(captured, [])
    }

    func test_withFailureRecorder_nestedScopesRecordSeparately() {
        let test = recorded([])
        var inner: [RecordedFailure] = []

        let outer = withFailureRecorder {
            test.assertDidComplete()
            inner = withFailureRecorder { test.assertDidFail() }
        }

        XCTAssertEqual(outer.map(\.message), ["Should have completed.\n  events: []"])
        XCTAssertEqual(inner.map(\.message), ["Should have failed.\n  events: []"])
    }

    func test_withFailureRecorder_async_recordsAcrossAwait() async {
        let test = recorded([])

        let failures = await withFailureRecorder {
            await Task.yield()
            test.assertDidComplete()
        }

        XCTAssertEqual(failures.count, 1)
    }
}
