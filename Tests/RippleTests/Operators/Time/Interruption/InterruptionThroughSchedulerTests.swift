import Ripple
import RippleTesting
import XCTest

/// When a producer run is disposed, `interrupted` starts at the run's source
/// and travels down through every stage, as in ReactiveSwift 7.2.1: an `on` stage behind a
/// time operator sees it when the scheduler delivers it, and stages upstream of the observer
/// see it before the observer. Every expected log below is ReactiveSwift 7.2.1's output for
/// the same program.
final class InterruptionThroughSchedulerTests: XCTestCase {
    private var log: [String] = []

    func test_issueProgram_delayThenOn_callbacksRunAtTheAdvance() {
        let scheduler = TestScheduler()
        let run = SignalProducer<String, Never>(value: "x").delay(.seconds(1), on: scheduler)
            .on(
                starting: { self.log.append("start") },
                interrupted: { self.log.append("interrupted") },
                terminated: { self.log.append("terminated") },
                disposed: { self.log.append("disposed") }
            )
            .start()
        run.dispose()
        log.append("|dispose")
        scheduler.advance()
        XCTAssertEqual(log, ["start", "|dispose", "interrupted", "terminated", "disposed"])
    }

    private typealias Chain = (SignalProducer<Int, Never>, TestScheduler)
        -> SignalProducer<Int, Never>

    /// The observer-side program: `chain` over a pipe, observed; dispose, then advance.
    private func observerSide(_ chain: Chain) -> [String] {
        log = []
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let run = chain(SignalProducer(signal), scheduler).start { event in
            self.log.append(event == .interrupted ? "I" : "\(event)")
        }
        run.dispose()
        log.append("|disposed")
        scheduler.advance()
        log.append("|advance()")
        withExtendedLifetime(input) {}
        return log
    }

    func test_issueTable_observerSide() {
        let note = { (entry: String) in { self.log.append(entry) } }
        let rows: [(String, Chain, [String])] = [
            ("plain", { p, _ in p.on(interrupted: note("on:I")) }, ["on:I", "I", "|disposed"]),
            (
                "delay", { p, s in p.delay(1, on: s).on(interrupted: note("on:I")) },
                ["|disposed", "on:I", "I"]
            ),
            (
                "observe(on:)", { p, s in p.observe(on: s).on(interrupted: note("on:I")) },
                ["|disposed", "on:I", "I"]
            ),
            (
                "delay, on(event:)",
                { p, s in p.delay(1, on: s).on(event: { if $0 == .interrupted { note("on:I")() } })
                },
                ["|disposed", "on:I", "I"]
            ),
            (
                "delay, map",
                { p, s in p.delay(1, on: s).map { $0 }.on(interrupted: note("on:I")) },
                ["|disposed", "on:I", "I"]
            ),
            (
                "delay, on(disposed:)",
                { p, s in p.delay(1, on: s).on(disposed: note("on:disposed")) },
                ["|disposed", "I", "on:disposed"]
            ),
            ("delay alone", { p, s in p.delay(1, on: s) }, ["|disposed", "I"]),
            (
                "debounce", { p, s in p.debounce(1, on: s).on(interrupted: note("on:I")) },
                ["|disposed", "on:I", "I"]
            ),
            (
                "delay, filter, scan",
                { p, s in
                    p.delay(1, on: s).filter { _ in true }.scan(0, +).on(terminated: note("on:T"))
                },
                ["|disposed", "on:T", "I"]
            ),
            (
                "on before and after delay",
                { p, s in
                    p.on(interrupted: note("on1:I")).delay(1, on: s).on(interrupted: note("on2:I"))
                },
                ["on1:I", "|disposed", "on2:I", "I"]
            ),
        ]
        for (name, chain, expected) in rows {
            XCTAssertEqual(observerSide(chain), expected + ["|advance()"], name)
        }
    }

    /// `take(during:)` is lifted in ReactiveSwift (not fused): it interrupts at once.
    func test_liftedOperatorAfterDelay_interruptsAtOnce_asReactiveSwift() {
        let (lifetime, token) = Lifetime.make()
        let log = observerSide { p, s in
            p.delay(1, on: s).take(during: lifetime).on(interrupted: { self.log.append("on:I") })
        }
        XCTAssertEqual(log, ["on:I", "I", "|disposed", "|advance()"])
        withExtendedLifetime(token) {}
    }

    func test_switchMap_newInnerStarts_thenTheOldOneEndsAtTheSchedulersNextTurn() {
        let scheduler = TestScheduler()
        let (outer, input) = Signal<Int, Never>.pipe()
        let run = SignalProducer(outer).flatMap(.latest) { value in
            SignalProducer<Int, Never>(value: value).delay(1, on: scheduler).on(
                starting: { self.log.append("start\(value)") },
                interrupted: { self.log.append("interrupted\(value)") },
                terminated: { self.log.append("terminated\(value)") },
                disposed: { self.log.append("disposed\(value)") })
        }.start { self.log.append("obs:\($0)") }
        input.send(value: 1)
        input.send(value: 2)
        log.append("|sent2")
        scheduler.advance()
        log.append("|advance")
        scheduler.advance(by: 1)
        XCTAssertEqual(
            log,
            [
                "start1", "start2", "|sent2", "interrupted1", "terminated1", "disposed1",
                "|advance",
                "obs:\(Signal<Int, Never>.Event.value(2))", "terminated2", "disposed2",
            ])
        withExtendedLifetime(run) {}
    }

    func test_switchMap_withoutATimeOperator_oldInnerEndsBeforeTheNewOneStarts() {
        let (outer, input) = Signal<Int, Never>.pipe()
        let run = SignalProducer(outer).flatMap(.latest) { value in
            SignalProducer<Int, Never> { _, _ in }.on(
                starting: { self.log.append("start\(value)") },
                interrupted: { self.log.append("interrupted\(value)") },
                terminated: { self.log.append("terminated\(value)") },
                disposed: { self.log.append("disposed\(value)") })
        }.start { if $0 == .interrupted { self.log.append("obs:I") } }
        input.send(value: 1)
        input.send(value: 2)
        run.dispose()
        XCTAssertEqual(
            log,
            [
                "start1", "interrupted1", "terminated1", "disposed1", "start2", "obs:I",
                "interrupted2", "terminated2", "disposed2",
            ])
    }

    /// Where Ripple keeps its own behaviour: the outer completes while the live inner is
    /// delayed and the replaced inner's interruption arrives late. ReactiveSwift 7.2.1 counts
    /// that late interruption as the live inner's end: it completes at the next advance
    /// (time 0) and drops value 2. Ripple ignores the replaced inner's events and waits for
    /// the live inner: value 2, then completion, at time 1.
    func test_switchMap_outerCompletedWhileTheLiveInnerIsDelayed_waitsForTheLiveInner() {
        let scheduler = TestScheduler()
        let (outer, input) = Signal<Int, Never>.pipe()
        let observer = TestObserver<Int, Never>()
        let run = SignalProducer(outer).flatMap(.latest) { value in
            SignalProducer<Int, Never>(value: value).delay(1, on: scheduler)
        }.start(observer.observer)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        scheduler.advance()
        observer.assertDidNotComplete()
        scheduler.advance(by: 1)
        XCTAssertEqual(observer.events, [.value(2), .completed])
        withExtendedLifetime(run) {}
    }
}
