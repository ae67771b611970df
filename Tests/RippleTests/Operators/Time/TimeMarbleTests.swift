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
}
