import Ripple
import XCTest

/// The async bridges let go of the user's closures once the loop has ended. (A task-backed
/// `SignalProducer(operation:)` ends on another thread, after its last notification: its
/// release cannot be awaited without polling, so it is not in this family.)
final class AsyncBridgeLeakTests: XCTestCase {
    func test_signalAsyncValues_releasesTheSentinel_afterTheLoopEnds() async {
        await assertReleasesSentinel(after: .termination) { canary in
            let (signal, input) = Signal<Int, Never>.pipe()
            var values: AsyncValueSequence<Int, Never>? = signal.map {
                _ = canary; return $0
            }
            .asyncValues
            input.send(value: 1)
            return AsyncLeakScenario(kept: [signal, input]) {
                input.sendCompleted()
                if let sequence = values {
                    for await _ in sequence {}
                }
                values = nil
            }
        }
    }

    func test_producerAsyncValues_releasesTheSentinel_afterTheLoopEnds() async {
        await assertReleasesSentinel(after: .termination) { canary in
            var values: AsyncValueSequence<Int, Never>? = SignalProducer<Int, Never>(values: 1, 2)
                .map {
                    _ = canary; return $0
                }.asyncValues
            return AsyncLeakScenario {
                guard let sequence = values else { return }
                values = nil
                var received: [Int] = []
                for await value in sequence { received.append(value) }
                XCTAssertEqual(received, [1, 2])
            }
        }
    }
}
