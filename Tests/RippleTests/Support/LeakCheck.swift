import Ripple
import RippleTesting
import XCTest

/// A leak scenario: what a user builds around a sentinel object that the user's closures
/// capture, and the step after which Ripple must have let go of it.
struct LeakScenario {
    /// What the user keeps while the release is checked (sources, inputs, a disposable kept
    /// after `dispose()`, a scheduler): held until after the assertion, so the check proves
    /// that none of it holds the sentinel.
    var kept: [Any] = []
    /// The termination, disposal or release after which the sentinel must be gone.
    var step: () -> Void
}

/// The kinds of step a leak scenario ends with, named in the failure message.
enum LeakStep: String {
    case termination = "the stream terminated"
    case disposal = "the observation was disposed"
    case release = "the user released what they held"
    case firstStart = "the first start"
}

/// Builds a scenario around a fresh `Canary` (the sentinel), checks that the scenario holds it,
/// runs the scenario's step, and asserts that the sentinel is released while the scenario's
/// `kept` values are still held. The last check is RippleTesting's `LeakTracker`, the one a
/// user's view-model test uses.
///
///     assertReleasesSentinel(after: .termination) { canary in
///         let (signal, input) = Signal<Int, Never>.pipe()
///         signal.map { _ = canary; return $0 }.observeValues { _ in }
///         return LeakScenario(kept: [signal, input]) { input.sendCompleted() }
///     }
///
/// A scenario whose closures do not hold the sentinel before the step fails too: the test
/// would prove nothing.
func assertReleasesSentinel(
    after step: LeakStep, _ name: String = "",
    file: StaticString = #filePath, line: UInt = #line,
    _ build: (Canary) -> LeakScenario
) {
    let label = name.isEmpty ? "" : "\(name): "
    let tracker = LeakTracker()
    weak var weakCanary: Canary?
    var scenario: LeakScenario?
    do {
        let canary = Canary()
        weakCanary = canary
        tracker.track(
            canary, named: "\(label)the sentinel after \(step.rawValue)", file: file, line: line)
        scenario = build(canary)
    }
    XCTAssertNotNil(
        weakCanary, "\(label)the scenario does not hold the sentinel before the step",
        file: file, line: line)
    guard let built = scenario else { return }
    scenario = nil
    built.step()
    withExtendedLifetime(built.kept) { _ = tracker.assertAllReleased() }
}

/// A leak scenario whose step awaits: a task's end, an `AsyncSequence` loop.
struct AsyncLeakScenario {
    /// What the user keeps while the release is checked; see `LeakScenario.kept`.
    var kept: [Any] = []
    /// The termination, disposal or release after which the sentinel must be gone.
    var step: () async -> Void
}

/// `assertReleasesSentinel(after:_:_:)` for a scenario whose step awaits.
func assertReleasesSentinel(
    after step: LeakStep, _ name: String = "",
    file: StaticString = #filePath, line: UInt = #line,
    _ build: (Canary) -> AsyncLeakScenario
) async {
    let label = name.isEmpty ? "" : "\(name): "
    let tracker = LeakTracker()
    weak var weakCanary: Canary?
    var scenario: AsyncLeakScenario?
    do {
        let canary = Canary()
        weakCanary = canary
        tracker.track(
            canary, named: "\(label)the sentinel after \(step.rawValue)", file: file, line: line)
        scenario = build(canary)
    }
    XCTAssertNotNil(
        weakCanary, "\(label)the scenario does not hold the sentinel before the step",
        file: file, line: line)
    guard let built = scenario else { return }
    scenario = nil
    await built.step()
    withExtendedLifetime(built.kept) { _ = tracker.assertAllReleased() }
}

/// What a scenario's step lets go of: the user's last reference to a property, a pipe, a
/// producer. `release()` drops it.
final class Held {
    private var value: Any?

    init(_ value: Any?) {
        self.value = value
    }

    func release() {
        value = nil
    }
}
