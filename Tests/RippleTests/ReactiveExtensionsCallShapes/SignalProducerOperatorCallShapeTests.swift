import Foundation
import Ripple
import RippleTesting
import XCTest

// ReactiveExtensions' operators on `SignalProducer`, called as Kickstarter's view models call
// them on API requests and property producers, and as their tests read results. The same file
// compiles and passes against ReactiveSwift 7.2.1 with ReactiveExtensions 2.0.0 (imports
// changed).

private enum RequestError: Error, Equatable {
    case offline
}

final class SignalProducerOperatorCallShapeTests: XCTestCase {
    private func fetchProjects(page: Int) -> SignalProducer<[String], RequestError> {
        page < 0
            ? SignalProducer(error: .offline) : SignalProducer(value: ["p\(page)a", "p\(page)b"])
    }

    func testAllValues_ReadsAFiniteProducer() {
        XCTAssertEqual(SignalProducer<Int, Never>([1, 2, 3]).allValues(), [1, 2, 3])
        XCTAssertEqual(self.fetchProjects(page: -1).allValues(), [], "a failure reads as no values")
    }

    func testConcat_SequenceAndVariadic_RunEachInTurn() {
        let first = SignalProducer<Int, Never>([1, 2])
        let second = SignalProducer<Int, Never>(value: 3)
        XCTAssertEqual(SignalProducer.concat(first, second).allValues(), [1, 2, 3])
        XCTAssertEqual(SignalProducer.concat([second, first]).allValues(), [3, 1, 2])
    }

    func testFlatMapFamily_WithProducerAndSignalInners() {
        let pages = SignalProducer<Int, RequestError>([1, 2])
        XCTAssertEqual(
            pages.flatMap { self.fetchProjects(page: $0) }.allValues(),
            [["p1a", "p1b"], ["p2a", "p2b"]])
        XCTAssertEqual(pages.concatMap { self.fetchProjects(page: $0) }.allValues().count, 2)
        XCTAssertEqual(pages.mergeMap { self.fetchProjects(page: $0) }.allValues().count, 2)
        XCTAssertEqual(
            pages.switchMap { self.fetchProjects(page: $0) }.allValues(),
            [["p1a", "p1b"], ["p2a", "p2b"]], "each inner completes before the next page")

        let (inner, innerObserver) = Signal<String, RequestError>.pipe()
        let innerSignals = TestObserver<String, RequestError>()
        SignalProducer.merge(
            pages.flatMap { _ in inner }, pages.concatMap { _ in inner },
            pages.mergeMap { _ in inner },
            pages.switchMap { _ in inner }
        ).start(innerSignals.observer)
        innerObserver.send(value: "inner")
        XCTAssertEqual(innerSignals.values.count, 5, "merge observes the signal once per page")
        innerObserver.sendCompleted()
        innerSignals.assertDidComplete()
    }

    func testRequestEvents_ValuesErrorsAndDemotedErrors() {
        let event = self.fetchProjects(page: -1).materialize()
        XCTAssertEqual(event.values().allValues(), [])
        XCTAssertEqual(event.errors().allValues(), [.offline])
        XCTAssertEqual(self.fetchProjects(page: 1).materialize().values().allValues().count, 1)
        XCTAssertEqual(self.fetchProjects(page: -1).demoteErrors().allValues(), [])
        XCTAssertEqual(
            self.fetchProjects(page: -1).demoteErrors(replaceErrorWith: ["cached"]).allValues(),
            [["cached"]])
    }

