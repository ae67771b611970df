import Ripple
import XCTest

final class SampleTests: XCTestCase {
    func test_withLatest_pairsWithSampleeAndEndsWithSelf() {
        let source = testPipe(Int.self)
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let recorder = source.output.withLatest(from: samplee).recorded { "\($0)\($1)" }
        source.input.send(value: 1)
        sampleeInput.send(value: "a")
        source.input.send(value: 2)
        sampleeInput.sendCompleted()
        source.input.send(value: 3)
        source.input.send(error: .boom)
        XCTAssertEqual(recorder.events, [.value("2a"), .value("3a"), .failed(.boom)])
    }

    func test_withLatestProducer_startsSampleeFirst() {
        let recorder = SignalProducer<Int, CombineTestError>(values: 1, 2)
            .withLatest(from: SignalProducer<String, Never>(value: "a"))
            .recorded { "\($0)\($1)" }
        XCTAssertEqual(recorder.events, [.value("1a"), .value("2a"), .completed])
    }

    func test_sampleOn_sendsLatestAndCompletesWhenBothComplete() {
        let source = testPipe(Int.self)
        let (sampler, samplerInput) = Signal<(), Never>.pipe()
        let recorder = source.output.sample(on: sampler).recorded()
        samplerInput.send(value: ())
        source.input.send(value: 1)
        samplerInput.send(value: ())
        samplerInput.send(value: ())
        source.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(1), .value(1)])
        samplerInput.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(1), .value(1), .completed])
    }

    func test_sampleWith_interruptedBySampler() {
        let source = testPipe(Int.self)
        let (samplee, sampleeInput) = Signal<String, Never>.pipe()
        let recorder = source.output.sample(with: samplee).recorded { "\($0)\($1)" }
        source.input.send(value: 1)
        sampleeInput.send(value: "x")
        sampleeInput.sendInterrupted()
        XCTAssertEqual(recorder.events, [.value("1x"), .interrupted])
    }

    func test_takeWhen_emitsOnlyOnceSourceHasValueAndEndsWithSource() {
        let source = testPipe(Int.self)
        let trigger = testPipe(Void.self)
        let recorder = source.output.takeWhen(trigger.output).recorded()
        trigger.input.send(value: ())
        source.input.send(value: 1)
        source.input.send(value: 2)
        trigger.input.send(value: ())
        trigger.input.sendCompleted()
        source.input.send(value: 3)
        XCTAssertEqual(recorder.events, [.value(2)])
        source.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(2), .completed])
    }

    func test_takePairWhen_pairsSourceAndTrigger() {
        let source = testPipe(Int.self)
        let trigger = testPipe(String.self)
        let recorder = source.output.takePairWhen(trigger.output).recorded { "\($0)\($1)" }
        source.input.send(value: 1)
        trigger.input.send(value: "a")
        trigger.input.sendInterrupted()
        source.input.send(value: 2)
        source.input.sendInterrupted()
        XCTAssertEqual(recorder.events, [.value("1a"), .interrupted])
    }

    func test_takeWhenProducer_sourceStartsFirst() {
        let recorder = SignalProducer<Int, CombineTestError>(value: 7)
            .concat(SignalProducer<Int, CombineTestError>.never)
            .takeWhen(SignalProducer<Void, CombineTestError>(value: ()))
            .recorded()
        XCTAssertEqual(recorder.events, [.value(7)])
    }

    func test_takeWhen_disposingReleasesAndStopsUpstream() {
        let source = testPipe(Int.self)
        let trigger = testPipe(Void.self)
        weak var weakTracked: CombineTracked?
        var disposable: Disposable?
        var recorder: EventRecorder<Int, CombineTestError>?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            recorder = source.output.takeWhen(trigger.output)
                .recorded(
                    {
                        _ = tracked; return $0
                    }, disposable: &disposable)
        }
        disposable?.dispose()
        disposable = nil
        source.input.send(value: 1)
        trigger.input.send(value: ())
        XCTAssertEqual(recorder?.events, [])
        XCTAssertNil(weakTracked)
    }
}
