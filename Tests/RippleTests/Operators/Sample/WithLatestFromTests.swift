import Ripple
import XCTest

final class WithLatestFromTests: XCTestCase {
    func test_withLatestFrom_pairsOnceOtherHasAValue_andEndsWithOther() {
        let (source, sourceInput) = Signal<String, Never>.pipe()
        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        var pairs: [String] = []
        var terminal: Signal<(String, Int), OperatorTestError>.Event?
        source.withLatestFrom(other).observe { event in
            if case .value(let (value, latest)) = event {
                pairs.append("\(value)\(latest)")
            } else {
                terminal = event
            }
        }
        sourceInput.send(value: "a")
        otherInput.send(value: 1)
        sourceInput.send(value: "b")
        otherInput.send(value: 2)
        sourceInput.send(value: "c")
        otherInput.send(error: .boom)
        XCTAssertEqual(pairs, ["b1", "c2"])
        XCTAssertEqual(terminal?.error, .boom)
    }

    func test_withLatestFrom_ignoresSelfsTerminalEvents_completesAndInterruptsWithOther() {
        for otherTerminal: Signal<Int, Never>.Event in [.completed, .interrupted] {
            let (source, sourceInput) = Signal<String, OperatorTestError>.pipe()
            let (other, otherInput) = Signal<Int, Never>.pipe()
            let log = recordEvents(source.withLatestFrom(other).map { "\($0.0)\($0.1)" })
            otherInput.send(value: 1)
            sourceInput.send(value: "a")
            sourceInput.send(error: .boom)
            XCTAssertEqual(log.events, [.value("a1")])
            otherInput.send(otherTerminal)
            XCTAssertEqual(log.events, [.value("a1"), otherTerminal.map { _ in "" }])
        }
    }

    func test_withLatestFrom_producerOther_startsAtOnce_andIsInterruptedWithTheResult() {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        var starts = 0
        var disposed = false
        let other = SignalProducer<String, Never> { observer, _ in
            starts += 1
            observer.send(value: "x")
        }.on(disposed: { disposed = true })
        let log = recordEvents(source.withLatestFrom(other).map { "\($0.0)\($0.1)" })
        XCTAssertEqual(starts, 1)
        sourceInput.send(value: 1)
        XCTAssertEqual(log.events, [.value("1x")])
        log.disposable?.dispose()
        XCTAssertTrue(disposed)
    }

    func test_withLatestFrom_producerForms() {
        let (other, otherInput) = Signal<Int, Never>.pipe()
        let (source, sourceInput) = Signal<String, Never>.pipe()
        let log = recordEvents(
            SignalProducer(source).withLatestFrom(other).map { "\($0.0)\($0.1)" })
        otherInput.send(value: 5)
        sourceInput.send(value: "a")
        otherInput.sendCompleted()
        XCTAssertEqual(log.events, [.value("a5"), .completed])
        let both = SignalProducer<String, Never>(values: "p", "q")
            .withLatestFrom(SignalProducer<Int, Never>(value: 1).concat(.never))
        XCTAssertEqual(
            recordEvents(both.map { "\($0.0)\($0.1)" }).events, [.value("p1"), .value("q1")])
    }

    func test_filterWhenLatestFrom_letsThroughWhileOthersLatestSatisfies() {
        let (source, sourceInput) = Signal<String, OperatorTestError>.pipe()
        let (other, otherInput) = Signal<Bool, OperatorTestError>.pipe()
        let log = recordEvents(source.filterWhenLatestFrom(other, satisfies: { $0 }))
        sourceInput.send(value: "early")
        otherInput.send(value: true)
        sourceInput.send(value: "a")
        otherInput.send(value: false)
        sourceInput.send(value: "b")
        otherInput.send(value: true)
        sourceInput.send(value: "c")
        otherInput.sendCompleted()
        XCTAssertEqual(log.events, [.value("a"), .value("c"), .completed])
        let (trigger, triggerInput) = Signal<Bool, OperatorTestError>.pipe()
        let (values, valuesInput) = Signal<Int, OperatorTestError>.pipe()
        let producerLog = recordEvents(
            SignalProducer(values).filterWhenLatestFrom(trigger, satisfies: { $0 }))
        triggerInput.send(value: true)
        valuesInput.send(value: 1)
        triggerInput.send(error: .other)
        valuesInput.send(value: 2)
        XCTAssertEqual(producerLog.events, [.value(1), .failed(.other)])
    }
}
