import Ripple
import XCTest

final class ZipTests: XCTestCase {
    func test_zip_pairsByPosition() {
        let a = testPipe(Int.self)
        let b = testPipe(String.self)
        let recorder = a.output.zip(with: b.output).recorded { "\($0)\($1)" }
        a.input.send(value: 1)
        a.input.send(value: 2)
        b.input.send(value: "x")
        b.input.send(value: "y")
        b.input.send(value: "z")
        XCTAssertEqual(recorder.events, [.value("1x"), .value("2y")])
    }

    func test_zip_completesWhenACompletedInputHasNothingBuffered() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        let recorder = Signal.zip(a.output, b.output).recorded { $0 * 10 + $1 }
        a.input.send(value: 1)
        a.input.send(value: 2)
        a.input.sendCompleted()
        b.input.send(value: 1)
        XCTAssertEqual(recorder.events, [.value(11)])
        b.input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value(11), .value(22), .completed])
    }

    func test_zip_failsOrInterruptsFromEitherInput() {
        for index in 0..<2 {
            // Both pipes are kept to the end: an optimized build releases the array once the
            // input is taken out, and the other input's deinit would interrupt the zip first.
            let pipes = [testPipe(Int.self), testPipe(Int.self)]
            let failed = pipes[0].output.zip(with: pipes[1].output).recorded { $0 + $1 }
            withExtendedLifetime(pipes) {
                pipes[index].input.send(error: .boom)
                XCTAssertEqual(failed.events, [.failed(.boom)])
            }
            let others = [testPipe(Int.self), testPipe(Int.self)]
            let interrupted = others[0].output.zip(with: others[1].output).recorded { $0 + $1 }
            withExtendedLifetime(others) {
                others[index].input.sendInterrupted()
                XCTAssertEqual(interrupted.events, [.interrupted])
            }
        }
    }

    func test_zipProducer_andCollectionAndArity() {
        let pair = SignalProducer<Int, CombineTestError>(values: 1, 2, 3)
            .zip(with: SignalProducer(values: 10, 20)).recorded { $0 + $1 }
        XCTAssertEqual(pair.events, [.value(11), .value(22), .completed])
        let many = SignalProducer.zip([
            SignalProducer<Int, CombineTestError>(values: 1, 2),
            SignalProducer(values: 3, 4),
            SignalProducer(values: 5, 6, 7),
        ]).recorded()
        XCTAssertEqual(many.events, [.value([1, 3, 5]), .value([2, 4, 6]), .completed])
        let three = SignalProducer.zip(
            SignalProducer<Int, CombineTestError>(value: 1), SignalProducer(value: "a"),
            SignalProducer(value: true)
        ).recorded { "\($0)\($1)\($2)" }
        XCTAssertEqual(three.events, [.value("1atrue"), .completed])
    }

    func test_zip_disposingReleasesAndStopsUpstream() {
        let a = testPipe(Int.self)
        let b = testPipe(Int.self)
        weak var weakTracked: CombineTracked?
        var disposable: Disposable?
        var recorder: EventRecorder<Int, CombineTestError>?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            recorder = a.output.zip(with: b.output)
                .recorded(
                    {
                        _ = tracked; return $0 + $1
                    }, disposable: &disposable)
        }
        disposable?.dispose()
        disposable = nil
        a.input.send(value: 1)
        b.input.send(value: 1)
        XCTAssertEqual(recorder?.events, [])
        XCTAssertNil(weakTracked)
    }
}
