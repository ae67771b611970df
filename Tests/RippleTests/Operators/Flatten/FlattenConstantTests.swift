import Ripple
import XCTest

/// Constant producers (`init(value:)`, `init(error:)`, `.empty`) are delivered by `flatten`
/// without starting a run: the same events, in the same order, for every strategy.
final class FlattenConstantTests: XCTestCase {
    typealias Producer = SignalProducer<Int, CombineTestError>

    private func inner(_ value: Int) -> Producer {
        switch value {
        case 0: return .empty
        case ..<0: return Producer(error: .boom)
        default: return Producer(value: value)
        }
    }

    func test_flatten_constantInners_eachStrategySendsTheirValuesInOrder() {
        for strategy in [FlattenStrategy.merge, .concat, .latest] {
            let outer = testPipe(Int.self)
            let recorder = outer.output.flatMap(strategy) { self.inner($0) }.recorded()
            outer.input.send(value: 1)
            outer.input.send(value: 0)
            outer.input.send(value: 2)
            outer.input.sendCompleted()
            XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed], "\(strategy)")
        }
    }

    func test_flatten_constantFailingInner_failsTheResult() {
        let outer = testPipe(Int.self)
        let recorder = outer.output.flatMap(.concat) { self.inner($0) }.recorded()
        outer.input.send(value: 1)
        outer.input.send(value: -1)
        outer.input.send(value: 2)
        XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
    }

    func test_flatten_raceOfConstantInners_firstWins() {
        let outer = testPipe(Int.self)
        let recorder = outer.output.flatMap(.race) { self.inner($0) }.recorded()
        outer.input.send(value: 3)
        outer.input.send(value: 4)
        outer.input.sendCompleted()
        XCTAssertEqual(recorder.events, [.value(3), .completed])
    }

    func test_flatten_observerDisposingOnAConstantValue_getsNothingMore() {
        let outer = testPipe(Int.self)
        var received: [Int] = []
        var disposable: Disposable?
        disposable = outer.output.flatMap(.merge) { self.inner($0) }.observeValues { value in
            received.append(value)
            disposable?.dispose()
        }
        outer.input.send(value: 5)
        outer.input.send(value: 6)
        XCTAssertEqual(received, [5])
    }

    func test_constantProducers_startNormally() {
        XCTAssertEqual(Producer(value: 7).recorded().events, [.value(7), .completed])
        XCTAssertEqual(Producer(error: .boom).recorded().events, [.failed(.boom)])
        XCTAssertEqual(Producer.empty.recorded().events, [.completed])
    }
}
