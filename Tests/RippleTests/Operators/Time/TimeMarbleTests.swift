import Ripple
import RippleTesting
import XCTest

/// Checks the marble diagrams in the time operators' doc comments, one tick per millisecond.
final class TimeMarbleTests: XCTestCase {
    private let values: [Character: Character] = ["a": "a", "b": "b", "c": "c", "d": "d"]
    private let scheduler = TestScheduler()

    private func result(
        of marbles: String,
        _ transform: (Signal<Character, TestError>) -> Signal<Character, TestError>
    ) -> String {
        let source = scheduler.createHotSignal(marbles, values: values, error: TestError())
        let recorder = MarbleRecorder(transform(source), on: scheduler)
        scheduler.run()
        return recorder.marbles()
    }

    func test_debounce_docDiagram() {
        XCTAssertEqual(
            result(of: "-ab--c----d|") { $0.debounce(.milliseconds(2), on: scheduler) },
            "----b--c---|")
        XCTAssertEqual(
            result(of: "-a-b----c|") { $0.debounce(.milliseconds(2), on: scheduler) },
            "-----b---|")
    }

    func test_debounce_keepingTheWaitingValueOnCompletion() {
        XCTAssertEqual(
            result(of: "-ab|") {
                $0.debounce(.milliseconds(3), on: scheduler, discardWhenCompleted: false)
            },
            "-----(b|)")
    }

    func test_throttle_docDiagram() {
        XCTAssertEqual(
            result(of: "-abc-----d-|") { $0.throttle(.milliseconds(3), on: scheduler) },
            "-a--c----d-|")
    }

    func test_delay_docDiagram() {
        XCTAssertEqual(
            result(of: "-a-b-|") { $0.delay(.milliseconds(2), on: scheduler) }, "---a-b-|")
        XCTAssertEqual(
            result(of: "-a-b#") { $0.delay(.milliseconds(2), on: scheduler) }, "---a#")
    }

    func test_timeout_docDiagram() {
        XCTAssertEqual(
            result(of: "-a---b-|") {
                $0.timeout(after: .milliseconds(4), raising: TestError(code: 2), on: scheduler)
            },
            "-a--#")
    }

    func test_observeOn_docDiagram() {
        XCTAssertEqual(result(of: "-a-b-|") { $0.observe(on: scheduler) }, "-a-b-|")
    }

    func test_ksrDelay_docDiagram() {
        XCTAssertEqual(
            result(of: "-a-b-|") { $0.ksr_delay(.milliseconds(2), on: scheduler) }, "---a-b-|")
    }

    func test_ksrDebounce_docDiagram() {
        XCTAssertEqual(
            result(of: "-ab--c---d|") { $0.ksr_debounce(.milliseconds(2), on: self.scheduler) },
            "----b--c---(d|)")
    }

    func test_ksrTimeout_docDiagram() {
        let source = scheduler.createHotSignal("-a---b-|", values: values, error: TestError())
        let recorder = MarbleRecorder(
            source.ksr_timeout(after: .milliseconds(4), on: scheduler), on: scheduler)
        scheduler.run()
        XCTAssertEqual(recorder.marbles(), "-a--|")
    }

    func test_collectEvery_docDiagrams() {
        let arrays: [String: Character] = ["ab": "x", "c": "y", "d": "z", "": "e"]
        XCTAssertEqual(
            result(of: "-ab--c-d|") {
                $0.collect(every: .milliseconds(3), on: scheduler).map { arrays[String($0)] ?? "?" }
            },
            "---x--y-|")
        // `run()` does not wait for a repeating timer: advance past the next tick instead.
        let source = scheduler.createHotSignal("-ab--c-d|", values: values, error: TestError())
        let recorder = MarbleRecorder(
            source.collect(every: .milliseconds(3), on: scheduler, discardWhenCompleted: false)
                .map { arrays[String($0)] ?? "?" },
            on: scheduler)
        scheduler.advance(by: .milliseconds(12))
        XCTAssertEqual(recorder.marbles(), "---x--y--(z|)")
    }

    func test_throttleWhile_docDiagram() {
        let shouldThrottle = MutableProperty(false)
        let switches = scheduler.createHotSignal(
            "---t-----f", values: ["t": true, "f": false], tick: .milliseconds(1))
        let observation = switches.observeValues { shouldThrottle.value = $0 }
        XCTAssertEqual(
            result(of: "-a---bc-----d-|") { $0.throttle(while: shouldThrottle, on: scheduler) },
            "-a-------c--d-|")
        observation?.dispose()  // a diagram without a terminal event: the signal stays observed
    }
}
