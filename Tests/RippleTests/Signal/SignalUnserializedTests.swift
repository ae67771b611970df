import Ripple
import RippleTesting
import XCTest

/// ReactiveSwift's unserialized factories: in Ripple each is the serialized, re-entrant one.
final class SignalUnserializedTests: XCTestCase {
    func test_reentrantUnserializedPipe_drainsReentrantSendsInOrderAfterTheCurrentEvent() {
        let (output, input) = Signal<Int, Never>.reentrantUnserializedPipe()
        var values: [Int] = []
        output.take(first: 1).observeValues { _ in
            input.send(value: 10)
            input.send(value: 100)
        }
        output.take(first: 1).observeValues { _ in
            input.send(value: 20)
            input.send(value: 200)
        }
        output.observeValues { values.append($0) }
        input.send(value: 0)
        XCTAssertEqual(values, [0, 10, 100, 20, 200])
    }

    func test_reentrantUnserializedPipe_feedbackLoopThroughOperators() {
        let (output, input) = Signal<Int, Never>.reentrantUnserializedPipe()
        var values: [Int] = []
        output.take(first: 5).map { $0 + 1 }.on(value: { values.append($0) })
            .observeValues { input.send(value: $0) }
        input.send(value: 1)
        XCTAssertEqual(values, [2, 3, 4, 5, 6])
    }

    func test_unserializedPipe_forwardsEveryTerminalEvent() {
        let completed = TestObserver<Int, TestError>()
        let (output, input) = Signal<Int, TestError>.unserializedPipe()
        output.observe(completed.observer)
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(completed.events, [.value(1), .completed])

        let failed = TestObserver<Int, TestError>()
        let (failing, failingInput) = Signal<Int, TestError>.unserializedPipe()
        failing.observe(failed.observer)
        failingInput.send(error: TestError())
        XCTAssertEqual(failed.events, [.failed(TestError())])

        let interrupted = TestObserver<Int, TestError>()
        let (interrupting, interruptingInput) = Signal<Int, TestError>.reentrantUnserializedPipe()
        interrupting.observe(interrupted.observer)
        interruptingInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_unserializedPipe_disposesTheDisposableOnTermination() {
        let disposable = AnyDisposable()
        let (output, input) = Signal<Int, Never>.unserializedPipe(disposable: disposable)
        let observer = TestObserver<Int, Never>()
        output.observe(observer.observer)
        XCTAssertFalse(disposable.isDisposed)
        input.sendCompleted()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(observer.events, [.completed])
    }

    func test_unserializedAndReentrantUnserialized_runTheGenerator() {
        var plainInput: Signal<Int, Never>.Observer?
        let plain = TestObserver<Int, Never>()
        Signal<Int, Never>.unserialized { observer, _ in plainInput = observer }
            .observe(plain.observer)
        plainInput?.send(value: 1)
        plainInput?.sendCompleted()
        XCTAssertEqual(plain.events, [.value(1), .completed])

        var reentrantInput: Signal<Int, Never>.Observer?
        let reentrant = TestObserver<Int, Never>()
        Signal<Int, Never>.reentrantUnserialized { observer, _ in reentrantInput = observer }
            .observe(reentrant.observer)
        reentrantInput?.send(value: 2)
        reentrantInput?.sendInterrupted()
        XCTAssertEqual(reentrant.events, [.value(2), .interrupted])
    }
}
