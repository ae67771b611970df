import Ripple
import RippleTesting
import XCTest

/// The leak helper itself fails when a scenario keeps its sentinel past the step.
final class LeakCheckTests: XCTestCase {
    func test_assertReleasesSentinel_failsWhenTheSentinelOutlivesTheStep() {
        let failures = withFailureRecorder {
            assertReleasesSentinel(after: .termination, "kept on purpose") { canary in
                let (signal, input) = Signal<Int, Never>.pipe()
                signal.observeValues { _ in _ = canary }
                return LeakScenario(kept: [signal, input, canary]) { input.sendCompleted() }
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.contains("kept on purpose") ?? false,
            "\(failures)")
    }

    func test_assertReleasesSentinel_passesWhenTheStepReleasesIt() {
        let failures = withFailureRecorder {
            assertReleasesSentinel(after: .termination) { canary in
                let (signal, input) = Signal<Int, Never>.pipe()
                signal.observeValues { _ in _ = canary }
                return LeakScenario(kept: [signal, input]) { input.sendCompleted() }
            }
        }
        XCTAssertEqual(failures, [])
    }
}
