import Ripple
import XCTest

final class CombinePreviousTests: XCTestCase {
    private struct Pair: Equatable {
        let previous: Int
        let current: Int

        init(_ pair: (Int, Int)) {
            previous = pair.0
            current = pair.1
        }

        init(_ previous: Int, _ current: Int) {
            self.previous = previous
            self.current = current
        }
    }

    func test_combinePrevious_pairsFirstValueWithInitial() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.combinePrevious(0).map(Pair.init))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value(Pair(0, 1)), .value(Pair(1, 2)), .completed])
    }

    func test_combinePrevious_withoutInitialStartsAtSecondValue() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.combinePrevious().map(Pair.init))
        input.send(value: 1)
        XCTAssertEqual(log.events, [])
        input.send(value: 2)
        input.send(value: 3)
        XCTAssertEqual(log.events, [.value(Pair(1, 2)), .value(Pair(2, 3))])
    }

    func test_combinePrevious_withoutInitialKeepsNilValuesOfOptionalSignals() {
        let (output, input) = Signal<Int?, Never>.pipe()
        var pairs: [String] = []
        output.combinePrevious().observeValues { pairs.append("\($0.0 as Any)->\($0.1 as Any)") }
        input.send(value: nil)
        input.send(value: 1)
        XCTAssertEqual(pairs, ["nil->Optional(1)"])
    }

    func test_combinePrevious_forwardsFailureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.combinePrevious(0).map(Pair.init))
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.failed(.boom)])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let interrupted = recordEvents(other.combinePrevious().map(Pair.init))
        otherInput.sendInterrupted()
        XCTAssertEqual(interrupted.events, [.interrupted])
    }

    func test_combinePrevious_releasesUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.mapConst(witness).combinePrevious()
        }
    }

    func test_combinePrevious_producer() {
        let log = recordEvents(
            SignalProducer<Int, Never>([1, 2]).combinePrevious(0).map(Pair.init))
        XCTAssertEqual(log.events, [.value(Pair(0, 1)), .value(Pair(1, 2)), .completed])
        let noInitial = recordEvents(
            SignalProducer<Int, Never>([1, 2]).combinePrevious().map(Pair.init))
        XCTAssertEqual(noInitial.events, [.value(Pair(1, 2)), .completed])
    }
}
