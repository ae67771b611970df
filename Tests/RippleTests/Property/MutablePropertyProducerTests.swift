import Foundation
import Ripple
import XCTest

/// A `MutableProperty`'s producer does not keep the property alive, as in ReactiveSwift: it
/// follows the property while it lives and completes when it is released; started after the
/// release, it sends the last value and completes (the producers keep an anchor,
/// not the property, which is its own storage).
final class MutablePropertyProducerTests: XCTestCase {
    func test_keptProducer_doesNotKeepThePropertyAlive() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        var ended = false
        property?.lifetime.observeEnded { ended = true }
        let producer = property?.producer
        property?.value = 2
        property = nil
        XCTAssertTrue(ended)
        let recorder = EventRecorder<Int, Never>()
        producer?.start(recorder.observer)
        XCTAssertEqual(recorder.events, [.value(2), .completed])
    }

    func test_startedProducer_followsTheProperty_thenCompletesWhenItIsReleased() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let recorder = EventRecorder<Int, Never>()
        property?.producer.start(recorder.observer)
        property?.value = 2
        property?.modify { $0 += 1 }
        property = nil
        XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
    }

    func test_producerStartedInsideAnObserver_afterThePropertyIsReleasedThere_sendsTheLastValue() {
        final class Holder { var property: MutableProperty<Int>? = MutableProperty(0) }
        let holder = Holder()
        let producer = holder.property?.producer
        let recorder = EventRecorder<Int, Never>()
        var outer: [Signal<Int, Never>.Event] = []
        holder.property?.signal.observe { event in
            outer.append(event)
            if event == .value(5) {
                holder.property = nil
                producer?.start(recorder.observer)
            }
        }
        holder.property?.value = 5
        XCTAssertNil(holder.property)
        XCTAssertEqual(outer, [.value(5), .completed])
        XCTAssertEqual(recorder.events, [.value(5), .completed])
    }

    /// The release races producers starting on other threads: each start sees the property
    /// alive (its value, then the completion its release sends) or released (its last value
    /// and a completion); either way, the last value once, then `completed`.
    func test_releaseRacingProducerStarts_everyStartSendsTheLastValueThenCompletes() {
        final class Round: @unchecked Sendable {
            var property: MutableProperty<Int>? = MutableProperty(0)
            let producer: SignalProducer<Int, Never>
            let recorders = (0..<3).map { _ in EventRecorder<Int, Never>() }

            init() {
                producer = property!.producer
                property?.value = 3
            }
        }
        for _ in 0..<200 {
            let round = Round()
            runOnThreads(4) { index in
                if index == 0 {
                    round.property = nil
                } else {
                    round.producer.start(round.recorders[index - 1].observer)
                }
            }
            for recorder in round.recorders {
                XCTAssertEqual(recorder.events, [.value(3), .completed])
            }
        }
    }
}
