import Ripple
import XCTest

final class OnTests: XCTestCase {
    /// Observes `signal.on(...)` with every callback appending to one journal, next to the
    /// forwarded events.
    private func journaled(
        _ signal: Signal<Int, OperatorTestError>
    ) -> (signal: Signal<Int, OperatorTestError>, journal: () -> [String]) {
        final class Journal {
            var entries: [String] = []
        }
        let journal = Journal()
        let result = signal.on(
            event: { journal.entries.append("event \($0)") },
            failed: { journal.entries.append("failed \($0)") },
            completed: { journal.entries.append("completed") },
            interrupted: { journal.entries.append("interrupted") },
            terminated: { journal.entries.append("terminated") },
            disposed: { journal.entries.append("disposed") },
            value: { journal.entries.append("value \($0)") })
        result.observe { journal.entries.append("forwarded \($0)") }
        return (result, { journal.entries })
    }

    func test_on_runsCallbacksInOrderBeforeForwarding() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (_, journal) = journaled(output)
        input.send(value: 1)
        input.sendCompleted()
        XCTAssertEqual(
            journal(),
            [
                "event VALUE 1", "value 1", "forwarded VALUE 1",
                "event COMPLETED", "completed", "terminated", "forwarded COMPLETED", "disposed",
            ])
    }

    func test_on_failureAndInterruption() {
        let (output, input) = Signal<Int, OperatorTestError>.pipe()
        let (_, journal) = journaled(output)
        input.send(error: .boom)
        XCTAssertEqual(
            journal(),
            [
                "event FAILED boom", "failed boom", "terminated", "forwarded FAILED boom",
                "disposed",
            ])

        let (other, otherInput) = Signal<Int, OperatorTestError>.pipe()
        let (_, otherJournal) = journaled(other)
        otherInput.sendInterrupted()
        XCTAssertEqual(
            otherJournal(),
            ["event INTERRUPTED", "interrupted", "terminated", "forwarded INTERRUPTED", "disposed"])
    }

    func test_on_disposedRunsWhenResultIsReleasedUnobserved() {
        let output = Signal<Int, Never>.never
        var disposedCount = 0
        do {
            let result = output.on(disposed: { disposedCount += 1 })
            let observation = result.observe { _ in }
            observation?.dispose()
            XCTAssertEqual(disposedCount, 0)
        }
        XCTAssertEqual(disposedCount, 1)
    }

    func test_on_releasesClosuresAndUpstreamWhenDisposed() {
        assertReleasesUpstream { signal, witness in
            signal.on(disposed: { _ = witness }, value: { _ in _ = witness })
        }
    }

    func test_on_producerRunsStartingAndStartedPerRun() {
        var journal: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            journal.append("run")
            observer.send(value: 1)
            observer.sendCompleted()
        }.on(
            starting: { journal.append("starting") },
            started: { journal.append("started") },
            terminated: { journal.append("terminated") },
            disposed: { journal.append("disposed") },
            value: { journal.append("value \($0)") })
        let log = recordEvents(producer)
        XCTAssertEqual(log.events, [.value(1), .completed])
        XCTAssertEqual(
            journal, ["starting", "run", "value 1", "terminated", "disposed", "started"])
    }

    func test_on_producerDisposedRunsWhenRunIsInterrupted() {
        var journal: [String] = []
        let producer = SignalProducer<Int, Never>.never.on(
            interrupted: { journal.append("interrupted") },
            disposed: { journal.append("disposed") })
        let log = recordEvents(producer)
        log.disposable?.dispose()
        XCTAssertEqual(journal, ["interrupted", "disposed"])
        XCTAssertEqual(log.events, [.interrupted])
    }
}