    func testSubdueErrorAndLiftSubduedError() {
        let subdued = self.fetchProjects(page: -1).subdueError()
        let results = subdued.allValues()
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first.flatMap { try? $0.get() }, nil)
        let lifted = TestObserver<[String], RequestError>()
        subdued.liftSubduedError().start(lifted.observer)
        lifted.assertFailed(.offline)
    }

    func testValueShapingOperators() {
        let numbers = SignalProducer<Int, Never>([3, 1, 2])
        XCTAssertEqual(numbers.mapConst("x").allValues(), ["x", "x", "x"])
        XCTAssertEqual(numbers.ignoreValues().allValues().count, 3)
        XCTAssertEqual(numbers.mergeWith(SignalProducer(value: 9)).allValues(), [3, 1, 2, 9])
        XCTAssertEqual(numbers.slidingWindow(max: 2, min: 1).allValues(), [[3], [3, 1], [1, 2]])
        XCTAssertEqual(numbers.slidingWindow(max: 3, min: 3).sort().allValues(), [[1, 2, 3]])
        XCTAssertEqual(
            numbers.slidingWindow(max: 2, min: 2).sort(>).allValues(), [[3, 1], [2, 1]])
        XCTAssertEqual(numbers.takeUntil { $0 == 1 }.allValues(), [3, 1])
        XCTAssertEqual(
            SignalProducer<[Int], Never>(value: [1, 2]).uncollect().allValues(), [1, 2])
        XCTAssertEqual(numbers.wrapInOptional().allValues(), [3, 1, 2])
    }

    func testTakeWhenAndTakePairWhen_SampleAPropertysProducerOnASignal() {
        let currentUser = MutableProperty("ada")
        let (loginTapped, loginTappedObserver) = Signal<Int, Never>.pipe()
        let user = TestObserver<String, Never>()
        let pair = TestObserver<String, Never>()
        currentUser.producer.takeWhen(loginTapped).observe(user.observer)
        currentUser.producer.takePairWhen(loginTapped).map { "\($0) \($1)" }.observe(pair.observer)
        loginTappedObserver.send(value: 1)
        currentUser.value = "grace"
        loginTappedObserver.send(value: 2)
        user.assertValues(["ada", "grace"])
        pair.assertValues(["ada 1", "grace 2"])
    }

    func testKsrDebounceAndKsrDelay_OnTheInjectedScheduler() {
        let scheduler = TestScheduler()
        let debounceInterval: DispatchTimeInterval = .milliseconds(300)
        let apiDelayInterval: DispatchTimeInterval = .seconds(1)
        let (typed, typedObserver) = Signal<String, Never>.pipe()
        let debounced = TestObserver<String, Never>()
        let delayed = TestObserver<Int, Never>()
        SignalProducer(typed).ksr_debounce(debounceInterval, on: scheduler)
            .start(debounced.observer)
        SignalProducer<Int, Never>(value: 7).ksr_delay(apiDelayInterval, on: scheduler)
            .start(delayed.observer)
        ["c", "ca", "cat"].forEach(typedObserver.send(value:))
        // Steps that end off the due instants: ReactiveSwift's TestScheduler adds
        // TimeIntervals, whose sums (0.299 + 0.001) can fall short of the due date (0.3).
        scheduler.advance(by: .milliseconds(250))
        debounced.assertDidNotEmitValue()
        scheduler.advance(by: .milliseconds(100))
        debounced.assertValues(["cat"])
        scheduler.advance(by: .milliseconds(600))
        delayed.assertDidNotEmitValue()
        scheduler.advance(by: .milliseconds(100))
        delayed.assertValues([7])
        delayed.assertDidComplete()
    }

    /// Where Ripple differs: when the source completes while a value waits, ReactiveSwift
    /// 7.2.1's `flatMap(.latest)`, under Kickstarter's `ksr_debounce`, takes the replaced
    /// values' late interruptions for the waiting one's end: it completes at the scheduler's
    /// next turn and the value is lost (`[]`, then completed). Ripple delivers it, then completes.
    func testKsrDebounce_ASourceThatCompletes_StillDeliversTheWaitingValue() {
        let scheduler = TestScheduler()
        let debounced = TestObserver<Int, Never>()
        SignalProducer<Int, Never>([1, 2, 3]).ksr_debounce(.milliseconds(300), on: scheduler)
            .start(debounced.observer)
        scheduler.advance(by: .milliseconds(250))
        debounced.assertDidNotTerminate()
        scheduler.advance(by: .milliseconds(100))
        debounced.assertValues([3])
        debounced.assertDidComplete()
    }
}
