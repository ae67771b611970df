import Ripple
import XCTest

final class FlattenTests: XCTestCase {
    typealias Producer = SignalProducer<Int, CombineTestError>

    func test_flatMapMerge_forwardsAllInnersAndCompletesAfterAll() {
        let outer = testPipe(Int.self)
        let inners = [testPipe(Int.self), testPipe(Int.self)]
        let recorder = outer.output.flatMap(.merge) { inners[$0].output }.recorded()
        outer.input.send(value: 0)
        outer.input.send(value: 1)
        inners[0].input.send(value: 1)
        inners[1].input.send(value: 2)
        inners[0].input.send(value: 3)
        outer.input.sendCompleted()
        inners[0].input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3)])
        inners[1].input.sendInterrupted()  // counts as completion
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_flatMapConcat_runsOneAtATimeInOrder() {
        let outer = testPipe(Int.self)
        let inners = [testPipe(Int.self), testPipe(Int.self)]
        let recorder = outer.output.flatMap(.concat) { inners[$0].output.producer }.recorded()
        outer.input.send(value: 0)
        outer.input.send(value: 1)
        inners[1].input.send(value: 99)  // not started yet
        inners[0].input.send(value: 1)
        inners[0].input.sendCompleted()
        inners[1].input.send(value: 2)
        outer.input.sendCompleted()
        inners[1].input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    }

    func test_flatMapLatest_interruptsPreviousInner() {
        let outer = testPipe(Int.self)
        var interrupted: [Int] = []
        var latestInput: Signal<Int, CombineTestError>.Observer?
        let recorder = outer.output.flatMap(.latest) { value in
            Producer { observer, lifetime in
                observer.send(value: value)
                latestInput = observer
                lifetime.observeEnded { interrupted.append(value) }
            }
        }.recorded()
        outer.input.send(value: 1)
        outer.input.send(value: 2)
        XCTAssertEqual(interrupted, [1])
        outer.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(1), .value(2)])
        latestInput?.sendCompleted()  // the latest inner ends the result
        latestInput = nil
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    }

    func test_switchMap_completesWhenOuterAndLatestComplete() {
        let outer = testPipe(Int.self)
        let inner = testPipe(Int.self)
        let recorder = outer.output.switchMap { _ in inner.output }.recorded()
        outer.input.send(value: 1)
        inner.input.send(value: 5)
        outer.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(5)])
        inner.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(5), .completed])
    }

    func test_flatMapRace_keepsFirstInnerToSend() {
        let outer = testPipe(Int.self)
        let inners = [testPipe(Int.self), testPipe(Int.self)]
        let recorder = outer.output.flatMap(.race) { inners[$0].output }.recorded()
        outer.input.send(value: 0)
        outer.input.send(value: 1)
        inners[1].input.send(value: 2)
        inners[0].input.send(value: 1)
        inners[1].input.sendInterrupted()
        XCTAssertEqual(recorder.events, [.value(2), .interrupted])
    }

    func test_plainFlatMap_isConcat() {
        let recorder = Producer(values: 1, 2)
            .flatMap { Producer(values: $0, $0 * 10) }
            .recorded()
        XCTAssertEqual(recorder.events, [.value(1), .value(10), .value(2), .value(20), .completed])
    }

    func test_flatten_failsWhenOuterOrInnerFails() {
        for strategy in [FlattenStrategy.merge, .concat, .latest, .race] {
            let outer = testPipe(Int.self)
            let inner = testPipe(Int.self)
            let recorder = outer.output.flatMap(strategy) { _ in inner.output }.recorded()
            outer.input.send(value: 1)
            inner.input.send(error: .boom)
            XCTAssertEqual(recorder.events, [.failed(.boom)], "\(strategy)")

            let outer2 = testPipe(Int.self)
            let recorder2 = outer2.output.flatMap(strategy) { _ in Producer.never }.recorded()
            outer2.input.send(error: .boom)
            XCTAssertEqual(recorder2.events, [.failed(.boom)], "\(strategy)")
        }
    }

    func test_flatten_outerInterruptionInterrupts() {
        for strategy in [FlattenStrategy.merge, .concat, .latest, .race] {
            let outer = testPipe(Int.self)
            let recorder = outer.output.flatMap(strategy) { _ in Producer.never }.recorded()
            outer.input.send(value: 1)
            outer.input.sendInterrupted()
            XCTAssertEqual(recorder.events, [.interrupted], "\(strategy)")
        }
    }

    func test_flattenProducer_disposingInterruptsOuterAndInners() {
        var ended: [String] = []
        let inner = Producer { observer, lifetime in
            lifetime.observeEnded {
                _ = observer
                ended.append("inner")
            }
        }
        let outer = SignalProducer<Producer, CombineTestError> { observer, lifetime in
            observer.send(value: inner)
            observer.send(value: inner)
            lifetime.observeEnded {
                _ = observer
                ended.append("outer")
            }
        }
        let disposable = outer.flatten(.merge).start()
        XCTAssertEqual(ended, [])
        disposable.dispose()
        XCTAssertEqual(ended.sorted(), ["inner", "inner", "outer"])
    }

    func test_flatMap_disposingReleasesTransform() {
        let outer = testPipe(Int.self)
        weak var weakTracked: CombineTracked?
        var disposable: Disposable?
        do {
            let tracked = CombineTracked()
            weakTracked = tracked
            outer.output.flatMap(.latest) { _ in
                _ = tracked; return Producer.never
            }
            .recorded({ $0 }, disposable: &disposable)
        }
        outer.input.send(value: 1)
        XCTAssertNotNil(weakTracked)
        disposable?.dispose()
        disposable = nil
        XCTAssertNil(weakTracked)
    }

    func test_flattenConcat_of100000SynchronousProducersIsStackSafe() {
        let count = 100_000
        let producers = SignalProducer<Producer, CombineTestError>(
            (0..<count).map { Producer(value: $0) })
        var sum = 0
        var completed = false
        producers.flatten(.concat).start { event in
            switch event {
            case .value(let value): sum += value
            case .completed: completed = true
            default: break
            }
        }
        XCTAssertTrue(completed)
        XCTAssertEqual(sum, count * (count - 1) / 2)
    }

    func test_flatMapLatest_100000DeepChainAndItsDisposalAreStackSafe() {
        func chain(_ depth: Int) -> Producer {
            depth == 0
                ? Producer { observer, lifetime in
                    observer.send(value: 0)
                    lifetime.observeEnded { _ = observer }
                }
                : Producer(value: depth).flatMap(.latest) { _ in chain(depth - 1) }
        }
        var values: [Int] = []
        let disposable = chain(100_000).startWithValues { values.append($0) }
        XCTAssertEqual(values, [0])
        disposable.dispose()
    }
}
