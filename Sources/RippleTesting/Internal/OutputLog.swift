/// Which recorded events an assertion is about, and so covers for `TestOutputs`' exhaustive
/// check: a value assertion covers the values so far, a termination assertion the terminal
/// event, `assertEvents` (and skipping) everything so far.
enum AssertionScope: Sendable {
    case values
    case termination
    case all

    func covers(_ event: LoggedEvent) -> Bool {
        switch self {
        case .values: return !event.isTerminal
        case .termination: return event.isTerminal
        case .all: return true
        }
    }
}

/// What a `TestObserver` made by `TestOutputs` tells its recorder: which events an assertion
/// covered, and the marble picture to add to a failure.
struct ObserverHooks: Sendable {
    let cover: @Sendable (AssertionScope) -> Void
    let picture: @Sendable () -> String?
}

/// One recorded event, type-erased: its time, its place in the order of all outputs' events,
/// how it is shown, and whether an assertion covered it.
struct LoggedEvent: Sendable {
    let time: Duration?
    let sequence: Int
    /// `value(3)`, `completed`, as failure messages show events.
    let text: String
    /// The value as shown (`3`, `"blob"`); `nil` for a terminal event.
    let valueText: String?
    /// `|`, `#` or `^` for a terminal event.
    let terminalSymbol: Character?
    var isCovered = false

    var isTerminal: Bool { terminalSymbol != nil }
}

/// The recording of one output (or input) of a `TestOutputs`: its typed `TestObserver` and
/// its type-erased, timed events.
final class OutputLog: @unchecked Sendable {
    /// An output must be asserted; an input (an ios-oss `…Property` behind an input method) is
    /// only drawn in the picture.
    enum Role: Sendable {
        case output
        case input
    }

    private struct State {
        var events: [LoggedEvent] = []
        var isExcluded = false
        var isStopped = false
        var disposable: Disposable?
    }

    let name: String
    let role: Role
    /// The recorded object (a signal or a property), to match a key path by identity.
    let sourceID: ObjectIdentifier?
    /// The `TestObserver<Value, Error>` that `TestOutputs`' subscript returns.
    private(set) var observer: AnyObject?
    private let state = TestingLocked(State())

    private init(name: String, role: Role, sourceID: ObjectIdentifier?) {
        self.name = name
        self.role = role
        self.sourceID = sourceID
    }

    /// Makes a log and its `TestObserver`, then attaches them with `attach`.
    static func start<Value, Error: Swift.Error>(
        name: String, role: Role, source: AnyObject?, session: OutputsSession,
        attach: (Signal<Value, Error>.Observer) -> Disposable?
    ) -> OutputLog {
        let log = OutputLog(name: name, role: role, sourceID: source.map(ObjectIdentifier.init))
        let hooks = ObserverHooks(
            cover: { [weak log] scope in log?.cover(scope) },
            picture: { [weak session] in session?.picture(tick: nil) })
        let test = TestObserver<Value, Error>(hooks: hooks)
        log.observer = test
        let observer = Signal<Value, Error>.Observer { [weak log, weak session] event in
            guard let log, let session, log.append(event, in: session) else { return }
            test.observer.send(event)
        }
        session.add(log)
        let disposable = attach(observer)
        log.state.withLock { $0.disposable = disposable }
        return log
    }

    /// Every event so far.
    var events: [LoggedEvent] { state.withLock { $0.events } }

    /// The events no assertion covered, or none if the output is excluded.
    var unasserted: [LoggedEvent] {
        state.withLock { state in
            state.isExcluded ? [] : state.events.filter { !$0.isCovered }
        }
    }

    /// Marks the events so far that `scope` is about as asserted.
    func cover(_ scope: AssertionScope) {
        state.withLock { state in
            for index in state.events.indices where scope.covers(state.events[index]) {
                state.events[index].isCovered = true
            }
        }
    }

    /// Leaves this output out of the exhaustive check.
    func exclude() {
        state.withLock { $0.isExcluded = true }
    }

    /// Stops recording: later events are ignored, and a producer's run is interrupted.
    func stop() {
        let disposable = state.withLock { state -> Disposable? in
            state.isStopped = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }

    private func append<Value, Error>(
        _ event: Signal<Value, Error>.Event, in session: OutputsSession
    ) -> Bool {
        let (time, sequence) = session.stamp()
        let logged: LoggedEvent
        switch event {
        case .value(let value):
            logged = LoggedEvent(
                time: time, sequence: sequence, text: FailureMessage.show(event),
                valueText: FailureMessage.show(value), terminalSymbol: nil)
        case .completed, .failed, .interrupted:
            let symbol: Character = event.isCompleted ? "|" : (event.error != nil ? "#" : "^")
            logged = LoggedEvent(
                time: time, sequence: sequence, text: FailureMessage.show(event),
                valueText: nil, terminalSymbol: symbol)
        }
        return state.withLock { state in
            guard !state.isStopped else { return false }
            state.events.append(logged)
            return true
        }
    }
}
