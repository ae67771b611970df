/// The kinds of events `logEvents` can log.
public enum LoggingEvent {
    /// Events of a `Signal`.
    public enum Signal: String, Sendable {
        /// A value.
        case value
        /// Completion.
        case completed
        /// A failure.
        case failed
        /// Any terminal event.
        case terminated
        /// The end of the observation.
        case disposed
        /// Interruption.
        case interrupted

        /// Every kind of signal event.
        public static let allEvents: Set<Signal> = [
            .value, .completed, .failed, .terminated, .disposed, .interrupted,
        ]
    }

    /// Events of a `SignalProducer` run.
    public enum SignalProducer: String, Sendable {
        /// The run is about to start.
        case starting
        /// The run's start handler returned.
        case started
        /// A value.
        case value
        /// Completion.
        case completed
        /// A failure.
        case failed
        /// Any terminal event.
        case terminated
        /// The end of the run.
        case disposed
        /// Interruption.
        case interrupted

        /// Every kind of producer event.
        public static let allEvents: Set<SignalProducer> = [
            .starting, .started, .value, .completed, .failed, .terminated, .disposed,
            .interrupted,
        ]
    }
}

/// A function that logs one event: the identifier, the event ("value 3", "completed"), and
/// where `logEvents` was called.
public typealias EventLogger = (
    _ identifier: String, _ event: String, _ fileName: String, _ functionName: String,
    _ lineNumber: Int
) -> Void

/// The default `EventLogger`: prints `[identifier] event fileName: …, functionName: …,
/// lineNumber: …` to standard output.
///
/// - Parameters:
///   - identifier: The identifier given to `logEvents`.
///   - event: The event, such as `value 3` or `completed`.
///   - fileName: The file that called `logEvents`.
///   - functionName: The function that called `logEvents`.
///   - lineNumber: The line that called `logEvents`.
public func defaultEventLog(
    identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int
) {
    print(
        "[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), "
            + "lineNumber: \(lineNumber)")
}

/// Where `logEvents` was called and what it logs to.
struct LogContext<Kind: RawRepresentable & Hashable> where Kind.RawValue == String {
    let events: Set<Kind>
    let identifier: String
    let fileName: String
    let functionName: String
    let lineNumber: Int
    let logger: EventLogger

    /// A logging callback for `kind`, or `nil` if `kind` is not logged.
    func log(_ kind: Kind) -> (() -> Void)? {
        guard events.contains(kind) else { return nil }
        return {
            self.logger(
                self.identifier, kind.rawValue, self.fileName, self.functionName, self.lineNumber)
        }
    }

    /// A logging callback for `kind` with a payload, or `nil` if `kind` is not logged.
    func logPayload<T>(_ kind: Kind) -> ((T) -> Void)? {
        guard events.contains(kind) else { return nil }
        return {
            self.logger(
                self.identifier, "\(kind.rawValue) \($0)", self.fileName, self.functionName,
                self.lineNumber)
        }
    }
}

extension Signal {
    /// Logs every event of `self` (by default with `print`) and forwards it unchanged.
    ///
    ///     self:   -1--|
    ///     result: -1--|   (logs "[id] value 1", "[id] completed", "[id] terminated",
    ///                      "[id] disposed")
    ///
    /// - Parameters:
    ///   - identifier: A name for the signal in the log.
    ///   - events: Which kinds of events to log; all by default.
    ///   - fileName: The calling file, filled in for you.
    ///   - functionName: The calling function, filled in for you.
    ///   - lineNumber: The calling line, filled in for you.
    ///   - logger: Where to log; inject one in tests.
    /// - Returns: A signal of the same events.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.Signal> = LoggingEvent.Signal.allEvents,
        fileName: String = #fileID,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal<Value, Error> {
        let context = LogContext(
            events: events, identifier: identifier, fileName: fileName,
            functionName: functionName, lineNumber: lineNumber, logger: logger)
        return on(
            failed: context.logPayload(.failed), completed: context.log(.completed),
            interrupted: context.log(.interrupted), terminated: context.log(.terminated),
            disposed: context.log(.disposed), value: context.logPayload(.value))
    }
}

extension SignalProducer {
    /// Logs every event of each run (by default with `print`) and forwards it unchanged.
    ///
    ///     self:   -1--|
    ///     result: -1--|   (logs starting, started, value 1, completed, terminated, disposed)
    ///
    /// - Parameters:
    ///   - identifier: A name for the producer in the log.
    ///   - events: Which kinds of events to log; all by default.
    ///   - fileName: The calling file, filled in for you.
    ///   - functionName: The calling function, filled in for you.
    ///   - lineNumber: The calling line, filled in for you.
    ///   - logger: Where to log; inject one in tests.
    /// - Returns: A producer of the same events.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.SignalProducer> = LoggingEvent.SignalProducer.allEvents,
        fileName: String = #fileID,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer<Value, Error> {
        let context = LogContext(
            events: events, identifier: identifier, fileName: fileName,
            functionName: functionName, lineNumber: lineNumber, logger: logger)
        return on(
            starting: context.log(.starting), started: context.log(.started),
            failed: context.logPayload(.failed), completed: context.log(.completed),
            interrupted: context.log(.interrupted), terminated: context.log(.terminated),
            disposed: context.log(.disposed), value: context.logPayload(.value))
    }
}
