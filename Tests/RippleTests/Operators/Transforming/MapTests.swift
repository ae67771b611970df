import Ripple
import XCTest

final class MapTests: XCTestCase {
    private struct User: Equatable {
        let name: String
    }

    func test_map_transformsValuesAndForwardsCompletion() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.map { $0 * 10 })
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        input.send(value: 3)
        XCTAssertEqual(log.events, [.value(10), .value(20), .completed])
    }

    func test_map_forwardsFailure() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.map(String.init))
        input.send(value: 1)
        input.send(error: .boom)
        XCTAssertEqual(log.events, [.value("1"), .failed(.boom)])
    }

    func test_map_forwardsInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let log = recordEvents(output.map { $0 + 1 })
        input.sendInterrupted()
        XCTAssertEqual(log.events, [.interrupted])
    }

    func test_map_keyPathReadsProperty() {
        let (output, input) = Signal<User, Never>.pipe()
        let log = recordEvents(output.map(\.name))
        input.send(value: User(name: "ada"))
        input.sendCompleted()
        XCTAssertEqual(log.events, [.value("ada"), .completed])
    }

    func test_map_sharesOneUpstreamObservationBetweenObservers() {
        let (output, input) = Signal<Int, Never>.pipe()
        var calls = 0
        let mapped = output.map { value -> Int in
            calls += 1
            return value
        }
        let first = recordEvents(mapped)
        let second = recordEvents(mapped)
        input.send(value: 7)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(first.events, [.value(7)])
        XCTAssertEqual(second.events, [.value(7)])
    }

    func test_map_releasesClosureAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.map { value -> Int in
                _ = witness
                return value
            }
        }
    }

    func test_map_releasesClosureWhenUpstreamTerminates() {
        let (output, input) = Signal<Int, Never>.pipe()
        weak var weakWitness: Witness?
        var log: EventLog<Int, Never>?
        do {
            let witness = Witness()
            weakWitness = witness
            log = recordEvents(
                output.map { value -> Int in
                    _ = witness
                    return value
                })
        }
        XCTAssertNotNil(weakWitness)
        input.sendCompleted()
        XCTAssertNil(weakWitness)
        XCTAssertEqual(log?.events, [.completed])
    }

    func test_map_producerAppliesPerRun() {
        let producer = SignalProducer<Int, Never>([1, 2]).map { $0 * 3 }
        XCTAssertEqual(recordEvents(producer).events, [.value(3), .value(6), .completed])
        XCTAssertEqual(recordEvents(producer).events, [.value(3), .value(6), .completed])
        XCTAssertEqual(
            recordEvents(SignalProducer<User, Never>(value: User(name: "bob")).map(\.name)).values,
            ["bob"])
    }
}
