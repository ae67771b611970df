import Ripple
import RippleTesting
import XCTest

/// `FlattenStrategy.concurrent(limit:)` and `.throttle`.
final class FlattenConcurrentThrottleTests: XCTestCase {
    typealias E = CombineTestError

    private func pipes(_ count: Int) -> [(output: Signal<Int, E>, input: Signal<Int, E>.Observer)] {
        (0..<count).map { _ in Signal<Int, E>.pipe() }
    }

    // MARK: concurrent(limit:)

    func test_concurrent_runsAtMostLimitAndStartsWaitingInOrder() {
        let (outer, input) = Signal<Int, E>.pipe()
        let inners = pipes(4)
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.concurrent(limit: 2)) { inners[$0].output })
        for index in 0..<4 { input.send(value: index) }
        inners[2].input.send(value: 99)  // waiting: not observed yet
        inners[0].input.send(value: 0)
        inners[1].input.send(value: 1)
        inners[1].input.sendCompleted()  // inner 2 starts
        inners[2].input.send(value: 2)
        inners[3].input.send(value: 98)  // still waiting
        inners[0].input.sendInterrupted()  // counts as completion: inner 3 starts
        inners[3].input.send(value: 3)
        input.sendCompleted()
        inners[2].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(0), .value(1), .value(2), .value(3)])
        inners[3].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(0), .value(1), .value(2), .value(3), .completed])
    }

    func test_concurrent_innerFailureFailsResultAndInterruptsTheOthers() {
        let (outer, input) = Signal<Int, E>.pipe()
        var ended: [Int] = []
        let observer = TestObserver<Int, E>()
        observer.observe(
            outer.flatMap(.concurrent(limit: 2)) { value in
                SignalProducer<Int, E> { observer, lifetime in
                    lifetime.observeEnded { ended.append(value) }
                    if value == 1 { observer.send(error: .boom) }
                }
            })
        input.send(value: 0)
        input.send(value: 1)
        XCTAssertEqual(observer.events, [.failed(.boom)])
        XCTAssertEqual(ended.sorted(), [0, 1])
    }

    func test_concurrent_outerFailureAndInterruptionEndTheResult() {
        for end in ["failed", "interrupted"] {
            let (outer, input) = Signal<Int, E>.pipe()
            let observer = TestObserver<Int, E>()
            observer.observe(outer.flatMap(.concurrent(limit: 3)) { _ in SignalProducer.never })
            input.send(value: 0)
            if end == "failed" { input.send(error: .boom) } else { input.sendInterrupted() }
            XCTAssertEqual(observer.events, end == "failed" ? [.failed(.boom)] : [.interrupted])
        }
    }

    func test_concurrent_producerForm() {
        let observer = TestObserver<Int, E>()
        observer.start(
            SignalProducer<Int, E>(values: 1, 2, 3).flatMap(.concurrent(limit: 2)) {
                SignalProducer(values: $0, $0 * 10)
            })
        XCTAssertEqual(
            observer.events,
            [.value(1), .value(10), .value(2), .value(20), .value(3), .value(30), .completed])
    }

    func test_concurrent_mergeAndConcatAreItsLimits() {
        XCTAssertEqual(FlattenStrategy.concurrent(limit: .max), .merge)
        XCTAssertEqual(FlattenStrategy.concurrent(limit: 1), .concat)
        XCTAssertNotEqual(FlattenStrategy.concurrent(limit: 2), .merge)
        let strategies: [FlattenStrategy] = [
            .merge, .concat, .concurrent(limit: 3), .latest, .race, .throttle,
        ]
        XCTAssertEqual(
            strategies.map(\.description),
            ["merge", "concat", "concurrent(limit: 3)", "latest", "race", "throttle"])
    }

    func test_concurrent_limitZero_isAPreconditionFailure() throws {
        try expectCrash(message: "FlattenStrategy.concurrent(limit:) needs a limit of 1 or more") {
            _ = FlattenStrategy.concurrent(limit: 0)
        }
    }

    // MARK: throttle

    func test_throttle_dropsInnersReceivedWhileOneRuns() {
        let (outer, input) = Signal<Int, E>.pipe()
        let inners = pipes(3)
        var started: [Int] = []
        let observer = TestObserver<Int, E>()
        observer.observe(
            outer.flatMap(.throttle) { index in
                started.append(index)
                return inners[index].output
            })
        input.send(value: 0)
        input.send(value: 1)  // dropped: inner 0 runs
        inners[0].input.send(value: 10)
        inners[1].input.send(value: 11)
        inners[0].input.sendCompleted()
        input.send(value: 2)
        inners[2].input.send(value: 12)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(10), .value(12)])
        inners[2].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(10), .value(12), .completed])
        XCTAssertEqual(started, [0, 1, 2], "transform runs for every value, as in ReactiveSwift")
    }

    func test_throttle_completesAtOnceWhenNoInnerRuns() {
        let (outer, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.throttle) { SignalProducer(value: $0) })
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .completed])
    }

    func test_throttle_innerInterruptionInterruptsResult() {
        let (outer, input) = Signal<Int, E>.pipe()
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.throttle) { _ in inner })
        input.send(value: 0)
        innerInput.send(value: 1)
        innerInput.sendInterrupted()
        XCTAssertEqual(observer.events, [.value(1), .interrupted])
    }

    func test_throttle_innerAndOuterFailure() {
        let (outer, input) = Signal<Int, E>.pipe()
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.flatMap(.throttle) { _ in inner })
        input.send(value: 0)
        innerInput.send(error: .boom)
        XCTAssertEqual(observer.events, [.failed(.boom)])

        let (outer2, input2) = Signal<Int, E>.pipe()
        let outerFailed = TestObserver<Int, E>()
        outerFailed.observe(outer2.flatMap(.throttle) { _ in SignalProducer.never })
        input2.send(value: 0)
        input2.send(error: .boom)
        XCTAssertEqual(outerFailed.events, [.failed(.boom)])
    }

    func test_throttle_producerForm_disposalInterruptsInner() {
        var ended = false
        let observer = TestObserver<Int, E>()
        let disposable = observer.start(
            SignalProducer<Int, E>(values: 1, 2).flatMap(.throttle) { value in
                SignalProducer { innerObserver, lifetime in
                    innerObserver.send(value: value)
                    lifetime.observeEnded { ended = true }
                }
            })
        disposable.dispose()
        XCTAssertEqual(observer.events, [.value(1), .interrupted])
        XCTAssertTrue(ended)
    }
}
