import Ripple
import RippleTesting
import Testing

/// Under Swift Testing, RippleTesting records issues (with the caller's location), which
/// `withKnownIssue` expects and matches by message.
@Suite struct SwiftTestingReportingTests {
    private func recordedValues(_ values: Int...) -> TestObserver<Int, TestError> {
        let test = TestObserver<Int, TestError>()
        values.forEach(test.observer.send(value:))
        return test
    }

    @Test func passingAssertionsRecordNoIssue() {
        let test = recordedValues(1, 2)
        test.observer.sendCompleted()

        test.assertValues([1, 2])
        test.assertLastValue(2)
        test.assertValueCount(2)
        test.assertDidEmitValue()
        test.assertDidComplete()
        test.assertDidTerminate()
        test.assertDidNotFail()
        test.assertDidNotInterrupt()
    }

    @Test func failingAssertionRecordsIssueWithMessageAndLocation() {
        let test = recordedValues(1, 2, 4)
        let line = #line + 3

        withKnownIssue {
            test.assertValues([1, 2, 3])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                values differ at index 2: expected 3, got 4
                  expected: [1, 2, 3] (3 values)
                  actual:   [1, 2, 4] (3 values)
                """
            ]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test(arguments: [
        "value differs: expected 3, got 1",
        "last value differs: expected 3, got 1\n  values: [1]",
        "expected 3 values, got 1\n  values: [1]",
        "Should not have emitted any values.\n  events: [value(1)]",
        "Should have completed.\n  events: [value(1)]",
        "Should have failed.\n  events: [value(1)]",
        "expected to fail with boom, but did not fail\n  events: [value(1)]",
        "Should have interrupted.\n  events: [value(1)]",
        "Should have terminated, i.e. completed/failed/interrupted.\n  events: [value(1)]",
    ])
    func eachFailingAssertionRecordsItsMessage(message: String) {
        let test = recordedValues(1)
        let assertions: [String: () -> Void] = [
            "value differs": { test.assertValue(3) },
            "last value differs": { test.assertLastValue(3) },
            "expected 3 values": { test.assertValueCount(3) },
            "Should not have emitted": { test.assertDidNotEmitValue() },
            "Should have completed": { test.assertDidComplete() },
            "Should have failed": { test.assertDidFail() },
            "expected to fail": { test.assertFailed(.boom) },
            "Should have interrupted": { test.assertDidInterrupt() },
            "Should have terminated": { test.assertDidTerminate() },
        ]
        let assertion = assertions.first { message.hasPrefix($0.key) }?.value
        #expect(assertion != nil)

        withKnownIssue {
            assertion?()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test func terminalAssertionsRecordIssuesAfterTermination() {
        let test = recordedValues()
        test.observer.send(error: .timeout)

        withKnownIssue {
            test.assertDidNotFail()
            test.assertDidNotTerminate()
            test.assertDidEmitValue()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Should not have failed.\n  events: [failed(timeout)]"
            ]
                || issue.comments.map(\.rawValue) == [
                    "Should not have terminated, i.e. completed/failed/interrupted.\n"
                        + "  events: [failed(timeout)]"
                ]
                || issue.comments.map(\.rawValue) == [
                    "Should have emitted at least one value.\n  events: [failed(timeout)]"
                ]
        }
    }

    @Test func leakTrackerRecordsIssueForRetainCycle() {
        weak var leaked: ClosureViewModel?
        let line = #line + 4

        withKnownIssue {
            assertReleased { tracker in
                let viewModel = tracker.track(ClosureViewModel())
                viewModel.captureSelfStrongly()
                leaked = viewModel
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "ClosureViewModel is still alive: it leaked (a retain cycle?); tracked at "
                    + "RippleTestingTests/SwiftTestingReportingTests.swift:\(line)"
            ] && issue.sourceLocation?.line == line
        }
        leaked?.breakCycle()
        #expect(leaked == nil)
    }

    @Test func leakTrackerPassesWhenCaptureIsWeak() {
        assertReleased { tracker in
            tracker.track(ClosureViewModel()).captureSelfWeakly()
        }
    }

    @Test func failureRecorderTakesPrecedenceOverSwiftTesting() {
        let failures = withFailureRecorder { recordedValues().assertDidComplete() }

        #expect(failures.map(\.message) == ["Should have completed.\n  events: []"])
    }
}
