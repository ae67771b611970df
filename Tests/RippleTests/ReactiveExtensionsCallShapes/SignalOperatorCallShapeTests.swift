import Foundation
import Ripple
import RippleTesting
import XCTest

// ReactiveExtensions' operators on `Signal`, called as Kickstarter's view models and their
// tests call them: a pipe per input, a `TestObserver` per output. The same file compiles and
// passes against ReactiveSwift 7.2.1 with ReactiveExtensions 2.0.0 (imports changed).

private enum LoadError: Error, Equatable {
    case offline
}

final class SignalOperatorCallShapeTests: XCTestCase {
    func testConcat_SequenceAndVariadic_ForwardEachSignalInItsTurn() {
        let (first, firstObserver) = Signal<Int, Never>.pipe()
        let (second, secondObserver) = Signal<Int, Never>.pipe()
        let variadic = TestObserver<Int, Never>()
        let sequence = TestObserver<Int, Never>()
        Signal.concat(first, second).observe(variadic.observer)
        Signal.concat([first, second]).observe(sequence.observer)
        secondObserver.send(value: 0)  // not its turn yet: missed
        firstObserver.send(value: 1)
        firstObserver.sendCompleted()
        secondObserver.send(value: 2)
        secondObserver.sendCompleted()
        variadic.assertValues([1, 2])
        variadic.assertDidComplete()
        sequence.assertValues([1, 2])
        sequence.assertDidComplete()
    }

    func testFlatMapFamily_WithProducerAndSignalInners() {
        let (taps, tapsObserver) = Signal<Int, Never>.pipe()
        let (inner, innerObserver) = Signal<String, Never>.pipe()
        let flat = TestObserver<String, Never>()
        let concat = TestObserver<String, Never>()
        let merge = TestObserver<String, Never>()
        let switched = TestObserver<String, Never>()
        let innerSignals = TestObserver<String, Never>()
        taps.flatMap { SignalProducer(value: "flat \($0)") }.observe(flat.observer)
        taps.concatMap { SignalProducer(value: "concat \($0)") }.observe(concat.observer)
        taps.mergeMap { SignalProducer(value: "merge \($0)") }.observe(merge.observer)
        taps.switchMap { SignalProducer(value: "switch \($0)") }.observe(switched.observer)
        Signal.merge(
            taps.flatMap { _ in inner }, taps.concatMap { _ in inner },
            taps.mergeMap { _ in inner },
            taps.switchMap { _ in inner }
        ).observe(innerSignals.observer)
        tapsObserver.send(value: 1)
        innerObserver.send(value: "inner")
        flat.assertValues(["flat 1"])
        concat.assertValues(["concat 1"])
        merge.assertValues(["merge 1"])
        switched.assertValues(["switch 1"])
        innerSignals.assertValues(["inner", "inner", "inner", "inner"])
    }

    func testDemoteErrors_ReplacesTheErrorOrDropsIt() {
        let (request, requestObserver) = Signal<Int, LoadError>.pipe()
        let replaced = TestObserver<Int, Never>()
        let dropped = TestObserver<Int, Never>()
        request.demoteErrors(replaceErrorWith: -1).observe(replaced.observer)
        request.demoteErrors().observe(dropped.observer)
        requestObserver.send(value: 1)
        requestObserver.send(error: .offline)
        replaced.assertValues([1, -1])
        replaced.assertDidComplete()
        dropped.assertValues([1])
        dropped.assertDidComplete()
    }

    func testTakeUntil_IncludesTheValueThatEndsIt() {
        let (progress, progressObserver) = Signal<Double, Never>.pipe()
        let test = TestObserver<Double, Never>()
        progress.takeUntil { $0 >= 1 }.observe(test.observer)
        [0.5, 1, 0.2].forEach(progressObserver.send(value:))
        test.assertValues([0.5, 1])
        test.assertDidComplete()
    }

