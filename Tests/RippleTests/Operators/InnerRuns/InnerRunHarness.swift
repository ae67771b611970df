import Ripple
import RippleTesting
import XCTest

/// One program of `InnerRunTerminationTableTests`: a combiner or flattener of tagged inner
/// producers, each logging its `started`, `interrupted`, `completed` and `terminated` with its
/// tag, started at 0, ended at one moment, then the scheduler run for 5 more seconds.
///
/// Inner `p<n>` sends the value `n` at `n` seconds, then completes. With a time operator it is
/// `SignalProducer(value: n).delay(n, on: s)`; without one, its start handler schedules the
/// value and completion on `s` itself (the same times, no scheduling operator).
final class InnerRunHarness {
    let scheduler = TestScheduler()
    let timeOperator: Bool
    private(set) var log: [String] = []

    init(timeOperator: Bool) {
        self.timeOperator = timeOperator
    }

    /// Inner `p<n>`, logging under its tag.
    func inner(_ n: Int) -> SignalProducer<Int, Never> {
        let tag = "p\(n)"
        let source: SignalProducer<Int, Never>
        if timeOperator {
            source = SignalProducer(value: n).delay(TimeInterval(n), on: scheduler)
        } else {
            let scheduler = scheduler
            source = SignalProducer { observer, lifetime in
                lifetime += scheduler.schedule(after: .seconds(n)) {
                    observer.send(value: n)
                    observer.sendCompleted()
                }
            }
        }
        return source.on(
            started: { [unowned self] in log.append("\(tag) started") },
            completed: { [unowned self] in log.append("\(tag) completed") },
            interrupted: { [unowned self] in log.append("\(tag) interrupted") },
            terminated: { [unowned self] in log.append("\(tag) terminated") })
    }

    /// When the program's output is ended.
    enum End: CustomStringConvertible {
        /// Disposed at this time (seconds).
        case disposedAt(Double)
        /// Disposed from inside the observer, at the output's first value (every inner has sent
        /// by 10 seconds).
        case disposedAtFirstValue
        /// Disposed once the scheduler has run everything (after the output completed).
        case disposedAfterCompletion

        var description: String {
            switch self {
            case .disposedAt(let time): "disposed at \(time)"
            case .disposedAtFirstValue: "disposed at the first value"
            case .disposedAfterCompletion: "disposed after completion"
            }
        }
    }

    /// Runs `output` to `end`, then 5 more seconds; returns the output's events as strings.
    func run<Value>(_ output: SignalProducer<Value, Never>, _ end: End) -> [String] {
        var events: [String] = []
        var disposable: Disposable?
        var disposeAtFirstValue = false
        if case .disposedAtFirstValue = end { disposeAtFirstValue = true }
        disposable = output.start { event in
            switch event {
            case .value:
                events.append("value")
                if disposeAtFirstValue {
                    disposeAtFirstValue = false
                    disposable?.dispose()
                }
            case .completed: events.append("completed")
            case .interrupted: events.append("interrupted")
            case .failed: events.append("failed")
            }
        }
        switch end {
        case .disposedAt(let time):
            scheduler.advance(to: .milliseconds(Int(time * 1000)))
            disposable?.dispose()
        case .disposedAtFirstValue:
            scheduler.advance(by: .seconds(10))
        case .disposedAfterCompletion:
            scheduler.advance(by: .seconds(10))
            disposable?.dispose()
        }
        scheduler.advance(by: .seconds(5))
        return events
    }

    /// The rule every program must keep, as failure messages (empty when it holds): every
    /// inner run that started terminates exactly once, by completing or by being interrupted,
    /// and none is still running once the output has ended.
    func violations() -> [String] {
        var problems: [String] = []
        let tags = Set(log.compactMap { $0.split(separator: " ").first.map(String.init) })
        for tag in tags.sorted() {
            func count(_ callback: String) -> Int {
                log.filter { $0 == "\(tag) \(callback)" }.count
            }
            let started = count("started")
            let ends = count("completed") + count("interrupted")
            if started > 1 { problems.append("\(tag) started \(started) times") }
            if count("terminated") != started {
                problems.append("\(tag) started \(started), terminated \(count("terminated"))")
            }
            if ends != started {
                problems.append("\(tag) started \(started), completed or interrupted \(ends)")
            }
        }
        return problems
    }
}
