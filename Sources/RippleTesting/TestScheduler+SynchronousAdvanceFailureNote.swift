import Foundation

#if canImport(XCTest)
    import XCTest
#endif

// A test ported from ReactiveSwift that writes `await scheduler.advance(by:)` runs Ripple's
// synchronous advance (`TestScheduler+Async.swift` says why the async forms have their own
// names): its actions run on the test's thread, not the main actor, and no task gets a turn
// before the clock moves or before the test reads what a task did. Such a test fails on an
// assertion of its own (`XCTAssert(Thread.isMainThread)` in an action, a `timer` loop's dates
// right after an advance), whose message says nothing of the cause. So once a synchronous
// advance has run in async code during an XCTest test, the first failure that test records
// is followed by one more, at the same place, that names Ripple's spelling. A test that
// passes is not touched, and neither is a failure recorded before the advance.
enum SynchronousAdvanceFailureNote {
    /// The failure added after the first failure of a test that advanced synchronously in
    /// async code.
    static let message =
        "RippleTesting: this test moved a TestScheduler with the synchronous advance(by:), "
        + "advance(to:), advance() or run() in async code (`await scheduler.advance(by:)` "
        + "written as in ReactiveSwift): the actions ran on the test's thread, not the main "
        + "actor, and no task ran before the clock moved. Ripple spells ReactiveSwift's async "
        + "forms `await scheduler.yieldAndAdvance()`, `yieldAndAdvance(by:)`, "
        + "`yieldAndAdvance(to:)` and `yieldAndRun()`."

    private struct State {
        var advancedInTest = false
        var noted = false
        var observing = false
    }

    private static let state = TestingLocked(State())

    /// A synchronous advance ran in async code: the current test's first failure, if any,
    /// gets the note. Starts observing XCTest's failures the first time.
    static func synchronousAdvanceRanInTask() {
        let startObserving = state.withLock { state in
            state.advancedInTest = true
            defer { state.observing = true }
            return !state.observing
        }
        if startObserving { observeFailures() }
    }

    /// The note to record after a failure of the current test: the message once, if the
    /// test advanced synchronously in async code, else `nil`.
    static func noteAfterFailure() -> String? {
        state.withLock { state in
            guard state.advancedInTest, !state.noted else { return nil }
            state.noted = true
            return message
        }
    }

    /// A test begins or ends: what the last one did no longer counts.
    static func testBoundary() {
        state.withLock { state in
            state.advancedInTest = false
            state.noted = false
        }
    }

    private static func observeFailures() {
        #if canImport(XCTest) && canImport(Darwin)
            // Xcode's observation center belongs to the main actor.
            let register: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    XCTestObservationCenter.shared.addTestObserver(FailureObserver())
                }
            }
            if Thread.isMainThread {
                register()
            } else {
                DispatchQueue.main.async(execute: register)
            }
        #elseif canImport(XCTest)
            XCTestObservationCenter.shared.addTestObserver(FailureObserver())
        #endif
    }
}

#if canImport(XCTest)
    /// Adds `SynchronousAdvanceFailureNote.message` after a test's first failure when the test
    /// advanced a `TestScheduler` synchronously in async code.
    final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
        func testCaseWillStart(_ testCase: XCTestCase) {
            SynchronousAdvanceFailureNote.testBoundary()
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            SynchronousAdvanceFailureNote.testBoundary()
        }

        #if canImport(Darwin)
            func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
                guard let note = SynchronousAdvanceFailureNote.noteAfterFailure() else { return }
                testCase.record(
                    XCTIssue(
                        type: .assertionFailure, compactDescription: note,
                        sourceCodeContext: issue.sourceCodeContext))
            }
        #else
            func testCase(
                _ testCase: XCTestCase, didFailWithDescription description: String,
                inFile filePath: String?, atLine lineNumber: Int
            ) {
                guard let note = SynchronousAdvanceFailureNote.noteAfterFailure() else { return }
                testCase.recordFailure(
                    withDescription: note, inFile: filePath ?? "<unknown>", atLine: lineNumber,
                    expected: true)
            }
        #endif
    }
#endif
