import Foundation
import Ripple
import RippleTesting
import XCTest

// ReactiveExtensions-TestHelpers' `TestObserver`, as Kickstarter's view model tests use it:
// `output.observe(observer.observer)`, then its properties and assertions, with and without a
// message, and from a helper that forwards its caller's `file:` and `line:`. The same file
// compiles and passes against ReactiveSwift 7.2.1 with ReactiveExtensions 2.0.0 (imports
// changed).

private enum SaveError: Error, Equatable {
    case invalid
}

final class TestObserverCallShapeTests: XCTestCase {
    /// A helper of the kind Kickstarter's tests write, reporting failures at its caller. Its
    /// `file:` defaults to `#filePath`, as XCTest's assertions do: with `#file`, forwarding it
    /// to a `RippleTesting` assertion (whose `file:` defaults to `#filePath`) is a compiler
    /// warning.
    private func assertShowsNames(
        _ observer: TestObserver<String, Never>, _ names: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        observer.assertValues(names, "names", file: file, line: line)
        observer.assertValueCount(names.count, "name count", file: file, line: line)
        observer.assertLastValue(names[names.count - 1], file: file, line: line)
        observer.assertDidEmitValue(file: file, line: line)
        observer.assertDidNotComplete(file: file, line: line)
        observer.assertDidNotFail(file: file, line: line)
        observer.assertDidNotInterrupt(file: file, line: line)
        observer.assertDidNotTerminate(file: file, line: line)
    }

    func testValuesAndCompletion() {
        let (names, namesObserver) = Signal<String, Never>.pipe()
        let test = TestObserver<String, Never>()
        names.observe(test.observer)
        namesObserver.send(value: "ada")
        test.assertValue("ada")
        namesObserver.send(value: "grace")
        self.assertShowsNames(test, ["ada", "grace"])
        XCTAssertEqual(test.values, ["ada", "grace"])
        XCTAssertEqual(test.lastValue, "grace")
        XCTAssertTrue(test.didEmitValue)
        XCTAssertFalse(test.didComplete)

        namesObserver.sendCompleted()
        test.assertDidComplete()
        test.assertDidTerminate("completed")
        XCTAssertTrue(test.didComplete)
        XCTAssertFalse(test.didFail)
        XCTAssertFalse(test.didInterrupt)
        XCTAssertNil(test.failedError)
        XCTAssertEqual(test.events.count, 3)
    }

    func testFailure() {
        let (save, saveObserver) = Signal<Int, SaveError>.pipe()
        let test = TestObserver<Int, SaveError>()
        save.observe(test.observer)
        saveObserver.send(error: .invalid)
        test.assertDidFail()
        test.assertFailed(.invalid, message: "the save was invalid")
        test.assertDidNotComplete()
        test.assertDidNotEmitValue()
        XCTAssertEqual(test.failedError, .invalid)
        XCTAssertTrue(test.didFail)
    }

    func testInterruption() {
        let (load, loadObserver) = Signal<Int, Never>.pipe()
        let test = TestObserver<Int, Never>()
        load.observe(test.observer)
        test.assertDidNotTerminate()
        loadObserver.sendInterrupted()
        test.assertDidInterrupt()
        test.assertDidTerminate()
        XCTAssertTrue(test.didInterrupt)
    }

    func testProducerStartedWithTheObserver() {
        let test = TestObserver<Void, Never>()
        SignalProducer<Int, Never>([1, 2]).ignoreValues().start(test.observer)
        test.assertValueCount(2)
        test.assertDidComplete()
    }
}