    func testScanSlidingWindowSortUncollectWrapInOptional() {
        let (numbers, numbersObserver) = Signal<Int, Never>.pipe()
        let total = TestObserver<Int, Never>()
        let window = TestObserver<[Int], Never>()
        let sorted = TestObserver<[Int], Never>()
        let sortedDescending = TestObserver<[Int], Never>()
        let flattened = TestObserver<Int, Never>()
        let optional = TestObserver<Int?, Never>()
        numbers.scan(+).observe(total.observer)
        numbers.slidingWindow(max: 2, min: 2).observe(window.observer)
        numbers.slidingWindow(max: 3, min: 1).sort().observe(sorted.observer)
        numbers.slidingWindow(max: 3, min: 1).sort(>).uncollect().collect(count: 2).observe(
            sortedDescending.observer)
        numbers.map { [$0, $0] }.uncollect().observe(flattened.observer)
        numbers.wrapInOptional().observe(optional.observer)
        [3, 1, 2].forEach(numbersObserver.send(value:))
        total.assertValues([3, 4, 6])
        window.assertValues([[3, 1], [1, 2]])
        sorted.assertValues([[3], [1, 3], [1, 2, 3]])
        sortedDescending.assertValues([[3, 3], [1, 3], [2, 1]])
        flattened.assertValues([3, 3, 1, 1, 2, 2])
        optional.assertValues([3, 1, 2])
    }

    func testWithLatestFrom_EmitsOnSelf_EndsWithTheOther() {
        let (saveTapped, saveTappedObserver) = Signal<Void, Never>.pipe()
        let (name, nameObserver) = Signal<String, Never>.pipe()
        let test = TestObserver<String, Never>()
        saveTapped.withLatestFrom(name).map { _, name in name }.observe(test.observer)
        saveTappedObserver.send(value: ())
        nameObserver.send(value: "Ada")
        saveTappedObserver.send(value: ())
        saveTappedObserver.sendCompleted()
        test.assertValues(["Ada"])
        test.assertDidNotComplete("the sampling signal's end is not the result's")
        nameObserver.sendCompleted()
        test.assertDidComplete()

        let (tapped, tappedObserver) = Signal<Int, Never>.pipe()
        let currentUser = MutableProperty("ada")
        let fromProducer = TestObserver<String, Never>()
        tapped.withLatestFrom(currentUser.producer)
            .map { tap, user in "\(user) \(tap)" }.observe(fromProducer.observer)
        tappedObserver.send(value: 1)
        currentUser.value = "grace"
        tappedObserver.send(value: 2)
        fromProducer.assertValues(["ada 1", "grace 2"])
    }

    func testSubdueErrorAndLiftSubduedError_RoundTrip() {
        let (request, requestObserver) = Signal<Int, LoadError>.pipe()
        let subdued = TestObserver<String, Never>()
        let lifted = TestObserver<Int, LoadError>()
        request.subdueError()
            .map { result -> String in
                switch result {
                case .success(let value): return "success \(value)"
                case .failure(let error): return "failure \(error)"
                }
            }
            .observe(subdued.observer)
        request.subdueError().liftSubduedError().observe(lifted.observer)
        requestObserver.send(value: 1)
        requestObserver.send(error: .offline)
        subdued.assertValues(["success 1", "failure offline"])
        subdued.assertDidComplete()
        lifted.assertValues([1])
        lifted.assertFailed(.offline)
    }

    func testMaterializedValuesAndErrors() {
        let (request, requestObserver) = Signal<Int, LoadError>.pipe()
        let values = TestObserver<Int, Never>()
        let errors = TestObserver<LoadError, Never>()
        let event = request.materialize()
        event.values().observe(values.observer)
        event.errors().observe(errors.observer)
        requestObserver.send(value: 1)
        requestObserver.send(error: .offline)
        values.assertValues([1])
        errors.assertValues([.offline])
    }
}
