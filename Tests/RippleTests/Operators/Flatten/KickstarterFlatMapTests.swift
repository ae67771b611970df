import Ripple
import RippleTesting
import XCTest

/// Kickstarter's `concatMap` and `mergeMap`, on `Signal` and `SignalProducer`.
final class KickstarterFlatMapTests: XCTestCase {
    typealias E = CombineTestError

    func test_concatMap_runsInnersOneAtATimeInOrder() {
        let (outer, input) = Signal<Int, E>.pipe()
        let inners = (0..<2).map { _ in Signal<Int, E>.pipe() }
        let observer = TestObserver<Int, E>()
        observer.observe(outer.concatMap { inners[$0].output })
        input.send(value: 0)
        input.send(value: 1)
        inners[1].input.send(value: 99)  // not its turn
        inners[0].input.send(value: 1)
        inners[0].input.sendCompleted()
        inners[1].input.send(value: 2)
        input.sendCompleted()
        inners[1].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(2), .completed])
    }

    func test_concatMap_producerInner_failureAndInterruption() {
        let (outer, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(
            outer.concatMap { $0 < 0 ? SignalProducer(error: .boom) : SignalProducer(value: $0) })
        input.send(value: 1)
        input.send(value: -1)
        XCTAssertEqual(observer.events, [.value(1), .failed(.boom)])

        let (outer2, input2) = Signal<Int, E>.pipe()
        let interrupted = TestObserver<Int, E>()
        interrupted.observe(outer2.concatMap { SignalProducer(value: $0) })
        input2.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_mergeMap_forwardsEveryInnerAsValuesArrive() {
        let (outer, input) = Signal<Int, E>.pipe()
        let inners = (0..<2).map { _ in Signal<Int, E>.pipe() }
        let observer = TestObserver<Int, E>()
        observer.observe(outer.mergeMap { inners[$0].output })
        input.send(value: 0)
        input.send(value: 1)
        inners[0].input.send(value: 1)
        inners[1].input.send(value: 3)
        inners[0].input.send(value: 2)
        input.sendCompleted()
        inners[0].input.sendCompleted()
        inners[1].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(3), .value(2), .completed])
    }

    func test_mergeMap_innerFailureFailsResult() {
        let (outer, input) = Signal<Int, E>.pipe()
        let observer = TestObserver<Int, E>()
        observer.observe(outer.mergeMap { _ in SignalProducer<Int, E>(error: .boom) })
        input.send(value: 0)
        XCTAssertEqual(observer.events, [.failed(.boom)])
    }

    func test_concatMapAndMergeMap_producerForms() {
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let concat = TestObserver<Int, E>()
        concat.start(
            SignalProducer<Int, E>(values: 1, 2).concatMap { SignalProducer(values: $0, $0) })
        XCTAssertEqual(concat.events, [.value(1), .value(1), .value(2), .value(2), .completed])

        let merge = TestObserver<Int, E>()
        merge.start(SignalProducer<Int, E>(values: 1, 2).mergeMap { SignalProducer(value: $0 * 3) })
        XCTAssertEqual(merge.events, [.value(3), .value(6), .completed])

        let signalInner = TestObserver<Int, E>()
        let disposable = signalInner.start(SignalProducer<Int, E>(value: 0).mergeMap { _ in inner })
        innerInput.send(value: 5)
        disposable.dispose()
        XCTAssertEqual(signalInner.events, [.value(5), .interrupted])

        let concatSignal = TestObserver<Int, E>()
        concatSignal.start(SignalProducer<Int, E>(value: 0).concatMap { _ in inner })
        innerInput.send(value: 6)
        innerInput.sendCompleted()
        XCTAssertEqual(concatSignal.events, [.value(6), .completed])
    }
}

/// Kickstarter's `switchMap` on a producer whose inners are signals.
final class KickstarterSwitchMapSignalInnerTests: XCTestCase {
    typealias E = CombineTestError

    func test_producerSwitchMap_signalInner_forwardsOnlyTheLatestSignal() {
        let (outer, input) = Signal<Int, E>.pipe()
        let inners = (0..<2).map { _ in Signal<Int, E>.pipe() }
        let observer = TestObserver<Int, E>()
        observer.start(SignalProducer(outer).switchMap { inners[$0].output })
        input.send(value: 0)
        inners[0].input.send(value: 1)
        input.send(value: 1)
        inners[0].input.send(value: 99)  // no longer the latest
        inners[1].input.send(value: 3)
        input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(3)], "waits for the latest inner")
        inners[1].input.sendCompleted()
        XCTAssertEqual(observer.events, [.value(1), .value(3), .completed])
    }

    func test_producerSwitchMap_signalInner_failureFailsAndDisposalInterrupts() {
        let (inner, innerInput) = Signal<Int, E>.pipe()
        let failing = TestObserver<Int, E>()
        failing.start(SignalProducer<Int, E>(value: 0).switchMap { _ in inner })
        innerInput.send(error: .boom)
        XCTAssertEqual(failing.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, E>.pipe()
        let disposed = TestObserver<Int, E>()
        disposed.start(SignalProducer<Int, E>(value: 0).switchMap { _ in other }).dispose()
        otherInput.send(value: 5)
        XCTAssertEqual(disposed.events, [.interrupted])
    }
}
