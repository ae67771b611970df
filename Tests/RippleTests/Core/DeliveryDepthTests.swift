import Foundation
import Ripple
import RippleTesting
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivery recurses once per stage by nature. These pin the depth budget on a 512 KiB thread
/// (an iOS secondary thread's stack) in a debug build, the tightest case: a 1,000-deep `map`
/// chain delivers values and every terminal event, and a 1,000-deep `Property.map` chain
/// delivers a set; the depth of producer chains is below. `Docs/Contracts.md` states the
/// measured limits.
final class DeliveryDepthTests: XCTestCase {
    /// Values and terminal events through `Signal.map`.
    private let depth = 1_000
    /// `SignalProducer.map` runs (two signals per stage).
    private let producerDepth = 150
    /// `Property.map` chains: one signal per stage, as `Signal.map`.
    private let propertyDepth = 1_000

    /// 512 KiB, the budget's stack. Under the thread and address sanitizers (`.ci/run` runs
    /// every test with each), whose instrumentation makes every frame larger, 2 MiB: the budget
    /// is stated for plain debug and release builds (`depthBudgetStackSize`).
    private let stackSize = depthBudgetStackSize

    func test_signal_thousandDeepMapChain_deliversValuesOnA512KiBStack() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var chain = signal
        for _ in 0..<depth { chain = chain.map { $0 + 1 } }
        let recorder = EventRecorder<Int, TestError>()
        chain.observe(recorder.observer)

        onSmallStack(stackSize: stackSize) {
            input.send(value: 0)
            input.send(value: 5)
            input.send(error: TestError(code: 2))
        }

        XCTAssertEqual(
            recorder.events, [.value(depth), .value(depth + 5), .failed(TestError(code: 2))])
    }

    func test_signal_thousandDeepMapChain_deliversEveryTerminalEventOnA512KiBStack() {
        let terminals: [Signal<Int, TestError>.Event] = [
            .completed, .interrupted, .failed(TestError(code: 4)),
        ]
        for terminal in terminals {
            let (signal, input) = Signal<Int, TestError>.pipe()
            var chain = signal
            for _ in 0..<depth { chain = chain.map { $0 * 1 } }
            let recorder = EventRecorder<Int, TestError>()
            chain.observe(recorder.observer)

            onSmallStack(stackSize: stackSize) {
                input.send(value: 3)
                input.send(terminal)
            }

            XCTAssertEqual(recorder.events, [.value(3), terminal])
        }
    }

    func test_producer_deepMapChain_startsAndDeliversOnA512KiBStack() {
        var producer = SignalProducer<Int, TestError>(values: 0, 1)
        for _ in 0..<producerDepth { producer = producer.map { $0 + 1 } }
        let recorder = EventRecorder<Int, TestError>()

        onSmallStack(stackSize: stackSize) {
            producer.start(recorder.observer)
        }

        XCTAssertEqual(
            recorder.events, [.value(producerDepth), .value(producerDepth + 1), .completed])
    }

    func test_producer_deepMapChain_disposedRunIsInterruptedOnA512KiBStack() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var producer = SignalProducer(signal)
        for _ in 0..<producerDepth { producer = producer.map { $0 + 1 } }
        let recorder = EventRecorder<Int, Never>()

        onSmallStack(stackSize: stackSize) {
            let run = producer.start(recorder.observer)
            input.send(value: 0)
            run.dispose()
        }

        XCTAssertEqual(recorder.events, [.value(producerDepth), .interrupted])
    }

    func test_property_thousandDeepMapChain_deliversASetAndReadsItsValueOnA512KiBStack() {
        let root = MutableProperty(0)
        var property = Property(root)
        for _ in 0..<propertyDepth { property = property.map { $0 + 1 } }
        let recorder = EventRecorder<Int, Never>()
        property.signal.observe(recorder.observer)
        XCTAssertEqual(property.value, propertyDepth)
        var read: [Int] = []

        onSmallStack(stackSize: stackSize) {
            root.value = 1
            read.append(property.value)
            root.value = 2
            read.append(property.value)
        }

        XCTAssertEqual(recorder.events, [.value(propertyDepth + 1), .value(propertyDepth + 2)])
        XCTAssertEqual(read, [propertyDepth + 1, propertyDepth + 2])
    }

    func test_property_thousandDeepMapChain_producerStartsOnA512KiBStack() {
        let root = MutableProperty(7)
        var property = Property(root)
        for _ in 0..<propertyDepth { property = property.map { $0 + 1 } }
        let recorder = EventRecorder<Int, Never>()

        onSmallStack(stackSize: stackSize) {
            property.producer.start(recorder.observer)
            root.value = 8
        }

        XCTAssertEqual(recorder.events, [.value(propertyDepth + 7), .value(propertyDepth + 8)])
    }
}
