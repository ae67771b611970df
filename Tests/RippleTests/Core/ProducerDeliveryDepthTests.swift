import Foundation
import Ripple
import XCTest

/// The depth budget of producer chains on a 512 KiB thread in a debug build (see
/// `DeliveryDepthTests`): a chain of relaying lifts (`map`, `filter`, `on`, …) applies its
/// stages to one upstream run's signal, so a value crosses one signal per stage, as through
/// `Signal.map`, instead of two (the stage's and a run's per level).
final class ProducerDeliveryDepthTests: XCTestCase {
    /// Values, completion and interruption through `SignalProducer.map`.
    private let depth = 1_000

    /// 512 KiB; 2 MiB under the thread and address sanitizers (`depthBudgetStackSize`).
    private let stackSize = depthBudgetStackSize

    /// Keeps a run's observer so that the test can end the run later, on its own thread.
    private final class ObserverBox: @unchecked Sendable {
        var observer: Signal<Int, TestError>.Observer?
    }

    func test_producer_thousandDeepMapChain_startsAndDeliversOnA512KiBStack() {
        let box = ObserverBox()
        var starts = 0
        var producer = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.send(value: 0)
            observer.send(value: 1)
            box.observer = observer
        }
        for _ in 0..<depth { producer = producer.map { $0 + 1 } }
        let recorder = EventRecorder<Int, TestError>()

        onSmallStack(stackSize: stackSize) {
            producer.start(recorder.observer)
            box.observer?.sendCompleted()
        }

        XCTAssertEqual(starts, 1)
        XCTAssertEqual(recorder.events, [.value(depth), .value(depth + 1), .completed])
    }

    func test_producer_thousandDeepMapChain_ofValues_startsAndCompletesOnA512KiBStack() {
        var producer = SignalProducer<Int, TestError>(values: 0, 1)
        for _ in 0..<depth { producer = producer.map { $0 + 1 } }
        let recorder = EventRecorder<Int, TestError>()

        onSmallStack(stackSize: stackSize) {
            producer.start(recorder.observer)
        }

        XCTAssertEqual(recorder.events, [.value(depth), .value(depth + 1), .completed])
    }

    func test_producer_thousandDeepMapChain_disposedRunIsInterruptedOnA512KiBStack() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var producer = SignalProducer(signal)
        for _ in 0..<depth { producer = producer.map { $0 + 1 } }
        let recorder = EventRecorder<Int, Never>()

        onSmallStack(stackSize: stackSize) {
            let run = producer.start(recorder.observer)
            input.send(value: 0)
            run.dispose()
            input.send(value: 1)
        }

        XCTAssertEqual(recorder.events, [.value(depth), .interrupted])
    }

    func test_producer_thousandDeepChain_disposed_interruptsEveryStageOnA512KiBStack() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let counts = Counts()
        var producer = SignalProducer(signal)
        for level in 0..<depth {
            if level % 10 == 0 {
                producer = producer.on(
                    interrupted: { counts.interrupted += 1 }, disposed: { counts.disposed += 1 })
            } else {
                producer = producer.map { $0 + 1 }
            }
        }
        let recorder = EventRecorder<Int, Never>()

        onSmallStack(stackSize: stackSize) {
            let run = producer.start(recorder.observer)
            input.send(value: 0)
            run.dispose()
        }

        XCTAssertEqual(recorder.events, [.value(depth - depth / 10), .interrupted])
        XCTAssertEqual(counts.interrupted, depth / 10)
        XCTAssertEqual(counts.disposed, depth / 10)
    }

    private final class Counts: @unchecked Sendable {
        var interrupted = 0
        var disposed = 0
    }
}
