import Dispatch
import Foundation
import Ripple
import RippleTesting
import XCTest

final class TimerTests: XCTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 1000)

    func test_timer_sendsTheSchedulersDateEveryInterval() {
        let scheduler = TestScheduler(startDate: start)
        let recorder = EventRecorder<Date, Never>()
        let run = SignalProducer.timer(interval: .seconds(1), on: scheduler)
            .start(recorder.observer)
        scheduler.advance(by: .milliseconds(900))
        XCTAssertEqual(recorder.events, [])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.events, [.value(start + 1)])
        scheduler.advance(by: .milliseconds(1100))
        XCTAssertEqual(recorder.events, [.value(start + 1), .value(start + 2), .value(start + 3)])
        run.dispose()
        XCTAssertEqual(
            recorder.events,
            [.value(start + 1), .value(start + 2), .value(start + 3), .interrupted])
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(
            recorder.events,
            [.value(start + 1), .value(start + 2), .value(start + 3), .interrupted])
    }

    func test_timer_eachStartCountsFromItsOwnStart() {
        let scheduler = TestScheduler(startDate: start)
        var first: [Date] = []
        var second: [Date] = []
        let timer = SignalProducer.timer(interval: .seconds(2), on: scheduler)
        timer.startWithValues { first.append($0) }
        scheduler.advance(by: .seconds(1))
        timer.startWithValues { second.append($0) }
        scheduler.advance(by: .seconds(4))
        XCTAssertEqual(first, [start + 2, start + 4])
        XCTAssertEqual(second, [start + 3, start + 5])
    }

    func test_timer_dispatchFormTicksLikeTheDurationForm() {
        let scheduler = TestScheduler(startDate: start)
        var dates: [Date] = []
        SignalProducer.timer(
            interval: DispatchTimeInterval.milliseconds(500), on: scheduler,
            leeway: .milliseconds(0)
        )
        .startWithValues { dates.append($0) }
        SignalProducer.timer(interval: DispatchTimeInterval.seconds(1), on: scheduler)
            .startWithValues { dates.append($0) }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(dates, [start + 0.5, start + 1, start + 1])
    }

    func test_timer_releasesItsWorkWhenTheRunIsInterrupted() {
        let scheduler = TestScheduler()
        weak var weakCanary: Canary?
        var ticks = 0
        do {
            let canary = Canary()
            weakCanary = canary
            let run = SignalProducer.timer(interval: .seconds(1), on: scheduler)
                .startWithValues { _ in withExtendedLifetime(canary) { ticks += 1 } }
            scheduler.advance(by: .seconds(1))
            run.dispose()
        }
        XCTAssertNil(weakCanary)
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(ticks, 1)
    }

    func test_timer_zeroIntervalStops() throws {
        try expectCrash(message: "timer: the interval must be positive") {
            _ = SignalProducer.timer(interval: .zero, on: TestScheduler())
        }
    }

    func test_timer_negativeLeewayStops() throws {
        try expectCrash(message: "timer: the leeway must not be negative") {
            _ = SignalProducer.timer(
                interval: .seconds(1), on: TestScheduler(), leeway: .seconds(-1))
        }
    }
}
