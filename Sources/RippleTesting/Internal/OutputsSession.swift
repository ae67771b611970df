/// The shared state of one `TestOutputs`: its logs, its clock, the order of events across
/// outputs, and the exhaustive check that ends it.
final class OutputsSession: @unchecked Sendable {
    private struct State {
        var logs: [OutputLog] = []
        var sequence = 0
        var isExhaustive: Bool
        var isFinished = false
    }

    let scheduler: TestScheduler?
    /// `scheduler.now` when recording began: time zero of the picture.
    let origin: Duration
    /// Where the `TestOutputs` was made: where the exhaustive check reports.
    let locus: SourceLocus
    /// The `withFailureRecorder` active when recording began, if any.
    private let failureRecorder = FailureReporter.recorder
    private let state: TestingLocked<State>

    init(scheduler: TestScheduler?, isExhaustive: Bool, locus: SourceLocus) {
        self.scheduler = scheduler
        self.origin = scheduler?.now ?? .zero
        self.locus = locus
        self.state = TestingLocked(State(isExhaustive: isExhaustive))
    }

    var logs: [OutputLog] { state.withLock { $0.logs } }

    var isExhaustive: Bool {
        get { state.withLock { $0.isExhaustive } }
        set { state.withLock { $0.isExhaustive = newValue } }
    }

    func add(_ log: OutputLog) {
        state.withLock { $0.logs.append(log) }
    }

    /// The virtual time since `origin` (if there is a scheduler) and the next place in the
    /// order of all events.
    func stamp() -> (Duration?, Int) {
        let time = scheduler.map { $0.now - origin }
        let sequence = state.withLock { state -> Int in
            defer { state.sequence += 1 }
            return state.sequence
        }
        return (time, sequence)
    }

    /// The marble picture of every log.
    func picture(tick: Duration?) -> String {
        OutputsPicture(logs: logs, timed: scheduler != nil, tick: tick).render()
    }

    /// Stops recording and, if exhaustive, fails once for each output with unasserted events.
    /// A second call does nothing.
    ///
    /// - Returns: The number of outputs that failed the check.
    @discardableResult
    func finish() -> Int {
        let (logs, check) = state.withLock { state -> ([OutputLog], Bool) in
            defer { state.isFinished = true }
            return (state.isFinished ? [] : state.logs, state.isExhaustive)
        }
        logs.forEach { $0.stop() }
        guard check else { return 0 }
        let failing = logs.filter { $0.role == .output && !$0.unasserted.isEmpty }
        guard !failing.isEmpty else { return 0 }
        let picture = self.picture(tick: nil)
        FailureReporter.$recorder.withValue(FailureReporter.recorder ?? failureRecorder) {
            for log in failing {
                FailureReporter.fail(Self.message(for: log) + "\n" + picture, at: locus)
            }
        }
        return failing.count
    }

    /// `isValid sent 1 event that was not asserted: [value(true)]`, the whole history, and
    /// how to assert or skip.
    static func message(for log: OutputLog) -> String {
        let unasserted = log.unasserted.map(\.text)
        let all = log.events.map(\.text)
        let count = FailureMessage.count(unasserted.count, "events")
        let verb = unasserted.count == 1 ? "was" : "were"
        return """
            \(log.name) sent \(count) that \(verb) not asserted: [\(unasserted.joined(separator: ", "))]
              all events of \(log.name): [\(all.joined(separator: ", "))]
              assert them through `outputs[\\.\(log.name)]`, or skip them with \
            `skipEvents(\\.\(log.name))`, or leave \(log.name) unchecked with `exclude(\\.\(log.name))`
            """
    }
}
