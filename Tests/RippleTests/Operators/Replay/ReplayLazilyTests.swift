import Ripple
import XCTest

final class ReplayLazilyTests: XCTestCase {
    func test_replayLazily_sharesOneRunAndReplaysLastValues() {
        var starts = 0
        let (signal, input) = Signal<Int, CombineTestError>.pipe()
        let replayed = SignalProducer<Int, CombineTestError> { observer, lifetime in
            starts += 1
            lifetime += signal.observe(observer)
        }.replayLazily(upTo: 2)
        XCTAssertEqual(starts, 0)
        let first = replayed.recorded()
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        let second = replayed.recorded()
        input.send(value: 4)
        input.sendCompleted()
        let third = replayed.recorded()
        XCTAssertEqual(starts, 1)
        XCTAssertEqual(first.events, [.value(1), .value(2), .value(3), .value(4), .completed])
        XCTAssertEqual(second.events, [.value(2), .value(3), .value(4), .completed])
        XCTAssertEqual(third.events, [.value(3), .value(4), .completed])
    }

    func test_replayLazily_interruptsSourceWhenEverythingIsReleased() {
        var interrupted = false
        var disposable: Disposable?
        do {
            let replayed = SignalProducer<Int, CombineTestError> { observer, lifetime in
                lifetime.observeEnded {
                    _ = observer
                    interrupted = true
                }
            }.replayLazily(upTo: 1)
            disposable = replayed.start()
        }
        XCTAssertFalse(interrupted)
        disposable?.dispose()
        XCTAssertTrue(interrupted)
    }

    func test_replayLazily_concurrentStartsSeeEveryValueInOrder() {
        let (signal, input) = Signal<Int, CombineTestError>.pipe()
        let replayed = SignalProducer(signal).replayLazily(upTo: 1_000)
        let recorders = (0..<4).map { _ in EventRecorder<Int, CombineTestError>() }
        let lock = NSLock()
        let first = replayed.start { event in lock.withLock { recorders[0].observer.send(event) } }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for value in 0..<500 { input.send(value: value) }
        }
        for index in 1..<4 {
            DispatchQueue.global().async(group: group) {
                replayed.start { event in lock.withLock { recorders[index].observer.send(event) } }
            }
        }
        group.wait()
        input.sendCompleted()
        for recorder in recorders {
            XCTAssertEqual(lock.withLock { recorder.values }, Array(0..<500))
        }
        first.dispose()
    }

    func test_replayLazily_negativeCapacityIsDocumentedPrecondition() {
        // A negative capacity stops with a precondition message; zero replays nothing.
        let replayed = SignalProducer<Int, CombineTestError>(values: 1, 2).replayLazily(upTo: 0)
        XCTAssertEqual(replayed.recorded().events, [.value(1), .value(2), .completed])
        XCTAssertEqual(replayed.recorded().events, [.completed])
    }
}
