import Foundation
import Ripple
import XCTest

@testable import RippleTesting

/// A test that moves a `TestScheduler` with the synchronous `advance` in async code, as a test
/// ported from ReactiveSwift does with `await scheduler.advance(by:)`, has its first failure
/// followed by one that names Ripple's async spelling; a test that did not gets nothing more.
/// The observer is called here as XCTest calls it, while the failures are captured.
final class SynchronousAdvanceFailureNoteTests: FailureCapturingTestCase {
    private func reportFailure(to observer: FailureObserver, line: Int) {
        #if canImport(Darwin)
            observer.testCase(
                self,
                didRecord: XCTIssue(
                    type: .assertionFailure, compactDescription: "XCTAssertTrue failed"))
        #else
            observer.testCase(
                self, didFailWithDescription: "XCTAssertTrue failed", inFile: #filePath,
                atLine: line)
        #endif
    }

    func test_afterASynchronousAdvanceInAsyncCode_theFirstFailureIsFollowedByTheNote() async {
        let observer = FailureObserver()
        observer.testCaseWillStart(self)
        let scheduler = TestScheduler()
        var ran = false
        scheduler.schedule(after: .seconds(1)) { ran = true }
        startCapturingFailures()
        scheduler.advance(by: .seconds(1))
        reportFailure(to: observer, line: 40)
        reportFailure(to: observer, line: 41)
        let captured = stopCapturingFailures()
        observer.testCaseDidFinish(self)
        XCTAssertTrue(ran)
        XCTAssertEqual(captured.map(\.description), [SynchronousAdvanceFailureNote.message])
        XCTAssertTrue(captured.first?.description.contains("yieldAndAdvance(by:)") == true)
        XCTAssertTrue(captured.first?.description.contains("yieldAndRun()") == true)
        #if !canImport(Darwin)
            XCTAssertEqual(captured.first?.line, 40)
        #endif
    }

    func test_aFailureBeforeTheSynchronousAdvance_isNotFollowedByTheNote() async {
        let observer = FailureObserver()
        observer.testCaseWillStart(self)
        startCapturingFailures()
        reportFailure(to: observer, line: 1)
        TestScheduler().advance(by: .seconds(1))
        let captured = stopCapturingFailures()
        observer.testCaseDidFinish(self)
        XCTAssertEqual(captured, [])
    }

    func test_aSynchronousAdvanceInSynchronousCode_addsNoNote() {
        let observer = FailureObserver()
        observer.testCaseWillStart(self)
        TestScheduler().advance(by: .seconds(1))
        startCapturingFailures()
        reportFailure(to: observer, line: 1)
        let captured = stopCapturingFailures()
        observer.testCaseDidFinish(self)
        XCTAssertEqual(captured, [])
    }

    func test_theNoteOfOneTest_doesNotCarryIntoTheNext() async {
        let observer = FailureObserver()
        observer.testCaseWillStart(self)
        TestScheduler().advance(by: .seconds(1))
        observer.testCaseDidFinish(self)
        observer.testCaseWillStart(self)
        startCapturingFailures()
        reportFailure(to: observer, line: 1)
        let captured = stopCapturingFailures()
        observer.testCaseDidFinish(self)
        XCTAssertEqual(captured, [])
    }
}
